import { getDocumentProxy } from 'unpdf';
import { IMPORT_LIMITS, pageTooDense, tooManyPages, tooMuchText } from './limits.js';
import { assertUncompressedSizeWithinLimits } from './pdf-streams.js';

// The text of a PDF page in reading order, from where each piece of text sits rather than the order the file
// writes it in: lines are rebuilt from positions, a two-column page is read column by column, and a wider gap
// between lines becomes a blank line (a new paragraph), as the text importer expects.

export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Line {
  y: number;
  size: number;
  items: PositionedText[];
}

/**
 * Pieces on one baseline (within a third of the font size) make a line, left to right. Taken from the top, each piece
 * joins the highest line within reach of it: lines are made in descending order, so that line is found by bisection
 * (a page of many pieces costs n log n, not n times the number of lines).
 */
function toLines(items: PositionedText[]): Line[] {
  const lines: Line[] = [];
  const placed = items.filter((i) => i.str.trim() && [i.x, i.y, i.width, i.fontSize].every(Number.isFinite));
  for (const item of placed.sort((a, b) => b.y - a.y || a.x - b.x)) {
    const size = item.fontSize || 10;
    const reach = item.y + size / 3;
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (lines[middle].y <= reach) high = middle;
      else low = middle + 1;
    }
    const line = lines[low];
    if (line && Math.abs(line.y - item.y) <= size / 3) line.items.push(item);
    else lines.push({ y: item.y, size, items: [item] });
  }
  for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  return lines;
}

function lineText(items: PositionedText[]): string {
  let out = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    if (out && gap > (item.fontSize || 10) * 0.15 && !out.endsWith(' ') && !item.str.startsWith(' ')) out += ' ';
    out += item.str;
    end = item.x + item.width;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Candidate gutters tried across the middle of the text: every 2 points, or fewer and wider apart on absurdly wide text. */
const MAX_GUTTER_STEPS = 1000;

/** Ascending copy of numbers, for counting how many lie below a moving point. */
const ascending = (values: number[]) => Float64Array.from(values).sort();

/**
 * Counts, at points taken in increasing order, how many intervals contain each point: `opens` and `closes` are the
 * intervals' ends; an end counts as inside when `closedEnds` is set.
 */
function coverageCounter(opens: number[], closes: number[], closedEnds: boolean) {
  const starts = ascending(opens);
  const ends = ascending(closes);
  let started = 0;
  let ended = 0;
  return (x: number) => {
    while (started < starts.length && (closedEnds ? starts[started] <= x : starts[started] < x)) started++;
    while (ended < ends.length && (closedEnds ? ends[ended] < x : ends[ended] <= x)) ended++;
    return started - ended;
  };
}

/**
 * The x of a gutter that splits the page's lines into two columns: a vertical band no piece crosses, with text on both
 * sides of it on at least five lines. Null for a one-column page.
 *
 * A line crosses x when one of its pieces spans it; it has text on both sides when a piece ends at or before x and
 * another starts at or after it, and it does not cross. Both are counted for all lines at once from the sorted ends of
 * the pieces, so the work depends on the number of pieces, not on how wide the text claims to be.
 */
function gutterOf(lines: Line[]): number | null {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const l of lines) {
    for (const i of l.items) {
      left = Math.min(left, i.x);
      right = Math.max(right, i.x + i.width);
    }
  }
  if (!(right >= left)) return null;
  const crossingFrom: number[] = [];
  const crossingTo: number[] = [];
  const clearFrom: number[] = [];
  const clearTo: number[] = [];
  for (const l of lines) {
    // Where the line's pieces cover the page (open intervals; two pieces that only touch leave their meeting point free).
    const spans: [number, number][] = [];
    for (const i of [...l.items].filter((i) => i.width > 0).sort((a, b) => a.x - b.x)) {
      const last = spans[spans.length - 1];
      if (last && i.x < last[1]) last[1] = Math.max(last[1], i.x + i.width);
      else spans.push([i.x, i.x + i.width]);
    }
    for (const [from, to] of spans) {
      crossingFrom.push(from);
      crossingTo.push(to);
    }
    // Between the first end of a piece and the last start of one, the points no piece covers have text on both sides.
    let cursor = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    for (const i of l.items) {
      cursor = Math.min(cursor, i.x + i.width);
      highest = Math.max(highest, i.x);
    }
    for (const [from, to] of spans) {
      if (cursor > highest) break;
      if (to <= cursor) continue;
      if (from >= cursor && cursor <= Math.min(from, highest)) {
        clearFrom.push(cursor);
        clearTo.push(Math.min(from, highest));
      }
      cursor = to;
    }
    if (cursor <= highest) {
      clearFrom.push(cursor);
      clearTo.push(highest);
    }
  }
  const crossingAt = coverageCounter(crossingFrom, crossingTo, false);
  const bothAt = coverageCounter(clearFrom, clearTo, true);

  const width = right - left;
  const end = left + width * 0.7;
  const step = Math.max(2, (width * 0.4) / MAX_GUTTER_STEPS);
  // A few full-width lines (a heading over both columns, a running header) may cross it.
  const allowedCrossings = Math.max(2, lines.length * 0.1);
  // The gutter is the middle of the band that the fewest lines cross: a long line at the edge of the left column must
  // not be taken for a line across the page.
  let fewest = Number.POSITIVE_INFINITY;
  let band: number[] = [];
  for (let x = left + width * 0.3; x <= end; x += step) {
    const crossing = crossingAt(x);
    if (bothAt(x) < 5 || crossing > allowedCrossings || crossing > fewest) continue;
    if (crossing < fewest) {
      fewest = crossing;
      band = [];
    }
    band.push(x);
  }
  return band.length > 0 ? band[Math.floor(band.length / 2)] : null;
}

