import {
  ARTICLE,
  isContentsLine,
  isPageNumber,
  isShouted,
  isTitleLike,
  LETTER,
  type Line,
  mayBeHeading,
  SECTION,
  titleCase,
} from './contract-lines.js';

// What one line of an agreement is, read from the line alone. Whether a heading really opens an article or a section
// depends on where it stands (numbers only go up, a heading inside a letter is the letter's): the document builder
// decides that, and reads a heading it refuses as text.

/** What an agreement calls its top-level divisions. */
export type DivisionWord = 'Article' | 'Section';

/** 'SECTION 5 - SCHEDULING': the top-level division of an agreement that has no articles. */
const SECTION_DIVISION = /^section\s+(\d{1,3})\b\.?\s*(?:[-:.\u2013\u2014]\s*)(.*)$/i;
/** 'B. Preparation Time' on a line of its own: a lettered section (its title starts after all the spaces). */
const LETTERED_SECTION = /^([A-Z])\.\s+(\S.{1,79})$/;
const BARE_SECTION = /^(\d{1,3})\.(\d{1,3})\.?\s+(.+)$/;

/** A section's number as written ('3.2', 'A.2'), its value part by part (a letter counts as its place in the alphabet) and what follows it. */
export interface SectionNumber {
  number: string;
  value: number[];
  rest: string;
}

export type LineKind =
  | { kind: 'blank' }
  // Page furniture: a printed copy's page numbers and its table of contents, left out before documents are built.
  | { kind: 'page-number' }
  | { kind: 'contents' }
  /** 'LETTER OF AGREEMENT No. 1 - Heat': a document of its own; its name title-cased, its subject as written. */
  | { kind: 'letter'; name: string; subject: string }
  /**
   * 'ARTICLE XII - SICK LEAVE' ('SECTION 5 - SCHEDULING' where Sections are the divisions), its number as cited.
   * `section` is the line read as a section heading, for where it cannot open a division.
   */
  | { kind: 'article'; number: string; value: number; title: string; section: SectionNumber | null }
  /** 'Section 3.2 - Title', 'Sec. 4', '§ 4.1'. */
  | ({ kind: 'section' } & SectionNumber)
  /** '3.2 Title' or '3.2 The Company shall...': a section of Article 3 when Article 3 is open. */
  | ({ kind: 'bare-section' } & SectionNumber)
  | { kind: 'lettered-section'; letter: string; value: number; title: string }
  | { kind: 'markdown-heading' }
  | { kind: 'text' };

export type ClassifiedLine = Line & LineKind;

/** 'Section' for an agreement with no article headings and at least two 'SECTION 5 - SCHEDULING' headings; else 'Article'. */
export function divisionWordOf(lines: Line[]): DivisionWord {
  if (lines.some((l) => ARTICLE.test(l.text) && mayBeHeading(l))) return 'Article';
  const divisions = lines.filter((l) => SECTION_DIVISION.test(l.text) && (l.level > 0 || l.text === l.text.toUpperCase()));
  return divisions.length >= 2 ? 'Section' : 'Article';
}

export function classifyLine(line: Line, divisions: DivisionWord): ClassifiedLine {
  const { text, level } = line;
  if (!text) return { text, level, kind: 'blank' };
  // A Markdown heading is the writer's own, never what a printer added.
  if (level === 0 && isPageNumber(text)) return { text, level, kind: 'page-number' };
  if (level === 0 && isContentsLine(text)) return { text, level, kind: 'contents' };
  const heading = mayBeHeading(line) ? (letterHeading(line) ?? articleHeading(line, divisions)) : null;
  const found = heading ?? sectionHeading(line) ?? bareSection(line) ?? letteredSection(line);
  return found ?? { text, level, kind: level > 0 ? 'markdown-heading' : 'text' };
}

/** A letter's heading in capitals, as a Markdown heading, or followed by a title ('Letter of Agreement 3 - Heat'), not a sentence naming one. */
function letterHeading({ text, level }: Line): ClassifiedLine | null {
  const letter = LETTER.exec(text);
  if (!letter || !(level > 0 || isShouted(text) || (letter[2] !== undefined && isTitleLike(letter[2])))) return null;
  return { text, level, kind: 'letter', name: titleCase(letter[1].replace(/\s+/g, ' ')), subject: letter[2]?.trim() ?? '' };
}

function articleHeading({ text, level }: Line, divisions: DivisionWord): ClassifiedLine | null {
  const m = (divisions === 'Section' ? SECTION_DIVISION : ARTICLE).exec(text);
  if (!m) return null;
  const number = /^\d+$/.test(m[1]) ? m[1] : m[1].toUpperCase();
  return { text, level, kind: 'article', number, value: numberValue(m[1]), title: m[2].trim(), section: sectionNumberOf(text) };
}

function sectionNumberOf(text: string): SectionNumber | null {
  const m = SECTION.exec(text);
  return m ? numbered(m[1], m[2]) : null;
}

function sectionHeading({ text, level }: Line): ClassifiedLine | null {
  const section = sectionNumberOf(text);
  return section && { text, level, kind: 'section', ...section };
}

function bareSection({ text, level }: Line): ClassifiedLine | null {
  const m = BARE_SECTION.exec(text);
  return m && { text, level, kind: 'bare-section', ...numbered(`${m[1]}.${m[2]}`, m[3]) };
}

/** A title-like line after its letter; one ending in punctuation is the first item of a list. */
function letteredSection({ text, level }: Line): ClassifiedLine | null {
  const m = LETTERED_SECTION.exec(text);
  if (!m || !isTitleLike(m[2]) || /[.;:,]$/.test(m[2])) return null;
  return { text, level, kind: 'lettered-section', letter: m[1], value: m[1].charCodeAt(0) - 64, title: titleCase(m[2]) };
}

/** 'Section A.2' of a schedule counts its letter as the first number. */
const numbered = (number: string, rest: string): SectionNumber => ({
  number,
  value: number.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p.toUpperCase().charCodeAt(0) - 64)),
  rest,
});

const numberValue = (n: string) => (/^\d+$/.test(n) ? Number(n) : romanToInt(n));

function romanToInt(s: string): number {
  const map: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let total = 0;
  const lower = s.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const v = map[lower[i]] ?? 0;
    const next = map[lower[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}
