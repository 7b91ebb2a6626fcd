import { placedTextPdf } from '../modules/contract/import/printed-pdf.testing.js';

/**
 * Writes a small, valid PDF (PDF 1.4, Helvetica, one text line per row) from lines of text, so the contract
 * importer's PDF path is tested on a real file without a PDF library. Give pages (arrays of lines), or lines that
 * are cut into pages of 46 rows.
 */
export function minimalPdf(input: string[] | string[][]): Uint8Array {
  const rowsPerPage = 46;
  const pages: string[][] = [];
  if (input.length > 0 && Array.isArray(input[0])) pages.push(...(input as string[][]));
  else for (let i = 0; i < input.length; i += rowsPerPage) pages.push((input as string[]).slice(i, i + rowsPerPage));
  if (pages.length === 0) pages.push([]);
  return placedTextPdf(pages.map((rows) => rows.map((text, i) => ({ x: 50, y: 760 - 14 * i, text }))));
}
