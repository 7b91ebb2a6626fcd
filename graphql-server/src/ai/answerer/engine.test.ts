import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerPassages, DECLINE_BELOW, keySentences, offlineAnswer, retrieve } from './engine.js';
import { parseContract } from '../../modules/contract/import/parse.js';
import { sectionRecordsOf } from '../../modules/contract/import/section-records.js';
import { ContractIndex, type SectionRecord } from './retrieval.js';
import { SAMPLE_AGREEMENT_PATH } from './sample.js';

// The offline engine on the sample agreement, as a member types on a phone: no database, no network.
const sample = new ContractIndex(sectionRecordsOf(parseContract(readFileSync(SAMPLE_AGREEMENT_PATH, 'utf8'), 'markdown')));
const refs = (question: string, status: 'full_time' | 'part_time' = 'full_time') => {
  const r = retrieve(sample, question, status);
  return { r, passages: answerPassages(r).map((h) => h.section.reference) };
};

function section(
  id: string,
  article: number,
  number: string,
  title: string,
  text: string,
  articleTitle = `Article ${article} title`,
): SectionRecord {
  return {
    id,
    documentTitle: 'Test agreement',
    documentKind: 'agreement',
    articleLabel: `Article ${article}`,
    articleTitle,
    sectionNumber: number,
    sectionTitle: title,
    reference: `Article ${article}, Section ${number} - ${title}`,
    text,
  };
}

describe('questions members really ask', () => {
  it('answers a part-timer asked to work a double from the part-time overtime rule, then the general one, and nothing unrelated', () => {
    const { r, passages } = refs('Can my supervisor make me work a double shift?', 'part_time');
    expect(r.declined).toBe(false);
    expect(r.partTimeFirst).toBe(true);
    expect(passages[0]).toBe('Article 14, Section 14.3 - Part-Time Overtime');
    expect(passages).toContain('Article 7, Section 7.4 - Mandatory Overtime');
    expect(passages).not.toContain('Article 18, Section 18.4 - On-the-Job Injury');
    expect(offlineAnswer(sample, r).answer).toMatch(/^As a part-time employee, the part-time provisions apply to you first\./);
  });

  it('answers a full-timer asked to work a double from the mandatory overtime rule', () => {
    expect(refs('Can my supervisor make me work a double shift?').passages[0]).toBe('Article 7, Section 7.4 - Mandatory Overtime');
  });

  it('answers a steward at an investigatory meeting from the right to representation, not from steward time off', () => {
    const { r, passages } = refs('Can I bring a steward to an investigatory meeting?', 'part_time');
    expect(passages[0]).toBe('Article 15, Section 15.3 - Right to Representation in Investigations');
    expect(r.discipline).toBe(true);
    expect(r.confidence).toBeGreaterThanOrEqual(70);
  });

  it('reads shorthand, slang and misspellings', () => {
    expect(refs('can my sup make me stay late').passages[0]).toBe('Article 7, Section 7.4 - Mandatory Overtime');
    expect(refs('how much notice do i get if my sked changes').passages[0]).toBe('Article 6, Section 6.4 - Schedule Changes');
    expect(refs('beravement leave for my grandpa').passages[0]).toBe('Article 13, Section 13.3 - Bereavement Leave');
    const short = refs('my paycheck was short by $120, when is it fixed');
    expect(short.passages[0]).toBe('Article 9, Section 9.4 - Payday and Pay Errors');
    expect(short.r.declined).toBe(false);
  });

  it("declines a question in the contract's own words that no passage answers clearly, without saying the contract is silent on it", () => {
    const { r } = refs('what about the seniority of the union');
    expect(r.declined).toBe(true);
    const answer = offlineAnswer(sample, r).answer;
    expect(answer).toMatch(/^I could not find a clear answer to this in the contract\. The closest articles are Article 5 - Seniority/);
    expect(answer).not.toContain('does not appear to cover');
  });

  it('still declines what the contract never names, however it is typed', () => {
    for (const question of [
      'tuition reimbursement?',
      'can they search my locker',
      'What is the 401k match?',
      'How do I get a company credit card?',
    ]) {
      const { r } = refs(question);
      expect(r.declined, question).toBe(true);
      expect(r.confidence, question).toBeLessThan(DECLINE_BELOW);
      const answer = offlineAnswer(sample, r);
      expect(answer.confidence, question).toBeLessThan(35);
      expect(answer.answer).toMatch(/^The contract does not appear to cover this question\./);
    }
  });
});

describe('the part-time provision first', () => {
  it('only when it answers the question: not ahead of the payout rule for unused vacation', () => {
    const { r, passages } = refs("Can I get paid for vacation I haven't used when I quit?", 'part_time');
    expect(r.partTimeFirst).toBe(false);
    expect(passages[0]).toBe('Article 11, Section 11.3 - Vacation Carryover and Payout');
  });

  it('and for the questions it does answer', () => {
    expect(refs('How is overtime paid?', 'part_time').passages[0]).toBe('Article 14, Section 14.3 - Part-Time Overtime');
    expect(refs('Do I get holiday pay?', 'part_time').passages[0]).toBe('Article 14, Section 14.4 - Part-Time Holidays and Vacation');
    expect(refs('How much sick leave do I earn?', 'part_time').passages).toEqual([
      'Article 14, Section 14.5 - Part-Time Sick Leave',
      'Article 12, Section 12.1 - Sick Leave Accrual',
    ]);
  });
});

