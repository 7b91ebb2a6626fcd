// CSV that spreadsheets open safely: a cell starting with a formula character gets an apostrophe
// so it is shown as text, never run (CSV injection); every cell is quoted and its double quotes doubled, so commas,
// quotes and line breaks stay inside their cell.

/** Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP list). */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

/** Rows joined with CRLF (RFC 4180). */
export function toCsv(rows: ReadonlyArray<readonly unknown[]>): string {
  return rows.map(csvRow).join('\r\n');
}
