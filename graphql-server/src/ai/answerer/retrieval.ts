import { rarity } from './english.js';
import { rewritePhrases, synonymsOf } from './synonyms.js';
import { termOf, terms, words, STOP_WORDS } from './text.js';

/** One retrievable passage: a section of the published contract (or of a side letter). */
export interface SectionRecord {
  id: string;
  documentTitle: string;
  documentKind: 'agreement' | 'side_letter';
  /** 'Article 7' or 'Letter of Agreement 1': what a member looks up in the printed contract. */
  articleLabel: string;
  articleTitle: string;
  sectionNumber: string | null;
  sectionTitle: string | null;
  /** 'Article 7, Section 7.4 - Mandatory Overtime' */
  reference: string;
  text: string;
}

/** A word of the question and the contract words that answer to it. */
export interface Concept {
  word: string;
  term: string;
  /** stem -> weight (1 for the word itself, less for a synonym) */
  alternatives: Map<string, number>;
  /** The concept's share of the question: its IDF in the contract (the highest IDF when the word is unknown). */
  weight: number;
}

export interface Hit {
  section: SectionRecord;
  score: number;
  /** Share of the question's IDF weight found in this section (0-1). */
  coverage: number;
  /** Share of the question's IDF weight found in the section's own title (0-1): the section is about it. */
  titleCoverage: number;
  matched: Concept[];
  partTime: boolean;
}

const K1 = 1.2;
const B = 0.6;
/** A word in the section's own title counts like several in its text; the article's title, shared by its sections, less. */
const SECTION_TITLE_BOOST = 3.5;
const ARTICLE_TITLE_BOOST = 1.5;
const SYNONYM_WEIGHT = 0.8;
/**
 * A word the contract never uses (nor any synonym of it) weighs more than its rarest word when it is a specialised word
 * (it may be a subject the contract does not cover), and less when it is an everyday one ('till', 'hate', 'broke').
 */
const UNKNOWN_WEIGHT = 1.5;
const UNKNOWN_EVERYDAY_WEIGHT = 0.4;
/** A number the contract never uses ('$80', '110 degrees') says little about the topic: a small share of the question. */
const UNKNOWN_NUMBER_WEIGHT = 0.3;
/** A contract word spelled nearly like a word the contract does not know ('grievence', 'reimbursment'). */
const SPELLING_WEIGHT = 0.8;
/** Another form of the same word that the stemmer leaves apart ('investigatory' and 'investigation'). */
const VARIANT_WEIGHT = 0.85;
const VARIANT_MIN_PREFIX = 6;
/** Two words of the question next to each other in the section too ('mandatory overtime', 'investigatory meeting'). */
const PHRASE_BONUS = 0.6;
/** How much more a section counts when its title carries the whole question (in proportion to the share it carries). */
const TITLE_COVERAGE_BONUS = 0.5;

interface Doc {
  section: SectionRecord;
  tf: Map<string, number>;
  /** Adjacent pairs of terms ('mandatori overtim'), in the text and in the titles. */
  pairs: Set<string>;
  titleTerms: Set<string>;
  sectionTitleTerms: Set<string>;
  length: number;
  partTime: boolean;
}

const PART_TIME = /part[\s-]?time/i;

/** BM25 over sections with a title boost; confidence inputs come from IDF coverage, not from raw scores. */
export class ContractIndex {
  private readonly docs: Doc[];
  private readonly df = new Map<string, number>();
  /** Terms of the sections' own titles: the subjects the contract gives a section to. */
  private readonly titleVocabulary = new Set<string>();
  /** The contract's words as written, each with its term: the dictionary misspelled question words are checked against. */
  private readonly vocabulary = new Map<string, string>();
  private readonly avgLength: number;
  readonly maxIdf: number;
  /** The whole contract in lower case, titles included: where a question's subject is looked for (topics.ts). */
  readonly text: string;

