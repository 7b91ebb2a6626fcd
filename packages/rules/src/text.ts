import { z } from 'zod';

/** NUL characters mean nothing in text and PostgreSQL cannot store them: they are dropped, the rest is kept. */
export const withoutNul = (value: string) => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);

// A UTF-16 half (a lone surrogate) that has no partner: not a character, and PostgreSQL stores it as U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as it is stored: no NUL characters, and each lone surrogate replaced by U+FFFD as the database would, so what
 * a request compares and answers is what is saved (a throttle key with one never found its own row: a 500).
 */
export const cleanText = (value: string) => withoutNul(value).replace(LONE_SURROGATE, '\ufffd');

/** A required text field: NUL dropped, trimmed, not empty (`message`), at most `max` characters (`tooLong`). */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).overwrite(withoutNul).trim().min(1, message).max(max, tooLong);

/** An optional text field, the same way; empty or absent is null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .overwrite(withoutNul)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);
