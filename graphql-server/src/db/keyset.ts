import type { EntityClass, FindOptions, QueryOrderMap } from '@mikro-orm/core';
import { type EntityManager, raw } from '@mikro-orm/postgresql';
import { INVALID_CURSOR_MESSAGE, CURSOR_MAX_LENGTH, PAGE_SIZE, type PageArgs, pageSizeMessage } from '@union/rules/pagination';
import { badInput } from '../errors.js';

/**
 * Keyset (cursor) pagination: a page is the rows that sort after the cursor's row (`WHERE (sort, id) < (cursor)`,
 * spelled out key by key so that mixed directions and NULLS FIRST hold too), never OFFSET, so a row inserted while a
 * client pages neither repeats nor skips a row. A list declares its order once as a Keyset; the list query and its
 * pages both sort by it.
 */

/** How a key's values are written in a cursor (and checked when read back). */
type KeyType = 'timestamp' | 'date' | 'uuid' | 'text';

export interface SortKey<T> {
  field: keyof T & string;
  direction: 'asc' | 'desc';
  type: KeyType;
  /** Where NULLs sort; only for a nullable column (PostgreSQL's default is last for ASC, first for DESC). */
  nulls?: 'first' | 'last';
}

export interface Keyset<T> {
  /** Written into the cursor, so one list's cursor is not valid for another. */
  name: string;
  /** The sort keys, the last one unique (the id), so every row has exactly one place. */
  keys: readonly SortKey<T>[];
}

export interface Page<T> {
  items: T[];
  /** One cursor per item: continue after that item. */
  cursors: string[];
  hasNextPage: boolean;
  /** The last item's cursor (null for an empty page). */
  endCursor: string | null;
  /** Rows in the whole list, every page together. */
  totalCount: number;
}

type CursorValue = string | null;
// The entity's own filter type cannot name its fields generically; the keys come from the Keyset's typed fields.
type AnyFilter = any;

/** The list's ORDER BY, for em.find. */
export function orderByOf<T>(keyset: Keyset<T>): QueryOrderMap<T>[] {
  return keyset.keys.map((k) => {
    const nulls = k.nulls ? ` NULLS ${k.nulls.toUpperCase()}` : '';
    return { [k.field]: `${k.direction.toUpperCase()}${nulls}` } as QueryOrderMap<T>;
  });
}

const nullsFirst = (k: SortKey<unknown>) => (k.nulls ? k.nulls === 'first' : k.direction === 'desc');

