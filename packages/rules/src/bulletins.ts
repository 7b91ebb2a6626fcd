import { z } from 'zod';
import { BULLETIN_TYPES } from './constants.js';
import { parseDateTime } from './dates.js';
import { withoutNul } from './text.js';

// The display logic lives apart, without zod, so that a screen showing bulletins does not download the schemas.
export * from './bulletinDisplay.js';

// Bulletin rules, shared by the server and the web (no server imports here).
//
// Publishing, one rule for every door: a bulletin with no publish date is a Draft. In the
// create/edit input an EMPTY or absent publish date means "publish immediately", so the admin
// dialog's empty field publishes now; to keep (or make) a bulletin a Draft the input says `draft: true`.
// An empty or absent expiry means permanent.

/** How often the member feed refreshes: every 30 s. */
export const BULLETIN_REFRESH_MS = 30_000;

/**
 * Publish and expiry dates: an ISO 8601 date or date-time on a real calendar day (rules/dates.ts), in the years
 * PostgreSQL (and a person) can take: 1900 to 9999; JavaScript alone accepts years up to 275760.
 */
const MIN_YEAR = 1900;
const MAX_YEAR = 9999;

const optionalDate = (message: string) =>
  z
    .union([z.string(), z.date(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const date = typeof value === 'string' ? parseDateTime(value.trim()) : value;
      if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < MIN_YEAR || date.getUTCFullYear() > MAX_YEAR) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

const fields = {
  title: z
    .string({ error: 'Title is required' })
    .overwrite(withoutNul)
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  content: z
    .string({ error: 'Content is required' })
    .overwrite(withoutNul)
    .trim()
    .min(1, 'Content is required')
    .max(20_000, 'Content must be at most 20000 characters'),
  type: z.enum(BULLETIN_TYPES, { error: 'Type must be one of general, test_scores, training or urgent' }),
  isPublic: z.boolean({ error: 'Public must be true or false' }),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  /** Empty or absent: publish immediately (unless `draft`). */
  publishedAt: optionalDate('Please enter a valid publish date'),
  /** Empty or absent: permanent. */
  expiresAt: optionalDate('Please enter a valid expiration date'),
  /** true: no publish date (Draft), whatever publishedAt says. */
  draft: z.boolean({ error: 'Draft must be true or false' }).optional(),
};

const expiryAfterPublish = (b: { publishedAt?: Date | null; expiresAt?: Date | null; draft?: boolean }) =>
  !(b.publishedAt && b.expiresAt && !b.draft && b.expiresAt <= b.publishedAt);
const EXPIRY_ORDER = { message: 'Expiration date must be after the publish date', path: ['expiresAt'] };

export const bulletinSchema = z
  .object({
    ...fields,
    type: fields.type.default('general'),
    isPublic: fields.isPublic.default(true),
    isActive: fields.isActive.default(true),
  })
  .refine(expiryAfterPublish, EXPIRY_ORDER);

/** PATCH: any subset of the fields under the same rules. */
export const bulletinUpdateSchema = z
  .object({
    title: fields.title.optional(),
    content: fields.content.optional(),
    type: fields.type.optional(),
    isPublic: fields.isPublic.optional(),
    isActive: fields.isActive.optional(),
    publishedAt: fields.publishedAt,
    expiresAt: fields.expiresAt,
    draft: fields.draft,
  })
  .refine(expiryAfterPublish, EXPIRY_ORDER);

export const visibilitySchema = z.object({
  hasOptedIn: z.boolean({ error: 'hasOptedIn must be true or false' }),
});

/**
 * The publish date a bulletin ends up with. `current` is the stored value (undefined when creating).
 * draft: null. An explicit date: that date. Empty (null/''): now. Absent: unchanged when editing, now when creating.
 */
export function resolvePublishedAt(
  input: { publishedAt?: Date | null; draft?: boolean },
  current: Date | null | undefined,
  now: Date,
): Date | null {
  if (input.draft) return null;
  if (input.publishedAt) return input.publishedAt;
  if (input.publishedAt === null) return now; // an empty field
  if (current === undefined) return now; // creating without a date
  if (current === null && input.draft === false) return now; // publishing a draft
  return current;
}
