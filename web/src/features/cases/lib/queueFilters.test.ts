import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_FILTERS, narrowsQueue, readQueueFilters, toCaseQueueFilter, writeQueueFilters } from './queueFilters';

describe('the queue filters in the address', () => {
  it('leaves the defaults out, and reads back what it wrote', () => {
    expect(writeQueueFilters(DEFAULT_QUEUE_FILTERS).toString()).toBe('');
    const filters = {
      ...DEFAULT_QUEUE_FILTERS,
      status: 'all' as const,
      step: '1',
      assigned: 'me',
      overdue: true,
      department: 'Tower/Operations',
      q: 'brake',
      page: 3,
    };
    const params = writeQueueFilters(filters);
    expect(params.toString()).toBe('status=all&step=1&assigned=me&overdue=1&department=Tower%2FOperations&q=brake&page=3');
    expect(readQueueFilters(params)).toEqual(filters);
    expect(narrowsQueue(filters)).toBe(true);
    expect(narrowsQueue({ ...DEFAULT_QUEUE_FILTERS, page: 4 })).toBe(false);
    expect(narrowsQueue({ ...DEFAULT_QUEUE_FILTERS, department: 'Ramp' })).toBe(true);
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(readQueueFilters(new URLSearchParams('status=lost&step=-1&page=0&overdue=yes'))).toEqual(DEFAULT_QUEUE_FILTERS);
  });

  it("asks the server for one page of 25, 'all' statuses as no status filter", () => {
    expect(
      toCaseQueueFilter({ ...DEFAULT_QUEUE_FILTERS, status: 'all', step: '0', article: ' Article 12 ', department: 'Ramp', page: 2 }),
    ).toEqual({
      status: null,
      step: 0,
      assigned: null,
      overdue: null,
      dueSoon: null,
      shift: null,
      department: 'Ramp',
      article: 'Article 12',
      q: null,
      offset: 25,
      limit: 25,
    });
  });
});
