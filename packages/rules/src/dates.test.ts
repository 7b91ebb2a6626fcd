import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bulletinSchema } from './bulletins.js';
import { contractPublishSchema } from './contract.js';
import { isCalendarDate, parseDateTime, dayIn, isTimeZone } from './dates.js';
import { journalEntryUpdateSchema } from './journal.js';
import { registrationSchema } from './users.js';

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD, leap days included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1950-01-01', '0001-01-01', '9999-12-31']) expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days that do not exist, other spellings, and year 0000', () => {
    for (const day of ['2024-02-30', '2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '0000-01-01']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
    for (const text of ['2024-2-3', '20240203', ' 2024-02-03', '2024-02-03T00:00', 'March 3, 2024', ''])
      expect(isCalendarDate(text), text).toBe(false);
  });
});

describe('parseDateTime', () => {
  it('reads the instant of a date or date-time on a real day, and nothing else', () => {
    expect(parseDateTime('2024-02-29T23:59:59Z')?.toISOString()).toBe('2024-02-29T23:59:59.000Z');
    for (const text of ['2024-02-30T10:00:00Z', '2024-02-29T25:00', '2024/02/29', 'Feb 29 2024', '+020240-02-29T00:00:00Z']) {
      expect(parseDateTime(text), text).toBeNull();
    }
  });
});

const REGISTRATION = {
  username: 'jordan',
  password: 'ramp-safety-first',
  personalEmail: 'jordan@example.org',
  employeeNumber: 'N1001',
  firstName: 'Jordan',
  lastName: 'Lee',
  employmentStatus: 'part_time',
  hireDate: '2023-04-01',
};
const BULLETIN = { title: 'T', content: 'C' };
const USER_DATES = ['badgeRenewalDate', 'lastHearingTestDate', 'intlBadgeRenewalDate', 'pushbackTrainingDate', 'wideBodyTrainingDate'];

/** Every date field of every rules/ schema: a valid record around it, the field, and the field's own message. */
const DATE_FIELDS: Array<[z.ZodType, Record<string, unknown>, string, string]> = [
  [bulletinSchema, BULLETIN, 'publishedAt', 'Please enter a valid publish date'],
  [bulletinSchema, BULLETIN, 'expiresAt', 'Please enter a valid expiration date'],
  [journalEntryUpdateSchema, {}, 'entryDate', 'Please enter a valid date (YYYY-MM-DD)'],
  [contractPublishSchema, {}, 'effectiveDate', 'Effective date must be a date (YYYY-MM-DD)'],
  [registrationSchema, REGISTRATION, 'hireDate', 'Hire date must be a valid date'],
  ...USER_DATES.map((field): [z.ZodType, Record<string, unknown>, string, string] => [
    registrationSchema,
    REGISTRATION,
    field,
    'Please enter a valid date',
  ]),
];

describe('every date field of the rules', () => {
  it.each(DATE_FIELDS)(
    '%#: %s refuses a day that does not exist with its message, and takes a leap day',
    (schema, record, field, message) => {
      const messageFor = (day: string) =>
        schema.safeParse({ ...record, [field]: day }).error?.issues.find((issue) => issue.path[0] === field)?.message;
      for (const day of ['2024-02-30', '2023-13-01', '0000-01-01']) expect(messageFor(day), `${field} ${day}`).toBe(message);
      expect(messageFor('2024-02-29'), field).toBeUndefined();
    },
  );
});

describe('dayIn', () => {
  it('is the calendar day at the local, not in UTC', () => {
    const lateEvening = new Date('2026-12-01T04:30:00Z');
    expect(dayIn('America/Chicago', lateEvening)).toBe('2026-11-30');
    expect(dayIn('UTC', lateEvening)).toBe('2026-12-01');
    expect(dayIn('Pacific/Auckland', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });

  it('knows a time zone by its IANA name and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
