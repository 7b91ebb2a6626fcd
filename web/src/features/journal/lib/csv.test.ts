import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, FORMULA_START, toCsv } from './csv';

/** A strict RFC 4180 reader: what a spreadsheet does with the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  if (text === '') return [[]];
  while (i <= text.length) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
          } else {
            i += 1;
            break;
          }
        } else {
          value += text[i];
          i += 1;
        }
      }
      row.push(value);
    } else {
      // An unquoted cell runs to the next comma or line end; the writer never makes one except the empty row.
      let value = '';
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') value += text[i++];
      if (value !== '' || text[i] === ',') row.push(value);
    }
    if (i >= text.length) {
      rows.push(row);
      break;
    }
    if (text[i] === ',') i += 1;
    else if (text[i] === '\r' && text[i + 1] === '\n') {
      rows.push(row);
      row = [];
      i += 2;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
  return rows;
}

const tricky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', '"', "'", ' ', 'a', 'Z', '1', 'é', '😀', ';');
const cellText = fc.oneof(fc.string({ unit: tricky, maxLength: 12 }), fc.string({ maxLength: 12 }));
const expected = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

describe('CSV export cells', () => {
  it('prefixes formula characters with an apostrophe and doubles quotes', () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('He said "stop", twice\nthen left')).toBe(`"He said ""stop"", twice\nthen left"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('reads back exactly as written, cell by cell, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows.map((r) => r.map(expected)));
      }),
    );
  });

  it('never leaves a cell that a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), (cells) => {
        for (const cell of parseCsv(toCsv([cells]))[0]) expect(FORMULA_START.test(cell)).toBe(false);
      }),
    );
  });

  it('keeps commas, quotes and line breaks inside their cell: the row count and widths never change', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const back = parseCsv(toCsv(rows));
        expect(back.length).toBe(rows.length);
        expect(back.map((r) => r.length)).toEqual(rows.map((r) => r.length));
      }),
    );
  });
});
