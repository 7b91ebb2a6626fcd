import { articleKey, type Concept, type ContractIndex, type Hit, type SectionRecord } from './retrieval.js';
import { sentences, terms } from './text.js';
import { rewritePhrases } from './synonyms.js';
import { absentTopic, type Topic } from './topics.js';

export type EmploymentStatus = 'full_time' | 'part_time';

export interface Citation {
  reference: string;
  sectionId: string;
}

export interface EngineAnswer {
  answer: string;
  /** 0-100 */
  confidence: number;
  citations: Citation[];
  declined: boolean;
  engine: 'offline' | 'openai';
}

export interface Retrieval {
  question: string;
  concepts: Concept[];
  /** Sections, best first, after personalisation. */
  hits: Hit[];
  /** Articles in the order of their best section. */
  articles: SectionRecord[];
  coverage: number;
  margin: number;
  confidence: number;
  declined: boolean;
  partTimeFirst: boolean;
  discipline: boolean;
  /** A subject the question is about that the contract never mentions: the question is declined. */
  absentTopic: Topic | null;
  /** Share of the question's weight in words the contract never uses, nor any synonym of them (0-1). */
  unfamiliar: number;
  /** What the confidence was computed from (absent when nothing was found). */
  signals?: ConfidenceSignals;
}

/** How close to the best passage a part-time provision must come, in score and in coverage, to be put first. */
const PART_TIME_MIN_SCORE = 0.35;
const PART_TIME_MIN_COVERAGE = 0.8;

/**
 * Below this confidence the question is declined (declineAnswer says how). Chosen on the three
 * corpora, leaving each agreement out (`npm run fit:confidence` prints each threshold's figures): at 65, with the
 * article evidence below, more right answers and fewer confident wrong ones than the former engine at 60 (top-1 70.4
 * against 69.0 %, uncovered declined 96.1 against 95.5 %, confident wrong 5.8 against 7.4 %); at 60 it would answer
 * one more question in a hundred rightly and one more wrongly.
 */
export const DECLINE_BELOW = 65;
/**
 * Nor is a question answered when its best passage holds less than this share of it, however clearly that passage
 * wins: 'what is the weather forecast for tomorrow' must not be answered from the one clause that says 'weather'.
 * On the three corpora (left out as above) it declines 3 % more of the uncovered questions and 1.7 % of the right answers.
 */
export const MIN_COVERAGE = 0.35;
/** A declined answer never shows more than this: below the chat's 'uncertain' colour band, which starts at 35. */
export const DECLINED_MAX_CONFIDENCE = 34;

const DISCIPLINE_TERMS = new Set(
  [
    'discipline',
    'disciplined',
    'discharge',
    'fire',
    'fired',
    'terminate',
    'termination',
    'investigation',
    'investigate',
    'investigatory',
    'suspend',
    'suspension',
    'warning',
    'interview',
    'reprimand',
    'dismiss',
    'dismissal',
    'punish',
    'written',
  ].map((w) => terms(w)[0]),
);

/**
 * How far a passage whose own title names the question's subject may make up for question words it does not carry.
 * Only incidental words are made up for (see ContractIndex.incidentalShare): a word the contract never uses
 * ('tuition', 'smoke') or a subject another section is titled with still counts fully against it.
 */
const TITLE_CONFIDENCE = 0.5;

/** The best passage's coverage, raised when its title is about the question. */
function effectiveCoverage(index: ContractIndex, concepts: Concept[], hit: Hit): number {
  const titled = Math.min(1, hit.titleCoverage / Math.max(hit.coverage, 1e-9));
  return Math.min(1, hit.coverage + TITLE_CONFIDENCE * titled * index.incidentalShare(concepts, hit));
}

/**
 * The second signal: the lexical ranking fused (reciprocal ranks) with character-trigram similarity of the question to
 * each section, which forgives spellings and word forms the stemmer keeps apart. Measured on the wave-1 corpus it
 * moved few answers (top-3 94.6 -> 95.0 %, confident wrong 10.9 -> 10.3 %); kept at half weight as a tie-breaker.
 */
const TRIGRAM_WEIGHT = 0.5;
const RRF_K = 60;

