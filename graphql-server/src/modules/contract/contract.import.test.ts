import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseContract, referenceOf, type ParsedContract } from './import/parse.js';
import { readContractFile } from './import/read-file.js';
import { SAMPLE_AGREEMENT_PATH } from '../../ai/answerer/sample.js';
import { minimalPdf } from '../../test/minimal-pdf.js';
import { parseContractFile } from './contract.import.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFile(path.join(fixtures, name), 'utf8');

const references = (parsed: ParsedContract) => parsed.documents.flatMap((d) => d.sections.map((s) => referenceOf(d, s)));

describe('contract importer', () => {
  it('splits the Markdown sample agreement into 22 articles and keeps its side letter as its own document', async () => {
    const parsed = parseContract(await readFile(SAMPLE_AGREEMENT_PATH, 'utf8'), 'markdown');
    const [agreement, letter] = parsed.documents;
    expect(parsed.documents).toHaveLength(2);
    expect(agreement.kind).toBe('agreement');
    expect(agreement.title).toMatch(/^SAMPLE Agreement/);
    expect(agreement.effectiveDate).toBe('2020-03-26');
    expect(new Set(agreement.sections.map((s) => s.articleNumber)).size).toBe(22);
    expect(references(parsed)).toContain('Article 7, Section 7.4 - Mandatory Overtime');
    expect(references(parsed)).toContain('Article 14, Section 14.3 - Part-Time Overtime');
    expect(letter).toMatchObject({
      kind: 'side_letter',
      label: 'Letter of Agreement 1',
      title: 'Letter of Agreement 1 - Extreme Weather and Ramp Closures',
    });
    expect(references({ documents: [letter], warnings: [] })).toContain('Letter of Agreement 1, Section 2 - Heat and Cold Breaks');
    // The disclaimer before Article 1 is not a section of the contract.
    expect(agreement.sections[0].text).not.toMatch(/SAMPLE TEXT/);
    expect(parsed.warnings).toEqual([]);
  });

  it("reads 'ARTICLE 5 - HOURS OF SERVICE', a title on the next line, 'Section 3.' with and without titles, and (a) subsections", async () => {
    const parsed = parseContract(await fixture('upper-case-articles.txt'), 'text');
    const [agreement, letter] = parsed.documents;
    expect(agreement.title).toBe('Agreement Between Northwind Cargo and the Airport Workers Union');
    expect(agreement.effectiveDate).toBe('2021-07-01');
    expect(references({ documents: [agreement], warnings: [] })).toEqual([
      'Article 1, Section 1 - Recognition',
      'Article 2, Section 1 - Definition',
      'Article 2, Section 2 - Seniority List',
      'Article 5, Section 1 - Work Week',
      'Article 5, Section 2 - Overtime',
      'Article 5, Section 3 - Shift Trades',
    ]);
    const seniorityList = agreement.sections[2];
    // 'Section 2.2 of the Company handbook' at the start of a wrapped line is text, not a heading.
    expect(seniorityList.text).toBe(
      'The list is posted each January, and errors may be protested within thirty days as provided in Section 2.2 of the Company handbook.',
    );
    const overtime = agreement.sections[4];
    expect(overtime.subsections).toEqual(['(a)', '(b)']);
    expect(overtime.text.split('\n')).toEqual([
      'Overtime is paid as follows:',
      '(a) time and one-half for hours worked beyond eight in a day;',
      '(b) double time for work on the seventh consecutive day.',
    ]);
    expect(letter).toMatchObject({
      kind: 'side_letter',
      label: 'Letter of Agreement No. 1',
      title: 'Letter of Agreement No. 1 - Temporary Employees',
    });
    expect(letter.sections[0].text).toMatch(/^Temporary employees hired/);
    expect(letter.effectiveDate).toBe('2021-07-01');
  });

  it("reads 'Article 5. Hours of Service', 'Section 5.3' numbering, an article without sections and a side letter", async () => {
    const parsed = parseContract(await fixture('titled-articles.txt'), 'text');
    const [agreement, letter] = parsed.documents;
    expect(agreement.title).toBe('Collective Bargaining Agreement - Harbor Ground Services (test fixture)');
    expect(agreement.effectiveDate).toBe('2019-10-01');
    expect(references(parsed)).toEqual([
      'Article 1, Section 1.1 - Purpose and Recognition',
      'Article 1, Section 1.2 - Purpose and Recognition',
      'Article 2, Section 2.1 - Regular Hours',
      'Article 2, Section 2.2 - Meal Periods',
      'Article 3 - Discipline',
      'Side Letter A - Parking',
    ]);
    expect(agreement.sections[4].text).toBe(
      'No employee shall be disciplined or discharged without just cause, and an employee may ask for a steward at any investigatory interview.',
    );
    expect(letter).toMatchObject({ kind: 'side_letter', title: 'Side Letter A - Parking' });
  });

  it('reads a PDF: same outline as the text, with running headers and page numbers removed', async () => {
    const lines = (await fixture('upper-case-articles.txt')).split('\n');
    const pages = [lines.slice(0, 12), lines.slice(12, 24), lines.slice(24)].map((page, i) => [
      'NORTHWIND CARGO AGREEMENT 2021',
      ...page,
      `Page ${i + 1} of 3`,
    ]);
    const source = await readContractFile('northwind.pdf', minimalPdf(pages));
    expect(source.format).toBe('pdf');
    expect(source.text).not.toMatch(/Page \d of 3|NORTHWIND CARGO AGREEMENT 2021/);
    const fromPdf = parseContract(source.text, source.format);
    const fromText = parseContract(await fixture('upper-case-articles.txt'), 'text');
    expect(references(fromPdf)).toEqual(references(fromText));
    expect(fromPdf.documents[0].sections[4].subsections).toEqual(['(a)', '(b)']);
    expect(fromPdf.documents[0].effectiveDate).toBe('2021-07-01');
  });

  it('reads text saved by Windows editors: Windows-1252 with curly quotes, and UTF-16 with a byte order mark', async () => {
    const text = (await fixture('upper-case-articles.txt')).replace("employee's", 'employee\u2019s');
    const expected = references(parseContract(text, 'text'));
    // Windows-1252: every character is one byte, the curly apostrophe is 0x92 (not valid UTF-8).
    const cp1252 = Uint8Array.from(text, (c) => (c === '\u2019' ? 0x92 : c.charCodeAt(0)));
    const fromCp1252 = await readContractFile('northwind.txt', cp1252);
    expect(fromCp1252.text).toContain('employee\u2019s date of hire');
    expect(references(parseContract(fromCp1252.text, fromCp1252.format))).toEqual(expected);
    // UTF-16 little-endian with its byte order mark (Notepad's 'Unicode').
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(utf16.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    const fromUtf16 = await readContractFile('northwind.txt', utf16);
    expect(fromUtf16.text.startsWith('AGREEMENT BETWEEN NORTHWIND CARGO')).toBe(true);
    expect(references(parseContract(fromUtf16.text, fromUtf16.format))).toEqual(expected);
    // Binary data is still refused, even when its control characters come after the first few kilobytes.
    const late = new Uint8Array(8000).fill(0x41);
    late[6000] = 0;
    await expect(readContractFile('data.txt', late)).rejects.toThrow('Only PDF, Markdown and plain text files can be imported');
  });

  it('decides the kind of file by its bytes and refuses what it cannot read', async () => {
    expect(
      (await readContractFile('contract.txt', new TextEncoder().encode('# Agreement\n\n## Article 1 - Recognition\nText.'))).format,
    ).toBe('markdown');
    expect((await readContractFile('contract.md', new TextEncoder().encode('ARTICLE 1 - RECOGNITION\nText.'))).format).toBe('markdown');
    await expect(readContractFile('photo.pdf', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]))).rejects.toThrow(
      'Only PDF, Markdown and plain text files can be imported',
    );
    await expect(readContractFile('empty.txt', new Uint8Array())).rejects.toThrow('The file is empty');
    await expect(readContractFile('broken.pdf', new TextEncoder().encode('%PDF-1.4\nnot really a pdf'))).rejects.toThrow(
      /could not be read|No text/,
    );
    await expect(
      parseContractFile({ fileName: 'notes.txt', bytes: new TextEncoder().encode('Just some notes about my day.') }),
    ).rejects.toThrow(/No articles or sections were found/);
  });
});
