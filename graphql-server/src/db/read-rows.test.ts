import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { readRows } from './read-rows.js';

// The hot reads go through the pool as prepared statements; they must read exactly what em.execute reads,
// and inside a transaction see that transaction's own writes.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BY_NAME = 'select username, first_name from users where first_name = ? and username <> ? order by username';

describe('readRows', () => {
  it('reads the same rows as em.execute, with the values bound, statement after statement', async () => {
    await server.signedIn({ firstName: 'Quinn' });
    await server.signedIn({ firstName: 'Quinn' });
    const em = server.orm.em.fork();
    const expected = await em.execute(BY_NAME, ['Quinn', 'nobody']);
    expect(expected).toHaveLength(2);
    // Twice: the second time on a statement the connection has already prepared.
    expect(await readRows(em, BY_NAME, ['Quinn', 'nobody'])).toEqual(expected);
    expect(await readRows(em, BY_NAME, ['Quinn', 'nobody'])).toEqual(expected);
    // A value is bound, never spliced into the SQL.
    expect(await readRows(em, BY_NAME, ["Quinn' or '1'='1", 'nobody'])).toEqual([]);
  });

  it('inside a transaction, sees what the transaction wrote before it commits', async () => {
    const { user } = await server.signedIn({ firstName: 'Rowan' });
    await server.orm.em.fork().transactional(async (em) => {
      await em.execute('update users set first_name = ? where id = ?', ['Sasha', user.id]);
      expect(await readRows(em, 'select first_name from users where id = ?', [user.id])).toEqual([{ first_name: 'Sasha' }]);
      // Outside it, nothing yet.
      const outside = server.orm.em.fork();
      expect(await readRows(outside, 'select first_name from users where id = ?', [user.id])).toEqual([{ first_name: 'Rowan' }]);
    });
  });
});
