import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hasRole } from '../../auth/auth-checker.js';
import { definedOnly, parseId } from '../../db/find.js';
import { findPage, type Keyset, type Page } from '../../db/keyset.js';
import { readRows } from '../../db/read-rows.js';
import { badInput, notFound } from '../../errors.js';
import { bulletinSchema, bulletinUpdateSchema, resolvePublishedAt, visibilitySchema } from '@union/rules/bulletins';
import type { PageArgs } from '@union/rules/pagination';
import { viewAs } from '../../graphql/serialize.js';
import { parseInput } from '../../validation.js';
import type { User } from '../../auth/user.entity.js';
import { Bulletin, BulletinVisibility } from './bulletin.entity.js';

/** Drafts (no publish date) first, then newest published, newest written; the id decides between equals. */
const ORDER: Keyset<Bulletin> = {
  name: 'bulletins',
  keys: [
    { field: 'publishedAt', direction: 'desc', nulls: 'first', type: 'timestamp' },
    { field: 'createdAt', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'asc', type: 'uuid' },
  ],
};

/** Fills each bulletin's hasOptedIn for this member from bulletin_visibility. */
async function withOptIns(em: EntityManager, actor: User, bulletins: Bulletin[]): Promise<Bulletin[]> {
  if (bulletins.length === 0) return bulletins;
  const rows = await em.find(BulletinVisibility, { user: actor.id, bulletin: { $in: bulletins.map((b) => b.id) } });
  const optedIn = new Set(rows.filter((r) => r.hasOptedIn).map((r) => r.bulletin.id));
  for (const b of bulletins) b.hasOptedIn = optedIn.has(b.id);
  return bulletins;
}

/**
 * What the feed may show: active, and not scheduled for later (no publish date, a Draft, or one already reached).
 * Drafts and expired bulletins stay: the feed badges them.
 */
const inFeed = (now: Date) => ({ isActive: true, $or: [{ publishedAt: null }, { publishedAt: { $lte: now } }] });

/** What listBulletins shows this actor (see below). */
const listed = (actor: User, includeInactive: boolean) => (includeInactive && hasRole(actor, 'ADMIN') ? {} : inFeed(new Date()));

/** A timestamp as JavaScript's toISOString writes it (the app writes them, to the millisecond). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// listBulletins in one statement: the bulletins with this member's opt-in (the join is on user_id = actor, so no one
// sees another's), then inFeed's rule for all but an administrator's full list, in ORDER's order.
const LIST_SQL = `
  select b.id, b.title, b.content, b.type, b.is_public, b.is_active,
         ${iso('b.published_at')} as published_at, ${iso('b.expires_at')} as expires_at,
         ${iso('b.created_at')} as created_at, ${iso('b.updated_at')} as updated_at,
         coalesce(v.has_opted_in, false) as has_opted_in
    from bulletins b
    left join bulletin_visibility v on v.bulletin_id = b.id and v.user_id = ?`;
const IN_FEED_SQL = 'where b.is_active and (b.published_at is null or b.published_at <= ?)';
const LIST_ORDER_SQL = 'order by b.published_at desc nulls first, b.created_at desc, b.id asc';
// Whole statements, written once: the same string object on every call, so readRows finds its prepared statement
// without building and hashing the text anew for each request.
const ALL_SQL = `${LIST_SQL} ${LIST_ORDER_SQL}`;
const FEED_SQL = `${LIST_SQL} ${IN_FEED_SQL} ${LIST_ORDER_SQL}`;

interface BulletinRow {
  id: string;
  title: string;
  content: string;
  type: Bulletin['type'];
  is_public: boolean;
  is_active: boolean;
  published_at: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  has_opted_in: boolean;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** A read-only view (viewAs), not a managed entity: the list is for reading. */
