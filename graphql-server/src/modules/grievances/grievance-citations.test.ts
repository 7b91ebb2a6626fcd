import { describe, expect, it } from 'vitest';
import { type CitableSection, findCitationReferences, resolveCitations } from './grievance-citations.js';

let nextId = 0;
function section(
  documentKind: CitableSection['documentKind'],
  documentLabel: string,
  articleNumber: string,
  sectionNumber: string | null,
  title: string,
): CitableSection {
  const head = documentKind === 'agreement' ? `Article ${articleNumber}` : documentLabel;
  const reference = `${head}${sectionNumber ? `, Section ${sectionNumber}` : ''} - ${title}`;
  return {
    id: String(++nextId),
    documentKind,
    documentLabel,
    documentTitle: documentKind === 'agreement' ? 'Agreement' : documentLabel,
    articleNumber,
    sectionNumber,
    reference,
    text: `The text of ${reference}.`,
  };
}

// Sections numbered by article ('7.2'), as most agreements do; two side letters.
const dotted: CitableSection[] = [
  section('agreement', 'Article', '7', '7.1', 'Overtime Pay'),
  section('agreement', 'Article', '7', '7.2', 'Distribution of Overtime'),
  section('agreement', 'Article', '7', '7.3', 'Overtime Records'),
  section('agreement', 'Article', '7', '7.4', 'Mandatory Overtime'),
  section('agreement', 'Article', '12', '12.3', 'Bidding'),
  section('agreement', 'Article', '15', null, 'Savings Clause'),
  section('side_letter', 'Letter of Agreement No. 1', '', '1', 'Heat Breaks'),
  section('side_letter', 'Letter of Agreement No. 1', '', '2', 'Cold Breaks'),
  section('side_letter', 'Side Letter A', '', null, 'Parking'),
];

// Roman article numbers, sections restarting at 1 in each article.
const roman: CitableSection[] = [
  section('agreement', 'Article', 'IV', '1', 'Definition'),
  section('agreement', 'Article', 'IV', '3', 'Layoff'),
  section('agreement', 'Article', 'V', '1', 'Work Week'),
  section('agreement', 'Article', 'V', '2', 'Overtime'),
  section('agreement', 'Article', 'V', '3', 'Shift Trades'),
  section('side_letter', 'Letter of Agreement II', '', null, 'Temporary Employees'),
];

const cited = (text: string, sections: CitableSection[]) => {
  const { provisions, notFound } = resolveCitations(text, sections);
  return { references: provisions.map((p) => p.reference), notFound };
};

describe('resolveCitations', () => {
  it('finds what members write, with the section text', () => {
    const result = resolveCitations('Article 7, Section 7.2 - Distribution of Overtime', dotted);
    expect(result.provisions).toEqual([
      {
        reference: 'Article 7, Section 7.2 - Distribution of Overtime',
        documentTitle: 'Agreement',
        text: 'The text of Article 7, Section 7.2 - Distribution of Overtime.',
      },
    ]);
    expect(result.notFound).toEqual([]);
    expect(cited('Art. 12 sec 12.3', dotted).references).toEqual(['Article 12, Section 12.3 - Bidding']);
    expect(cited('see Section 7.4', dotted).references).toEqual(['Article 7, Section 7.4 - Mandatory Overtime']);
    expect(cited('§ 7.2(a) was ignored', dotted).references).toEqual(['Article 7, Section 7.2 - Distribution of Overtime']);
    expect(cited('Article 7.4', dotted).references).toEqual(['Article 7, Section 7.4 - Mandatory Overtime']);
  });

  it('cites every section of an article or letter named without a section', () => {
    expect(cited('Letter of Agreement 1', dotted).references).toEqual([
      'Letter of Agreement No. 1, Section 1 - Heat Breaks',
      'Letter of Agreement No. 1, Section 2 - Cold Breaks',
    ]);
    expect(cited('LOA #1, Section 2', dotted).references).toEqual(['Letter of Agreement No. 1, Section 2 - Cold Breaks']);
    expect(cited('Side Letter A', dotted).references).toEqual(['Side Letter A - Parking']);
    expect(cited('Article 15', dotted).references).toEqual(['Article 15 - Savings Clause']);
  });

  it('reads roman numerals and sections numbered from 1 in each article', () => {
    expect(cited('Article V, Section 3', roman).references).toEqual(['Article V, Section 3 - Shift Trades']);
    expect(cited('Article 5 sec. 2', roman).references).toEqual(['Article V, Section 2 - Overtime']);
    expect(cited('Section 2 of Article V', roman).references).toEqual(['Article V, Section 2 - Overtime']);
    expect(cited('Section 5.3', roman).references).toEqual(['Article V, Section 3 - Shift Trades']);
    expect(cited('Letter of Agreement 2', roman).references).toEqual(['Letter of Agreement II - Temporary Employees']);
  });

  it('reads lists and ranges of sections', () => {
    expect(cited('Sections 7.2 and 7.4', dotted).references).toEqual([
      'Article 7, Section 7.2 - Distribution of Overtime',
      'Article 7, Section 7.4 - Mandatory Overtime',
    ]);
    expect(cited('Article 7, Sections 7.1 through 7.3', dotted).references).toEqual([
      'Article 7, Section 7.1 - Overtime Pay',
      'Article 7, Section 7.2 - Distribution of Overtime',
      'Article 7, Section 7.3 - Overtime Records',
    ]);
    // A number of another shape after a comma is not part of the list.
    expect(cited('Section 7.2, 3 witnesses saw it', dotted)).toEqual({
      references: ['Article 7, Section 7.2 - Distribution of Overtime'],
      notFound: [],
    });
  });

  it('takes a later section under the article named before it', () => {
    expect(cited('Article V, Section 1; they also broke Section 3', roman).references).toEqual([
      'Article V, Section 1 - Work Week',
      'Article V, Section 3 - Shift Trades',
    ]);
  });

  it('lists references that match nothing as written, and an ambiguous bare section as not found', () => {
    expect(cited('Article 9, Section 9.1 and Letter of Agreement 4', dotted)).toEqual({
      references: [],
      notFound: ['Article 9, Section 9.1', 'Letter of Agreement 4'],
    });
    // Articles IV and V both have a Section 3.
    expect(cited('Section 3', roman)).toEqual({ references: [], notFound: ['Section 3'] });
    expect(cited('Sections 7.2 and 7.9', dotted)).toEqual({
      references: ['Article 7, Section 7.2 - Distribution of Overtime'],
      notFound: ['Section 7.9 (in "Sections 7.2 and 7.9")'],
    });
  });

  it('cites each section once, in the order first cited', () => {
    expect(cited('Section 7.4, then Article 7, Section 7.2, and again Section 7.4', dotted).references).toEqual([
      'Article 7, Section 7.4 - Mandatory Overtime',
      'Article 7, Section 7.2 - Distribution of Overtime',
    ]);
  });

  it('ignores ordinary words that look like references', () => {
    expect(findCitationReferences('The article civil was posted; the side letter on parking; my section of the hangar.')).toEqual([]);
    expect(cited('My supervisor gave the overtime to a junior employee.', dotted)).toEqual({ references: [], notFound: [] });
  });
});
