import type { z } from 'zod';
import { badInput } from './errors.js';

/** Runs a rules/ schema on untrusted input; the first message becomes the error, every field's is attached. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw badInput(result.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
