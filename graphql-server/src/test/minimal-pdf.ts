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

  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const objects: string[] = [];
  // 1: catalog, 2: pages, 3: font, then (page, content) pairs.
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((rows, i) => {
    const pageId = pageIds[i];
    const body = ['BT', '/F1 10 Tf', '14 TL', '50 760 Td', ...rows.map((r) => `(${pdfString(r)}) Tj T*`), 'ET'].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
