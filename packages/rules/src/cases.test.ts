import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  addDays,
  type CaseDates,
  type CaseDeadline,
  DEFAULT_GRIEVANCE_PROCEDURE,
  daysUntil,
  describeDeadline,
  formatDay,
  type GrievanceProcedure,
  grievanceProcedureSchema,
  isOverdue,
  nextDeadline,
  PROCEDURE_MESSAGES,
} from './cases.js';

// Weekdays used below (checked against a calendar): 2026-07-03 and 2026-12-25 are Fridays, 2026-10-31 a Saturday,
// 2028-01-30 a Sunday, 2028-02-29 a Tuesday, 2027-01-01 a Friday.

describe('addDays in calendar days', () => {
  it('counts every day, from the day after the start', () => {
    expect(addDays('2026-11-24', 10, 'calendar')).toBe('2026-12-04'); // Tuesday -> Friday
    expect(addDays('2026-11-27', 5, 'calendar')).toBe('2026-12-02'); // a weekend in between counts
  });

  it('moves a last day on a Saturday or a Sunday to the Monday', () => {
    expect(addDays('2026-10-01', 30, 'calendar')).toBe('2026-11-02'); // would be Saturday 31 October
    expect(addDays('2028-01-01', 29, 'calendar')).toBe('2028-01-31'); // would be Sunday 30 January
  });

  it('moves a last day on a holiday to the next working day, past a weekend after a Friday holiday', () => {
    expect(addDays('2026-06-23', 10, 'calendar', ['2026-07-03'])).toBe('2026-07-06'); // Friday holiday, then the weekend
    expect(addDays('2026-06-23', 10, 'calendar')).toBe('2026-07-03'); // the same day without the holiday
    expect(addDays('2026-10-01', 30, 'calendar', ['2026-11-02'])).toBe('2026-11-03'); // Saturday, then a Monday holiday
    expect(addDays('2026-06-23', 13, 'calendar', ['2026-07-03'])).toBe('2026-07-06'); // a holiday inside the limit counts
  });

  it('crosses month ends and year ends', () => {
    expect(addDays('2026-01-31', 30, 'calendar')).toBe('2026-03-02'); // through a 28-day February
    expect(addDays('2026-03-31', 30, 'calendar')).toBe('2026-04-30');
    expect(addDays('2026-12-21', 11, 'calendar')).toBe('2027-01-01');
    expect(addDays('2026-12-21', 11, 'calendar', ['2027-01-01'])).toBe('2027-01-04'); // New Year's Day on a Friday
  });

  it('knows the leap day 2028-02-29 and that 2027 has none', () => {
    expect(addDays('2028-02-28', 1, 'calendar')).toBe('2028-02-29');
    expect(addDays('2028-01-30', 30, 'calendar')).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1, 'calendar')).toBe('2028-03-01');
    expect(addDays('2028-02-29', 365, 'calendar')).toBe('2029-02-28');
    expect(addDays('2027-02-27', 2, 'calendar')).toBe('2027-03-01'); // 2027-02-29 does not exist
  });
});

describe('addDays in business days', () => {
  it('skips Saturdays and Sundays', () => {
    expect(addDays('2026-11-27', 5, 'business')).toBe('2026-12-04'); // Friday + 5 working days = next Friday
    expect(addDays('2026-11-27', 1, 'business')).toBe('2026-11-30'); // Friday -> Monday
    expect(addDays('2026-11-28', 1, 'business')).toBe('2026-11-30'); // counting from a Saturday
  });

  it('skips listed holidays, a Friday holiday before a weekend included', () => {
    expect(addDays('2026-07-02', 1, 'business', ['2026-07-03'])).toBe('2026-07-06');
    expect(addDays('2026-12-24', 5, 'business', ['2026-12-25', '2027-01-01'])).toBe('2027-01-04'); // across the year end
    expect(addDays('2026-12-24', 5, 'business')).toBe('2026-12-31');
  });

  it('crosses month ends and the leap day', () => {
    expect(addDays('2028-02-25', 2, 'business')).toBe('2028-02-29'); // Friday -> Monday 28 -> Tuesday 29
    expect(addDays('2028-02-25', 3, 'business')).toBe('2028-03-01');
    expect(addDays('2026-01-29', 10, 'business')).toBe('2026-02-12');
  });
});

