import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, withoutNulCharacters } from './validation.js';

describe('parseInput', () => {
  it('drops NUL characters from every string, however deep, and keeps the rest', () => {
    const schema = z.object({ title: z.string(), tags: z.array(z.string()), nested: z.object({ note: z.string() }) });
    const parsed = parseInput(schema, { title: 'Ramp\u0000 closure', tags: ['a\u0000b'], nested: { note: '\u0000ok' } });
    expect(parsed).toEqual({ title: 'Ramp closure', tags: ['ab'], nested: { note: 'ok' } });
  });

  it('answers the first message and every field message', () => {
    const schema = z.object({ a: z.string().min(1, 'A is required'), b: z.string().min(1, 'B is required') });
    expect(() => parseInput(schema, { a: '', b: '' })).toThrowError('A is required');
    try {
      parseInput(schema, { a: '', b: '' });
    } catch (error) {
      expect((error as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ a: 'A is required', b: 'B is required' });
    }
  });

  it('leaves non-plain objects and other values alone', () => {
    const date = new Date(0);
    expect(withoutNulCharacters(date)).toBe(date);
    expect(withoutNulCharacters(42)).toBe(42);
    expect(withoutNulCharacters(null)).toBeNull();
  });
});
