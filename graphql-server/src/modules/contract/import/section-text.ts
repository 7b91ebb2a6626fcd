// How the lines under a heading become a section's text: wrapped lines joined into paragraphs, its '(a)' markers,
// and a letter's numbered paragraphs.

const SUBSECTION = /^\(([a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)\s+/i;
/** 'A. ', 'b. ', '1. ' opening a line: a lettered or numbered paragraph of a section. */
const PARAGRAPH_ITEM = /^(?:[A-Za-z]|\d{1,2})\.\s+\S/;

/** Joins wrapped lines into paragraphs; a blank line, a '(a)' marker or a list item starts a new one. */
export function toParagraphs(lines: string[]): string {
  const paragraphs: string[] = [];
  // The paragraph's lines, joined once it ends (joining as it grows would copy the whole paragraph at every line), and
  // its last line: lines are joined with a space or after a hyphen, so how the paragraph ends is how that line ends.
  let current: string[] = [];
  let last = '';
  const finish = () => {
    if (current.length > 0) paragraphs.push(current.join(''));
    current = [];
  };
  for (const line of lines) {
    if (!line) {
      finish();
      continue;
    }
    // An item starts a paragraph where the text before it has ended a clause; '(40) hours' or 'A. Smith' at the start
    // of a wrapped line continues the sentence.
    const item = SUBSECTION.test(line) || PARAGRAPH_ITEM.test(line) || /^(?:\d{1,2}|[a-z])\)\s+/.test(line);
    if ((item && (current.length === 0 || /(?:[.:;]|\band|\bor)$/.test(last))) || /^[-*\u2022]\s+/.test(line)) {
      finish();
      last = line.replace(/^[*\u2022]\s+/, '- ');
      current = [last];
      continue;
    }
    current.push(current.length === 0 || last.endsWith('-') ? line : ` ${line}`);
    last = line;
  }
  finish();
  return paragraphs.join('\n');
}

/** '(a)', '(b)'... markers found at the start of lines of a section's text. */
export const subsectionsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => SUBSECTION.exec(l)?.[0].trim())
    .filter((s): s is string => Boolean(s));

/**
 * A letter written as numbered paragraphs ('1. The City may ...', '2. ...'): each paragraph is cited as a section of the
 * letter, as members cite them. Text before the first is kept with it; fewer than three in sequence are only a list.
 */
export function numberedParagraphs(text: string): { number: string | null; text: string }[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (const [i, line] of lines.entries()) {
    const n = /^(\d{1,2})\.\s/.exec(line);
    if (n && Number(n[1]) === starts.length + 1) starts.push(i);
  }
  if (starts.length < 3) return [{ number: null, text }];
  return starts.map((start, k) => {
    const from = k === 0 ? 0 : start;
    const to = starts[k + 1] ?? lines.length;
    return {
      number: String(k + 1),
      text: lines
        .slice(from, to)
        .join('\n')
        .replace(/^(\d{1,2})\.\s+/m, ''),
    };
  });
}
