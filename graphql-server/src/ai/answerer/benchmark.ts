import { type EmploymentStatus, offlineAnswer, retrieve } from './engine.js';
import type { ContractIndex, SectionRecord } from './retrieval.js';

// Scoring of the contract assistant on an agreement and its question set (`npm run bench:contract`): pure functions,
// so that what the benchmark counts is itself tested.

/** Where an answer is, as the question's writer read it in the printed agreement. */
export interface AnswerPlace {
  /** 'agreement', or a letter's or appendix's name as printed ('Letter of Agreement 2', 'Side Letter A'). */
  document: string;
  /** The article's number as printed ('12', 'XIV'); null for a letter or appendix. */
  article: string | null;
  /** The section's number as printed ('12.4', '3'); null for text outside any section. */
  section: string | null;
}

export interface BenchmarkQuestion {
  question: string;
  status?: EmploymentStatus;
  /** Null when the agreement does not cover the question: the assistant should decline. */
  answers: AnswerPlace[] | null;
  /** Short strings the right answer holds ('48 hours', 'time and one-half'). */
  keyFacts?: string[];
}

export interface QuestionResult {
  question: string;
  covered: boolean;
  declined: boolean;
  confidence: number;
  /** The articles retrieved, best first ('Article 7', 'Letter of Agreement 1'). */
  ranked: string[];
  top1Article: boolean;
  top3Article: boolean;
  /** Null when the question names no section. */
  top1Section: boolean | null;
  /** Null when the question has no key facts. */
  keyFact: boolean | null;
  answer: string;
}

const normalLabel = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(?:no\.?|number|#)\s*/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** 'Article 7' for an article of the agreement; the document's own name otherwise. */
export function labelOfPlace(place: AnswerPlace): string {
  return place.document.toLowerCase() === 'agreement' ? `Article ${place.article ?? ''}` : place.document;
}

/**
 * Whether a retrieved article is the place's: the same number in the agreement (whether it calls its divisions
 * Articles or Sections), or the same letter, also when the place names the letter with its subject after it.
 */
export function sameArticle(retrieved: string, place: AnswerPlace): boolean {
  const division = /^(?:article|section) (\S+)$/i.exec(retrieved.trim());
  if (place.document.toLowerCase() === 'agreement')
    return division !== null && division[1].toLowerCase() === (place.article ?? '').toLowerCase();
  const a = normalLabel(retrieved);
  const b = normalLabel(labelOfPlace(place));
  return a === b || b.startsWith(`${a} `);
}

export function sameSection(section: SectionRecord, place: AnswerPlace): boolean {
  return sameArticle(section.articleLabel, place) && (section.sectionNumber ?? '') === (place.section ?? '');
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** Lower case, 'ten (10)' and 'ten' read as '10', no commas or extra spaces: how a key fact is looked for. */
export function normalFact(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\b([a-z-]+(?:\s[a-z-]+)?)\s\((\d[\d.,/ ]*)\)/g, '$2')
    .replace(new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'g'), (w) => String(NUMBER_WORDS.indexOf(w)))
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[^a-z0-9$%.'/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function holdsKeyFact(answer: string, facts: string[]): boolean {
  const text = normalFact(answer);
  return facts.some((f) => text.includes(normalFact(f)));
}

/** Asks the offline engine one question and scores its answer against where the writer says the answer is. */
export function scoreQuestion(index: ContractIndex, q: BenchmarkQuestion): QuestionResult {
  const r = retrieve(index, q.question, q.status ?? 'full_time');
  const answer = offlineAnswer(index, r);
  const ranked = r.articles.map((s) => s.articleLabel);
  const places = q.answers ?? [];
  const covered = q.answers !== null;
  const matchesArticle = (label: string | undefined) => label !== undefined && places.some((p) => sameArticle(label, p));
  const withSection = places.filter((p) => p.section !== null);
  const top = r.hits[0]?.section;
  return {
    question: q.question,
    covered,
    declined: r.declined,
    confidence: answer.confidence,
    ranked,
    top1Article: covered && !r.declined && matchesArticle(ranked[0]),
    top3Article: covered && ranked.slice(0, 3).some(matchesArticle),
    top1Section: withSection.length === 0 ? null : !r.declined && top !== undefined && withSection.some((p) => sameSection(top, p)),
    keyFact: q.keyFacts && q.keyFacts.length > 0 ? !r.declined && holdsKeyFact(answer.answer, q.keyFacts) : null,
    answer: answer.answer,
  };
}

export interface ReliabilityRow {
  /** '40-49' */
  bucket: string;
  answered: number;
  /** Share of the answers in the bucket that cite the right article (uncovered questions answered are wrong). */
  right: number;
}

export interface BenchmarkSummary {
  questions: number;
  covered: number;
  top1Article: number;
  top3Article: number;
  withSection: number;
  top1Section: number;
  withKeyFacts: number;
  keyFact: number;
  uncovered: number;
  uncoveredDeclined: number;
  /** Answered (at or above the decline threshold) and not right: a wrong article, or a question the agreement does not cover. */
  confidentWrong: number;
  reliability: ReliabilityRow[];
}

export function summarise(results: QuestionResult[]): BenchmarkSummary {
  const covered = results.filter((r) => r.covered);
  const uncovered = results.filter((r) => !r.covered);
  const answered = results.filter((r) => !r.declined);
  const reliability: ReliabilityRow[] = [];
  for (let low = 0; low < 100; low += 10) {
    const inBucket = answered.filter((r) => r.confidence >= low && (r.confidence < low + 10 || (low === 90 && r.confidence <= 100)));
    if (inBucket.length === 0) continue;
    reliability.push({
      bucket: `${low}-${low + 9}`,
      answered: inBucket.length,
      right: inBucket.filter((r) => r.top1Article).length / inBucket.length,
    });
  }
  return {
    questions: results.length,
    covered: covered.length,
    top1Article: covered.filter((r) => r.top1Article).length,
    top3Article: covered.filter((r) => r.top3Article).length,
    withSection: covered.filter((r) => r.top1Section !== null).length,
    top1Section: covered.filter((r) => r.top1Section === true).length,
    withKeyFacts: covered.filter((r) => r.keyFact !== null).length,
    keyFact: covered.filter((r) => r.keyFact === true).length,
    uncovered: uncovered.length,
    uncoveredDeclined: uncovered.filter((r) => r.declined).length,
    confidentWrong: answered.filter((r) => !r.top1Article).length,
    reliability,
  };
}
