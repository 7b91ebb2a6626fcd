import { describe, expect, it } from 'vitest';
import { holdsKeyFact, normalFact, type QuestionResult, sameArticle, scoreQuestion, summarise } from './benchmark.js';
import { ContractIndex, type SectionRecord } from './retrieval.js';

const record = (id: string, articleLabel: string, sectionNumber: string | null, title: string, text: string): SectionRecord => ({
  id,
  documentTitle: 'Test agreement',
  documentKind: articleLabel.startsWith('Article') ? 'agreement' : 'side_letter',
  articleLabel,
  articleTitle: title,
  sectionNumber,
  sectionTitle: title,
  reference: `${articleLabel}${sectionNumber ? `, Section ${sectionNumber}` : ''} - ${title}`,
  text,
});

const index = new ContractIndex([
  record(
    '1',
    'Article 9',
    '9.2',
    'Overtime Pay',
    'Overtime is paid at time and one-half the straight time rate after eight (8) hours in a day.',
  ),
  record('2', 'Article 14', '3', 'Vacation', 'Employees earn ten (10) days of vacation after one year of service.'),
  record('3', 'Letter of Agreement 2', null, 'Deicing', 'Deicing crews receive a premium of two dollars ($2.00) per hour.'),
]);

const result = (over: Partial<QuestionResult>): QuestionResult => ({
  question: 'q',
  covered: true,
  declined: false,
  confidence: 60,
  ranked: [],
  top1Article: true,
  top3Article: true,
  top1Section: null,
  keyFact: null,
  answer: '',
  ...over,
});

describe('contract benchmark scoring', () => {
  it('matches articles and letters as printed, whatever the case or a subject after the name', () => {
    expect(sameArticle('Article 9', { document: 'agreement', article: '9', section: '9.2' })).toBe(true);
    expect(sameArticle('Article 19', { document: 'agreement', article: '9', section: null })).toBe(false);
    expect(sameArticle('Article XIV', { document: 'Agreement', article: 'XIV', section: null })).toBe(true);
    expect(sameArticle('Section 5', { document: 'agreement', article: '5', section: 'A' })).toBe(true);
    expect(sameArticle('Letter of Agreement 5', { document: 'agreement', article: '5', section: null })).toBe(false);
    expect(sameArticle('Letter of Agreement 2', { document: 'Letter of Agreement No. 2', article: null, section: null })).toBe(true);
    expect(sameArticle('Letter of Agreement 2', { document: 'Letter of Agreement 2 - Deicing', article: null, section: null })).toBe(true);
    expect(sameArticle('Letter of Agreement 2', { document: 'Letter of Agreement 1', article: null, section: null })).toBe(false);
  });

  it("finds a key fact written 'ten (10) days', '10 days' or 'ten days', and not another number", () => {
    expect(normalFact('ten (10) days')).toBe('10 days');
    expect(holdsKeyFact('Employees earn ten (10) days of vacation', ['10 days'])).toBe(true);
    expect(holdsKeyFact('Employees earn ten days of vacation', ['10 days'])).toBe(true);
    expect(holdsKeyFact('Employees earn 10 days of vacation', ['ten days'])).toBe(true);
    expect(holdsKeyFact('Employees earn 12 days of vacation', ['10 days'])).toBe(false);
    expect(holdsKeyFact('a premium of two dollars ($2.00) per hour', ['$2.00'])).toBe(true);
  });

  it('scores a right answer, a wrong one and a declined uncovered question', () => {
    const right = scoreQuestion(index, {
      question: 'what is the overtime rate after eight hours',
      answers: [{ document: 'agreement', article: '9', section: '9.2' }],
      keyFacts: ['time and one-half'],
    });
    expect(right).toMatchObject({ covered: true, declined: false, top1Article: true, top3Article: true, top1Section: true, keyFact: true });
    const misplaced = scoreQuestion(index, {
      question: 'what is the overtime rate after eight hours',
      answers: [{ document: 'agreement', article: '14', section: '3' }],
    });
    expect(misplaced).toMatchObject({ top1Article: false, top1Section: false, keyFact: null });
    const uncovered = scoreQuestion(index, { question: 'is there a tuition reimbursement program', answers: null });
    expect(uncovered).toMatchObject({ covered: false, top1Article: false });
  });

  it('counts confident wrong answers (a wrong article, or an uncovered question answered) and a reliability table', () => {
    const summary = summarise([
      result({ confidence: 85 }),
      result({ confidence: 82, top1Article: false }),
      result({ confidence: 45, covered: false, top1Article: false, top3Article: false }),
      result({ confidence: 30, covered: false, declined: true, top1Article: false, top3Article: false }),
      result({ confidence: 20, declined: true, top1Article: false, top3Article: true }),
    ]);
    expect(summary).toMatchObject({
      questions: 5,
      covered: 3,
      top1Article: 1,
      top3Article: 3,
      uncovered: 2,
      uncoveredDeclined: 1,
      confidentWrong: 2,
    });
    expect(summary.reliability).toEqual([
      { bucket: '40-49', answered: 1, right: 0 },
      { bucket: '80-89', answered: 2, right: 0.5 },
    ]);
  });
});