describe('addDays edge cases', () => {
  it('with 0 days gives the start, or the next working day when the start is not one', () => {
    expect(addDays('2026-12-04', 0, 'calendar')).toBe('2026-12-04');
    expect(addDays('2026-12-05', 0, 'business')).toBe('2026-12-07');
  });

  it('refuses negative or fractional days and anything that is not a YYYY-MM-DD day', () => {
    expect(() => addDays('2026-12-04', -1, 'calendar')).toThrow(RangeError);
    expect(() => addDays('2026-12-04', 1.5, 'business')).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1, 'calendar')).toThrow(RangeError);
    expect(() => addDays('2026-12-04T00:00:00Z', 1, 'calendar')).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1, 'calendar')).toThrow(RangeError);
  });
});

describe('daysUntil and isOverdue', () => {
  it('count calendar days across month ends, year ends and the leap day', () => {
    expect(daysUntil('2026-12-04', '2026-11-28')).toBe(6);
    expect(daysUntil('2026-11-30', '2026-12-03')).toBe(-3);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysUntil('2027-03-01', '2027-02-28')).toBe(1);
  });

  it('a deadline is not missed on its last day, only from the day after', () => {
    expect(isOverdue('2026-12-04', '2026-12-03')).toBe(false);
    expect(isOverdue('2026-12-04', '2026-12-04')).toBe(false);
    expect(isOverdue('2026-12-04', '2026-12-05')).toBe(true);
    expect(isOverdue('2026-12-31', '2027-01-01')).toBe(true);
  });
});

