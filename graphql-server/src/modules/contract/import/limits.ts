import { badInput } from '../../../errors.js';

// What an imported contract file may hold. Each limit is far above any real agreement (the largest run to a few
// hundred pages and a few million characters) and keeps a hostile file from taking the importer's time and memory.
export const IMPORT_LIMITS = {
  /** Pages of a PDF; each page costs the PDF reader time even when it is empty. */
  maxPages: 2_000,
  /** Characters of text in the whole file, whatever its format. */
  maxCharacters: 5_000_000,
  /** Lines of text in the whole file (a thousand-page agreement has about 50,000). */
  maxLines: 200_000,
  /** Separately placed pieces of text on one PDF page (a dense page of a real agreement has a few thousand). */
  maxPiecesPerPage: 100_000,
  /** Compressed streams in a PDF (a page's contents, a font, an image: each is one; a large agreement has a few thousand). */
  maxCompressedStreams: 20_000,
  /** Bytes one compressed stream of a PDF may inflate to (a page's contents, a font, an image). */
  maxUncompressedStreamBytes: 32 * 1024 * 1024,
  /** Bytes all of a PDF's compressed streams may inflate to together. */
  maxUncompressedBytes: 128 * 1024 * 1024,
  /** Characters of a line that may be a heading; a longer line is always body text. */
  maxHeadingCharacters: 500,
} as const;

const formatted = (n: number) => n.toLocaleString('en-US');

export const tooManyPages = () =>
  badInput(
    `This PDF has more than ${formatted(IMPORT_LIMITS.maxPages)} pages, more than any agreement. Please import the agreement on its own.`,
  );

export const tooMuchText = () =>
  badInput(
    `The file's text is larger than ${formatted(IMPORT_LIMITS.maxCharacters / 1_000_000)} million characters, more than any agreement. Please check that this is the contract.`,
  );

export const tooManyLines = () =>
  badInput(
    `The file has more than ${formatted(IMPORT_LIMITS.maxLines)} lines of text, more than any agreement. Please check that this is the contract.`,
  );

export const pageTooDense = (page: number) =>
  badInput(
    `Page ${page} of this PDF holds more than ${formatted(IMPORT_LIMITS.maxPiecesPerPage)} separate pieces of text, more than any agreement. Please export the contract as text.`,
  );

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const tooManyStreams = () =>
  badInput(
    `This PDF has more than ${formatted(IMPORT_LIMITS.maxCompressedStreams)} compressed parts, more than any agreement. Please export the contract as text.`,
  );

export const streamTooLarge = () =>
  badInput(
    `A part of this PDF is larger than ${megabytes(IMPORT_LIMITS.maxUncompressedStreamBytes)} once uncompressed, more than any agreement. Please export the contract as text.`,
  );

export const tooLargeUncompressed = () =>
  badInput(
    `This PDF's content is larger than ${megabytes(IMPORT_LIMITS.maxUncompressedBytes)} once uncompressed, more than any agreement. Please export the contract as text.`,
  );