function sortValue(row: object, key: SortKey<unknown>): CursorValue {
  const value = (row as Record<string, unknown>)[key.field];
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function encodeCursor<T extends object>(keyset: Keyset<T>, row: T): string {
  const values = keyset.keys.map((k) => sortValue(row, k as SortKey<unknown>));
  return Buffer.from(JSON.stringify([keyset.name, ...values]), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TEXT_KEY_MAX_LENGTH = 300;

function validValue(value: unknown, key: SortKey<unknown>): boolean {
  if (value === null) return key.nulls !== undefined;
  if (typeof value !== 'string') return false;
  switch (key.type) {
    case 'uuid':
      return UUID.test(value);
    case 'date':
      // A real calendar day: 2024-02-30 does not survive the round trip.
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 10) === value;
    case 'timestamp':
      return TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
    case 'text':
      // A stored name as it is (the columns sorted on hold at most a few hundred characters); never a NUL.
      return value.length <= TEXT_KEY_MAX_LENGTH && !value.includes('\u0000');
  }
}

/**
 * The sort values a cursor names. Anything the app did not write (not base64url JSON, another list's cursor, a value
 * of the wrong kind, a re-spelt one) is the caller's error, never a database error.
 */
export function decodeCursor<T>(keyset: Keyset<T>, cursor: string): CursorValue[] {
  const invalid = () => badInput(INVALID_CURSOR_MESSAGE);
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== keyset.keys.length + 1 || parsed[0] !== keyset.name) throw invalid();
  const values = parsed.slice(1) as unknown[];
  if (!values.every((v, i) => validValue(v, keyset.keys[i] as SortKey<unknown>))) throw invalid();
  // Only the app's own spelling: the same position written another way is not a cursor it handed out.
  if (Buffer.from(JSON.stringify(parsed), 'utf8').toString('base64url') !== cursor) throw invalid();
  return values as CursorValue[];
}

const toColumnValue = (value: string, key: SortKey<unknown>) => (key.type === 'timestamp' ? new Date(value) : value);

/** Rows strictly after `value` on this one key, or null when none can be (a NULL that sorts last). */
function beyond(key: SortKey<unknown>, value: CursorValue): AnyFilter | null {
  if (value === null) return nullsFirst(key) ? { [key.field]: { $ne: null } } : null;
  const compared = { [key.field]: { [key.direction === 'desc' ? '$lt' : '$gt']: toColumnValue(value, key) } };
  return key.nulls && !nullsFirst(key) ? { $or: [compared, { [key.field]: null }] } : compared;
}

const equal = (key: SortKey<unknown>, value: CursorValue): AnyFilter => ({
  [key.field]: value === null ? null : toColumnValue(value, key),
});

const SQL_TYPES: Record<KeyType, string> = { timestamp: 'timestamptz', date: 'date', uuid: 'uuid', text: 'text' };

/**
 * Rows after the cursor's row in the keyset's order. Keys of one direction without NULLs (the journal, grievances,
 * the allowlist) are one row comparison, `(k1, k2, id) < (v1, v2, id)`, which an index on those columns serves as
 * a range; mixed directions or NULLs (bulletins) are spelt out: k1 beyond v1, or k1 equal and k2 beyond v2, ...
 * `columnOf` names a key's column.
 */
export function afterWhere<T>(keyset: Keyset<T>, values: CursorValue[], columnOf: (field: string) => string): AnyFilter {
  const keys = keyset.keys as readonly SortKey<unknown>[];
  if (keys.every((k) => k.direction === keys[0].direction && !k.nulls) && values.every((v) => v !== null)) {
    const columns = keys.map((k) => columnOf(k.field));
    const placeholders = keys.map((k) => `?::${SQL_TYPES[k.type]}`);
    const op = keys[0].direction === 'desc' ? '<' : '>';
    const row = raw((alias: string) => `(${columns.map((c) => `${alias}."${c}"`).join(', ')}) ${op} (${placeholders.join(', ')})`, values);
    return { [row]: [] };
  }
  const branches: AnyFilter[] = [];
  keys.forEach((key, i) => {
    const past = beyond(key, values[i]);
    if (!past) return;
    const same = keys.slice(0, i).map((k, j) => equal(k, values[j]));
    branches.push(same.length ? { $and: [...same, past] } : past);
  });
  // Nothing can follow (every key at its last place): a condition that matches no row.
  return branches.length ? { $or: branches } : { [keys[keys.length - 1].field]: null };
}

/**
 * One page of the list `where` in the keyset's order: `first` rows after the cursor (one more is read to know whether
 * another page follows) and the count of the whole list. `options` are the list's own find options (populate).
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: AnyFilter,
  keyset: Keyset<T>,
  page: PageArgs,
  options: Omit<FindOptions<T, AnyFilter>, 'orderBy' | 'limit' | 'offset'> = {},
): Promise<Page<T>> {
  // The doors check the bounds with their own argument's name; this is the last guard, never a huge read.
  if (!Number.isInteger(page.first) || page.first < PAGE_SIZE.min || page.first > PAGE_SIZE.max) {
    throw badInput(pageSizeMessage('first'));
  }
  const meta = em.getMetadata(entity);
  const columnOf = (field: string) => (meta.properties as Record<string, { fieldNames: string[] }>)[field].fieldNames[0];
  const filter = page.after ? { $and: [where, afterWhere(keyset, decodeCursor(keyset, page.after), columnOf)] } : where;
  const rows = await em.find(entity, filter, { ...options, orderBy: orderByOf(keyset), limit: page.first + 1 } as FindOptions<
    T,
    AnyFilter
  >);
  const totalCount = await em.count(entity, where);
  const items = rows.slice(0, page.first) as T[];
  const cursors = items.map((row) => encodeCursor(keyset, row));
  return { items, cursors, hasNextPage: rows.length > page.first, endCursor: cursors.at(-1) ?? null, totalCount };
}
