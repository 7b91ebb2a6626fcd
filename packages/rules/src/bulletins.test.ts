import { describe, expect, it } from 'vitest';
import {
  announcementPreview,
  bulletinSchema,
  bulletinUpdateSchema,
  isDraft,
  isExpired,
  resolvePublishedAt,
  selectAnnouncements,
} from './bulletins.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();

describe('selectAnnouncements', () => {
  const b = (id: string, over: { isActive?: boolean; publishedAt?: string | null; expiresAt?: string | null }) => ({
    id,
    isActive: true,
    publishedAt: at('2026-03-01T00:00:00Z'),
    expiresAt: null,
    ...over,
  });

  it('keeps active, published, unexpired bulletins, newest first, at most 2', () => {
    const list = [
      b('old', { publishedAt: at('2026-02-01T00:00:00Z') }),
      b('newest', { publishedAt: at('2026-03-09T00:00:00Z') }),
      b('inactive', { isActive: false, publishedAt: at('2026-03-09T06:00:00Z') }),
      b('draft', { publishedAt: null }),
      b('future', { publishedAt: at('2026-03-11T00:00:00Z') }),
      b('expired', { publishedAt: at('2026-03-08T00:00:00Z'), expiresAt: at('2026-03-10T11:00:00Z') }),
      b('second', { publishedAt: at('2026-03-05T00:00:00Z'), expiresAt: at('2026-04-01T00:00:00Z') }),
    ];
    expect(selectAnnouncements(list, NOW).map((x) => x.id)).toEqual(['newest', 'second']);
  });

  it('returns fewer when fewer qualify, and none from an empty list', () => {
    expect(selectAnnouncements([b('only', {})], NOW)).toHaveLength(1);
    expect(selectAnnouncements([], NOW)).toEqual([]);
  });
});

describe('announcementPreview', () => {
  it('leaves 200 characters or fewer alone', () => {
    const text = 'x'.repeat(200);
    expect(announcementPreview(text)).toEqual({ text, truncated: false });
  });

  it('counts characters, not UTF-16 units: an emoji at the cut is kept whole', () => {
    const text = `${'a'.repeat(199)}🚀🚀tail`;
    expect(announcementPreview(text)).toEqual({ text: `${'a'.repeat(199)}🚀...`, truncated: true });
    expect(announcementPreview('🚀'.repeat(200))).toEqual({ text: '🚀'.repeat(200), truncated: false });
  });

  it('cuts longer content at 200 characters plus an ellipsis', () => {
    const preview = announcementPreview(`${'a'.repeat(200)}TAIL`);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'a'.repeat(200)}...`);
  });
});

describe('draft and expired', () => {
  it('calls a bulletin without publish date a draft and one past its expiry expired', () => {
    expect(isDraft({ publishedAt: null })).toBe(true);
    expect(isDraft({ publishedAt: at('2026-01-01T00:00:00Z') })).toBe(false);
    expect(isExpired({ expiresAt: at('2026-03-10T11:59:00Z') }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: at('2026-03-10T12:01:00Z') }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: null }, NOW)).toBe(false);
  });
});

describe('bulletinSchema', () => {
  it('defaults type to general, public, active; empty dates become none', () => {
    expect(bulletinSchema.parse({ title: ' Hi ', content: 'Body', publishedAt: '', expiresAt: '' })).toEqual({
      title: 'Hi',
      content: 'Body',
      type: 'general',
      isPublic: true,
      isActive: true,
      publishedAt: null,
      expiresAt: null,
    });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ content: '   ' }, 'Content is required'],
    [{ type: 'memo' }, 'Type must be one of general, test_scores, training or urgent'],
    [{ publishedAt: 'yesterday-ish' }, 'Please enter a valid publish date'],
    [{ expiresAt: 'never' }, 'Please enter a valid expiration date'],
    [{ publishedAt: '+020260-03-10T00:00:00Z' }, 'Please enter a valid publish date'],
    // JavaScript's Date would take each of these as 1 March.
    [{ publishedAt: '2024-02-30' }, 'Please enter a valid publish date'],
    [{ publishedAt: '2024-02-30T10:00' }, 'Please enter a valid publish date'],
    [{ expiresAt: '2025-02-29T00:00:00Z' }, 'Please enter a valid expiration date'],
    [{ expiresAt: 'Feb 30 2030' }, 'Please enter a valid expiration date'],
    [{ publishedAt: '2024/02/30' }, 'Please enter a valid publish date'],
    [{ publishedAt: '2026-03-10T00:00:00Z', expiresAt: '2026-03-09T00:00:00Z' }, 'Expiration date must be after the publish date'],
  ])('refuses %o', (override, message) => {
    const r = bulletinSchema.safeParse({ title: 'T', content: 'C', ...override });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(message);
  });

  it("takes an ISO 8601 date, or date and time (UTC, an offset, or the form's local time), on a real day", () => {
    const parsed = (publishedAt: string) => bulletinSchema.parse({ title: 'T', content: 'C', publishedAt }).publishedAt?.toISOString();
    expect(parsed('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(parsed('2024-02-29T10:30:00Z')).toBe('2024-02-29T10:30:00.000Z');
    expect(parsed('2024-02-29T10:30:00.000-05:00')).toBe('2024-02-29T15:30:00.000Z');
    expect(parsed('2024-02-29T10:30')).toBe(new Date(2024, 1, 29, 10, 30).toISOString());
    expect(bulletinUpdateSchema.safeParse({ publishedAt: '2024-02-30' }).error?.issues[0].message).toBe(
      'Please enter a valid publish date',
    );
  });

  it('checks only the given fields when editing', () => {
    expect(bulletinUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(bulletinUpdateSchema.safeParse({ title: '' }).error?.issues[0].message).toBe('Title is required');
  });
});

describe('resolvePublishedAt', () => {
  const date = new Date('2026-03-01T00:00:00Z');
  it('publishes immediately when creating without a date, keeps a given date, and a draft has none', () => {
    expect(resolvePublishedAt({}, undefined, NOW)).toEqual(NOW);
    expect(resolvePublishedAt({ publishedAt: null }, undefined, NOW)).toEqual(NOW);
    expect(resolvePublishedAt({ publishedAt: date }, undefined, NOW)).toEqual(date);
    expect(resolvePublishedAt({ draft: true, publishedAt: date }, undefined, NOW)).toBeNull();
  });

  it('leaves the date alone when an edit does not mention it; an emptied field or draft: false publishes now', () => {
    expect(resolvePublishedAt({}, date, NOW)).toEqual(date);
    expect(resolvePublishedAt({}, null, NOW)).toBeNull();
    expect(resolvePublishedAt({ draft: false }, null, NOW)).toEqual(NOW);
    expect(resolvePublishedAt({ publishedAt: null }, date, NOW)).toEqual(NOW);
    expect(resolvePublishedAt({ draft: true }, date, NOW)).toBeNull();
  });
});
