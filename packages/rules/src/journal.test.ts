import { describe, expect, it } from 'vitest';
import { journalEntryUpdateSchema } from './journal.js';

const dateMessage = (entryDate: string) => {
  const result = journalEntryUpdateSchema.safeParse({ entryDate });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('journal entry date', () => {
  it('accepts today and past dates', () => {
    expect(dateMessage(new Date().toISOString().slice(0, 10))).toBeNull();
    expect(dateMessage('2019-07-04')).toBeNull();
  });

  it('refuses dates that do not exist, far past ones, and future ones', () => {
    expect(dateMessage('2024-02-30')).toBe('Please enter a valid date (YYYY-MM-DD)');
    expect(dateMessage('0001-01-01')).toBe('Entry date must be in 1950 or later');
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(dateMessage(nextWeek)).toBe('Entry date cannot be in the future');
  });
});
