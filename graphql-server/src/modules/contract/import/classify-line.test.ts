import { describe, expect, it } from 'vitest';
import { classifyLine, divisionWordOf } from './classify-line.js';

const text = (t: string) => classifyLine({ text: t, level: 0 }, 'Article');

describe('classifyLine', () => {
  it('reads an article heading with a roman numeral, its number as cited and its value for ordering', () => {
    expect(text('ARTICLE XII - SICK LEAVE')).toMatchObject({ kind: 'article', number: 'XII', value: 12, title: 'SICK LEAVE' });
    expect(text('Article 4')).toMatchObject({ kind: 'article', number: '4', value: 4, title: '' });
  });

  it("reads 'Section 3.2 - Title' as a section numbered within Article 3", () => {
    expect(text('Section 3.2 - Overtime Distribution')).toMatchObject({
      kind: 'section',
      number: '3.2',
      value: [3, 2],
      rest: 'Overtime Distribution',
    });
    expect(text('§ 4. Probation')).toMatchObject({ kind: 'section', number: '4', value: [4] });
  });

  it('reads a bare dotted number as a possible section, for the builder to check against the open article', () => {
    expect(text('7.4 Mandatory Overtime')).toMatchObject({
      kind: 'bare-section',
      number: '7.4',
      value: [7, 4],
      rest: 'Mandatory Overtime',
    });
  });

  it('tells a lettered section heading from a lettered sentence', () => {
    expect(text('B. PREPARATION TIME')).toMatchObject({ kind: 'lettered-section', letter: 'B', value: 2, title: 'Preparation Time' });
    expect(text('B. The Employer shall provide preparation time.')).toMatchObject({ kind: 'text' });
  });

  it('reads a letter or appendix heading as a document of its own, with its name and subject', () => {
    expect(text('LETTER OF AGREEMENT No. 3 - EXTREME HEAT')).toMatchObject({
      kind: 'letter',
      name: 'Letter of Agreement No. 3',
      subject: 'EXTREME HEAT',
    });
    expect(text('APPENDIX B')).toMatchObject({ kind: 'letter', name: 'Appendix B', subject: '' });
    // Naming a letter in a sentence does not start one.
    expect(text('Letter of agreement 3 - the parties agree that heat breaks are paid.')).toMatchObject({ kind: 'text' });
  });

  it('marks contents entries and page numbers as furniture, but not a Markdown heading that looks like one', () => {
    expect(text('ARTICLE 7 - Hours of Work ........................ 14')).toMatchObject({ kind: 'contents' });
    expect(text('Seniority    22')).toMatchObject({ kind: 'contents' });
    expect(text('Page 12 of 40')).toMatchObject({ kind: 'page-number' });
    expect(text('- 12 -')).toMatchObject({ kind: 'page-number' });
    expect(classifyLine({ text: '12', level: 2 }, 'Article')).toMatchObject({ kind: 'markdown-heading' });
  });

  it('reads body text as text, even when it begins like a heading but runs longer than one', () => {
    expect(text('The Employer shall pay overtime at one and one-half times the regular rate.')).toMatchObject({ kind: 'text' });
    const long = `Article 5 of this Agreement applies to every employee hired after the date of ratification, ${'and so on '.repeat(3)}`;
    expect(text(long)).toMatchObject({ kind: 'text' });
    expect(text('')).toMatchObject({ kind: 'blank' });
  });

  it("reads 'SECTION 5 - SCHEDULING' as a division only in an agreement divided into Sections", () => {
    expect(classifyLine({ text: 'SECTION 5 - SCHEDULING', level: 0 }, 'Section')).toMatchObject({
      kind: 'article',
      number: '5',
      title: 'SCHEDULING',
      section: { number: '5', rest: 'SCHEDULING' },
    });
    expect(text('SECTION 5 - SCHEDULING')).toMatchObject({ kind: 'section', number: '5' });
  });
});

describe('divisionWordOf', () => {
  it('finds Sections as the divisions of an agreement with no articles', () => {
    const lines = ['SECTION 1 - RECOGNITION', 'The Company recognizes the Union.', 'SECTION 2 - SCHEDULING'].map((t) => ({
      text: t,
      level: 0,
    }));
    expect(divisionWordOf(lines)).toBe('Section');
    expect(divisionWordOf([{ text: 'ARTICLE 1 - RECOGNITION', level: 0 }, ...lines])).toBe('Article');
  });
});