function fuseWithTrigrams(index: ContractIndex, question: string, hits: Hit[]): Hit[] {
  if (hits.length < 2) return hits;
  const similarity = index.trigramScores(rewritePhrases(question));
  const byTrigrams = [...hits].sort((a, b) => (similarity.get(b.section) ?? 0) - (similarity.get(a.section) ?? 0));
  const trigramRank = new Map(byTrigrams.map((h, i) => [h, i]));
  return hits
    .map((h, i) => ({ h, fused: 1 / (RRF_K + i) + TRIGRAM_WEIGHT / (RRF_K + (trigramRank.get(h) ?? 0)) }))
    .sort((a, b) => b.fused - a.fused)
    .map((x) => x.h);
}

/**
 * An article whose several sections answer to the question is more likely its subject than one with a single passage
 * that happens to share its words. Its best passage counts whole, the next at half, the others at a tenth, and the
 * confidence's margin is measured between articles' evidence. Judged on the three corpora, each agreement left out of
 * the confidence model's fit, at the former threshold (60): top-1 69.0 -> 71.8 %, uncovered declined 95.5 -> 96.1 %,
 * confident wrong 7.4 -> 6.6 % (with the trigram fusion applied to every question; before, a re-sort by score undid
 * it for full-time members' questions). The article's passage shown first is its best-scoring one.
 */
const AMOUNT_SECTION_MIN_SCORE = 0.6;
const SECOND_SECTION_WEIGHT = 0.5;
const OTHER_SECTIONS_WEIGHT = 0.1;

/** An article's evidence: its best section's score and, for less, its other sections'. */
function articleEvidence(hits: Hit[]): Map<string, number> {
  const scores = new Map<string, number[]>();
  for (const h of hits) {
    const key = articleKey(h.section);
    const list = scores.get(key) ?? [];
    list.push(h.score);
    scores.set(key, list);
  }
  const out = new Map<string, number>();
  for (const [key, list] of scores) {
    const [first, second = 0, ...rest] = list.sort((a, b) => b - a);
    out.set(key, first + SECOND_SECTION_WEIGHT * second + OTHER_SECTIONS_WEIGHT * rest.reduce((a, b) => a + b, 0));
  }
  return out;
}

/** The hits with the best-supported article's best passage first (the rest in their order). */
function byArticleEvidence(hits: Hit[], asksAmount: boolean): Hit[] {
  if (hits.length < 2) return hits;
  const evidence = articleEvidence(hits);
  let bestKey = articleKey(hits[0].section);
  for (const [key, v] of evidence) if (v > (evidence.get(bestKey) ?? 0)) bestKey = key;
  const own = hits.filter((h) => articleKey(h.section) === bestKey);
  let lead = own.reduce((a, b) => (b.score > a.score ? b : a));
  // 'how long till I'm off probation': the section that gives the number, when it is nearly as good a match.
  if (asksAmount && !SPECIFIC.test(lead.section.text)) {
    const specific = own.filter((h) => h.score >= lead.score * AMOUNT_SECTION_MIN_SCORE && SPECIFIC.test(h.section.text));
    if (specific.length > 0) lead = specific.reduce((a, b) => (b.score > a.score ? b : a));
  }
  return [lead, ...hits.filter((h) => h !== lead)];
}

/**
 * How sure the engine is that its best article answers the question, as a probability: a logistic model of four
 * signals, fitted on the questions of the fifteen agreements of the four corpora (waves 1-4, written by people who
 * saw only their agreement) that are not declined anyway, and checked leaving each agreement out in turn, so that the figure shown is the share of
 * answers at that figure that cite the right article on an agreement the model was not fitted on (docs/contract-assistant.md's
 * reliability table). The signals: how clearly the best article's evidence beats any other article's (margin);
 * whether character trigrams, which ignore the synonym map, pick the same article; whether the next passage is of the
 * same article (the article, not one stray passage, is about the question); and the best passage's own score.
 * Coverage of the question, the share of its words the contract never uses, the titles' share and the trigram similarity
 * itself added nothing once these were known (on waves 1-3). Left out, with the floor, at DECLINE_BELOW, on waves 1-4:
 * top-1 71.2 %, uncovered declined 93.9 %, confident wrong 5.9 %, log loss 0.329 (the threshold and the article
 * evidence were chosen on waves 1-3 before wave 4 was read: corpus-wave4/first-run-wave4.txt).
 */