describe('formatDay', () => {
  it("names the weekday and month, with the year only when it is not today's", () => {
    expect(formatDay('2026-12-04', '2026-11-28')).toBe('Friday, December 4');
    expect(formatDay('2027-01-04', '2026-12-28')).toBe('Monday, January 4, 2027');
    expect(formatDay('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });
});

/** A valid procedure to vary one field of. */
const procedureWith = (change: Record<string, unknown>) => ({
  dayKind: 'calendar',
  holidays: [],
  steps: DEFAULT_GRIEVANCE_PROCEDURE.steps.map((step) => ({ ...step })),
  ...change,
});
const firstStepWith = (change: Record<string, unknown>) =>
  procedureWith({ steps: [{ ...DEFAULT_GRIEVANCE_PROCEDURE.steps[0], ...change }, ...DEFAULT_GRIEVANCE_PROCEDURE.steps.slice(1)] });
const messages = (input: unknown) => grievanceProcedureSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('grievanceProcedureSchema', () => {
  it('takes the default procedure as it is', () => {
    expect(grievanceProcedureSchema.parse(DEFAULT_GRIEVANCE_PROCEDURE)).toEqual(DEFAULT_GRIEVANCE_PROCEDURE);
    expectTypeOf<z.output<typeof grievanceProcedureSchema>>().toExtend<GrievanceProcedure>();
  });

  it('refuses a time limit of 0 days, more than 365, a fraction or a text, and takes null or nothing as no limit', () => {
    for (const days of [0, -1, 366, 1.5, '10', Number.NaN]) {
      expect(messages(firstStepWith({ fileWithinDays: days })), String(days)).toEqual([PROCEDURE_MESSAGES.fileWithinDays]);
      expect(messages(firstStepWith({ answerWithinDays: days })), String(days)).toEqual([PROCEDURE_MESSAGES.answerWithinDays]);
    }
    for (const days of [1, 365, null]) expect(messages(firstStepWith({ fileWithinDays: days, answerWithinDays: days }))).toEqual([]);
    const { fileWithinDays: _left, ...withoutLimit } = DEFAULT_GRIEVANCE_PROCEDURE.steps[0];
    expect(grievanceProcedureSchema.parse({ ...DEFAULT_GRIEVANCE_PROCEDURE, steps: [withoutLimit] }).steps[0].fileWithinDays).toBeNull();
  });

  it('needs 1 to 10 steps, each with a name of 1 to 120 characters, and names that differ', () => {
    expect(messages(procedureWith({ steps: [] }))).toEqual([PROCEDURE_MESSAGES.stepsRequired]);
    const step = (name: string) => ({ name, fileWithinDays: 10, fileAfter: 'incident', answerWithinDays: 10 });
    const eleven = Array.from({ length: 11 }, (_, index) => step(`Step ${index + 1}`));
    expect(messages(procedureWith({ steps: eleven }))).toEqual([PROCEDURE_MESSAGES.stepsTooMany]);
    expect(messages(procedureWith({ steps: eleven.slice(0, 10) }))).toEqual([]);
    expect(messages(firstStepWith({ name: '   ' }))).toEqual([PROCEDURE_MESSAGES.stepNameRequired]);
    expect(messages(firstStepWith({ name: 'x'.repeat(121) }))).toEqual([PROCEDURE_MESSAGES.stepNameTooLong]);
    expect(messages(firstStepWith({ name: 'x'.repeat(120) }))).toEqual([]);
    expect(messages(firstStepWith({ name: 'step 2 - station MANAGER' }))).toEqual([PROCEDURE_MESSAGES.stepNameRepeated]);
  });

  it('refuses a first step counted from a previous answer, pointing at that field', () => {
    const issues = grievanceProcedureSchema.safeParse(firstStepWith({ fileAfter: 'previous_answer' })).error?.issues;
    expect(issues?.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['steps', 0, 'fileAfter'], message: PROCEDURE_MESSAGES.firstStepAfterPrevious },
    ]);
    expect(messages(firstStepWith({ fileAfter: 'hearing' }))).toEqual([PROCEDURE_MESSAGES.fileAfter]);
  });

  it('takes calendar or business days and up to 100 real holidays, sorted and each once', () => {
    expect(messages(procedureWith({ dayKind: 'weekdays' }))).toEqual([PROCEDURE_MESSAGES.dayKind]);
    const parsed = grievanceProcedureSchema.parse(
      procedureWith({ dayKind: 'business', holidays: ['2026-12-25', ' 2026-07-03', '2026-12-25'] }),
    );
    expect(parsed.holidays).toEqual(['2026-07-03', '2026-12-25']);
    for (const day of ['2026-02-30', '2026-13-01', 'July 3', 20260703])
      expect(messages(procedureWith({ holidays: [day] }))).toEqual([PROCEDURE_MESSAGES.holiday]);
    const christmases = (count: number) => Array.from({ length: count }, (_, index) => `${2000 + index}-12-25`);
    expect(messages(procedureWith({ holidays: christmases(100) }))).toEqual([]);
    expect(messages(procedureWith({ holidays: christmases(101) }))).toEqual([PROCEDURE_MESSAGES.holidaysTooMany]);
  });
});

describe('DEFAULT_GRIEVANCE_PROCEDURE', () => {
  it("is the sample agreement's three steps in calendar days", () => {
    expect(DEFAULT_GRIEVANCE_PROCEDURE).toEqual({
      dayKind: 'calendar',
      holidays: [],
      steps: [
        { name: 'Step 1 - Immediate supervisor', fileWithinDays: 30, fileAfter: 'knowledge', answerWithinDays: 5 },
        { name: 'Step 2 - Station manager', fileWithinDays: 10, fileAfter: 'previous_answer', answerWithinDays: 20 },
        { name: 'Step 3 - System Board of Adjustment', fileWithinDays: 30, fileAfter: 'previous_answer', answerWithinDays: null },
      ],
    });
    expect(Object.isFrozen(DEFAULT_GRIEVANCE_PROCEDURE.steps[0])).toBe(true);
  });
});

const STEP_1 = 'Step 1 - Immediate supervisor';
const STEP_2 = 'Step 2 - Station manager';
const STEP_3 = 'Step 3 - System Board of Adjustment';
const INCIDENT = '2026-10-01'; // a Thursday
const due = (dates: CaseDates, status: 'submitted' | 'in_progress' = 'in_progress') =>
  nextDeadline(DEFAULT_GRIEVANCE_PROCEDURE, dates, status);

describe('nextDeadline through every step of the default procedure', () => {
  it('not filed: the union files Step 1 within 30 days of the incident (a Saturday moves to Monday)', () => {
    expect(due({ incidentOn: INCIDENT, steps: [] }, 'submitted')).toEqual({
      kind: 'file',
      party: 'union',
      stepIndex: 0,
      stepName: STEP_1,
      dueOn: '2026-11-02',
      extended: false,
    });
  });

  it('counts from the knowledge date when the member learned of it later, never from one before the incident', () => {
    expect(due({ incidentOn: INCIDENT, knowledgeOn: '2026-10-05', steps: [] })?.dueOn).toBe('2026-11-04');
    expect(due({ incidentOn: INCIDENT, knowledgeOn: '2026-09-20', steps: [] })?.dueOn).toBe('2026-11-02');
    expect(due({ incidentOn: INCIDENT, knowledgeOn: null, steps: [] })?.dueOn).toBe('2026-11-02');
  });

  it('Step 1 filed: the company answers within 5 days of the filing', () => {
    expect(due({ incidentOn: INCIDENT, steps: [{ stepIndex: 0, filedOn: '2026-10-20' }] })).toEqual({
      kind: 'answer',
      party: 'company',
      stepIndex: 0,
      stepName: STEP_1,
      dueOn: '2026-10-26', // Sunday 25 October moves to Monday
      extended: false,
    });
  });

  const step1Answered = { stepIndex: 0, filedOn: '2026-10-20', answeredOn: '2026-10-23' };
  const step2Answered = { stepIndex: 1, filedOn: '2026-10-30', answeredOn: '2026-11-18' };

  it('Step 1 answered: the union appeals to Step 2 within 10 days of the answer', () => {
    expect(due({ incidentOn: INCIDENT, steps: [step1Answered] })).toEqual({
      kind: 'file',
      party: 'union',
      stepIndex: 1,
      stepName: STEP_2,
      dueOn: '2026-11-02',
      extended: false,
    });
  });

  it('Step 2 filed: the company answers within 20 days', () => {
    const deadline = due({ incidentOn: INCIDENT, steps: [step1Answered, { stepIndex: 1, filedOn: '2026-10-30' }] });
    expect(deadline).toMatchObject({ kind: 'answer', party: 'company', stepIndex: 1, stepName: STEP_2, dueOn: '2026-11-19' });
  });

  it('Step 2 answered: the union appeals to Step 3 within 30 days, whatever order the steps come in', () => {
    const deadline = due({ incidentOn: INCIDENT, steps: [step2Answered, step1Answered] });
    expect(deadline).toMatchObject({ kind: 'file', party: 'union', stepIndex: 2, stepName: STEP_3, dueOn: '2026-12-18' });
  });

  it('Step 3 filed has no answer limit, and after the last step is answered nothing is due', () => {
    const step3 = { stepIndex: 2, filedOn: '2026-12-10' };
    expect(due({ incidentOn: INCIDENT, steps: [step1Answered, step2Answered, step3] })).toBeNull();
    expect(due({ incidentOn: INCIDENT, steps: [step1Answered, step2Answered, { ...step3, answeredOn: '2027-03-01' }] })).toBeNull();
  });

  it('a case filed straight at Step 2 (a discharge), or advanced without a Step 1 answer, waits on Step 2', () => {
    const step2 = { stepIndex: 1, filedOn: '2026-10-30' };
    expect(due({ incidentOn: INCIDENT, steps: [step2] })).toMatchObject({ kind: 'answer', stepIndex: 1, dueOn: '2026-11-19' });
    expect(due({ incidentOn: INCIDENT, steps: [{ stepIndex: 0, filedOn: '2026-10-20' }, step2] })).toMatchObject({ stepIndex: 1 });
  });

  it('a filed step the procedure no longer has gives no deadline', () => {
    expect(due({ incidentOn: INCIDENT, steps: [{ stepIndex: 5, filedOn: '2026-10-20' }] })).toBeNull();
  });
});

describe('nextDeadline and the case status', () => {
  const dates: CaseDates = { incidentOn: INCIDENT, steps: [] };

  it('is computed for submitted and in-progress cases only', () => {
    expect(nextDeadline(DEFAULT_GRIEVANCE_PROCEDURE, dates, 'submitted')).not.toBeNull();
    expect(nextDeadline(DEFAULT_GRIEVANCE_PROCEDURE, dates, 'in_progress')).not.toBeNull();
    for (const status of ['draft', 'resolved', 'closed'] as const)
      expect(nextDeadline(DEFAULT_GRIEVANCE_PROCEDURE, dates, status)).toBeNull();
  });
});

describe('nextDeadline with an agreed extension', () => {
  it("replaces the company's answer date with the extended one and marks it extended", () => {
    const dates = { incidentOn: INCIDENT, steps: [{ stepIndex: 0, filedOn: '2026-10-20', extendedTo: '2026-11-06' }] };
    expect(due(dates)).toMatchObject({ kind: 'answer', stepIndex: 0, dueOn: '2026-11-06', extended: true });
  });

  it("replaces the union's time to file the next step, and only for that step", () => {
    const answered = { stepIndex: 0, filedOn: '2026-10-20', answeredOn: '2026-10-23', extendedTo: '2026-10-28' };
    const pendingExtension = { stepIndex: 1, extendedTo: '2026-11-13' };
    expect(due({ incidentOn: INCIDENT, steps: [answered], pendingExtension })).toMatchObject({
      kind: 'file',
      stepIndex: 1,
      dueOn: '2026-11-13',
      extended: true,
    });
    // The answer's old extension does not carry over to the appeal.
    expect(due({ incidentOn: INCIDENT, steps: [answered] })).toMatchObject({ stepIndex: 1, dueOn: '2026-11-02', extended: false });
    // An extension for Step 2 means nothing while Step 1 is still to be filed.
    expect(due({ incidentOn: INCIDENT, steps: [], pendingExtension })).toMatchObject({
      stepIndex: 0,
      dueOn: '2026-11-02',
      extended: false,
    });
  });

  it('gives a date even for a step with no limit of its own', () => {
    const dates = { incidentOn: INCIDENT, steps: [{ stepIndex: 2, filedOn: '2026-12-10', extendedTo: '2027-02-01' }] };
    expect(due(dates)).toMatchObject({ kind: 'answer', stepIndex: 2, dueOn: '2027-02-01', extended: true });
  });
});

describe('nextDeadline with a business-day procedure', () => {
  const procedure: GrievanceProcedure = {
    dayKind: 'business',
    holidays: ['2026-11-26', '2026-11-27'],
    steps: [
      { name: 'Local hearing', fileWithinDays: 10, fileAfter: 'incident', answerWithinDays: 5 },
      { name: 'Board', fileWithinDays: 60, fileAfter: 'incident', answerWithinDays: null },
    ],
  };

  it('counts only working days, skipping the listed holidays', () => {
    // Friday 20 November + 10 working days, Thanksgiving Thursday and the Friday after skipped.
    expect(nextDeadline(procedure, { incidentOn: '2026-11-20', steps: [] }, 'submitted')?.dueOn).toBe('2026-12-08');
    expect(
      nextDeadline(procedure, { incidentOn: '2026-11-20', steps: [{ stepIndex: 0, filedOn: '2026-11-24' }] }, 'submitted')?.dueOn,
    ).toBe('2026-12-03');
  });

  it('counts a later step from the incident when the procedure says so', () => {
    const dates = { incidentOn: '2026-11-20', steps: [{ stepIndex: 0, filedOn: '2026-11-24', answeredOn: '2026-12-01' }] };
    expect(nextDeadline(procedure, dates, 'in_progress')).toMatchObject({
      stepIndex: 1,
      stepName: 'Board',
      dueOn: addDays('2026-11-20', 60, 'business', procedure.holidays),
    });
  });
});

describe('describeDeadline', () => {
  const appeal: CaseDeadline = { kind: 'file', party: 'union', stepIndex: 1, stepName: STEP_2, dueOn: '2026-12-04', extended: false };
  const filing: CaseDeadline = { ...appeal, stepIndex: 0, stepName: STEP_1 };
  const answer: CaseDeadline = { kind: 'answer', party: 'company', stepIndex: 0, stepName: STEP_1, dueOn: '2026-11-30', extended: false };

  it('says who must do what by when, and in how many days', () => {
    expect(describeDeadline(appeal, '2026-11-28')).toBe(`${STEP_2}: the union must appeal by Friday, December 4 (in 6 days)`);
    expect(describeDeadline(filing, '2026-11-28')).toBe(`${STEP_1}: the union must file by Friday, December 4 (in 6 days)`);
    expect(describeDeadline(answer, '2026-11-29')).toBe(`${STEP_1}: the company must answer by Monday, November 30 (tomorrow)`);
  });

  it('says when it is due today', () => {
    expect(describeDeadline(filing, '2026-12-04')).toBe(`${STEP_1}: the union must file by Friday, December 4 (due today)`);
  });

  it('says when it was due once it has passed', () => {
    expect(describeDeadline(answer, '2026-12-03')).toBe(`${STEP_1}: the company's answer was due Monday, November 30 (3 days ago)`);
    expect(describeDeadline(appeal, '2026-12-05')).toBe(`${STEP_2}: the union's appeal was due Friday, December 4 (yesterday)`);
    expect(describeDeadline(filing, '2026-12-14')).toBe(`${STEP_1}: the union's filing was due Friday, December 4 (10 days ago)`);
  });

  it('names the year across a year end, and says when the date is an agreed extension', () => {
    const extended = { ...answer, dueOn: '2027-01-04', extended: true };
    expect(describeDeadline(extended, '2026-12-28')).toBe(
      `${STEP_1}: the company must answer by Monday, January 4, 2027 (in 7 days; extended by agreement)`,
    );
  });

  it('describes what nextDeadline computes', () => {
    const deadline = due({ incidentOn: INCIDENT, steps: [{ stepIndex: 0, filedOn: '2026-10-20' }] });
    expect(deadline && describeDeadline(deadline, '2026-10-29')).toBe(
      `${STEP_1}: the company's answer was due Monday, October 26 (3 days ago)`,
    );
  });
});

describe('the local time zone', () => {
  it('changes no day: the same answers east and west of UTC', () => {
    const answers = () => [
      addDays('2026-10-01', 30, 'calendar'),
      addDays('2026-11-27', 5, 'business', ['2026-12-02']),
      addDays('2028-02-25', 2, 'business'),
      daysUntil('2027-01-01', '2026-12-31'),
      formatDay('2028-02-29'),
      nextDeadline(DEFAULT_GRIEVANCE_PROCEDURE, { incidentOn: INCIDENT, steps: [{ stepIndex: 0, filedOn: '2026-10-20' }] }, 'submitted')
        ?.dueOn,
    ];
    const expected = ['2026-11-02', '2026-12-07', '2028-02-29', 1, 'Tuesday, February 29, 2028', '2026-10-26'];
    // Node reads TZ again whenever it changes; the rules package has no Node types, hence the narrow cast.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
    const zone = env.TZ;
    try {
      for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        env.TZ = timeZone;
        expect(answers(), timeZone).toEqual(expected);
      }
    } finally {
      if (zone === undefined) delete env.TZ;
      else env.TZ = zone;
    }
  });
});
