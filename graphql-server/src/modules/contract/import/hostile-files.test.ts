import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_LIMITS,
  pageTooDense,
  streamTooLarge,
  tooLargeUncompressed,
  tooManyLines,
  tooManyPages,
  tooManyStreams,
  tooMuchText,
} from './limits.js';
import { cleanPdfPages, parseContract, type SourceFormat } from './parse.js';
import { type PositionedText, pageText } from './pdf-text.js';
import { pdfOfPages, placedTextContent } from './printed-pdf.testing.js';
import { readContractFile } from './read-file.js';

// Files built to make the importer work much harder than their size: each is refused with a clear message or read in
// time that grows with its size, never with its square. A real agreement of the same size takes well under a tenth of
// each bound (the bounds leave room for a busy two-core machine); the work the old importer did on these files took
// from half a minute to hours, or exhausted its memory.

async function timed<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function refusalOf(work: Promise<unknown>): Promise<{ message: string; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => new Error('the file was accepted'),
    (e: Error) => e,
  );
  return { message: error.message, ms: performance.now() - started };
}

/**
 * Zlib data that inflates to each part's text repeated `times` times, made without ever holding what it inflates to:
 * each copy is compressed on its own (a full flush), so compressed copies can be laid end to end. It ends with a
 * correct checksum, or with bytes that are not zlib at all (`corruptEnd`).
 */
function zlibOf(parts: { text: string; times: number }[], { corruptEnd = false } = {}): Buffer {
  const chunks: Buffer[] = [Buffer.from([0x78, 0x9c])];
  // Adler-32, carried across copies: appending data of length n, byte sum s1 and weighted sum s2 adds s1 to a and
  // n * a + s2 to b.
  let a = 1;
  let b = 0;
  for (const { text, times } of parts) {
    const bytes = Buffer.from(text, 'latin1');
    let s1 = 0;
    let s2 = 0;
    bytes.forEach((byte, i) => {
      s1 = (s1 + byte) % 65521;
      s2 = (s2 + (bytes.length - i) * byte) % 65521;
    });
    const copy = deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
    for (let k = 0; k < times; k++) {
      chunks.push(copy);
      b = (b + (bytes.length % 65521) * a + s2) % 65521;
      a = (a + s1) % 65521;
    }
  }
  if (corruptEnd) chunks.push(Buffer.from('\xff\xff not deflate data', 'latin1'));
  else {
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(((b << 16) | a) >>> 0);
    // An empty final block (fixed codes, end of block), then the checksum.
    chunks.push(Buffer.from([0x03, 0x00]), checksum);
  }
  return Buffer.concat(chunks);
}

const MB = 1024 * 1024;
/** About a megabyte of PDF operators that each show one letter. */
const LETTERS_MB = '(a) Tj '.repeat(MB / 7);