function bulletinView(row: BulletinRow): Bulletin {
  return viewAs(Bulletin, {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    isPublic: row.is_public,
    isActive: row.is_active,
    publishedAt: dateOrNull(row.published_at),
    expiresAt: dateOrNull(row.expires_at),
    hasOptedIn: row.has_opted_in,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
}

/**
 * Members get the feed's bulletins (see inFeed): a bulletin scheduled for the future reaches nobody before its
 * publish date. Administrators who ask for inactive ones get everything (the Bulletin Management list); a member
 * asking for them still gets only the feed.
 */
export async function listBulletins(em: EntityManager, actor: User, includeInactive = false): Promise<Bulletin[]> {
  const everything = includeInactive && hasRole(actor, 'ADMIN');
  const rows = everything
    ? await readRows<BulletinRow>(em, ALL_SQL, [actor.id])
    : await readRows<BulletinRow>(em, FEED_SQL, [actor.id, new Date()]);
  return rows.map(bulletinView);
}

/** One page of listBulletins: the same rows, the same rules and order. */
export async function listBulletinsPage(em: EntityManager, actor: User, includeInactive: boolean, page: PageArgs): Promise<Page<Bulletin>> {
  const found = await findPage(em, Bulletin, listed(actor, includeInactive), ORDER, page);
  return { ...found, items: await withOptIns(em, actor, found.items) };
}

/** feedOnly: only a bulletin the feed shows (a hidden or scheduled one is not found). */
async function findBulletin(em: EntityManager, id: unknown, feedOnly: boolean): Promise<Bulletin> {
  const bulletinId = parseId(id, 'Bulletin');
  const bulletin = await em.findOne(Bulletin, feedOnly ? { id: bulletinId, ...inFeed(new Date()) } : { id: bulletinId });
  if (!bulletin) throw notFound('Bulletin');
  return bulletin;
}

function assertExpiryAfterPublish(b: Bulletin) {
  if (b.publishedAt && b.expiresAt && b.expiresAt <= b.publishedAt) {
    throw badInput('Expiration date must be after the publish date', { expiresAt: 'Expiration date must be after the publish date' });
  }
}

export async function createBulletin(em: EntityManager, actor: User, input: unknown): Promise<Bulletin> {
  const { draft, publishedAt, expiresAt, ...data } = parseInput(bulletinSchema, input);
  const bulletin = em.create(Bulletin, {
    ...data,
    publishedAt: resolvePublishedAt({ draft, publishedAt }, undefined, new Date()),
    expiresAt: expiresAt ?? null,
    author: actor,
  });
  assertExpiryAfterPublish(bulletin);
  await em.persist(bulletin).flush();
  return withOptIns(em, actor, [bulletin]).then(([b]) => b);
}

export async function updateBulletin(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<Bulletin> {
  const bulletin = await findBulletin(em, id, false);
  const { draft, publishedAt, expiresAt, ...data } = parseInput(bulletinUpdateSchema, input);
  const changes = definedOnly(data);
  em.assign(bulletin, changes);
  bulletin.publishedAt = resolvePublishedAt({ draft, publishedAt }, bulletin.publishedAt ?? null, new Date());
  if (expiresAt !== undefined) bulletin.expiresAt = expiresAt;
  assertExpiryAfterPublish(bulletin);
  await em.flush();
  return withOptIns(em, actor, [bulletin]).then(([b]) => b);
}

export async function deleteBulletin(em: EntityManager, id: unknown): Promise<boolean> {
  const bulletin = await findBulletin(em, id, false);
  // bulletin_visibility rows go with it (ON DELETE CASCADE).
  await em.remove(bulletin).flush();
  return true;
}

/** A member subscribes to (or unsubscribes from) a bulletin of the feed; one row per member and bulletin. */
export async function setVisibility(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<Bulletin> {
  const { hasOptedIn } = parseInput(visibilitySchema, input);
  const bulletin = await findBulletin(em, id, true);
  // One statement, so two quick clicks (or two tabs) cannot race into a duplicate row.
  await em.execute(
    `insert into bulletin_visibility (id, created_at, updated_at, user_id, bulletin_id, has_opted_in, viewed_at)
     values (?, now(), now(), ?, ?, ?, now())
     on conflict (user_id, bulletin_id)
     do update set has_opted_in = excluded.has_opted_in, updated_at = now(), viewed_at = now()`,
    [randomUUID(), actor.id, bulletin.id, hasOptedIn],
  );
  bulletin.hasOptedIn = hasOptedIn;
  return bulletin;
}
