import type { EntityManager } from '@mikro-orm/postgresql';
import { contractOutline } from '../contract/contract.service.js';

// Finds the contract provisions a member cited in free text ('Article 7, Section 7.2 - Distribution of Overtime',
// 'Art. XII sec 3', 'Section 7.4', '§ 5.3(b)', 'Letter of Agreement No. 1, Section 2') and looks them up in the
// published agreement, whatever its numbering: arabic or roman articles, sections numbered '5.3' or restarting at '1'
// in each article, side letters named by number or letter.

/** One reference found in the text, before it is looked up. */
export interface CitationReference {
  /** The words as the member wrote them ('Art. 12 sec 12.3'). */
  asWritten: string;
  /** The article's number as a value (roman numerals converted), or null. */
  article: number | null;
  /** The side letter named ('letter of agreement 1'), normalised, or null. */
  letter: { kind: string; id: string } | null;
  /** The section numbers cited ('7.2', '3'), subsection markers dropped; empty when a whole article or letter is cited. */
  sections: string[];
  /** True for a section whose article or letter was named earlier in the text ('Article 7, Section 7.2 ... Section 4'). */
  fromContext: boolean;
}

/** A section of the published contract, as the lookup needs it. */
export interface CitableSection {
  id: string;
  documentKind: 'agreement' | 'side_letter';
  /** 'Article' for the agreement, the letter's name ('Letter of Agreement No. 1') for a side letter. */
  documentLabel: string;
  documentTitle: string;
  articleNumber: string;
  sectionNumber: string | null;
  /** 'Article 7, Section 7.4 - Mandatory Overtime'. */
  reference: string;
  text: string;
}

export interface CitedProvision {
  reference: string;
  documentTitle: string;
  text: string;
}

export interface CitationLookup {
  /** The sections found, in the order they were first cited, each once. */
  provisions: CitedProvision[];
  /** References that match no section of the published agreement, as written. */
  notFound: string[];
}

const ROMAN = /^[IVXLC]{1,7}$/;
const NUMBER = String.raw`\d{1,3}(?:\.\d{1,3}){0,2}`;
const SUB = String.raw`(?:\s?\([a-z0-9]{1,3}\))*`;
const LIST_JOIN = String.raw`\s*(?:,|&|\band\b|\bor\b|\bthrough\b|\bto\b)\s*`;
const SECTION_LIST = `${NUMBER}${SUB}(?:${LIST_JOIN}${NUMBER}${SUB})*`;
const LETTER_KINDS = String.raw`letters?\s+of\s+agreement|letters?\s+of\s+understanding|side\s+letters?|memorand(?:um|a)\s+of\s+understanding|memorand(?:um|a)\s+of\s+agreement|mou|loa`;

const TOKEN = new RegExp(
  [
    String.raw`(?<article>\b(?:articles?|arts?\.?)\s*(?<articleNum>\d{1,3}(?:\.\d{1,3}){0,2}|[IVXLC]{1,7})\b${SUB})`,
    String.raw`(?<section>(?:\b(?:sections?|secs?\.?|sects?\.?)|§§?)\s*(?<sectionList>${SECTION_LIST}))`,
    String.raw`(?<letter>\b(?<letterKind>${LETTER_KINDS})\s*(?:no\.?|number|#)?\s*(?<letterId>\d{1,3}|[A-Z]{1,4})\b)`,
  ].join('|'),
  'gi',
);