describe('contract importer on hostile PDFs', () => {
  it('reads two columns on a page 10^8 points wide in time that does not depend on its width', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    const content = placedTextContent(
      rows.flatMap((i) => [
        { x: 50, y: 700 - i * 12, text: `Left column line ${i}` },
        { x: 50_000_000, y: 700 - i * 12, text: `Right column line ${i}` },
      ]),
    );
    const { result, ms } = await timed(() => readContractFile('wide.pdf', pdfOfPages([{ content, mediaBox: [0, 0, 1e8, 792] }])));
    // The gutter between the columns is found: the left column is read before the right one.
    const lines = result.text.split('\n').filter(Boolean);
    expect(lines).toEqual([...rows.map((i) => `Left column line ${i}`), ...rows.map((i) => `Right column line ${i}`)]);
    expect(ms).toBeLessThan(5_000);
  });

  it('finds the gutter of text spread over 10^12 points at once', async () => {
    const items: PositionedText[] = Array.from({ length: 10 }, (_, i) => [
      { str: `left ${i}`, x: 0, y: 700 - i * 12, width: 40, fontSize: 10 },
      { str: `right ${i}`, x: 1e12, y: 700 - i * 12, width: 40, fontSize: 10 },
    ]).flat();
    const { result, ms } = await timed(() => pageText(items));
    expect(result.split('\n').filter(Boolean)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `left ${i}`),
      ...Array.from({ length: 10 }, (_, i) => `right ${i}`),
    ]);
    expect(ms).toBeLessThan(1_000);
  });

  it('groups a page of 100,000 lines into lines in n log n', async () => {
    const n = IMPORT_LIMITS.maxPiecesPerPage;
    const items: PositionedText[] = Array.from({ length: n }, (_, i) => ({
      str: `Line ${i}`,
      x: 50,
      y: 12 * (n - i),
      width: 40,
      fontSize: 10,
    }));
    const { result, ms } = await timed(() => pageText(items));
    const lines = result.split('\n');
    expect(lines).toHaveLength(n);
    expect(lines[n - 1]).toBe(`Line ${n - 1}`);
    expect(ms).toBeLessThan(3_000);
  });

  it('refuses a PDF of 8,000 empty pages by its page count, before reading the pages', async () => {
    const { message, ms } = await refusalOf(
      readContractFile('pages.pdf', pdfOfPages(Array.from({ length: 8_000 }, () => ({ content: '' })))),
    );
    expect(message).toBe(tooManyPages().message);
    expect(message).toBe('This PDF has more than 2,000 pages, more than any agreement. Please import the agreement on its own.');
    expect(ms).toBeLessThan(10_000);
  });

  it('refuses a 1 MB stream that inflates to a gigabyte of text before the PDF reader decodes it', async () => {
    const bomb = zlibOf([
      { text: 'BT /F1 10 Tf 50 700 Td ', times: 1 },
      { text: LETTERS_MB, times: 1_000 },
      { text: 'ET', times: 1 },
    ]);
    expect(bomb.length).toBeLessThan(2 * MB);
    const { message, ms } = await refusalOf(readContractFile('bomb.pdf', pdfOfPages([{ content: bomb, compressed: true }])));
    expect(message).toBe(streamTooLarge().message);
    expect(message).toBe(
      'A part of this PDF is larger than 32 MB once uncompressed, more than any agreement. Please export the contract as text.',
    );
    expect(ms).toBeLessThan(5_000);
  });

  it('refuses streams that each stay under the limit but together inflate past the whole file limit, even when their data ends in garbage', async () => {
    const justUnder = Math.floor(IMPORT_LIMITS.maxUncompressedStreamBytes / MB) - 1;
    const pages = Math.floor(IMPORT_LIMITS.maxUncompressedBytes / (justUnder * MB)) + 1;
    for (const corruptEnd of [false, true]) {
      const page = { content: zlibOf([{ text: LETTERS_MB, times: justUnder }], { corruptEnd }), compressed: true };
      const { message } = await refusalOf(readContractFile('bombs.pdf', pdfOfPages(Array.from({ length: pages }, () => page))));
      expect(message, corruptEnd ? 'corrupt ends' : 'whole streams').toBe(tooLargeUncompressed().message);
    }
  });

  it('refuses a PDF of more than 20,000 compressed streams by their count, before the PDF reader sees it', async () => {
    const empty = { content: deflateSync(''), compressed: true };
    const { message, ms } = await refusalOf(
      readContractFile('streams.pdf', pdfOfPages(Array.from({ length: IMPORT_LIMITS.maxCompressedStreams + 1 }, () => empty))),
    );
    expect(message).toBe(tooManyStreams().message);
    expect(message).toBe('This PDF has more than 20,000 compressed parts, more than any agreement. Please export the contract as text.');
    expect(ms).toBeLessThan(10_000);
  });

  it('stops reading text at 5 million characters, page by page, instead of reading the whole file', async () => {
    // Wide pages keep every letter: 50 lines of 10,000 letters a page, 11 pages.
    const line = `(${'a'.repeat(10_000)}) Tj 0 -12 Td `;
    const page = { content: deflateSync(`BT /F1 10 Tf 50 700 Td ${line.repeat(50)} ET`), compressed: true, mediaBox: [0, 0, 1e8, 792] };
    const { message } = await refusalOf(readContractFile('letters.pdf', pdfOfPages(Array.from({ length: 11 }, () => page))));
    expect(message).toBe(tooMuchText().message);
    expect(message).toBe(
      "The file's text is larger than 5 million characters, more than any agreement. Please check that this is the contract.",
    );
    // The PDF reader lays out each of the 5 million letters before the limit is met: several seconds on a busy machine.
  }, 60_000);

  it('refuses a page of more than 100,000 separately placed pieces of text', async () => {
    const content = deflateSync(`BT /F1 10 Tf 50 50 Td ${'(a) Tj 20 20 Td '.repeat(IMPORT_LIMITS.maxPiecesPerPage + 10)}ET`);
    const { message } = await refusalOf(
      readContractFile('dense.pdf', pdfOfPages([{ content, compressed: true, mediaBox: [0, 0, 1e8, 1e8] }])),
    );
    expect(message).toBe(pageTooDense(1).message);
  });

  it('still reads a real compressed PDF page', async () => {
    const content = deflateSync(
      placedTextContent([
        { x: 50, y: 700, text: 'ARTICLE 1 - RECOGNITION' },
        { x: 50, y: 688, text: 'Section 1. The Company recognizes the Union as the bargaining agent.' },
      ]),
    );
    const source = await readContractFile('real.pdf', pdfOfPages([{ content, compressed: true }]));
    expect(source.text).toBe('ARTICLE 1 - RECOGNITION\nSection 1. The Company recognizes the Union as the bargaining agent.');
  });
});

