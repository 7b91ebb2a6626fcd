import { classifyLine, divisionWordOf } from './classify-line.js';
import { ARTICLE, isContentsLine, isHeadingLine, isPageNumber, LETTER, type Line, SECTION } from './contract-lines.js';
import { DocumentBuilder, LineReader, type ParsedDocument, type ParsedSection } from './document-builder.js';
import { IMPORT_LIMITS } from './limits.js';

// Splits a collective bargaining agreement, as plain text, Markdown or the text of a PDF, into documents (the
// agreement and each letter of agreement / side letter), articles and sections, with numbers and titles as written.

export type { ParsedDocument, ParsedSection } from './document-builder.js';

export type SourceFormat = 'markdown' | 'text' | 'pdf';

export interface ParsedContract {
  documents: ParsedDocument[];
  warnings: string[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

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

const CONTENTS_HEADING = /^(?:table of contents|contents|index)$/i;
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
      (isPageNumber(l.text) || isContentsLine(l.text) || (l.text.length >= 12 && (counts.get(l.text) ?? 0) >= 3 && !isHeadingLine(l.text))),
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

export function parseContract(source: string, format: SourceFormat, fallbackTitle = 'Collective Bargaining Agreement'): ParsedContract {
  const lines = withoutPageFurniture(toLines(source, format));
  const divisions = divisionWordOf(lines);
  const reader = new LineReader(lines.map((line) => classifyLine(line, divisions)));
  const builder = new DocumentBuilder(divisions, fallbackTitle);
  for (let line = reader.next(); line; line = reader.next()) builder.add(line, reader);
  const { documents, warnings, preface } = builder.finish();

  const agreement = documents.find((d) => d.kind === 'agreement');
  if (agreement) {
    warnings.push(...longArticlesWithoutSections(agreement));
    agreement.effectiveDate = findEffectiveDate(preface.join('\n'));
  }
  if (documents.length === 0) warnings.push('No articles or sections were found in this file.');
  for (const doc of documents) {
    // A letter is in force from its own date, or else from the agreement's.
    if (doc.kind === 'side_letter') {
      doc.effectiveDate = findEffectiveDate(doc.sections.map((s) => s.text).join('\n')) ?? agreement?.effectiveDate ?? null;
    }
    doc.title = doc.title.slice(0, 300);
  }
  return { documents, warnings };
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