/** Roman numerals to their value ('XII' -> 12); arabic numbers as they are. */
export function numberValue(n: string): number {
  if (/^\d+$/.test(n)) return Number(n);
  const map: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  const s = n.toUpperCase();
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = map[s[i]] ?? 0;
    const next = map[s[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

const LETTER_KIND_NAMES: [RegExp, string][] = [
  [/^(?:letters?\s+of\s+agreement|loa)$/i, 'letter of agreement'],
  [/^letters?\s+of\s+understanding$/i, 'letter of understanding'],
  [/^side\s+letters?$/i, 'side letter'],
  [/^(?:memorand(?:um|a)\s+of\s+understanding|mou)$/i, 'memorandum of understanding'],
  [/^memorand(?:um|a)\s+of\s+agreement$/i, 'memorandum of agreement'],
];

function letterKindOf(words: string): string {
  const kind = words.replace(/\s+/g, ' ').trim();
  return LETTER_KIND_NAMES.find(([re]) => re.test(kind))?.[1] ?? kind.toLowerCase();
}

/** 'Letter of Agreement No. 1' -> { kind: 'letter of agreement', id: '1' }; null when the label names no letter. */
export function letterOfLabel(label: string): { kind: string; id: string } | null {
  const m = new RegExp(String.raw`^\s*(${LETTER_KINDS})\s*(?:no\.?|number|#)?\s*(\d{1,3}|[A-Z]{1,4})\b`, 'i').exec(label);
  return m ? { kind: letterKindOf(m[1]), id: m[2].toUpperCase() } : null;
}

function sameLetterId(a: string, b: string): boolean {
  if (a.toUpperCase() === b.toUpperCase()) return true;
  // 'Letter of Agreement II' and 'Letter of Agreement 2' are the same letter; 'Side Letter C' is not letter 100.
  const value = (s: string) => (/^\d+$/.test(s) ? Number(s) : ROMAN.test(s.toUpperCase()) && s.length > 1 ? numberValue(s) : null);
  const [va, vb] = [value(a), value(b)];
  return va !== null && va === vb && (/^\d+$/.test(a) || /^\d+$/.test(b));
}

/**
 * The numbers of 'Sections 7.2, 7.4 and 7.6' or '7.2 through 7.5' (the numbers between included). A list goes on only
 * while its numbers have one shape, so 'Section 7.2, 3 witnesses' cites 7.2 alone. Returns the length it read.
 */
function splitSections(list: string): { numbers: string[]; length: number } {
  const first = new RegExp(`^(${NUMBER})${SUB}`, 'i').exec(list);
  if (!first) return { numbers: [], length: 0 };
  const numbers = [first[1]];
  let length = first[0].length;
  const more = new RegExp(`(${LIST_JOIN})(${NUMBER})${SUB}`, 'iy');
  more.lastIndex = length;
  for (let m = more.exec(list); m; m = more.exec(list)) {
    const [join, n] = [m[1], m[2]];
    const prev = numbers[numbers.length - 1];
    const [a, b] = [prev.split('.'), n.split('.')];
    if (a.length !== b.length) break;
    if (/through|to/i.test(join) && a.slice(0, -1).join('.') === b.slice(0, -1).join('.')) {
      const head = a.slice(0, -1);
      const [from, to] = [Number(a[a.length - 1]), Number(b[b.length - 1])];
      for (let k = from + 1; k < to && k - from < 50; k++) numbers.push([...head, String(k)].join('.'));
    }
    numbers.push(n);
    length = more.lastIndex;
  }
  return { numbers, length };
}

interface Token {
  kind: 'article' | 'section' | 'letter';
  start: number;
  end: number;
  text: string;
  article?: number;
  /** 'Article 7.2' names section 7.2. */
  articleSection?: string;
  sections?: string[];
  letter?: { kind: string; id: string };
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const g = m.groups ?? {};
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (g.article) {
      const num = g.articleNum;
      // Roman numerals only in capitals: 'article civil' is not Article 151.
      if (!/^\d/.test(num) && !ROMAN.test(num)) continue;
      const [head, ...rest] = num.split('.');
      tokens.push({ kind: 'article', start, end, text: m[0], article: numberValue(head), articleSection: rest.length ? num : undefined });
    } else if (g.section) {
      const { numbers, length } = splitSections(g.sectionList);
      const cut = end - (g.sectionList.length - length);
      tokens.push({ kind: 'section', start, end: cut, text: text.slice(start, cut), sections: numbers });
    } else if (g.letter) {
      const id = g.letterId;
      // A one-word id in lower case is an ordinary word ('side letter on parking'), not a letter's name.
      if (!/^\d/.test(id) && id !== id.toUpperCase()) continue;
      tokens.push({ kind: 'letter', start, end, text: m[0], letter: { kind: letterKindOf(g.letterKind), id: id.toUpperCase() } });
    }
  }
  return tokens;
}

// What may stand between 'Article 7' and 'Section 7.2' of one reference (and between 'Section 2' and 'of Article 5').
const JOINS_HEAD_FIRST = /^[\s,;:()-]*$/;
const JOINS_SECTION_FIRST = /^\s*,?\s*(?:of|in|under)\s+(?:the\s+)?$/i;

/** The references in a member's text, in order; each article or letter with the sections cited from it. */
export function findCitationReferences(text: string): CitationReference[] {
  const tokens = tokensOf(text);
  const refs: CitationReference[] = [];
  let context: { article: number | null; letter: { kind: string; id: string } | null } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    const gap = next ? text.slice(t.end, next.start) : '';
    if (t.kind === 'article' || t.kind === 'letter') {
      const head = { article: t.kind === 'article' ? (t.article ?? null) : null, letter: t.letter ?? null };
      context = head;
      if (next?.kind === 'section' && JOINS_HEAD_FIRST.test(gap)) {
        refs.push({ asWritten: text.slice(t.start, next.end), ...head, sections: next.sections ?? [], fromContext: false });
        i++;
      } else {
        refs.push({ asWritten: t.text, ...head, sections: t.articleSection ? [t.articleSection] : [], fromContext: false });
      }
      continue;
    }
    // A section: 'Section 2 of Article V', or under the article or letter named last, or on its own.
    if (next && next.kind !== 'section' && JOINS_SECTION_FIRST.test(gap)) {
      const head = { article: next.kind === 'article' ? (next.article ?? null) : null, letter: next.letter ?? null };
      context = head;
      refs.push({ asWritten: text.slice(t.start, next.end), ...head, sections: t.sections ?? [], fromContext: false });
      i++;
      continue;
    }
    refs.push({
      asWritten: t.text,
      article: context?.article ?? null,
      letter: context?.letter ?? null,
      sections: t.sections ?? [],
      fromContext: context !== null,
    });
  }
  return refs.map((r) => ({ ...r, asWritten: r.asWritten.trim().replace(/\s+/g, ' ') }));
}

function sectionMatches(cited: string, s: CitableSection, article: number | null): boolean {
  if (!s.sectionNumber) return false;
  if (s.sectionNumber === cited) return true;
  // 'Article 12, Section 3' where the agreement numbers it '12.3', or 'Section 12.3' where it restarts at '3'.
  if (article !== null) {
    if (s.sectionNumber === `${article}.${cited}`) return true;
    if (cited.startsWith(`${article}.`) && s.sectionNumber === cited.slice(`${article}.`.length)) return true;
  }
  return false;
}

function inArticle(s: CitableSection, article: number): boolean {
  return s.documentKind === 'agreement' && s.articleNumber !== '' && numberValue(s.articleNumber) === article;
}

function inLetter(s: CitableSection, letter: { kind: string; id: string }): boolean {
  if (s.documentKind !== 'side_letter') return false;
  const own = letterOfLabel(s.documentLabel);
  return own !== null && own.kind === letter.kind && sameLetterId(own.id, letter.id);
}

/** The sections a reference names, and the numbers of it that name none (ambiguous or absent). */
function lookUp(ref: CitationReference, sections: CitableSection[]): { matches: CitableSection[]; missing: string[] } {
  const named = ref.letter !== null || ref.article !== null;
  const scope = ref.letter
    ? sections.filter((s) => inLetter(s, ref.letter!))
    : ref.article !== null
      ? sections.filter((s) => inArticle(s, ref.article!))
      : sections.filter((s) => s.documentKind === 'agreement');
  if (ref.sections.length === 0) return { matches: scope, missing: scope.length ? [] : [ref.asWritten] };
  const matches: CitableSection[] = [];
  const missing: string[] = [];
  for (const cited of ref.sections) {
    let found = scope.filter((s) => sectionMatches(cited, s, ref.article));
    let broad = !named;
    if (found.length === 0 && (ref.fromContext || !named)) {
      // Outside the article named earlier, or 'Section 5.3' where the agreement numbers Article 5's sections from 1.
      const article = cited.includes('.') ? numberValue(cited.split('.')[0]) : null;
      found = sections.filter(
        (s) =>
          s.documentKind === 'agreement' &&
          (sectionMatches(cited, s, null) || (article !== null && inArticle(s, article) && sectionMatches(cited, s, article))),
      );
      broad = true;
    }
    // 'Section 3' alone, in an agreement where several articles have a Section 3, names none of them.
    if (broad && found.length > 1 && !cited.includes('.')) found = [];
    if (found.length === 0) missing.push(cited);
    matches.push(...found);
  }
  return { matches, missing };
}

/** Looks each reference of the text up in the given sections (the published contract's, in order). */
export function resolveCitations(text: string, sections: CitableSection[]): CitationLookup {
  const provisions: CitedProvision[] = [];
  const notFound: string[] = [];
  const seen = new Set<string>();
  const addNotFound = (written: string) => {
    if (!notFound.some((n) => n.toLowerCase() === written.toLowerCase())) notFound.push(written);
  };
  for (const ref of findCitationReferences(text)) {
    const { matches, missing } = lookUp(ref, sections);
    if (matches.length === 0) addNotFound(ref.asWritten);
    else for (const n of missing) addNotFound(`Section ${n} (in "${ref.asWritten}")`);
    for (const s of matches) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      provisions.push({ reference: s.reference, documentTitle: s.documentTitle, text: s.text });
    }
  }
  return { provisions, notFound };
}

/** The published contract's sections, in order, for resolveCitations. */
export async function publishedSections(em: EntityManager): Promise<CitableSection[]> {
  const documents = await contractOutline(em);
  return documents.flatMap((d) =>
    d.sections.getItems().map((s) => ({
      id: s.id,
      documentKind: d.kind,
      documentLabel: d.label,
      documentTitle: d.title,
      articleNumber: s.articleNumber,
      sectionNumber: s.sectionNumber ?? null,
      reference: s.reference,
      text: s.text,
    })),
  );
}
