import { readFile } from 'node:fs/promises';
import {
  type AnswerPlace,
  type BenchmarkQuestion,
  type BenchmarkSummary,
  type QuestionResult,
  scoreQuestion,
  summarise,
} from '../ai/answerer/benchmark.js';
import type { EmploymentStatus } from '../ai/answerer/engine.js';
import { BENCHMARK_PATH, SAMPLE_AGREEMENT_PATH } from '../ai/answerer/sample.js';
import { corpusAgreements, importAgreement } from './corpus.js';

// `npm run bench:contract [-- --verbose] [-- --only <name>] [-- --blind] [-- --corpus corpus-wave2]`: the offline
// engine on every agreement of a corpus (graphql-server/data/contract/<corpus>/<name>/: an agreement and
// questions.json written by someone who read only that agreement; 'corpus' unless told) and on the sample agreement,
// which the engine was tuned on.

interface Agreement {
  name: string;
  /** The sample agreement: its figures are not held out. */
  tuned: boolean;
  file: string;
  questions: BenchmarkQuestion[];
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const corpus = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1] : 'corpus';

/** The sample's older question format: 'expected' article labels and 'sections' references. */
interface SampleQuestion {
  question: string;
  expected: string | string[] | null;
  status?: EmploymentStatus;
  sections?: string[];
  set?: string;
}

function placeOf(label: string, section: string | null): AnswerPlace {
  const article = /^Article (\S+)$/.exec(label);
  return article ? { document: 'agreement', article: article[1], section } : { document: label, article: null, section };
}

async function sampleAgreement(): Promise<Agreement> {
  const { questions } = JSON.parse(await readFile(BENCHMARK_PATH, 'utf8')) as { questions: SampleQuestion[] };
  // The blind set is scored only when asked for, so that tuning runs never show it.
  const scored = args.includes('--blind') ? questions : questions.filter((q) => q.set !== 'blind');
  return {
    name: 'sample (tuned on)',
    tuned: true,
    file: SAMPLE_AGREEMENT_PATH,
    questions: scored.map((q) => {
      if (q.expected === null) return { question: q.question, status: q.status, answers: null };
      const labels = Array.isArray(q.expected) ? q.expected : [q.expected];
      const sections = (q.sections ?? []).map((ref) => /^(.+?), Section (.+)$/.exec(ref)).filter((m) => m !== null);
      const answers = [
        ...sections.map((m) => placeOf(m[1], m[2])),
        ...labels.filter((l) => !sections.some((m) => m[1] === l)).map((l) => placeOf(l, null)),
      ];
      return { question: q.question, status: q.status, answers };
    }),
  };
}

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function printSummary(label: string, s: BenchmarkSummary, extra = '') {
  console.log(`\n${label}: ${s.questions} questions (${s.covered} covered, ${s.uncovered} not covered)${extra}`);
  console.log(`  top-1 article            ${pct(s.top1Article, s.covered)}  (${s.top1Article}/${s.covered})`);
  console.log(`  top-3 article            ${pct(s.top3Article, s.covered)}  (${s.top3Article}/${s.covered})`);
  console.log(`  top-1 section            ${pct(s.top1Section, s.withSection)}  (${s.top1Section}/${s.withSection})`);
  console.log(`  key fact in the answer   ${pct(s.keyFact, s.withKeyFacts)}  (${s.keyFact}/${s.withKeyFacts})`);
  console.log(`  not covered, declined    ${pct(s.uncoveredDeclined, s.uncovered)}  (${s.uncoveredDeclined}/${s.uncovered})`);
  console.log(`  confident wrong answers  ${pct(s.confidentWrong, s.questions)}  (${s.confidentWrong}/${s.questions})`);
}

function printReliability(s: BenchmarkSummary) {
  console.log('  reliability (answered questions): confidence shown -> share citing the right article');
  for (const row of s.reliability) {
    console.log(
      `    ${row.bucket.padStart(6)}  ${String(row.answered).padStart(4)} answers  ${pct(row.right * row.answered, row.answered)} right`,
    );
  }
}

const agreements = [await sampleAgreement(), ...(await corpusAgreements(corpus)).map((a) => ({ ...a, tuned: false }))].filter(
  (a) => !only || a.name.startsWith(only),
);
const heldOut: QuestionResult[] = [];
for (const agreement of agreements) {
  const { source, parsed, index, importMs } = await importAgreement(agreement.file);
  const words = source.text.split(/\s+/).length;
  const sections = parsed.documents.reduce((n, d) => n + d.sections.length, 0);

  const times: number[] = [];
  const results = agreement.questions.map((q) => {
    const t = performance.now();
    const r = scoreQuestion(index, q);
    times.push(performance.now() - t);
    return r;
  });
  if (!agreement.tuned) heldOut.push(...results);
  const summary = summarise(results);
  printSummary(
    agreement.name,
    summary,
    `\n  ${words} words, ${sections} sections in ${parsed.documents.length} documents, read in ${importMs.toFixed(0)} ms; answer p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  if (verbose) printReliability(summary);
  for (const r of results) {
    const wrong = r.covered ? !r.top1Article : !r.declined;
    if (!verbose && !wrong) continue;
    const verdict = r.covered
      ? r.top1Article
        ? 'right'
        : r.declined
          ? `DECLINED (top ${r.ranked[0] ?? '-'})`
          : `WRONG: ${r.ranked.slice(0, 3).join(', ')}`
      : r.declined
        ? 'declined (right)'
        : `ANSWERED with ${r.ranked[0]}`;
    console.log(`    ${String(r.confidence).padStart(3)}%  ${verdict.padEnd(40)} ${r.question}`);
  }
}

if (heldOut.length > 0) {
  const overall = summarise(heldOut);
  printSummary('All held-out agreements', overall);
  printReliability(overall);
}
