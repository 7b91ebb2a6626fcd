import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { JournalEvent } from '../modules/journal/journal.entities.js';
import { User } from '../auth/user.entity.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { definedOnly, findOrNotFound, findOwnedOrNotFound, lockOwned, parseId } from './find.js';

const ID = '0b7e1c9a-3f4d-4c2b-9a1e-5d6f7a8b9c0d';

function notFoundOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return error.message;
    throw error;
  }
  return undefined;
}

describe('parseId', () => {
  it('accepts a UUID in either case and returns it in lower case', () => {
    expect(parseId(ID, 'Thing')).toBe(ID);
    expect(parseId(ID.toUpperCase(), 'Thing')).toBe(ID);
  });

  it('answers NOT_FOUND for the named thing for anything else, before any database sees it', () => {
    for (const value of [undefined, null, 42, {}, [ID], '', 'abc', `${ID}x`, ` ${ID}`, '-'.repeat(36), ID.replace(/-/g, ''), `${ID}\0`]) {
      expect(notFoundOf(() => parseId(value, 'Journal entry'))).toBe('Journal entry not found');
    }
  });
});

describe('definedOnly', () => {
  it('drops undefined fields and keeps null, false, 0 and empty text', () => {
    expect(definedOnly({ a: undefined, b: null, c: false, d: 0, e: '', f: 'x' })).toEqual({ b: null, c: false, d: 0, e: '', f: 'x' });
    expect(Object.keys(definedOnly({ a: undefined }))).toEqual([]);
  });
});

describe('owned rows', () => {
  let server: TestServer;
  let orm: MikroORM;
  let owner: User;
  let other: User;
  let eventId: string;

  beforeAll(async () => {
    server = await startTestServer();
    orm = server.orm;
    owner = (await server.signedIn()).user;
    other = (await server.signedIn()).user;
    const em = orm.em.fork();
    const event = em.create(JournalEvent, { eventTitle: 'Night shift', user: owner.id });
    await em.persist(event).flush();
    eventId = event.id;
  });
  afterAll(() => server.close());

  it('findOrNotFound finds by id and says NOT_FOUND for an unknown or malformed one', async () => {
    expect((await findOrNotFound(orm.em.fork(), User, owner.id, 'Member')).id).toBe(owner.id);
    await expect(findOrNotFound(orm.em.fork(), User, ID, 'Member')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
    await expect(findOrNotFound(orm.em.fork(), User, 'nope', 'Member')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("findOwnedOrNotFound finds the owner's row and not another member's", async () => {
    expect((await findOwnedOrNotFound(orm.em.fork(), JournalEvent, eventId, owner.id, 'Journal event')).id).toBe(eventId);
    await expect(findOwnedOrNotFound(orm.em.fork(), JournalEvent, eventId, other.id, 'Journal event')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Journal event not found',
    });
    await expect(findOwnedOrNotFound(orm.em.fork(), JournalEvent, 'x', owner.id, 'Journal event')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("lockOwned locks the owner's row until the transaction ends, and refuses another member's", async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = orm.em.fork().transactional(async (tx) => {
      await lockOwned(tx, JournalEvent, eventId, owner.id, 'Journal event');
      locked();
      await held;
      order.push('first done');
    });
    await isLocked;
    const second = orm.em.fork().transactional(async (tx) => {
      await lockOwned(tx, JournalEvent, eventId, owner.id, 'Journal event');
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('released');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first done', 'second locked']);
    await expect(
      orm.em.fork().transactional((tx) => lockOwned(tx, JournalEvent, eventId, other.id, 'Journal event')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