  constructor(readonly sections: SectionRecord[]) {
    this.docs = sections.map((section) => {
      const tf = new Map<string, number>();
      const body = terms(section.text);
      for (const t of body) tf.set(t, (tf.get(t) ?? 0) + 1);
      const sectionTitleTerms = new Set(terms(section.sectionTitle ?? ''));
      for (const t of sectionTitleTerms) this.titleVocabulary.add(t);
      const titleTerms = new Set([...terms(section.articleTitle), ...sectionTitleTerms]);
      const pairs = new Set<string>();
      for (const seq of [body, terms(section.sectionTitle ?? ''), terms(section.articleTitle)]) {
        for (let i = 0; i + 1 < seq.length; i++) pairs.add(`${seq[i]} ${seq[i + 1]}`);
      }
      for (const w of words(`${section.text} ${section.sectionTitle ?? ''} ${section.articleTitle}`)) {
        if (!STOP_WORDS.has(w) && w.length > 1 && !/^\d+$/.test(w)) this.vocabulary.set(w, termOf(w));
      }
      return {
        section,
        tf,
        pairs,
        titleTerms,
        sectionTitleTerms,
        length: body.length,
        partTime: PART_TIME.test(section.articleTitle) || PART_TIME.test(section.sectionTitle ?? ''),
      };
    });
    for (const doc of this.docs) {
      for (const t of new Set([...doc.tf.keys(), ...doc.titleTerms])) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    this.avgLength = this.docs.reduce((n, d) => n + d.length, 0) / Math.max(1, this.docs.length);
    this.maxIdf = this.idfOf(0);
    this.text = sections
      .map((s) => `${s.articleTitle}\n${s.sectionTitle ?? ''}\n${s.text}`)
      .join('\n')
      .toLowerCase();
    const grams = this.docs.map((d) =>
      trigrams(`${d.section.sectionTitle ?? ''} ${d.section.articleTitle} ${d.section.sectionTitle ?? ''} ${d.section.text}`),
    );
    for (const g of grams) for (const t of g.keys()) this.gramDf.set(t, (this.gramDf.get(t) ?? 0) + 1);
    this.gramVectors = grams.map((g) => this.weigh(g));
  }

  private readonly gramDf = new Map<string, number>();
  private readonly gramVectors: Map<string, number>[];

  private weigh(counts: Map<string, number>): Map<string, number> {
    const out = new Map<string, number>();
    let norm = 0;
    for (const [g, c] of counts) {
      const w = (1 + Math.log(c)) * Math.log(1 + this.docs.length / (1 + (this.gramDf.get(g) ?? 0)));
      out.set(g, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [g, w] of out) out.set(g, w / norm);
    return out;
  }

  /** Cosine similarity of the question's character trigrams with each section's (a second, spelling-tolerant signal). */
  trigramScores(question: string): Map<SectionRecord, number> {
    const q = this.weigh(trigrams(question));
    const out = new Map<SectionRecord, number>();
    this.docs.forEach((d, i) => {
      let dot = 0;
      const v = this.gramVectors[i];
      for (const [g, w] of q) dot += w * (v.get(g) ?? 0);
      out.set(d.section, dot);
    });
    return out;
  }

  get size(): number {
    return this.docs.length;
  }

  private idfOf(df: number): number {
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  idf(term: string): number {
    return this.idfOf(this.df.get(term) ?? 0);
  }

  has(term: string): boolean {
    return this.df.has(term);
  }

  /**
   * Share of the question's weight in words a passage does not carry but that are incidental to the question: the
   * contract uses them (so they are not a subject it never mentions) but no section is titled with them (so they are
   * not a subject of their own that another section answers). 'keeps' in 'my lead keeps harassing me' is one;
   * 'discipline' in 'what steps does discipline go through', answered from a 'Step Two' section, is not.
   */
  incidentalShare(concepts: Concept[], hit: Hit): number {
    const total = concepts.reduce((n, c) => n + c.weight, 0);
    if (total === 0) return 0;
    let incidental = 0;
    for (const c of concepts) {
      if (hit.matched.includes(c)) continue;
      const alternatives = [...c.alternatives.keys()];
      if (alternatives.some((t) => this.has(t)) && !alternatives.some((t) => this.titleVocabulary.has(t))) incidental += c.weight;
    }
    return incidental / total;
  }

  /** The question as weighted concepts: its content words, each with the contract's synonyms for it. */
  concepts(question: string): Concept[] {
    const seen = new Set<string>();
    const out: Concept[] = [];
    for (const word of words(rewritePhrases(question))) {
      if (STOP_WORDS.has(word) || word.length < 2) continue;
      const term = termOf(word);
      if (seen.has(term)) continue;
      seen.add(term);
      const alternatives = new Map<string, number>([[term, 1]]);
      for (const syn of synonymsOf(term)) if (!alternatives.has(syn)) alternatives.set(syn, SYNONYM_WEIGHT);
      for (const variant of this.variantsOf(term)) if (!alternatives.has(variant)) alternatives.set(variant, VARIANT_WEIGHT);
      if (!this.has(term) && ![...alternatives.keys()].some((t) => this.has(t))) {
        for (const t of this.spellingsOf(word)) alternatives.set(t, SPELLING_WEIGHT);
      }
      const known = [...alternatives.keys()].filter((t) => this.has(t));
      // An unknown word weighs as much as the rarest one: a question about something the contract never names
      // cannot be well covered by it. An unknown number is only a detail of the question.
      const weight = this.has(term)
        ? this.idf(term)
        : known.length > 0
          ? Math.max(...known.map((t) => this.idf(t)))
          : /^\d+$/.test(word)
            ? this.maxIdf * UNKNOWN_NUMBER_WEIGHT
            : this.maxIdf * (UNKNOWN_EVERYDAY_WEIGHT + (UNKNOWN_WEIGHT - UNKNOWN_EVERYDAY_WEIGHT) * rarity(word));
      out.push({ word, term, alternatives, weight });
    }
    // Synonyms that the question itself already names do not count twice.
    for (const c of out) for (const other of out) if (other !== c) c.alternatives.delete(other.term);
    for (const c of out) c.alternatives.set(c.term, 1);
    return out;
  }

  /** Contract terms that are the same word with another ending the stemmer keeps ('investigatori' / 'investig'). */
  private variantsOf(term: string): string[] {
    if (term.length < VARIANT_MIN_PREFIX || /^\d/.test(term)) return [];
    const out: string[] = [];
    for (const t of this.df.keys()) {
      if (t === term || t.length < VARIANT_MIN_PREFIX) continue;
      if (t.startsWith(term) || term.startsWith(t)) out.push(t);
    }
    return out;
  }

  /** Terms of contract words one typo away (two for long words) from a word the contract does not know. */
  private spellingsOf(word: string): string[] {
    // Short words are too often other real words one letter apart ('locker' and 'locked', 'match' and 'march').
    if (word.length < 7 || /\d/.test(word)) return [];
    const limit = word.length >= 9 ? 2 : 1;
    let best = limit + 1;
    let found: string[] = [];
    for (const [w, t] of this.vocabulary) {
      if (Math.abs(w.length - word.length) > limit || w[0] !== word[0]) continue;
      const d = editDistance(word, w, limit);
      if (d < best) {
        best = d;
        found = [t];
      } else if (d === best && !found.includes(t)) found.push(t);
    }
    return best <= limit ? found : [];
  }

  private matchOf(doc: Doc, concept: Concept): { score: number; found: number } {
    let best = 0;
    let found = 0;
    for (const [term, w] of concept.alternatives) {
      const tfBody = doc.tf.get(term) ?? 0;
      const inTitle = doc.titleTerms.has(term);
      if (tfBody === 0 && !inTitle) continue;
      found = Math.max(found, w);
      const tf = tfBody + (doc.sectionTitleTerms.has(term) ? SECTION_TITLE_BOOST : inTitle ? ARTICLE_TITLE_BOOST : 0);
      const norm = tf + K1 * (1 - B + (B * doc.length) / this.avgLength);
      best = Math.max(best, w * this.idf(term) * ((tf * (K1 + 1)) / norm));
    }
    return { score: best, found };
  }

  private adjacent(doc: Doc, a: Concept, b: Concept): boolean {
    for (const x of a.alternatives.keys()) {
      for (const y of b.alternatives.keys()) {
        if (doc.pairs.has(`${x} ${y}`) || doc.pairs.has(`${y} ${x}`)) return true;
      }
    }
    return false;
  }

  /** The concept's weight as the contract knows it (an unknown word's extra weight is not a phrase's strength). */
  private idfOfConcept(c: Concept): number {
    return Math.min(c.weight, this.maxIdf);
  }

  /** Sections ranked for the concepts, best first (only sections matching something). */
  search(concepts: Concept[]): Hit[] {
    const total = concepts.reduce((n, c) => n + c.weight, 0);
    if (total === 0) return [];
    const hits: Hit[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let covered = 0;
      const matched: Concept[] = [];
      for (const c of concepts) {
        const m = this.matchOf(doc, c);
        if (m.found === 0) continue;
        score += m.score;
        covered += c.weight * (m.found === 1 ? 1 : 0.9);
        matched.push(c);
      }
      // Words next to each other in the question and in the section are one idea found whole, not two scattered words.
      for (let i = 0; i + 1 < concepts.length; i++) {
        const a = concepts[i];
        const b = concepts[i + 1];
        if (!matched.includes(a) || !matched.includes(b)) continue;
        if (this.adjacent(doc, a, b)) score += PHRASE_BONUS * Math.min(this.idfOfConcept(a), this.idfOfConcept(b));
      }
      // A section whose own title names the question's subject ('Sick Leave and Discipline') is about it; one that
      // only mentions the words in passing is less likely to be the answer.
      const inTitle = matched.reduce(
        (n, c) => n + ([...c.alternatives.keys()].some((t) => doc.sectionTitleTerms.has(t)) ? c.weight : 0),
        0,
      );
      score *= 1 + TITLE_COVERAGE_BONUS * (inTitle / total);
      // Coordination: a section that answers more of the question outranks one that repeats a single word of it.
      if (score > 0) {
        hits.push({
          section: doc.section,
          score: score * (covered / total),
          coverage: covered / total,
          titleCoverage: inTitle / total,
          matched,
          partTime: doc.partTime,
        });
      }
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}

/** Levenshtein distance with adjacent transpositions, giving up (limit + 1) once it exceeds limit. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Character trigrams of the content words (stop words out), padded at word ends. */
function trigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of words(text)) {
    if (STOP_WORDS.has(w) || w.length < 2) continue;
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const g = padded.slice(i, i + 3);
      out.set(g, (out.get(g) ?? 0) + 1);
    }
  }
  return out;
}

/** Article-level key of a section ('Article 7'), for ranking articles and naming the closest ones. */
export const articleKey = (s: SectionRecord) => `${s.documentKind}:${s.articleLabel}`;