describe('contract importer on hostile text files', () => {
  const encoded = (text: string) => new TextEncoder().encode(text);

  it('refuses more than 5 million characters and more than 200,000 lines', async () => {
    const characters = `ARTICLE 1 - RECOGNITION\n${'word '.repeat(IMPORT_LIMITS.maxCharacters / 5)}`;
    expect((await refusalOf(readContractFile('big.txt', encoded(characters)))).message).toBe(tooMuchText().message);
    const lines = `ARTICLE 1 - RECOGNITION\n${'a\n'.repeat(IMPORT_LIMITS.maxLines)}`;
    const { message } = await refusalOf(readContractFile('lines.txt', encoded(lines)));
    expect(message).toBe(tooManyLines().message);
    expect(message).toBe('The file has more than 200,000 lines of text, more than any agreement. Please check that this is the contract.');
    // Carriage returns and Unicode's line separator end lines too.
    const separated = `ARTICLE 1 - RECOGNITION\r${'a\u2028'.repeat(IMPORT_LIMITS.maxLines)}`;
    expect((await refusalOf(readContractFile('lines.txt', encoded(separated)))).message).toBe(tooManyLines().message);
  });

  it('reads a Markdown heading of 156 KB as body text, at once', async () => {
    const long = `x${' '.repeat(156_000)}y`;
    const { result, ms } = await timed(() => parseContract(`# Agreement\n\n## ARTICLE 1 - RECOGNITION\n\n# ${long}\n`, 'markdown'));
    expect(result.documents[0].sections[0].text).toBe(long);
    expect(ms).toBeLessThan(2_000);
  });

  const shapes: { name: string; source: () => string; format?: SourceFormat }[] = [
    { name: 'a letter heading with a long run of spaces', source: () => `letter of agreement${' '.repeat(200_000)}!` },
    { name: 'dot leaders across a 200 KB line', source: () => `ARTICLE 1 - RECOGNITION\n${'. '.repeat(100_000)}z` },
    { name: '40,000 contents headings', source: () => 'Table of contents\n'.repeat(40_000) },
    {
      name: 'an article of 100,000 sections',
      source: () => `ARTICLE 1 - RECOGNITION\n${Array.from({ length: 100_000 }, (_, i) => `Section ${i + 1}. Text ${i}.`).join('\n')}`,
    },
    { name: 'a paragraph of 100,000 lines', source: () => `ARTICLE 1 - RECOGNITION\nSection 1. Text\n${'a. item\n'.repeat(100_000)}` },
    {
      name: '500,000 lines under a 500-character title',
      source: () => `## Article 1 ${'Word '.repeat(97)}\n${'a\n'.repeat(500_000)}`,
      format: 'markdown',
    },
  ];
  it.each(shapes)('parses $name in linear time', async ({ source, format = 'text' }) => {
    const text = source();
    const { result, ms } = await timed(() => parseContract(text, format));
    expect(result.documents.length + result.warnings.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(5_000);
  });

  it('cleans the text of PDF pages in linear time: long chains of hyphenated lines and long runs of blank lines', async () => {
    // Every line ends in a word broken by a hyphen that the next line completes: one line of 200,000 joins.
    const chain = await timed(() => cleanPdfPages([`${'x ab-\n'.repeat(200_000)}cd`]));
    expect(chain.result).toBe(`${'x ab'.repeat(200_000)}cd`);
    expect(chain.ms).toBeLessThan(5_000);
    const blanks = await timed(() => cleanPdfPages(['word-', `${'\n'.repeat(200_000)}less`]));
    expect(blanks.result).toBe('wordless');
    expect(blanks.ms).toBeLessThan(5_000);
  });
});
