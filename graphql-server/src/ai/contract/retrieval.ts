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
  matched: Concept[];
  partTime: boolean;
}

const K1 = 1.2;
const B = 0.6;
/** A word in the section's own title counts like several in its text; the article's title, shared by its sections, less. */
const SECTION_TITLE_BOOST = 3.5;
const ARTICLE_TITLE_BOOST = 1.5;
const SYNONYM_WEIGHT = 0.8;
/** A word the contract never uses (nor any synonym of it) weighs more than its rarest word. */
const UNKNOWN_WEIGHT = 1.3;

interface Doc {
  section: SectionRecord;
  tf: Map<string, number>;
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
  private readonly avgLength: number;
  readonly maxIdf: number;

  constructor(readonly sections: SectionRecord[]) {
    this.docs = sections.map((section) => {
      const tf = new Map<string, number>();
      const body = terms(section.text);
      for (const t of body) tf.set(t, (tf.get(t) ?? 0) + 1);
      const sectionTitleTerms = new Set(terms(section.sectionTitle ?? ''));
      const titleTerms = new Set([...terms(section.articleTitle), ...sectionTitleTerms]);
      return {
        section,
        tf,
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
      const known = [...alternatives.keys()].filter((t) => this.has(t));
      // An unknown word weighs as much as the rarest one: a question about something the contract never names
      // cannot be well covered by it.
      const weight = this.has(term) ? this.idf(term) : known.length > 0 ? Math.max(...known.map((t) => this.idf(t))) : this.maxIdf * UNKNOWN_WEIGHT;
      out.push({ word, term, alternatives, weight });
    }
    // Synonyms that the question itself already names do not count twice.
    for (const c of out) for (const other of out) if (other !== c) c.alternatives.delete(other.term);
    for (const c of out) c.alternatives.set(c.term, 1);
    return out;
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
      // Coordination: a section that answers more of the question outranks one that repeats a single word of it.
      if (score > 0) hits.push({ section: doc.section, score: score * (covered / total), coverage: covered / total, matched, partTime: doc.partTime });
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}

/** Article-level key of a section ('Article 7'), for ranking articles and naming the closest ones. */
export const articleKey = (s: SectionRecord) => `${s.documentKind}:${s.articleLabel}`;
