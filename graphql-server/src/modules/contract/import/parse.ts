import { IMPORT_LIMITS } from './limits.js';

// Splits a collective bargaining agreement, as plain text, Markdown or the text of a PDF, into documents (the
// agreement and each letter of agreement / side letter), articles and sections, with numbers and titles as written.

export type SourceFormat = 'markdown' | 'text' | 'pdf';

export interface ParsedSection {
  articleNumber: string;
  articleTitle: string;
  sectionNumber: string | null;
  sectionTitle: string | null;
  text: string;
  /** '(a)', '(b)'... markers found at the start of lines of the section. */
  subsections: string[];
}

export interface ParsedDocument {
  title: string;
  kind: 'agreement' | 'side_letter';
  /** 'Article' for the agreement ('Section' when its top-level divisions are Sections); the letter's own name ('Letter of Agreement 1') for a side letter. */
  label: string;
  effectiveDate: string | null;
  sections: ParsedSection[];
}

export interface ParsedContract {
  documents: ParsedDocument[];
  warnings: string[];
}

const ARTICLE = /^(?:article|art\.)\s+(\d{1,3}|[ivxlc]{1,7})\b\.?\s*(?:[-:.\u2013\u2014]\s*)?(.*)$/i;
/** 'SECTION 5 - SCHEDULING': the top-level division of an agreement that has no articles. */
const SECTION_DIVISION = /^section\s+(\d{1,3})\b\.?\s*(?:[-:.\u2013\u2014]\s*)(.*)$/i;
/** 'B. Preparation Time' on a line of its own: a lettered section (its title starts after all the spaces). */
const LETTERED_SECTION = /^([A-Z])\.\s+(\S.{1,79})$/;
const SECTION = /^(?:section|sec\.|\u00a7)\s*(\d{1,3}(?:\.\d{1,3}){0,2}|[A-Z]\.\d{1,3})\b\.?\s*(?:[-:.\u2013\u2014]\s*)?(.*)$/i;
const BARE_SECTION = /^(\d{1,3})\.(\d{1,3})\.?\s+(.+)$/;
// Documents of their own after the agreement: letters, memoranda, appendices (longest names first). The number
// after a name is '\s+' then an optional 'No.' with its own spaces: two adjacent optional runs of spaces would let a
// long run be split every possible way before failing.
const LETTER =
  /^((?:side letter of agreement|side letter of understanding|letter of agreement|letter of understanding|letter of intent|side letter|memorandum of understanding|memorandum of agreement|appendix|exhibit|addendum|mou|loa)(?:\s+(?:(?:no\.?|number|#)\s*)?(?:\d{1,3}(?:-\d{1,3})?|[a-z]|[ivx]{1,5})\b)?|schedule\s+(?:[a-z]|\d{1,3})\b)\s*(?:(?:[-:.\u2013\u2014]|\s(?:on|re:?|regarding)\s)\s*(.*))?$/i;
const SUBSECTION = /^\(([a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s+/i;
/** 'A. ', 'b. ', '1. ' opening a line: a lettered or numbered paragraph of a section. */
const PARAGRAPH_ITEM = /^(?:[A-Za-z]|\d{1,2})\.\s+\S/;
/** A table of contents or index line: dot leaders, or a title followed by a page number or section reference. */
const CONTENTS_LINE = /(?:\.\s?){4,}\s*(?:\d{1,4}(?:\.\d{1,3})?|[ivxlc]{1,7})?$|\S\s{2,}(?:\d{1,4}(?:\.\d{1,3})?|[IVXLC]{1,7})$/i;
/**
 * CONTENTS_LINE, looked for in the line's last characters only: the expression is not anchored at the start, so on a
 * whole long line (dots and spaces) it would try again from every character. Any match fits in 18 characters once
 * runs of three or more spaces are shortened to two (which matches the same), so the last 40 decide.
 */
const isContentsLine = (t: string) => CONTENTS_LINE.test(t.replace(/\s{3,}/g, '  ').slice(-40));
const CONTENTS_HEADING = /^(?:table of contents|contents|index)$/i;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$|^-\s*\d{1,4}\s*-$|^\[\d{1,4}\]$/i;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

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

const numberValue = (n: string) => (/^\d+$/.test(n) ? Number(n) : romanToInt(n));

/** Title Case, UPPER CASE or short: looks like a heading's title rather than the start of a sentence. */
function isTitleLike(s: string): boolean {
  const t = s.trim().replace(/[.:]$/, '');
  if (!t || t.length > 90) return false;
  if (/[.;!?]/.test(t.replace(/\b(?:no|vs|st)\./gi, ''))) return false;
  // 'NO STRIKE - NO LOCKOUT', 'SAFETY & HEALTH': a lone dash or ampersand joins two parts of a title.
  const ws = t.split(/\s+/).filter((w) => !/^[-&/+]$/.test(w));
  if (ws.length > 12) return false;
  const minor = /^(?:a|an|and|as|at|by|for|from|in|of|on|or|the|to|with|per|into|under)$/i;
  const capitalised = ws.filter((w) => /^[A-Z0-9("'$]/.test(w) || minor.test(w));
  return capitalised.length === ws.length && /^[A-Z0-9("'$]/.test(ws[0]);
}

/** Written in capitals, but for a number's 'No.' ('LETTER OF AGREEMENT No. 1'). */
const isShouted = (t: string) => {
  const letters = t.replace(/\b(?:no|number)\.?(?=\s*(?:\d|[ivx]{1,5}\b))/gi, '');
  return letters === letters.toUpperCase();
};

function titleCase(s: string): string {
  const t = s.trim();
  if (!isShouted(t) || !/[A-Z]/.test(t)) return t;
  const minor = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'per']);
  return t
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((w, i, words) => {
      // 'SIDE LETTER A', 'APPENDIX B': a final single letter is a name, not the article 'a'.
      if (i === words.length - 1 && w.length === 1) return w.toUpperCase();
      return i > 0 && minor.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join('');
}

/** 'March 26, 2020', '2020-03-26' or '3/26/2020' near 'effective' -> '2020-03-26'. */
export function findEffectiveDate(text: string): string | null {
  const m =
    /(?:effective(?:\s+date)?|entered into)\s*(?:as of|on|from|:|is|this)?\s*(?:the\s+)?([A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?[A-Z][a-z]+,?\s+\d{4})/i.exec(
      text,
    );
  return m ? toIsoDate(m[1]) : null;
}

export function toIsoDate(raw: string): string | null {
  const s = raw.trim();
  const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const written = /^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s);
  const dayOf = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?([A-Za-z]+),?\s+(\d{4})$/.exec(s);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) parts = [Number(us[3]), Number(us[1]), Number(us[2])];
  else if (written) parts = [Number(written[3]), monthOf(written[1]), Number(written[2])];
  else if (dayOf) parts = [Number(dayOf[3]), monthOf(dayOf[2]), Number(dayOf[1])];
  if (!parts) return null;
  const [y, mo, d] = parts;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || Number.isNaN(date.getTime()) || date.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return date.toISOString().slice(0, 10);
}

/** The longest word fragment a line can end with before a hyphen that breaks it across lines. */
const MAX_BROKEN_WORD = 60;

/**
 * 'disc' for a line that ends 'disc-': the letters before a hyphen that ends the line, read from its last characters.
 * Null when the line does not end so, or when the letters run longer than any word.
 */
function wordBrokenAtEnd(end: string): string | null {
  if (!end.endsWith('-')) return null;
  let start = end.length - 1;
  while (start > 0 && /[a-z]/i.test(end[start - 1])) start--;
  if (start === end.length - 1 || end.length - 1 - start > MAX_BROKEN_WORD) return null;
  return end.slice(start, -1);
}

/** PDF text: drops page numbers and running headers/footers, joins words hyphenated across lines. */
export function cleanPdfPages(pages: string[]): string {
  const pageLines = pages.map((p) => p.split('\n').map((l) => l.trim()));
  const counts = new Map<string, number>();
  for (const lines of pageLines) for (const l of new Set(lines)) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  const repeated = (l: string) =>
    pageLines.length >= 3 && (counts.get(l) ?? 0) >= Math.ceil(pageLines.length * 0.6) && !ARTICLE.test(l) && !SECTION.test(l);
  const pageNumber = /^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$|^-\s*\d{1,4}\s*-$/i;
  const kept = pageLines.flatMap((lines) => lines.filter((l) => !pageNumber.test(l) && !repeated(l)));
  const vocabulary = new Set(
    kept
      .join(' ')
      .toLowerCase()
      .split(/[^a-z-]+/),
  );
  // Lines as their pieces (a line that a hyphenated word continues gets the next line appended, and is joined once at
  // the end), the last line with text, and that line's last characters.
  const out: string[][] = [];
  let lastWithText: string[] | null = null;
  let lastEnd = '';
  for (const line of kept) {
    // A word broken at the end of a line (or a page): 'disc-' + 'harged' is 'discharged', but 'part-' + 'time' stays
    // 'part-time' when the document writes it so elsewhere. Blank lines between the two halves are dropped.
    const tail = /^([a-z]+)/.exec(line);
    const head = tail && lastWithText ? wordBrokenAtEnd(lastEnd) : null;
    if (lastWithText && head && tail) {
      const hyphenated = `${head}-${tail[1]}`.toLowerCase();
      const keepHyphen = vocabulary.has(hyphenated) && !vocabulary.has(`${head}${tail[1]}`.toLowerCase());
      while (out[out.length - 1] !== lastWithText) out.pop();
      if (!keepHyphen) lastWithText[lastWithText.length - 1] = lastWithText[lastWithText.length - 1].slice(0, -1);
      lastWithText.push(line);
      lastEnd = `${keepHyphen ? lastEnd : lastEnd.slice(0, -1)}${line}`.slice(-(MAX_BROKEN_WORD + 2));
    } else {
      const pieces = [line];
      out.push(pieces);
      if (line) {
        lastWithText = pieces;
        lastEnd = line.slice(-(MAX_BROKEN_WORD + 2));
      }
    }
  }
  return out.map((pieces) => pieces.join('')).join('\n');
}

interface Line {
  text: string;
  /** Markdown heading level (0 when the line is not a Markdown heading). */
  level: number;
}

/**
 * '## Article 5 - Hours ##': its level and its text, closing hashes left out. A '#' line longer than any heading is
 * body text (level 0).
 */
function markdownHeading(t: string): { level: number; text: string } | null {
  const marker = /^(#{1,6})\s+/.exec(t);
  if (!marker) return null;
  let end = t.length;
  while (end > marker[0].length && t[end - 1] === '#') end--;
  const text = t.slice(marker[0].length, end).trimEnd();
  return { level: text.length <= IMPORT_LIMITS.maxHeadingCharacters ? marker[1].length : 0, text };
}

function toLines(source: string, format: SourceFormat): Line[] {
  // Unicode's line and paragraph separators end a line too (and no expression below then meets a character that
  // '.' does not match, which would make it retry).
  const text = source
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/\u00a0/g, ' ')
    .replace(/[\u2013\u2014]/g, '-');
  return text.split('\n').map((raw) => {
    let t = raw.trim();
    let level = 0;
    if (format === 'markdown') {
      const heading = markdownHeading(t);
      if (heading) {
        level = heading.level;
        t = heading.text;
      }
      t = t
        .replace(/^>\s?/, '')
        .replace(/\*\*|__/g, '')
        .replace(/`/g, '');
    }
    return { text: t.trim(), level };
  });
}

const isHeadingLine = (t: string) => ARTICLE.test(t) || SECTION.test(t) || LETTER.test(t);
/** An entry of an index or contents list without dot leaders: a title, then a page number or section reference. */
const REFERENCE_AT_END = /\s(?:\d{1,4}(?:\.\d{1,3})?|[IVXLC]{1,7})$/;
/** A contents or index line; 'ARTICLE 24' alone is the heading of an article whose title is on the next line. */
const isContentsEntry = (t: string) =>
  isContentsLine(t) || (REFERENCE_AT_END.test(t) && /[a-z]{3}/i.test(t.replace(/^article\b/i, '').replace(REFERENCE_AT_END, '')));

/**
 * Leaves out what a printed copy adds around the text: tables of contents and indexes, running headers (a line
 * repeated three times or more that is not a heading) and page numbers. A paragraph they interrupt is joined again.
 */
function withoutPageFurniture(lines: Line[]): Line[] {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.text && l.level === 0) counts.set(l.text, (counts.get(l.text) ?? 0) + 1);
  const furniture = lines.map(
    (l) =>
      Boolean(l.text) &&
      l.level === 0 &&
      (PAGE_NUMBER.test(l.text) ||
        isContentsLine(l.text) ||
        (l.text.length >= 12 && (counts.get(l.text) ?? 0) >= 3 && !isHeadingLine(l.text))),
  );
  // A heading that comes again further on was listed in a table of contents: the last one is the real heading.
  // (Articles and letters only: two articles may well both have a 'Section 1. Definitions.')
  const isDocumentHeading = (t: string) => ARTICLE.test(t) || LETTER.test(t);
  const lastAt = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.text && isDocumentHeading(l.text)) lastAt.set(l.text.toLowerCase(), i);
  });
  lines.forEach((l, i) => {
    if (l.text && isDocumentHeading(l.text) && (lastAt.get(l.text.toLowerCase()) ?? i) > i) furniture[i] = true;
  });
  const nextIsEntry = (j: number) => {
    let k = j + 1;
    while (k < lines.length && !lines[k].text) k++;
    const t = lines[k]?.text ?? '';
    return k >= lines.length || isDocumentHeading(t) || isContentsEntry(t) || CONTENTS_HEADING.test(t);
  };
  // A contents or index list: from its heading, every line that is a heading or ends in a reference, until the text
  // goes on; and a run of three or more article headings with nothing between them (a list without page numbers).
  for (let i = 0; i < lines.length; i++) {
    if (!CONTENTS_HEADING.test(lines[i].text)) continue;
    furniture[i] = true;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const t = lines[j].text;
      // A bare heading belongs to the list when the next line is another entry; the first one followed by text is
      // where the agreement itself starts.
      const listed = isContentsEntry(t) || /^[A-Z]$/.test(t) || furniture[j] || (isDocumentHeading(t) && nextIsEntry(j));
      if (t && !listed) break;
      if (t) furniture[j] = true;
    }
    // The list ends where the text goes on, whichever of its lines it is read from: the search resumes there.
    i = j - 1;
  }
  for (let i = 0; i < lines.length; ) {
    const run: number[] = [];
    let j = i;
    // Lines already left out (dot leaders, a running header) do not end a run, nor count in it.
    while (j < lines.length && (!lines[j].text || furniture[j] || isDocumentHeading(lines[j].text))) {
      if (lines[j].text && !furniture[j]) run.push(j);
      j++;
    }
    if (run.length >= 3) for (const k of run) furniture[k] = true;
    i = Math.max(j, i + 1);
  }

  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    if (!furniture[i]) {
      out.push(lines[i]);
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && (furniture[j] || !lines[j].text)) j++;
    let k = out.length;
    while (k > 0 && !out[k - 1].text) k--;
    const before = out[k - 1]?.text ?? '';
    const after = lines[j]?.text ?? '';
    // 'shall' / page header / 'have seniority': the sentence goes on across the page break.
    if (before && !/[.:;!?]$/.test(before) && /^[a-z]/.test(after)) out.length = k;
    else out.push({ text: '', level: 0 });
    i = j;
  }
  return out;
}

/** Joins wrapped lines into paragraphs; a blank line, a '(a)' marker or a list item starts a new one. */
function toParagraphs(lines: string[]): string {
  const paragraphs: string[] = [];
  // The paragraph's lines, joined once it ends (joining as it grows would copy the whole paragraph at every line), and
  // its last line: lines are joined with a space or after a hyphen, so how the paragraph ends is how that line ends.
  let current: string[] = [];
  let last = '';
  const finish = () => {
    if (current.length > 0) paragraphs.push(current.join(''));
    current = [];
  };
  for (const line of lines) {
    if (!line) {
      finish();
      continue;
    }
    // An item starts a paragraph where the text before it has ended a clause; '(40) hours' or 'A. Smith' at the start
    // of a wrapped line continues the sentence.
    const item = SUBSECTION.test(line) || PARAGRAPH_ITEM.test(line) || /^(?:\d{1,2}|[a-z])\)\s+/.test(line);
    if ((item && (current.length === 0 || /(?:[.:;]|\band|\bor)$/.test(last))) || /^[-*\u2022]\s+/.test(line)) {
      finish();
      last = line.replace(/^[*\u2022]\s+/, '- ');
      current = [last];
      continue;
    }
    current.push(current.length === 0 || last.endsWith('-') ? line : ` ${line}`);
    last = line;
  }
  finish();
  return paragraphs.join('\n');
}

interface Builder {
  doc: ParsedDocument;
  articleNumber: string | null;
  articleTitle: string;
  articleValue: number;
  sectionNumber: string | null;
  sectionTitle: string | null;
  sectionValue: number[];
  body: string[];
  preamble: string[];
}

function compareNumbers(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Splits the rest of a 'Section 3.' line into its title and the start of its text. */
function splitSectionRest(rest: string): { title: string | null; text: string } {
  const r = rest.trim();
  if (!r) return { title: null, text: '' };
  if (isTitleLike(r)) return { title: titleCase(r.replace(/[.:]$/, '')), text: '' };
  const dot = /^(.{2,80}?)[.:]\s+(.+)$/.exec(r);
  if (dot && isTitleLike(dot[1]) && dot[1].split(/\s+/).length <= 8) return { title: titleCase(dot[1]), text: dot[2] };
  return { title: null, text: r };
}

export function parseContract(source: string, format: SourceFormat, fallbackTitle = 'Collective Bargaining Agreement'): ParsedContract {
  const lines = withoutPageFurniture(toLines(source, format));
  // Some agreements have no articles: their top-level divisions are 'SECTION 5 - SCHEDULING', with lettered parts.
  const sectionsAreDivisions =
    !lines.some((l) => ARTICLE.test(l.text) && (l.level > 0 || l.text.length <= 100)) &&
    lines.filter((l) => SECTION_DIVISION.test(l.text) && (l.level > 0 || l.text === l.text.toUpperCase())).length >= 2;
  const division = sectionsAreDivisions ? 'Section' : 'Article';
  const divisionHeading = (text: string) => (sectionsAreDivisions ? SECTION_DIVISION.exec(text) : ARTICLE.exec(text));
  const warnings: string[] = [];
  const documents: ParsedDocument[] = [];
  let b: Builder | null = null;
  let agreementTitle: string | null = null;
  const preface: string[] = [];

  const newBuilder = (doc: ParsedDocument): Builder => ({
    doc,
    articleNumber: null,
    articleTitle: '',
    articleValue: 0,
    sectionNumber: null,
    sectionTitle: null,
    sectionValue: [],
    body: [],
    preamble: [],
  });

  const flushSection = () => {
    if (!b) return;
    const text = toParagraphs(b.body);
    const hasHeading = b.sectionNumber !== null || b.sectionTitle !== null;
    if (text || hasHeading) {
      if (b.articleNumber === null && b.doc.kind === 'agreement') {
        b.preamble.push(text);
      } else if (!text) {
        warnings.push(
          `${b.doc.kind === 'agreement' ? `Article ${b.articleNumber}` : b.doc.label}${b.sectionNumber ? `, Section ${b.sectionNumber}` : ''} has a heading but no text; it was left out.`,
        );
      } else {
        const parts =
          b.doc.kind === 'side_letter' && !hasHeading && b.doc.sections.length === 0
            ? numberedParagraphs(text)
            : [{ number: b.sectionNumber, text }];
        for (const part of parts) {
          b.doc.sections.push({
            articleNumber: b.articleNumber ?? '',
            articleTitle: b.articleTitle,
            sectionNumber: part.number,
            sectionTitle: b.sectionTitle,
            text: part.text,
            subsections: part.text
              .split('\n')
              .map((l) => SUBSECTION.exec(l)?.[0].trim())
              .filter((s): s is string => Boolean(s)),
          });
        }
      }
    }
    b.body = [];
    b.sectionNumber = null;
    b.sectionTitle = null;
  };

  const finishDocument = () => {
    if (!b) return;
    flushSection();
    if (b.doc.kind === 'agreement' && !b.doc.effectiveDate) b.doc.effectiveDate = findEffectiveDate(b.preamble.join('\n'));
    if (b.doc.sections.length > 0) documents.push(b.doc);
    else if (b.doc.kind === 'side_letter') warnings.push(`${b.doc.title} has no text; it was left out.`);
    b = null;
  };

  // The article's title in capitals, worked out once per title rather than at every line of the article.
  let lastShouted = { title: '', upper: '' };
  const shouted = (title: string) => {
    if (lastShouted.title !== title) lastShouted = { title, upper: title.toUpperCase() };
    return lastShouted.upper;
  };

  const startAgreement = () => {
    b = newBuilder({ title: agreementTitle ?? fallbackTitle, kind: 'agreement', label: division, effectiveDate: null, sections: [] });
  };

  for (let i = 0; i < lines.length; i++) {
    const { text, level } = lines[i];
    if (!text) {
      if (b) (b as Builder).body.push('');
      continue;
    }
    const headingish = level > 0 || text.length <= 100;

    const letter = headingish ? LETTER.exec(text) : null;
    if (letter && (level > 0 || isShouted(text) || (letter[2] !== undefined && isTitleLike(letter[2])))) {
      const agreementSoFar: Builder | null = b;
      if (agreementSoFar && agreementSoFar.doc.kind === 'agreement') finishDocument();
      else finishDocument();
      const label = titleCase(letter[1].replace(/\s+/g, ' '));
      let rest = letter[2]?.trim();
      if (!rest) {
        // 'LETTER OF AGREEMENT 1', its subject on the next line.
        let j = i + 1;
        while (j < lines.length && !lines[j].text) j++;
        // 'Re: Extreme Heat Procedures', 'Subject: ...': the subject line of a letter.
        const next = (lines[j]?.text ?? '').replace(/^(?:re|subject|regarding)\s*:\s*/i, '');
        if (next && next.length <= 100 && isTitleLike(next) && !isHeadingLine(next)) {
          rest = next;
          i = j;
        }
      }
      const title = rest ? `${label} - ${titleCase(rest)}` : label;
      b = newBuilder({ title, kind: 'side_letter', label, effectiveDate: null, sections: [] });
      (b as Builder).articleNumber = '';
      (b as Builder).articleTitle = rest ? titleCase(rest) : label;
      continue;
    }

    const article = headingish ? divisionHeading(text) : null;
    if (article && (!b || (b as Builder).doc.kind === 'agreement')) {
      const value = numberValue(article[1]);
      let title = article[2].trim();
      let consumedNext = false;
      if (!title) {
        // 'ARTICLE 5' alone, its title on the next line.
        let j = i + 1;
        while (j < lines.length && !lines[j].text) j++;
        const next = lines[j]?.text ?? '';
        if (next && isTitleLike(next) && !SECTION.test(next)) {
          title = next;
          i = j;
          consumedNext = true;
        }
      }
      if (title && !consumedNext && text.length >= 35 && title === title.toUpperCase()) {
        // 'ARTICLE XII - SICK LEAVE AND SHORT-TERM' / 'LEAVES': an upper-case title wrapped in a narrow column.
        const next = lines[i + 1]?.text ?? '';
        if (next && next === next.toUpperCase() && /[A-Z]/.test(next) && next.split(/\s+/).length <= 3 && !isHeadingLine(next)) {
          title = `${title} ${next}`;
          i += 1;
        }
      }
      const current = b as Builder | null;
      const plausible = (level > 0 || isTitleLike(title) || consumedNext) && (!current || value > current.articleValue);
      if (plausible) {
        if (!current) startAgreement();
        const bb = b as unknown as Builder;
        flushSection();
        bb.articleNumber = /^\d+$/.test(article[1]) ? article[1] : article[1].toUpperCase();
        bb.articleValue = value;
        bb.articleTitle = titleCase(title.replace(/[.:]$/, '')) || `${division} ${bb.articleNumber}`;
        bb.sectionValue = [];
        continue;
      }
    }

    const current = b as Builder | null;
    if (current && (current.articleNumber !== null || current.doc.kind === 'side_letter')) {
      // 'Section 1. The Company shall ...' opens a paragraph however long the line is; a wrapped line that begins
      // with 'Section 2.2 of the handbook' does not (the line before it does not end a sentence).
      const previous = lines[i - 1]?.text ?? '';
      const opensParagraph = !previous || /[.:;]$/.test(previous) || isHeadingLine(previous) || previous === shouted(current.articleTitle);
      const section = headingish || level > 0 || opensParagraph ? SECTION.exec(text) : null;
      const bare = !section && current.doc.kind === 'agreement' ? BARE_SECTION.exec(text) : null;
      let number: string | null = null;
      let rest = '';
      if (section) {
        number = section[1];
        rest = section[2];
      } else if (bare && Number(bare[1]) === current.articleValue) {
        number = `${bare[1]}.${bare[2]}`;
        rest = bare[3];
      }
      if (number !== null) {
        // 'Section A.2' of a schedule counts its letter as the first number.
        const parts = number.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p.toUpperCase().charCodeAt(0) - 64));
        // 'Section 2.2' quoted inside Article 19 is a reference, not a heading: a dotted number must belong to the
        // current article, and numbers only go up.
        const belongs = parts.length === 1 || current.doc.kind === 'side_letter' || String(parts[0]) === String(current.articleValue);
        const increasing = compareNumbers(parts, current.sectionValue) > 0;
        // An article numbers its sections one way ('Section 3.' or 'Section 5.3'), and a heading's text does not
        // begin in the middle of a sentence.
        const sameStyle = current.sectionValue.length === 0 || current.sectionValue.length === parts.length;
        const continuesSentence = /^[a-z]/.test(rest.trim());
        const { title, text: start } = splitSectionRest(rest);
        if (belongs && increasing && (level > 0 || (sameStyle && !continuesSentence))) {
          flushSection();
          current.sectionNumber = number;
          current.sectionTitle = title;
          current.sectionValue = parts;
          if (start) current.body.push(start);
          continue;
        }
      }
      // 'B. Preparation Time' alone on its line (or as a heading): the article's sections are lettered, A, B, C in turn.
      const lettered = current.doc.kind === 'agreement' ? LETTERED_SECTION.exec(text) : null;
      if (lettered && isTitleLike(lettered[2]) && !/[.;:,]$/.test(lettered[2])) {
        const value = lettered[1].charCodeAt(0) - 64;
        const letteredSoFar = current.sectionNumber === null ? current.sectionValue.length <= 1 : /^[A-Z]$/.test(current.sectionNumber);
        if (letteredSoFar && value === (current.sectionValue.length === 1 ? current.sectionValue[0] + 1 : 1)) {
          flushSection();
          current.sectionNumber = lettered[1];
          current.sectionTitle = titleCase(lettered[2]);
          current.sectionValue = [value];
          continue;
        }
      }
      if (level > 0 && current.articleNumber !== null) {
        // Another Markdown heading inside an article: an untitled-number section.
        flushSection();
        current.sectionTitle = titleCase(text);
        continue;
      }
      current.body.push(text);
      continue;
    }

    if (level === 1 && !agreementTitle && !current) {
      agreementTitle = text;
      continue;
    }
    if (!current) {
      if (!agreementTitle && preface.length === 0 && headingish && (text === text.toUpperCase() || /agreement/i.test(text))) {
        agreementTitle = titleCase(text);
        continue;
      }
      preface.push(text);
      continue;
    }
    current.body.push(text);
  }
  finishDocument();

  const agreement = documents.find((d) => d.kind === 'agreement');
  if (agreement) warnings.push(...longArticlesWithoutSections(agreement));
  if (agreement && !agreement.effectiveDate) agreement.effectiveDate = findEffectiveDate(preface.join('\n'));
  if (!agreement && documents.length === 0) warnings.push('No articles or sections were found in this file.');
  for (const doc of documents) {
    if (doc.kind === 'side_letter') {
      doc.effectiveDate = findEffectiveDate(doc.sections.map((s) => s.text).join('\n')) ?? agreement?.effectiveDate ?? null;
    }
    doc.title = doc.title.slice(0, 300);
  }
  return { documents, warnings };
}

/**
 * A letter written as numbered paragraphs ('1. The City may ...', '2. ...'): each paragraph is cited as a section of the
 * letter, as members cite them. Text before the first is kept with it; fewer than three in sequence are only a list.
 */
function numberedParagraphs(text: string): { number: string | null; text: string }[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (const [i, line] of lines.entries()) {
    const n = /^(\d{1,2})\.\s/.exec(line);
    if (n && Number(n[1]) === starts.length + 1) starts.push(i);
  }
  if (starts.length < 3) return [{ number: null, text }];
  return starts.map((start, k) => {
    const from = k === 0 ? 0 : start;
    const to = starts[k + 1] ?? lines.length;
    return {
      number: String(k + 1),
      text: lines
        .slice(from, to)
        .join('\n')
        .replace(/^(\d{1,2})\.\s+/m, ''),
    };
  });
}

/** An article of more than about 400 words read as one passage: its sections were probably not recognised. */
function longArticlesWithoutSections(agreement: ParsedDocument): string[] {
  const byArticle = new Map<string, ParsedSection[]>();
  for (const s of agreement.sections) {
    const sections = byArticle.get(s.articleNumber);
    if (sections) sections.push(s);
    else byArticle.set(s.articleNumber, [s]);
  }
  return [...byArticle.values()].flatMap((sections) => {
    const [only] = sections;
    const words = only.text.split(/\s+/).length;
    if (sections.length > 1 || only.sectionNumber !== null || only.sectionTitle !== null || words <= 400) return [];
    return [
      `${agreement.label} ${only.articleNumber} (${only.articleTitle}) has about ${Math.round(words / 100) * 100} words and no sections: check that its sections were recognised, or members will get one long passage.`,
    ];
  });
}

/** The citation a member sees: 'Article 7, Section 7.4 - Mandatory Overtime' or 'Letter of Agreement 1, Section 2 - Heat and Cold Breaks'. */
export function referenceOf(
  doc: Pick<ParsedDocument, 'kind' | 'label'>,
  s: Pick<ParsedSection, 'articleNumber' | 'articleTitle' | 'sectionNumber' | 'sectionTitle'>,
): string {
  const head = articleLabelOf(doc, s);
  // The parts of a 'Section 5' division are cited by their letter alone: 'Section 5, A - Reserve Availability'.
  const section = s.sectionNumber
    ? doc.kind === 'agreement' && doc.label === 'Section'
      ? `, ${s.sectionNumber}`
      : `, Section ${s.sectionNumber}`
    : '';
  return `${head}${section} - ${s.sectionTitle ?? s.articleTitle}`;
}

export function articleLabelOf(doc: Pick<ParsedDocument, 'kind' | 'label'>, s: Pick<ParsedSection, 'articleNumber'>): string {
  return doc.kind === 'agreement' ? `${doc.label} ${s.articleNumber}` : doc.label;
}