/** Lines with a blank line where the gap above is clearly wider than the usual line spacing. */
function withParagraphBreaks(lines: Line[]): string[] {
  const gaps = lines
    .slice(1)
    .map((l, i) => lines[i].y - l.y)
    .filter((g) => g > 0);
  const usual = gaps.length > 0 ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] : 0;
  const out: string[] = [];
  lines.forEach((l, i) => {
    if (i > 0 && usual > 0 && lines[i - 1].y - l.y > usual * 1.5) out.push('');
    out.push(lineText(l.items));
  });
  return out;
}

export function pageText(items: PositionedText[]): string {
  const lines = toLines(items);
  const gutter = gutterOf(lines);
  if (gutter === null) return withParagraphBreaks(lines).join('\n');
  // Full-width lines stay where they are; between them, the left column is read before the right one.
  const out: string[] = [];
  let leftColumn: Line[] = [];
  let rightColumn: Line[] = [];
  const flush = () => {
    // (Appended one by one: spreading a column of many lines into push() would overflow the call stack.)
    if (leftColumn.length > 0) for (const t of withParagraphBreaks(leftColumn)) out.push(t);
    if (rightColumn.length > 0) for (const t of ['', ...withParagraphBreaks(rightColumn)]) out.push(t);
    leftColumn = [];
    rightColumn = [];
  };
  for (const l of lines) {
    if (l.items.some((i) => i.x < gutter && i.x + i.width > gutter)) {
      flush();
      out.push(lineText(l.items));
      continue;
    }
    const leftItems = l.items.filter((i) => i.x + i.width <= gutter);
    const rightItems = l.items.filter((i) => i.x >= gutter);
    if (leftItems.length > 0) leftColumn.push({ ...l, items: leftItems });
    if (rightItems.length > 0) rightColumn.push({ ...l, items: rightItems });
  }
  flush();
  return out.join('\n');
}

/** What pdf.js streams for a page: placed text, and marked-content markers (which carry no text). */
interface StreamedTextContent {
  items: ({ str: string; transform: number[]; width: number } | { type: string })[];
}

/**
 * Each page's text in reading order. The file's compressed streams are measured first; then pages are read one at a
 * time and the text counted as it arrives, so a file with too many pages, or more text than any agreement, is refused
 * as soon as that is seen, before the rest is decoded.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  await assertUncompressedSizeWithinLimits(bytes);
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    if (pdf.numPages > IMPORT_LIMITS.maxPages) throw tooManyPages();
    const texts: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const items: PositionedText[] = [];
      const reader = page.streamTextContent().getReader();
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          for (const item of (chunk.value as StreamedTextContent).items) {
            if (!('str' in item)) continue;
            // An empty piece (pdf.js gives one for each line end) counts as one character.
            characters += Math.max(1, item.str.length);
            if (characters > IMPORT_LIMITS.maxCharacters) throw tooMuchText();
            if (items.length >= IMPORT_LIMITS.maxPiecesPerPage) throw pageTooDense(number);
            const [, , c, d, x, y] = item.transform;
            items.push({ str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d) });
          }
        }
      } finally {
        // Released, not cancelled: pdf.js throws an uncaught error when a cancelled stream receives a chunk already on
        // its way. Destroying the document (below) stops the decoding of what was not read.
        reader.releaseLock();
      }
      page.cleanup();
      texts.push(pageText(items));
    }
    return texts;
  } finally {
    await pdf.loadingTask.destroy();
  }
}
