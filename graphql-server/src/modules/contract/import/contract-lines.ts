// What the lines of an agreement are made of, shared by the passes that read them: the patterns of its headings, the
// page furniture a printed copy adds, and how a heading's title is told from a sentence and written.

export interface Line {
  text: string;
  /** Markdown heading level (0 when the line is not a Markdown heading). */
  level: number;
}

/** The longest line outside Markdown headings that is read as a heading. */
export const MAX_HEADING_LINE = 100;

/** A Markdown heading, or a line short enough to be a heading: only such lines open an article or a letter. */
export const mayBeHeading = (line: Line) => line.level > 0 || line.text.length <= MAX_HEADING_LINE;

export const ARTICLE = /^(?:article|art\.)\s+(\d{1,3}|[ivxlc]{1,7})\b\.?\s*(?:[-:.\u2013\u2014]\s*)?(.*)$/i;
export const SECTION = /^(?:section|sec\.|\u00a7)\s*(\d{1,3}(?:\.\d{1,3}){0,2}|[A-Z]\.\d{1,3})\b\.?\s*(?:[-:.\u2013\u2014]\s*)?(.*)$/i;
// Documents of their own after the agreement: letters, memoranda, appendices (longest names first). The number
// after a name is '\s+' then an optional 'No.' with its own spaces: two adjacent optional runs of spaces would let a
// long run be split every possible way before failing.
export const LETTER =
  /^((?:side letter of agreement|side letter of understanding|letter of agreement|letter of understanding|letter of intent|side letter|memorandum of understanding|memorandum of agreement|appendix|exhibit|addendum|mou|loa)(?:\s+(?:(?:no\.?|number|#)\s*)?(?:\d{1,3}(?:-\d{1,3})?|[a-z]|[ivx]{1,5})\b)?|schedule\s+(?:[a-z]|\d{1,3})\b)\s*(?:(?:[-:.\u2013\u2014]|\s(?:on|re:?|regarding)\s)\s*(.*))?$/i;

export const isHeadingLine = (t: string) => ARTICLE.test(t) || SECTION.test(t) || LETTER.test(t);

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$|^-\s*\d{1,4}\s*-$|^\[\d{1,4}\]$/i;
export const isPageNumber = (t: string) => PAGE_NUMBER.test(t);

/** A table of contents or index line: dot leaders, or a title followed by a page number or section reference. */
const CONTENTS_LINE = /(?:\.\s?){4,}\s*(?:\d{1,4}(?:\.\d{1,3})?|[ivxlc]{1,7})?$|\S\s{2,}(?:\d{1,4}(?:\.\d{1,3})?|[IVXLC]{1,7})$/i;
/**
 * CONTENTS_LINE, looked for in the line's last characters only: the expression is not anchored at the start, so on a
 * whole long line (dots and spaces) it would try again from every character. Any match fits in 18 characters once
 * runs of three or more spaces are shortened to two (which matches the same), so the last 40 decide.
 */
export const isContentsLine = (t: string) => CONTENTS_LINE.test(t.replace(/\s{3,}/g, '  ').slice(-40));

/** Title Case, UPPER CASE or short: looks like a heading's title rather than the start of a sentence. */
export function isTitleLike(s: string): boolean {
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
export const isShouted = (t: string) => {
  const letters = t.replace(/\b(?:no|number)\.?(?=\s*(?:\d|[ivx]{1,5}\b))/gi, '');
  return letters === letters.toUpperCase();
};

export function titleCase(s: string): string {
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
