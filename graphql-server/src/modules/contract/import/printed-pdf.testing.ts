// Agreements as printed copies are, for the importer's tests and the benchmark's PDF agreement: real PDF files with
// running headers, page numbers, words hyphenated across lines and two-column pages, written without a PDF library.

const WIN_ANSI: Record<string, number> = {
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2026': 0x85,
  '\u20ac': 0x80,
};

/** A piece of text at a place on a US letter page (points, origin at the bottom left). */
export interface PlacedText {
  x: number;
  y: number;
  text: string;
}

/** A page as the file writes it: its content stream (PDF operators), zlib-compressed when `compressed`, and its size. */
export interface PdfPage {
  content: string | Uint8Array;
  compressed?: boolean;
  /** [x0, y0, x1, y1] in points; US letter when not given. */
  mediaBox?: number[];
}

/** Writes a PDF 1.4 file of these pages, with Helvetica (WinAnsi) as font F1. */
export function pdfOfPages(pages: PdfPage[]): Uint8Array {
  const bytes = (s: string) => Buffer.from(s, 'latin1');
  const objects: Buffer[] = [];
  // 1: catalog, 2: pages, 3: font, then (page, content) pairs.
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = bytes('<< /Type /Catalog /Pages 2 0 R >>');
  objects[2] = bytes(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects[3] = bytes('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, i) => {
    const pageId = pageIds[i];
    const content = typeof page.content === 'string' ? bytes(page.content) : Buffer.from(page.content);
    const box = (page.mediaBox ?? [0, 0, 612, 792]).join(' ');
    objects[pageId] = bytes(
      `<< /Type /Page /Parent 2 0 R /MediaBox [${box}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects[pageId + 1] = Buffer.concat([
      bytes(`<< /Length ${content.length}${page.compressed ? ' /Filter /FlateDecode' : ''} >>\nstream\n`),
      content,
      bytes('\nendstream'),
    ]);
  });

  const parts: Buffer[] = [bytes('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    const object = Buffer.concat([bytes(`${id} 0 obj\n`), objects[id], bytes('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  }
  let trailer = `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) trailer += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  trailer += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(bytes(trailer));
  return new Uint8Array(Buffer.concat(parts));
}

/** PDF operators that show each piece of text where it is placed, in Helvetica 10 pt. */
export function placedTextContent(pieces: PlacedText[]): string {
  // WinAnsi is Windows-1252: Latin-1 ('§', 'é') plus dashes and curly quotes at 0x80-0x9f; the file is written as bytes.
  const pdfString = (s: string) =>
    s
      .replace(/[\\()]/g, (c) => `\\${c}`)
      .replace(/[\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, (c) => String.fromCharCode(WIN_ANSI[c]))
      .replace(/[^\x20-\x7e\x80-\xff]/g, '?');
  return ['BT', '/F1 10 Tf', ...pieces.map((p) => `1 0 0 1 ${p.x} ${p.y} Tm (${pdfString(p.text)}) Tj`), 'ET'].join('\n');
}

/**
 * Writes a PDF (1.4, Helvetica 10 pt) whose text pieces sit where they are given, in the order given: a two-column
 * page written row by row (left, right, left, right) is how some producers write it, and the hardest order to read.
 */
export function placedTextPdf(pages: PlacedText[][]): Uint8Array {
  return pdfOfPages(pages.map((pieces) => ({ content: placedTextContent(pieces) })));
}

/** Wraps a paragraph to `width` characters, hyphenating a long word that does not fit ('employ-' / 'ee'). */
export function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    const room = width - line.length - (line ? 2 : 1);
    if (/^[a-z]{9,}[.,;:]?$/i.test(word) && room >= 4 && word.length - room >= 4) {
      lines.push(`${line ? `${line} ` : ''}${word.slice(0, room)}-`);
      line = word.slice(room);
    } else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Blank-line blocks, with a heading line and each list item ('A.', 'a.', '1.', '(a)') on its own. */
function paragraphsOf(text: string): string[] {
  const out: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: string[] = [];
    let heading = false;
    for (const line of block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      // A heading: no lower case, or a short line that does not end a sentence ('Article 2. Hours of Work').
      const isHeading = !/[a-z]/.test(line) || (line.length <= 60 && !/[.,;:)]$/.test(line));
      const startsItem = /^(?:[A-Za-z]\.|\d{1,2}\.|\([a-z0-9]{1,4}\))\s/.test(line);
      if (current.length > 0 && (isHeading || heading || startsItem)) {
        out.push(current.join(' '));
        current = [];
      }
      current.push(line);
      heading = isHeading;
    }
    if (current.length > 0) out.push(current.join(' '));
  }
  return out;
}

const LINE = 12;
const PARAGRAPH = 20;

/**
 * Prints an agreement's text as a letter-size PDF: a running header and 'Page n of m' on every page, paragraphs
 * wrapped with hyphenation, and the pages listed in `twoColumnPages` (1-based) set in two columns.
 */
export function printAgreementPdf(text: string, options: { header: string; twoColumnPages?: number[] }): Uint8Array {
  const paragraphs = paragraphsOf(text);
  const pages: PlacedText[][] = [];
  let queue = [...paragraphs];
  while (queue.length > 0) {
    const number = pages.length + 1;
    const twoColumns = options.twoColumnPages?.includes(number) ?? false;
    const columns = twoColumns
      ? [
          { x: 50, width: 44 },
          { x: 320, width: 44 },
        ]
      : [{ x: 50, width: 95 }];
    const placed: { column: number; y: number; text: string }[] = [];
    for (const [c, column] of columns.entries()) {
      let y = 730;
      while (queue.length > 0) {
        const lines = wrap(queue[0], column.width);
        if (y - lines.length * LINE < 70) break;
        for (const l of lines) {
          placed.push({ column: c, y, text: l });
          y -= LINE;
        }
        y -= PARAGRAPH - LINE;
        queue = queue.slice(1);
      }
    }
    // Row by row across the columns: the order a reader must not follow.
    placed.sort((a, b) => b.y - a.y || a.column - b.column);
    pages.push([{ x: 50, y: 760, text: options.header }, ...placed.map((p) => ({ x: columns[p.column].x, y: p.y, text: p.text }))]);
  }
  return placedTextPdf(pages.map((pieces, i) => [...pieces, { x: 280, y: 40, text: `Page ${i + 1} of ${pages.length}` }]));
}
