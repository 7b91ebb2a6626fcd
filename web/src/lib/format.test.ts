import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, todayIsoDate } from './format';

describe('en-US 12-hour formatting', () => {
  it('shows times with AM/PM', () => {
    const d = new Date(2026, 2, 26, 14, 5);
    expect(formatTime(d)).toBe('2:05 PM');
    expect(formatDateTime(d)).toBe('Mar 26, 2026, 2:05 PM');
  });

  it('reads a calendar date without shifting it across time zones', () => {
    expect(formatDate('2020-03-26')).toBe('Mar 26, 2020');
  });

  it("gives today's date in local time", () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
