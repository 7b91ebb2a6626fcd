import type { z } from 'zod';
import { badInput } from './errors.js';
import { cleanText } from '@union/rules/text';

/**
 * Objects whose fields are input data: plain objects and also instances of classes (type-graphql builds its input
 * classes from the arguments). Built-ins (Date, Promise such as an upload, Buffer, Map) are tagged otherwise and
 * kept as they are.
 */
const isRecord = (value: object) => Object.prototype.toString.call(value) === '[object Object]';

/**
 * Every string of every input, whatever the domain, as the database will store it (see cleanText): NUL characters
 * (which PostgreSQL cannot store: a 500) are dropped and lone surrogates replaced. Records come back as plain objects.
 */
export function cleanInputText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cleanInputText(v, depth + 1));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanInputText(v, depth + 1)]));
}

/** Runs a @union/rules schema on untrusted input; the first message becomes the error, every field's is attached. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(cleanInputText(input ?? {}));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw badInput(result.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