export const CONFIDENCE_MODEL = {
  intercept: -2.74,
  /** margin, trigramsAgree, nextSameArticle, log(1 + score): the order of confidenceFeatures. */
  weights: [2.34, 0.88, 0.92, 1.26],
};
// (`npm run fit:confidence -w graphql-server` fits these weights again from the corpora and prints the left-out figures.)

/** What the confidence is computed from (`npm run fit:confidence` refits the model on them). */
export interface ConfidenceSignals {
  margin: number;
  trigramsAgree: boolean;
  nextSameArticle: boolean;
  score: number;
}

/** The model's features, in the order of its weights after the intercept. */
export const confidenceFeatures = (s: ConfidenceSignals) => [
  s.margin,
  Number(s.trigramsAgree),
  Number(s.nextSameArticle),
  Math.log1p(s.score),
];

function confidenceOf(signals: ConfidenceSignals): number {
  const features = confidenceFeatures(signals);
  const z = features.reduce((sum, x, i) => sum + CONFIDENCE_MODEL.weights[i] * x, CONFIDENCE_MODEL.intercept);
  return Math.round(Math.min(97, 100 / (1 + Math.exp(-z))));
}

/** Finds the passages for a question and says how sure it is that they answer it. */
export function retrieve(index: ContractIndex, question: string, status: EmploymentStatus = 'full_time'): Retrieval {
  const concepts = index.concepts(question);
  let hits = index.search(concepts);
  const asksPartTime = concepts.some((c) => c.term === 'parttim');
  const discipline = concepts.some(
    (c) => DISCIPLINE_TERMS.has(c.term) || [...c.alternatives.keys()].some((t) => c.alternatives.get(t) === 1 && DISCIPLINE_TERMS.has(t)),
  );

  // Provisions written for part-time employees answer a full-time member's question only when it asks about them.
  if (status === 'full_time' && !asksPartTime) {
    hits = hits.map((h) => (h.partTime ? { ...h, score: h.score * 0.6 } : h)).sort((a, b) => b.score - a.score);
  }
  // After the re-sort above, which would otherwise undo it.
  hits = fuseWithTrigrams(index, question, hits);
  hits = byArticleEvidence(hits, ASKS_AMOUNT.test(question));
  // How sure: the share of the question the best passage covers, and how clearly it beats the best passage of
  // any other article. Measured before the part-time reordering below, which changes the order, not the evidence.
  const absent = absentTopic(question, index.text);
  const unfamiliar = unfamiliarShare(index, concepts);
  const best = hits[0];
  if (!best)
    return {
      question,
      concepts,
      hits,
      articles: [],
      coverage: 0,
      margin: 0,
      confidence: 0,
      declined: true,
      partTimeFirst: false,
      discipline,
      absentTopic: absent,
      unfamiliar,
    };
  const evidence = articleEvidence(hits);
  const bestEvidence = evidence.get(articleKey(best.section)) ?? 0;
  const rivalEvidence = Math.max(0, ...[...evidence].filter(([k]) => k !== articleKey(best.section)).map(([, v]) => v));
  const margin = bestEvidence > 0 ? Math.max(0, 1 - rivalEvidence / bestEvidence) : 0;
  let coverage = effectiveCoverage(index, concepts, best);

  let partTimeFirst = false;
  if (status === 'part_time') {
    // The part-time provision comes first only when it answers about as much of the question as the best passage:
    // 'Part-Time Holidays and Vacation' is the part-timer's answer to 'how is holiday pay figured', not to 'is unused
    // vacation paid out when I quit', where it would push the provision that answers below one that does not.
    const own = hits.find((h) => h.partTime && h.matched.some((c) => c.term !== 'parttim'));
    if (own && own !== best && own.score >= best.score * PART_TIME_MIN_SCORE && own.coverage >= best.coverage * PART_TIME_MIN_COVERAGE) {
      hits = [own, ...hits.filter((h) => h !== own)];
      coverage = Math.max(coverage, effectiveCoverage(index, concepts, own));
    }
    partTimeFirst = hits[0].partTime;
  }

  const articles: SectionRecord[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    const key = articleKey(h.section);
    if (!seen.has(key)) {
      seen.add(key);
      articles.push(h.section);
    }
  }
  const trigrams = [...index.trigramScores(question)].reduce((a, b) => (b[1] > a[1] ? b : a));
  const signals: ConfidenceSignals = {
    margin,
    trigramsAgree: articleKey(trigrams[0]) === articleKey(hits[0].section),
    nextSameArticle: hits[1] !== undefined && articleKey(hits[1].section) === articleKey(hits[0].section),
    score: hits[0].score,
  };
  const confidence = confidenceOf(signals);
  return {
    question,
    concepts,
    hits,
    articles,
    coverage,
    margin,
    // Sure of a passage, but not of the subject: the contract never mentions what the question is about, or the
    // passage holds too little of what was asked.
    confidence: absent || coverage < MIN_COVERAGE ? Math.min(confidence, DECLINED_MAX_CONFIDENCE) : confidence,
    declined: absent !== null || coverage < MIN_COVERAGE || confidence < DECLINE_BELOW,
    partTimeFirst,
    discipline,
    absentTopic: absent,
    unfamiliar,
    signals,
  };
}

