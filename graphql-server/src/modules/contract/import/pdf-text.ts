import { extractTextItems } from 'unpdf';

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

/** Pieces on one baseline (within a third of the font size) make a line, left to right. */
function toLines(items: PositionedText[]): Line[] {
  const lines: Line[] = [];
  for (const item of [...items].filter((i) => i.str.trim()).sort((a, b) => b.y - a.y || a.x - b.x)) {
    const size = item.fontSize || 10;
    const line = lines.find((l) => Math.abs(l.y - item.y) <= size / 3);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, size, items: [item] });
  }
  for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
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

/**
 * The x of a gutter that splits the page's lines into two columns: a vertical band no piece crosses, with text on both
 * sides of it on at least five lines. Null for a one-column page.
 */
function gutterOf(lines: Line[]): number | null {
  const all = lines.flatMap((l) => l.items);
  if (all.length === 0) return null;
  const left = Math.min(...all.map((i) => i.x));
  const right = Math.max(...all.map((i) => i.x + i.width));
  const width = right - left;
  const candidates: { x: number; both: number; crossing: number }[] = [];
  for (let x = left + width * 0.3; x <= left + width * 0.7; x += 2) {
    let both = 0;
    let crossing = 0;
    for (const l of lines) {
      if (l.items.some((i) => i.x < x && i.x + i.width > x)) crossing += 1;
      else if (l.items.some((i) => i.x + i.width <= x) && l.items.some((i) => i.x >= x)) both += 1;
    }
    // A few full-width lines (a heading over both columns, a running header) may cross it.
    if (both >= 5 && crossing <= Math.max(2, lines.length * 0.1)) candidates.push({ x, both, crossing });
  }
  if (candidates.length === 0) return null;
  // The gutter is the middle of the band that the fewest lines cross: a long line at the edge of the left column must
  // not be taken for a line across the page.
  const fewest = Math.min(...candidates.map((c) => c.crossing));
  const band = candidates.filter((c) => c.crossing === fewest);
  return band[Math.floor(band.length / 2)].x;
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
    if (leftColumn.length > 0) out.push(...withParagraphBreaks(leftColumn));
    if (rightColumn.length > 0) out.push('', ...withParagraphBreaks(rightColumn));
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

/** Each page's text in reading order. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { items } = await extractTextItems(new Uint8Array(bytes));
  return items.map((page) => pageText(page));
}
