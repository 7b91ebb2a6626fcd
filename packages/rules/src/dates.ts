import { z } from 'zod';

// Dates for every rules/ schema, shared by the server and the web (no server imports here).
// JavaScript's Date rolls an impossible day over (2024-02-30 becomes 1 March) instead of refusing it, and
// PostgreSQL refuses what Date lets through (year 0, month 13), so a day is checked by a round trip.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day of the calendar written YYYY-MM-DD: not 2024-02-30, not month 13, not year 0000 (there is none). */
export function isCalendarDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD field, trimmed; anything that is not a real calendar day gets the field's message. */
export const calendarDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

// A date, or a date and time with optional seconds and zone ('2026-03-10T14:00' is the admin form's local time).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An ISO 8601 date or date-time on a real calendar day, as the instant it names; null when it is not one. */
export function parseDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for a time zone the runtime knows by its IANA name (America/Chicago, UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Building a formatter costs far more than using one, and a server asks for the same zone's day on every request.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}
