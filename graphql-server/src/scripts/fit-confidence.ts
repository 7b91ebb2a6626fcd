import { sameArticle } from '../ai/answerer/benchmark.js';
import { CONFIDENCE_MODEL, confidenceFeatures, DECLINE_BELOW, MIN_COVERAGE, retrieve } from '../ai/answerer/engine.js';
import { CORPORA, corpusAgreements, importAgreement } from './corpus.js';

// `npm run fit:confidence`: refits the contract answers' confidence model (CONFIDENCE_MODEL in ai/answerer/engine.ts)
// on every question of every corpus wave, and judges it honestly: each agreement's questions are scored by a model
// fitted without that agreement. Prints the weights to copy into engine.ts and, at the decline threshold, top-1,
// declined and confident-wrong for the model in use and for the refit. Plain logistic regression by gradient descent
// (a little L2), so the same corpora give the same weights.

interface Row {
  agreement: string;
  features: number[];
  /** Covered, and the best article is a right one. */
  right: boolean;
  covered: boolean;
  /** Declined whatever the confidence (the subject is absent, or the passage holds too little of the question). */
  forcedDecline: boolean;
  confidenceNow: number;
}

const rows: Row[] = [];
for (const corpus of CORPORA) {
  for (const agreement of await corpusAgreements(corpus)) {
    const { index } = await importAgreement(agreement.file);
    for (const q of agreement.questions) {
      const r = retrieve(index, q.question, q.status ?? 'full_time');
      if (!r.signals) continue;
      const best = r.articles[0]?.articleLabel;
      rows.push({
        agreement: `${corpus}/${agreement.name}`,
        features: [1, ...confidenceFeatures(r.signals)],
        right: q.answers !== null && best !== undefined && q.answers.some((p) => sameArticle(best, p)),
        covered: q.answers !== null,
        forcedDecline: r.absentTopic !== null || r.coverage < MIN_COVERAGE,
        confidenceNow: r.confidence,
      });
    }
  }
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: number[], x: number[]) => w.reduce((s, wi, i) => s + wi * x[i], 0);

function fit(train: Row[], l2 = 1, iterations = 4000, rate = 0.5): number[] {
  const w = new Array(train[0].features.length).fill(0);
  for (let it = 0; it < iterations; it++) {
    const gradient = new Array(w.length).fill(0);
    for (const row of train) {
      const error = sigmoid(dot(w, row.features)) - Number(row.right);
      row.features.forEach((x, i) => {
        gradient[i] += error * x;
      });
    }
    w.forEach((_, i) => {
      w[i] -= (rate * (gradient[i] + (i === 0 ? 0 : l2 * w[i]))) / train.length;
    });
  }
  return w;
}

// The model is fitted on the questions it can decide: the forced declines stay declined whatever it says.
const decidable = rows.filter((r) => !r.forcedDecline);
const agreements = [...new Set(rows.map((r) => r.agreement))];
const leftOut = new Map<Row, number>();
for (const agreement of agreements) {
  const w = fit(decidable.filter((r) => r.agreement !== agreement));
  for (const r of decidable.filter((r) => r.agreement === agreement)) leftOut.set(r, 100 * sigmoid(dot(w, r.features)));
}

function report(label: string, confidence: (r: Row) => number, threshold = DECLINE_BELOW) {
  const answered = (r: Row) => !r.forcedDecline && confidence(r) >= threshold;
  const covered = rows.filter((r) => r.covered);
  const uncovered = rows.filter((r) => !r.covered);
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
  const logLoss =
    -decidable.reduce((s, r) => {
      const p = Math.min(Math.max(confidence(r) / 100, 1e-6), 1 - 1e-6);
      return s + (r.right ? Math.log(p) : Math.log(1 - p));
    }, 0) / decidable.length;
  console.log(
    `${label.padEnd(34)} top-1 ${pct(covered.filter((r) => answered(r) && r.right).length, covered.length)}, ` +
      `declined ${pct(uncovered.filter((r) => !answered(r)).length, uncovered.length)}, ` +
      `confident wrong ${pct(rows.filter((r) => answered(r) && !r.right).length, rows.length)}, log loss ${logLoss.toFixed(4)}`,
  );
}

const weights = fit(decidable);
console.log(`${rows.length} questions of ${agreements.length} agreements (${decidable.length} decided by the model)`);
report('in use (fitted on all)', (r) => r.confidenceNow);
report('refit, each agreement left out', (r) => leftOut.get(r) ?? 0);
// Other thresholds trade right answers for confident wrong ones: what a change to the engine buys shows best here.
for (const threshold of [50, 55, 60, 65, 70].filter((t) => t !== DECLINE_BELOW)) {
  report(`  refit, left out, declining below ${threshold}`, (r) => leftOut.get(r) ?? 0, threshold);
}
const round = (x: number) => Math.round(x * 100) / 100;
console.log(`in use: intercept ${CONFIDENCE_MODEL.intercept}, weights [${CONFIDENCE_MODEL.weights.join(', ')}]`);
console.log(`refit:  intercept ${round(weights[0])}, weights [${weights.slice(1).map(round).join(', ')}]`);