describe('ranking and confidence', () => {
  it('leaves out a passage that repeats one already quoted, but keeps a different one', () => {
    const index = new ContractIndex([
      section('a', 1, '1.1', 'Uniform Issue', 'The Company shall provide each employee with five shirts and one winter parka at no cost.'),
      section('b', 2, '2.1', 'Uniforms', 'The Company shall provide each employee with five shirts and one winter parka, at no cost.'),
      section(
        'c',
        3,
        '3.1',
        'Uniform Replacement',
        'Worn uniform shirts and parkas are replaced one for one when the employee returns them.',
      ),
      section('d', 4, '4.1', 'Parking', 'Parking at the hub is free.'),
    ]);
    const chosen = answerPassages(retrieve(index, 'How many uniform shirts and parkas do I get?')).map((h) => h.section.id);
    expect(chosen).toHaveLength(2);
    expect(chosen.filter((id) => id === 'a' || id === 'b')).toHaveLength(1);
    expect(chosen).toContain('c');
  });

  it('is less sure when two articles answer the question equally well than when one clearly does', () => {
    const filler = [
      section('x', 9, '9.1', 'Parking', 'Parking at the hub is free.'),
      section('y', 8, '8.1', 'Uniforms', 'Uniforms are issued at no cost.'),
    ];
    const clear = new ContractIndex([
      section(
        'a',
        1,
        '1.1',
        'Shift Trades',
        'Employees may trade shifts with qualified coworkers after giving notice to the scheduling desk.',
      ),
      section('b', 2, '2.1', 'Shift Bids', 'Shift bids are held twice a year.'),
      ...filler,
    ]);
    const split = new ContractIndex([
      section(
        'a',
        1,
        '1.1',
        'Shift Trades',
        'Employees may trade shifts with qualified coworkers after giving notice to the scheduling desk.',
      ),
      section(
        'b',
        2,
        '2.1',
        'Trading Shifts',
        'Employees may trade shifts with qualified coworkers after giving notice to the station manager.',
      ),
      ...filler,
    ]);
    const question = 'Can I trade shifts with a coworker?';
    const sure = retrieve(clear, question);
    const unsure = retrieve(split, question);
    expect(sure.margin).toBeGreaterThan(unsure.margin);
    expect(sure.confidence).toBeGreaterThan(unsure.confidence);
  });

  it('prefers the section whose title names the subject over one that mentions its words in passing', () => {
    expect(refs('can i get wrote up for using my sick time').passages[0]).toBe('Article 12, Section 12.5 - Sick Leave and Discipline');
    expect(refs('Can I be fired without just cause?').passages[0]).toBe('Article 15, Section 15.1 - Just Cause');
  });
});

describe('answers that read on a phone', () => {
  const beforeClosing = (answer: string) => answer.split('Read the cited sections')[0];
  const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it('keep to about 120 words before the closing line, however many sections are relevant', () => {
    for (const question of [
      'can they make me stay past my shift',
      'how many sick days do i get',
      'holiday pay and vacation and overtime',
    ]) {
      const answer = offlineAnswer(sample, retrieve(sample, question)).answer;
      expect(wordsOf(beforeClosing(answer)), question).toBeLessThanOrEqual(125);
    }
  });

  it("lead with the sentence that gives the number when the member asks 'how many'", () => {
    const answer = offlineAnswer(sample, retrieve(sample, 'pt overtime after how many hours', 'part_time')).answer;
    expect(answer).toMatch(
      /^As a part-time employee, the part-time provisions apply to you first\. Article 14, Section 14\.3 - Part-Time Overtime says: "A part-time employee is paid time and one-half/,
    );
  });
});

describe('the sentence that answers comes first', () => {
  it("'when do we get paid' leads with the pay day, not with a sentence about pay errors that only mentions payment", () => {
    const answer = offlineAnswer(sample, retrieve(sample, 'when do we get paid')).answer;
    expect(answer).toMatch(/says: "Employees are paid every other Friday by direct deposit\./);
  });
});

describe('a sentence that ends with a colon', () => {
  it('is quoted with the list that completes it', () => {
    const doubleTime = section(
      'dt',
      9,
      '9.2',
      'Double Time',
      'Employees shall be paid at double the regular rate for all hours worked:\n(a) in excess of 12 consecutive hours;\n(b) on the second consecutive day off worked in the same workweek.',
    );
    const index = new ContractIndex([
      doubleTime,
      section('ot', 9, '9.1', 'Overtime', 'Overtime is paid at time and one-half for hours worked beyond forty (40) in a week.'),
      section('hol', 11, '11.1', 'Holidays', 'An employee who works on a holiday is paid double time.'),
    ]);
    expect(keySentences(doubleTime, retrieve(index, 'when do i get double time').concepts)).toBe(
      'Employees shall be paid at double the regular rate for all hours worked: (a) in excess of 12 consecutive hours; (b) on the second consecutive day off worked in the same workweek.',
    );
  });
});
