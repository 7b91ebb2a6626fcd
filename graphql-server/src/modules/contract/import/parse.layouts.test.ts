import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ParsedContract, parseContract, referenceOf } from './parse.js';
import { printAgreementPdf } from './printed-pdf.testing.js';
import { readContractFile } from './read-file.js';

// One small agreement per layout that locals have their contracts in: the outline must come out as a
// reader would cite it, whatever the layout.
const layouts = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/layouts');
const parse = async (name: string) =>
  parseContract(await readFile(path.join(layouts, name), 'utf8'), name.endsWith('.md') ? 'markdown' : 'text');
const references = (parsed: ParsedContract) => parsed.documents.flatMap((d) => d.sections.map((s) => referenceOf(d, s)));
const section = (parsed: ParsedContract, reference: string) =>
  parsed.documents.flatMap((d) => d.sections.map((s) => ({ ref: referenceOf(d, s), s }))).find((x) => x.ref.startsWith(reference))?.s;

describe('contract importer layouts', () => {
  it("reads 'Section 1. The Company shall ...' paragraphs as sections, and leaves out the table of contents, running headers and page numbers", async () => {
    const parsed = await parse('paragraph-sections.txt');
    expect(references(parsed)).toEqual([
      'Article 1, Section 1 - Recognition',
      'Article 1, Section 2 - Part-Time Employees',
      'Article 2, Section 1 - Seniority',
      'Article 2, Section 2 - Seniority',
      'Article 2, Section 3 - Seniority',
      'Article 3, Section 1 - Hours of Service',
      'Article 3, Section 2 - Overtime',
      'Article 3, Section 3 - Night Differential',
      'Letter of Agreement 1 - Deicing Crews',
    ]);
    expect(parsed.documents[0].effectiveDate).toBe('2025-01-01');
    // The paragraph broken by a page header and a page number is one sentence again.
    expect(section(parsed, 'Article 2, Section 2')?.text).toMatch(/shall have seniority from the date of hire\.$/);
    const allText = parsed.documents.flatMap((d) => d.sections.map((s) => s.text)).join('\n');
    expect(allText).not.toMatch(/FLEET SERVICE AGREEMENT|- \d -|\.{5}/);
    expect(section(parsed, 'Article 3, Section 2')?.subsections).toEqual(['(a)', '(b)']);
    expect(section(parsed, 'Article 1, Section 2')?.text).toMatch(/^An employee who is regularly scheduled/);
    expect(parsed.warnings).toEqual([]);
  });

  it("reads 'ARTICLE II' with its title on the next line, '2.01' paragraphs with A. and 1. items, side letters, and leaves out the index", async () => {
    const parsed = await parse('roman-decimal.txt');
    expect(references(parsed)).toEqual([
      'Article I, Section 1.01 - Recognition',
      'Article I, Section 1.02 - Recognition',
      'Article II, Section 2.01 - Hours of Service',
      'Article II, Section 2.02 - Hours of Service',
      'Article III - Tools',
      'Side Letter A - Line Maintenance Staffing',
    ]);
    expect(section(parsed, 'Article II, Section 2.01')?.text.split('\n')).toEqual([
      'The basic work day shall be eight (8) hours and the basic work week forty (40) hours.',
      'A. Shifts shall be bid twice a year in seniority order.',
      'B. A technician may exchange shifts with another qualified technician with the approval of the supervisor.',
      '1. Requests shall be made at least twenty-four (24) hours in advance.',
      '2. No more than four (4) exchanges are allowed in a month.',
    ]);
    const letter = parsed.documents[1];
    expect(letter.sections.map((s) => s.text).join(' ')).not.toMatch(/INDEX|\.{5}/);
  });

  it("reads Markdown with 'Section 2.1 Runs' and 'Section 1 - Report Time Allowance' headings, (1)/(i) items, a table and a memorandum", async () => {
    const parsed = await parse('markdown-mixed.md');
    expect(references(parsed)).toEqual([
      'Article 1 - Recognition',
      'Article 2, Section 2.1 - Runs',
      'Article 2, Section 2.2 - Spread Time',
      'Article 3, Section 1 - Report Time Allowance',
      'Article 3, Section 2 - Missed Report',
      'Memorandum of Understanding 1 - Extraboard Pilot',
    ]);
    expect(parsed.documents[0].effectiveDate).toBe('2024-07-01');
    expect(section(parsed, 'Article 3, Section 2')?.subsections).toEqual(['(i)', '(ii)']);
    expect(section(parsed, 'Article 3, Section 2')?.text).toContain('$26.55');
  });

  it("reads 'Article 2. Hours of Work' with '\u00a7 2.2 Meal and Rest Periods' headings, a./(1) items and several letters", async () => {
    const parsed = await parse('section-sign.txt');
    expect(references(parsed)).toEqual([
      'Article 1 - Recognition',
      'Article 2, Section 2.1 - Work Day',
      'Article 2, Section 2.2 - Meal and Rest Periods',
      'Article 2, Section 2.3 - Mandatory Overtime',
      'Letter of Agreement 1 - Staffing Committee',
      'Letter of Agreement 2 - Float Pool',
    ]);
    expect(parsed.documents[0].effectiveDate).toBe('2023-04-01');
    expect(section(parsed, 'Article 2, Section 2.2')?.text.split('\n')).toEqual([
      'a. A nurse shall receive an unpaid meal period of thirty (30) minutes.',
      '(1) If the nurse cannot be relieved, the meal period is paid.',
      '(2) A rest period of fifteen (15) minutes is provided for each four (4) hours worked.',
    ]);
  });

  it("reads '7.1 Overtime Rate.' and untitled '7.2 An employee ...' sections, and an appendix and a side letter as documents of their own", async () => {
    const parsed = await parse('appendix.txt');
    expect(references(parsed)).toEqual([
      'Article 7, Section 7.1 - Overtime Rate',
      'Article 7, Section 7.2 - Overtime and Call-Out',
      'Article 8, Section 8.1 - Heat',
      'Appendix A - Wage Steps',
      'Side Letter of Agreement, Section 1 - Snow Season Scheduling',
      'Side Letter of Agreement, Section 2 - Snow Season Scheduling',
      'Side Letter of Agreement, Section 3 - Snow Season Scheduling',
    ]);
    // A letter's numbered paragraphs are its sections; the words before the first go with it.
    expect(section(parsed, 'Side Letter of Agreement, Section 1')?.text).toBe(
      'The parties agree as follows for the snow season (November 15 to March 31):\nThe City may schedule twelve-hour shifts for snow removal crews.',
    );
    expect(section(parsed, 'Article 7, Section 7.1')?.text).toMatch(/^Work in excess of forty/);
    expect(section(parsed, 'Appendix A')?.text).toContain('$24.75');
  });

  it("reads 'Art. 2 - Hours of Work' with '2.2 SHIFT TRADES.' sections, a)/b) items and a cross reference that is not a heading", async () => {
    const parsed = await parse('art-abbreviated.txt');
    expect(references(parsed)).toEqual([
      'Article 1, Section 1.1 - Scope',
      'Article 2, Section 2.1 - Work Week',
      'Article 2, Section 2.2 - Shift Trades',
      'Memorandum of Agreement - Holiday Staffing',
    ]);
    expect(section(parsed, 'Article 2, Section 2.2')?.text.split('\n')).toEqual([
      'Agents may trade shifts with qualified agents:',
      'a) requests are made twenty-four (24) hours ahead;',
      'b) no agent may work more than sixteen (16) hours in a day, as provided in 2.1 above and in the overtime rules.',
    ]);
  });

  it("reads an agreement whose divisions are 'SECTION 5 - SCHEDULING' with lettered 'A. Reserve Availability' sections, and a numbered letter", async () => {
    const parsed = await parse('sections-as-articles.md');
    expect(references(parsed)).toEqual([
      'Section 1 - Recognition',
      'Section 5, A - Reserve Availability',
      'Section 5, B - Lineholders',
      'Letter of Agreement 23-01 - Crew Meals',
    ]);
    expect(section(parsed, 'Section 5, A')?.text).toContain('Short call reserve responds within two (2) hours.');
  });

  it("reads 'Article 6. Hours of Service' with 'Section 1. The Company shall ...' paragraphs, a page number inside a paragraph, and 'LETTER OF AGREEMENT No. 1' letters with their 'Re:' subject line", async () => {
    const parsed = await parse('letters-re-lines.txt');
    expect(references(parsed)).toEqual([
      'Article 5 - Non-Discrimination',
      'Article 6, Section 1 - Hours of Service',
      'Article 6, Section 2 - Part-Time Employee',
      'Letter of Agreement No. 1, Section 1 - Extreme Heat Procedures',
      'Letter of Agreement No. 1, Section 2 - Extreme Heat Procedures',
      'Letter of Agreement No. 1, Section 3 - Extreme Heat Procedures',
      'Letter of Agreement No. 2, Section 1 - Seasonal Peak Employees',
      'Letter of Agreement No. 2, Section 2 - Seasonal Peak Employees',
      'Letter of Agreement No. 2, Section 3 - Seasonal Peak Employees',
    ]);
    expect(parsed.documents.map((d) => d.title)).toEqual([
      expect.any(String),
      'Letter of Agreement No. 1 - Extreme Heat Procedures',
      'Letter of Agreement No. 2 - Seasonal Peak Employees',
    ]);
    expect(section(parsed, 'Article 6, Section 2')?.text).toContain('shall be guaranteed at least twenty (20) hours a week.');
    expect(section(parsed, 'Letter of Agreement No. 1, Section 2')?.text).toContain('cooling break of ten (10) minutes');
  });

  it("reads 'ARTICLE 12 – SENIORITY' with curly quotes, 'Section 12.1 Definition.' headings, (A)/(1) items, a schedule and a side letter", async () => {
    const parsed = await parse('en-dash-curly.txt');
    expect(references(parsed)).toEqual([
      'Article 12, Section 12.1 - Definition',
      'Article 12, Section 12.2 - Layoff',
      'Schedule A - Wage Rates',
      'Side Letter 1 - Cold Storage Breaks',
    ]);
    expect(section(parsed, 'Article 12, Section 12.2')?.subsections).toEqual(['(A)', '(B)', '(1)', '(2)']);
  });

  it("reads 'ARTICLE V — WORKING CONDITIONS' with 'B. Preparation Time' sections and 1./2. paragraphs, and an appendix", async () => {
    const parsed = await parse('lettered-sections.txt');
    expect(references(parsed)).toEqual([
      'Article I, Section A - Bargaining Unit',
      'Article V, Section A - Work Day',
      'Article V, Section B - Preparation Time',
      'Article V, Section C - Class Size',
      'Appendix B - Salary Schedule',
    ]);
    expect(section(parsed, 'Article V, Section B')?.text.split('\n')).toEqual([
      '1. Each teacher receives at least two hundred fifty (250) minutes of preparation time per week.',
      '2. Preparation time is not assigned to other duties except in an emergency.',
    ]);
  });

  it('leaves out a table of contents that lists articles and letters without page numbers, and reads a schedule with Section A.1 and a side letter "on" a subject', async () => {
    const parsed = await parse('contents-without-pages.txt');
    expect(references(parsed)).toEqual([
      'Article I, Section A - Bargaining Unit',
      'Article II, Section A - Sick Leave',
      'Schedule A, Section A.1 - Base Salary',
      'Schedule A, Section A.2 - Steps',
      'Side Letter, Section 1 - Substitute Coverage',
      'Side Letter, Section 2 - Substitute Coverage',
      'Side Letter, Section 3 - Substitute Coverage',
    ]);
    expect(parsed.documents[0].sections[1].articleTitle).toBe('Sick Leave and Short-Term Leaves for Family Care');
  });

  it('warns when a long article has no sections, and the preview counts what it found', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} of the long article says something about wages.`).join(' ');
    const parsed = parseContract(
      `ARTICLE 1 - RECOGNITION\n\nSection 1. The Company recognizes the Union.\n\nARTICLE 2 - WAGES\n\n${long}\n`,
      'text',
    );
    expect(parsed.warnings).toEqual([
      'Article 2 (Wages) has about 600 words and no sections: check that its sections were recognised, or members will get one long passage.',
    ]);
  });
});

describe('contract importer on printed copies', () => {
  it('reads a PDF with running headers, page numbers, hyphenated words and two-column pages as it reads the text', async () => {
    for (const name of ['roman-decimal.txt', 'section-sign.txt', 'appendix.txt', 'contents-without-pages.txt', 'en-dash-curly.txt']) {
      const text = await readFile(path.join(layouts, name), 'utf8');
      const pdf = printAgreementPdf(text, { header: 'LOCAL 9 AGREEMENT - PRINTED COPY', twoColumnPages: [2, 3] });
      const source = await readContractFile(name.replace('.txt', '.pdf'), pdf);
      expect(source.format).toBe('pdf');
      const fromPdf = parseContract(source.text, source.format);
      expect(references(fromPdf), name).toEqual(references(parseContract(text, 'text')));
      const all = fromPdf.documents.flatMap((d) => d.sections.map((s) => s.text)).join('\n');
      expect(all, name).not.toMatch(/PRINTED COPY|Page \d+ of \d+/);
    }
  });

  it('joins a word hyphenated at the end of a line, and reads two columns written row by row in column order', async () => {
    const text = await readFile(path.join(layouts, 'roman-decimal.txt'), 'utf8');
    const source = await readContractFile('a.pdf', printAgreementPdf(text, { header: 'HEADER OF EVERY PAGE', twoColumnPages: [1, 2] }));
    // The printer breaks 'maintenance' and 'technicians' across lines in these narrow columns.
    expect(source.text).not.toMatch(/[a-z]-\n[a-z]/);
    const parsed = parseContract(source.text, source.format);
    expect(section(parsed, 'Article I, Section 1.01')?.text).toBe(
      'The Company recognizes the Guild as the representative of all aircraft maintenance technicians and inspectors employed at its maintenance bases.',
    );
    expect(section(parsed, 'Article II, Section 2.02')?.text).toMatch(/^A meal period of thirty \(30\) minutes/);
  });
});
