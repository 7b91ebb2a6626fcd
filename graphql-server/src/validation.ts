import type { z } from 'zod';
import { badInput } from './errors.js';
import { withoutNul } from '@union/rules/text';

/**
 * Objects whose fields are input data: plain objects and also instances of classes (type-graphql builds its input
 * classes from the arguments). Built-ins (Date, Promise such as an upload, Buffer, Map) are tagged otherwise and
 * kept as they are.
 */
const isRecord = (value: object) => Object.prototype.toString.call(value) === '[object Object]';

/**
 * NUL characters mean nothing in text and PostgreSQL cannot store them (the insert would fail with a 500):
 * they are dropped from every string of every input, whatever the domain. Records come back as plain objects.
 */
export function withoutNulCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutNul(value);
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutNulCharacters(v, depth + 1));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNulCharacters(v, depth + 1)]));
}

/** Runs a @union/rules schema on untrusted input; the first message becomes the error, every field's is attached. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(withoutNulCharacters(input ?? {}));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw badInput(result.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
