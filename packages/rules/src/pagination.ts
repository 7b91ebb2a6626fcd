import { z } from 'zod';

/**
 * Cursor pagination of the lists that grow (journal entries, grievances, bulletins, the email allowlist): the same
 * bounds and messages for GraphQL's `first`/`after` and REST's `?limit=&cursor=`.
 */
export const PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/**
 * The longest cursor read. The app's own are under 200 characters, but for the member list, sorted by last and first
 * name (100 characters each, up to 4 bytes apiece in UTF-8): about 1,150.
 */
export const CURSOR_MAX_LENGTH = 1500;

/** `name` is what the caller sent: `first` (GraphQL) or `limit` (REST). */
export const pageSizeMessage = (name: string) =>
  `The page size (${name}) must be a whole number from ${PAGE_SIZE.min} to ${PAGE_SIZE.max}.`;

export const INVALID_CURSOR_MESSAGE = 'That page cursor is not valid.';

const pageSize = (name: string) =>
  z
    .number({ error: pageSizeMessage(name) })
    .int(pageSizeMessage(name))
    .min(PAGE_SIZE.min, pageSizeMessage(name))
    .max(PAGE_SIZE.max, pageSizeMessage(name));

const cursor = z.string({ error: INVALID_CURSOR_MESSAGE }).min(1, INVALID_CURSOR_MESSAGE).max(CURSOR_MAX_LENGTH, INVALID_CURSOR_MESSAGE);

/** GraphQL's connection arguments: `first` (absent or null: 20) and `after` (absent or null: the first page). */
export const pageArgsSchema = z.object({
  first: pageSize('first')
    .nullish()
    .transform((v) => v ?? PAGE_SIZE.default),
  after: cursor.nullish().transform((v) => v ?? null),
});

/**
 * REST's query string: `limit` as digits (a repeated or empty parameter is refused) and `cursor`. Only read when the
 * request has one of them; without both, a list answers as a plain array.
 */
export const restPageQuerySchema = z.object({
  limit: z
    .string({ error: pageSizeMessage('limit') })
    .regex(/^\d{1,4}$/, pageSizeMessage('limit'))
    .transform(Number)
    .pipe(pageSize('limit'))
    .optional()
    .transform((v) => v ?? PAGE_SIZE.default),
  cursor: cursor.optional().transform((v) => v ?? null),
});

export interface PageArgs {
  /** How many rows, 1 to 100. */
  first: number;
  /** The cursor of the row to continue after, or null for the first page. */
  after: string | null;
}
