import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, cleanInputText } from './validation.js';

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

  it('drops NUL characters from instances of input classes too (type-graphql builds them from the arguments)', () => {
    class ProfileInput {
      firstName = 'Da\u0000na';
      address = Object.assign(new (class Address {})(), { city: 'Fort\u0000 Worth' });
    }
    const schema = z.object({ firstName: z.string(), address: z.object({ city: z.string() }) });
    expect(parseInput(schema, new ProfileInput())).toEqual({ firstName: 'Dana', address: { city: 'Fort Worth' } });
  });

  it('leaves built-in objects (dates, uploads, buffers) and other values alone', () => {
    const date = new Date(0);
    expect(cleanInputText(date)).toBe(date);
    const upload = Promise.resolve({ filename: 'a\u0000.png' });
    expect(cleanInputText({ upload })).toEqual({ upload });
    expect((cleanInputText({ upload }) as { upload: unknown }).upload).toBe(upload);
    const bytes = Buffer.from('a\u0000b');
    expect(cleanInputText(bytes)).toBe(bytes);
    expect(cleanInputText(42)).toBe(42);
    expect(cleanInputText(null)).toBeNull();
  });
});
