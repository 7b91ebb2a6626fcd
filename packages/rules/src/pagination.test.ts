import { describe, expect, it } from 'vitest';
import { INVALID_CURSOR_MESSAGE, pageArgsSchema, pageSizeMessage, restPageQuerySchema } from './pagination.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('pageArgsSchema', () => {
  it('takes 1 to 100 rows, 20 when first is left out or null, and the first page without after', () => {
    expect(pageArgsSchema.parse({})).toEqual({ first: 20, after: null });
    expect(pageArgsSchema.parse({ first: null, after: null })).toEqual({ first: 20, after: null });
    expect(pageArgsSchema.parse({ first: 1, after: 'abc' })).toEqual({ first: 1, after: 'abc' });
    expect(pageArgsSchema.parse({ first: 100 }).first).toBe(100);
  });

  it('refuses a size outside 1 to 100 naming the bounds, and an empty or overlong cursor', () => {
    for (const first of [0, 101, -1, 1.5, '5']) {
      expect(messageOf(pageArgsSchema.safeParse({ first })), String(first)).toBe(pageSizeMessage('first'));
    }
    expect(pageSizeMessage('first')).toContain('from 1 to 100');
    for (const after of ['', 'x'.repeat(1501), 7]) {
      expect(messageOf(pageArgsSchema.safeParse({ after }))).toBe(INVALID_CURSOR_MESSAGE);
    }
  });
});

describe('restPageQuerySchema', () => {
  it('reads limit as digits and cursor as text', () => {
    expect(restPageQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5, cursor: null });
    expect(restPageQuerySchema.parse({ cursor: 'abc' })).toEqual({ limit: 20, cursor: 'abc' });
  });

  it('refuses a limit that is not a whole number from 1 to 100, once', () => {
    for (const limit of ['0', '101', '-1', '1.5', '', 'ten', ['1', '2']]) {
      expect(messageOf(restPageQuerySchema.safeParse({ limit })), String(limit)).toBe(pageSizeMessage('limit'));
    }
    expect(messageOf(restPageQuerySchema.safeParse({ cursor: ['a', 'b'] }))).toBe(INVALID_CURSOR_MESSAGE);
  });
});
