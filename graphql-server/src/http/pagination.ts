import type { Request } from 'express';
import { type PageArgs, restPageQuerySchema } from '@union/rules/pagination';
import type { Page } from '../db/keyset.js';
import { parseInput } from '../validation.js';

/** A page as the REST shim answers it. */
export interface RestPage<T> {
  items: T[];
  /** Send as `?cursor=` for the next page; null on the last one. */
  nextCursor: string | null;
  totalCount: number;
}

/**
 * A list route's two answers: without `?limit=` and `?cursor=`, the whole list as a JSON array (as the web reads
 * it); with either, one page `{ items, nextCursor, totalCount }` (limit 1 to 100, 20 when only a cursor is sent).
 */
export async function pageOrList<T>(
  query: Request['query'],
  list: () => Promise<T[]>,
  page: (args: PageArgs) => Promise<Page<T>>,
): Promise<T[] | RestPage<T>> {
  if (query.limit === undefined && query.cursor === undefined) return list();
  return onePage(query, page);
}

/**
 * A list that answers one page whatever is sent (one that can grow without bound, as a member's change history):
 * `?limit=` 1 to 100 (20 when left out) and `?cursor=` (left out: the first page).
 */
export async function onePage<T>(query: Request['query'], page: (args: PageArgs) => Promise<Page<T>>): Promise<RestPage<T>> {
  const { limit, cursor } = parseInput(restPageQuerySchema, { limit: query.limit, cursor: query.cursor });
  const found = await page({ first: limit, after: cursor });
  return { items: found.items, nextCursor: found.hasNextPage ? found.endCursor : null, totalCount: found.totalCount };
}