/** A number, an amount, a time limit or a day: what a member usually needs from the sentence that answers. */
const SPECIFIC =
  /\d|\$|%|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty|ninety|half|double)\b|\b(?:days?|hours?|minutes?|weeks?|months?|years?|daily|weekly|biweekly|monthly|annually)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\bevery other\b/i;

/** 'how many', 'how long', 'when', 'deadline': the member wants a number or a time limit first. */
const ASKS_AMOUNT =
  /\bhow (?:many|much|long|soon|far|often|early|late)\b|\bwhen\b|\bwhat time\b|\bdeadline\b|\bminimum\b|\bmaximum\b|\bmost\b|\bleast\b|\brate\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first `limit` words of a text, with an ellipsis when it was longer. */
function clip(text: string, limit: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length <= limit ? text : `${all.slice(0, limit).join(' ')}...`;
}

/** The start of a list item: '(a)', '(1)', '(iv)', 'a.', '2)', a bullet, or a table row that opens with a number. */
const LIST_ITEM = /^\s*(?:\(?[a-z0-9]{1,4}[.)]\s|\(?[ivx]{1,5}\)\s|[-•*]\s|\d)/i;

/**
 * Sentences as a member reads them: one that ends with a colon ('shall be paid double time for all hours worked:')
 * says nothing without what follows, so it keeps the next sentence and the list items after it.
 */
function completeSentences(all: string[]): string[] {
  const units: string[] = [];
  for (let i = 0; i < all.length; i++) {
    let unit = all[i];
    while (/:\s*$/.test(unit) && i + 1 < all.length) {
      i += 1;
      unit += ` ${all[i]}`;
      while (i + 1 < all.length && LIST_ITEM.test(all[i + 1])) {
        i += 1;
        unit += ` ${all[i]}`;
      }
    }
    units.push(unit);
  }
  return units;
}

/**
 * The sentences of a section that answer the question, the one that answers best first (with a number or a time limit
 * when two are as good), then the others in their order, within a word budget.
 */
export function keySentences(section: SectionRecord, concepts: Concept[], max = 3, maxWords = 70, asksAmount = false): string {
  const all = completeSentences(sentences(section.text));
  const scored = all.map((s, i) => {
    const t = new Set(terms(s));
    // The member's own word counts more than a synonym of it ('paid' over 'payment').
    const score = concepts.reduce((n, c) => n + c.weight * Math.max(0, ...[...c.alternatives].map(([a, w]) => (t.has(a) ? w : 0))), 0);
    return { s, i, score: score > 0 && SPECIFIC.test(s) ? score * (asksAmount ? 1.75 : 1.25) : score };
  });
  const relevant = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const [lead, ...others] = relevant.length > 0 ? relevant : scored.slice(0, 2);
  if (!lead) return '';
  const chosen = [lead];
  let words = wordCount(lead.s);
  for (const x of others.slice(0, max - 1).sort((a, b) => a.i - b.i)) {
    if (words + wordCount(x.s) > maxWords) break;
    chosen.push(x);
    words += wordCount(x.s);
  }
  return clip(chosen.map((x) => x.s.replace(/\n+/g, ' ')).join(' '), maxWords);
}

