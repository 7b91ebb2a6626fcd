import type { BulletinType } from './constants.js';

// Bulletins as shown: labels, the Home screen's selection and previews. No zod here: the
// Home screen imports this module, and the schemas (bulletins.ts, which re-exports all of it) stay off its path.

export const BULLETIN_TYPE_LABELS: Record<BulletinType, string> = {
  general: 'General',
  test_scores: 'Test Scores',
  training: 'Training',
  urgent: 'Urgent',
};

export const ANNOUNCEMENT_LIMIT = 2;
export const ANNOUNCEMENT_PREVIEW_CHARS = 200;
// ---------------------------------------------------------------------------------------------------------------
// Display logic (the feed, the admin list and the Home screen)

type DateLike = Date | string | null | undefined;
export interface BulletinLike {
  isActive: boolean;
  publishedAt?: DateLike;
  expiresAt?: DateLike;
}

const toTime = (d: DateLike): number | null => (d ? new Date(d).getTime() : null);

/** No publish date. */
export const isDraft = (b: Pick<BulletinLike, 'publishedAt'>) => !b.publishedAt;
/** An expiry in the past. */
export function isExpired(b: Pick<BulletinLike, 'expiresAt'>, now: Date = new Date()): boolean {
  const expires = toTime(b.expiresAt);
  return expires !== null && expires <= now.getTime();
}
/** Has a publish date in the future. */
export function isScheduled(b: Pick<BulletinLike, 'publishedAt'>, now: Date = new Date()): boolean {
  const published = toTime(b.publishedAt);
  return published !== null && published > now.getTime();
}
/** Active, published (a publish date not in the future) and not expired. */
export function isLive(b: BulletinLike, now: Date = new Date()): boolean {
  return b.isActive && !isDraft(b) && !isScheduled(b, now) && !isExpired(b, now);
}

/** The Home screen's latest announcements: live bulletins, newest publish date first, at most 2. */
export function selectAnnouncements<T extends BulletinLike>(
  bulletins: readonly T[],
  now: Date = new Date(),
  limit = ANNOUNCEMENT_LIMIT,
): T[] {
  return bulletins
    .filter((b) => isLive(b, now))
    .sort((a, b) => (toTime(b.publishedAt) ?? 0) - (toTime(a.publishedAt) ?? 0))
    .slice(0, limit);
}

/**
 * Content cut at 200 characters plus an ellipsis; `truncated` says whether Read More is shown. Characters are
 * counted as code points, so an emoji is never cut in half.
 */
export function announcementPreview(content: string, max = ANNOUNCEMENT_PREVIEW_CHARS): { text: string; truncated: boolean } {
  const chars = Array.from(content);
  if (chars.length <= max) return { text: content, truncated: false };
  return { text: `${chars.slice(0, max).join('')}...`, truncated: true };
}
