// Word error rate: how far a transcript is from what was said, as (substitutions + deletions + insertions) / words said.

/** Lower-case words, punctuation dropped (apostrophes inside words kept: "don't" is one word). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export interface WordErrors {
  /** Words of the reference. */
  referenceWords: number;
  /** Substitutions + deletions + insertions, the fewest that turn the hypothesis into the reference. */
  errors: number;
  /** errors / referenceWords (0 for two empty texts; 1 when the reference is empty and the hypothesis is not). */
  rate: number;
}

export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  const ref = words(reference);
  const hyp = words(hypothesis);
  // Levenshtein distance over words, one row at a time.
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j] + 1, current[j - 1] + 1));
    }
    previous = current;
  }
  const errors = previous[hyp.length];
  const rate = ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : errors / ref.length;
  return { referenceWords: ref.length, errors, rate };
}