/** Share of two passages' words they have in common (Jaccard): near 1 when one repeats the other. */
function overlap(a: SectionRecord, b: SectionRecord): number {
  const x = new Set(terms(a.text));
  const y = new Set(terms(b.text));
  let both = 0;
  for (const t of x) if (y.has(t)) both += 1;
  const either = x.size + y.size - both;
  return either === 0 ? 1 : both / either;
}

/** A runner-up that says mostly what a chosen passage already says adds length, not information. */
const NEAR_DUPLICATE = 0.6;

/**
 * The passages the answer is built from, in the order of the hits (most relevant first, or the member's part-time
 * provision first when it answers the question): the best section and close runners-up, at most three, leaving out
 * one that repeats a passage already chosen.
 */
export function answerPassages(r: Retrieval): Hit[] {
  const top = r.hits[0];
  if (!top) return [];
  // Runners-up are measured against the strongest passage, not against a part-time provision put first, which may
  // score lower: otherwise anything as close to the part-time provision would ride along as 'the general rule'.
  const strongest = r.hits.reduce((a, b) => (b.score > a.score ? b : a), top);
  const out = [top];
  for (const h of r.hits.slice(1)) {
    if (out.length >= 3) break;
    if (h.score < strongest.score * 0.6 || h.coverage < strongest.coverage * 0.6) continue;
    // A part-time provision and the general rule it adapts share most words and differ where it matters: both stay.
    if (out.some((o) => o.partTime === h.partTime && overlap(o.section, h.section) >= NEAR_DUPLICATE)) continue;
    out.push(h);
  }
  return out;
}

/** The section that states the right to representation, found in whatever contract is published. */
export function representationSection(index: ContractIndex): SectionRecord | null {
  const hits = index.search(index.concepts('right to union representation steward investigatory meeting interview discipline'));
  return hits[0] && hits[0].coverage >= 0.4 ? hits[0].section : null;
}

const quote = (text: string) => `"${text.trim()}"`;

function stewardNote(index: ContractIndex, citations: Citation[]): string {
  const rep = representationSection(index);
  if (rep && !citations.some((c) => c.sectionId === rep.id)) citations.push({ reference: rep.reference, sectionId: rep.id });
  return rep
    ? `Because this is about discipline or an investigation, talk to your shop steward before any meeting with management. You have the right to have a steward or other union representative with you in any investigatory meeting that may lead to discipline (${rep.reference}).`
    : 'Because this is about discipline or an investigation, talk to your shop steward before any meeting with management, and ask for union representation in any meeting that may lead to discipline.';
}

/** Share of the concepts' weight in words the contract never uses, nor any synonym of them. */
function unfamiliarShare(index: ContractIndex, concepts: Concept[]): number {
  const total = concepts.reduce((n, c) => n + c.weight, 0);
  if (total === 0) return 1;
  const unknown = concepts.filter((c) => ![...c.alternatives.keys()].some((t) => index.has(t)));
  return unknown.reduce((n, c) => n + c.weight, 0) / total;
}

/**
 * A question is said not to be covered only when that is what the engine knows: its subject is one the contract never
 * mentions, or most of it is in words the contract never uses. Otherwise the contract speaks of it but no passage
 * answers clearly enough, and saying 'not covered' would tell a member their contract is silent when it may not be.
 */
const UNFAMILIAR_NOT_COVERED = 0.5;

export function declineAnswer(r: Retrieval): EngineAnswer {
  const closest = r.articles.slice(0, 2).map((s) => `${s.articleLabel} - ${s.articleTitle}`);
  const near =
    closest.length === 0
      ? 'No article of the contract comes close to it.'
      : `The closest ${closest.length === 1 ? 'article is' : 'articles are'} ${closest.join(' and ')}, which may still be worth reading.`;
  const opening = r.absentTopic
    ? `The contract does not appear to cover this question. It does not mention ${r.absentTopic.name}.`
    : r.unfamiliar >= UNFAMILIAR_NOT_COVERED || r.articles.length === 0
      ? 'The contract does not appear to cover this question.'
      : 'I could not find a clear answer to this in the contract.';
  return {
    answer: `${opening} ${near} Please ask your shop steward, who can tell you whether another agreement, a company policy or past practice applies.`,
    confidence: Math.min(r.confidence, DECLINED_MAX_CONFIDENCE),
    citations: [],
    declined: true,
    engine: 'offline',
  };
}

