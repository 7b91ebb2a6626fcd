import { createHash } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

// The reads every request makes (its session) and the two long lists (the journal, the bulletin feed) ask PostgreSQL
// through the ORM's own pg pool, as a named prepared statement, instead of em.execute. That path formatted
// the values into the SQL text and passed it through the ORM's and Kysely's executors and connection provider, a cost
// the size of the rest of a small request, and PostgreSQL parsed and planned the text anew each time; a prepared
// statement is parsed once per connection. Same pool, same type parsers, so the same rows. Inside a transaction the
// ORM's connection is used, so the read sees the transaction's own writes.

interface Prepared {
  name: string;
  text: string;
}
const prepared = new Map<string, Prepared>();

/** The statement as pg prepares it: `?` placeholders (em.execute's) as `$1, $2, ...`, named after its text. */
function preparedFor(sql: string): Prepared {
  let found = prepared.get(sql);
  if (!found) {
    let n = 0;
    // The statements read here hold no other question mark (no jsonb `?` operators, none in literals).
    const text = sql.replace(/\?/g, () => `$${++n}`);
    found = { name: `read_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`, text };
    prepared.set(sql, found);
  }
  return found;
}

/** The rows of one read-only statement written with `?` placeholders. */
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, [...params]);
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const { name, text } = preparedFor(sql);
  const result = await pool.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
