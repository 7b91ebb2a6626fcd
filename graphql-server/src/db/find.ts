import { type EntityClass, type FindOneOptions, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors.js';

// Shared persistence helpers. Every row is named by a UUID from the outside; a row owned by a member is looked up
// with the owner in the query, so another member's id is simply not found (never "forbidden", which would confirm
// that it exists).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the outside: anything that is not a UUID cannot name a row, so it is NOT_FOUND (never a database error). */
export function parseId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound(what);
  return value.toLowerCase();
}

// The entity's own filter type is too narrow to name an `id`/`user` pair generically.
type AnyFilter = any;

async function oneOrNotFound<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: AnyFilter,
  what: string,
  options?: FindOneOptions<T, AnyFilter>,
): Promise<T> {
  const row = await em.findOne(entity, where, options);
  if (!row) throw notFound(what);
  return row as T;
}

/** The row with this id, or NOT_FOUND (also for a malformed id; always as a rejected promise, never a throw). */
export async function findOrNotFound<T extends object>(em: EntityManager, entity: EntityClass<T>, id: unknown, what: string): Promise<T> {
  return oneOrNotFound(em, entity, { id: parseId(id, what) }, what);
}

/** The row with this id whose `user` is the owner, or NOT_FOUND (another member's row, or a malformed id). */
export async function findOwnedOrNotFound<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: unknown,
  ownerId: string,
  what: string,
  options?: FindOneOptions<T, AnyFilter>,
): Promise<T> {
  return oneOrNotFound(em, entity, { id: parseId(id, what), user: ownerId }, what, options);
}

/**
 * Locks the owner's row (PESSIMISTIC_WRITE, read afresh) for the rest of the transaction, so that counts and version
 * checks made after it hold under concurrency; NOT_FOUND when the owner has no such row. Call inside a transaction.
 */
export async function lockOwned<T extends object>(
  tx: EntityManager,
  entity: EntityClass<T>,
  id: unknown,
  ownerId: string,
  what: string,
): Promise<T> {
  return findOwnedOrNotFound(tx, entity, id, ownerId, what, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** The object without its undefined fields: a partial update assigns only what was sent (null still clears). */
export function definedOnly<T extends object>(obj: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