/** Words of the answer before its closing line: enough to answer on a phone without scrolling past the answer. */
const ANSWER_WORDS = 120;

/**
 * The answer without a network: the sentence that answers first, quoted with its article and section, then what else
 * is relevant while the answer stays short; the cited sections are there to read in full.
 */
export function offlineAnswer(index: ContractIndex, r: Retrieval): EngineAnswer {
  if (r.declined) return declineAnswer(r);
  const passages = answerPassages(r);
  const citations: Citation[] = passages.map((h) => ({ reference: h.section.reference, sectionId: h.section.id }));
  const note = r.discipline ? stewardNote(index, citations) : '';
  let budget = ANSWER_WORDS - wordCount(note);
  const parts: string[] = [];
  passages.forEach((h, i) => {
    const intro =
      i === 0 && r.partTimeFirst
        ? `As a part-time employee, the part-time provisions apply to you first. ${h.section.reference} says:`
        : i === 0
          ? `${h.section.reference} says:`
          : `${r.partTimeFirst && !h.partTime ? 'The general rule, ' : 'Also relevant, '}${h.section.reference}:`;
    // The first passage always gets its answer; a runner-up is named alone once the budget is spent.
    const room = budget - wordCount(intro);
    if (i > 0 && room < 12) {
      parts.push(`${intro.replace(/:$/, '')}.`);
      budget -= wordCount(intro);
      return;
    }
    const words = Math.max(25, i === 0 ? Math.min(room, 80) : room);
    const text = quote(keySentences(h.section, r.concepts, i === 0 ? 3 : 1, words, ASKS_AMOUNT.test(r.question)));
    parts.push(`${intro} ${text}`);
    budget -= wordCount(intro) + wordCount(text);
  });
  if (note) parts.push(note);
  parts.push('Read the cited sections for the full text, and ask your shop steward if your situation is not clear.');
  return { answer: parts.join('\n\n'), confidence: r.confidence, citations, declined: false, engine: 'offline' };
}

export interface IncidentSuggestion {
  section: SectionRecord;
  reason: string;
  confidence: number;
}

/** Sections an incident description touches, at most one per article, for the grievance form's suggestions. */
export function incidentHits(index: ContractIndex, description: string): { concepts: Concept[]; hits: Hit[] } {
  const concepts = index.concepts(description);
  const hits = index.search(concepts);
  const top = hits[0];
  if (!top) return { concepts, hits: [] };
  const out: Hit[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    if (out.length >= 6) break;
    const key = articleKey(h.section);
    if (seen.has(key) || h.score < top.score * 0.3) continue;
    seen.add(key);
    out.push(h);
  }
  return { concepts, hits: out };
}

/** Offline suggestions: the best sections for the words of the incident, each with the words that led to it. */
export function offlineSuggestions(index: ContractIndex, description: string): IncidentSuggestion[] {
  const { concepts, hits } = incidentHits(index, description);
  const top = hits[0];
  if (!top) return [];
  const out: IncidentSuggestion[] = [];
  for (const h of hits.slice(0, 3)) {
    // A single shared common word is not a reason to suggest an article.
    const strong = h.matched.filter((c) => c.weight >= index.maxIdf * 0.35);
    if (strong.length < 2 && h !== top) continue;
    const mentioned = [...new Set(h.matched.sort((a, b) => b.weight - a.weight).map((c) => c.word))].slice(0, 5);
    const key = keySentences(h.section, concepts, 1);
    out.push({
      section: h.section,
      reason: `Your description mentions ${mentioned.map((w) => `'${w}'`).join(', ')}. ${h.section.reference} provides: "${key}"`,
      confidence: Math.round(Math.min(90, (100 * h.score) / top.score) * Math.min(1, 0.4 + h.coverage)),
    });
  }
  return out;
}
