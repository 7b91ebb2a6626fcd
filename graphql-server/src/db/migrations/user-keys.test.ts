import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { openEmptyDatabase } from '../../test/databases.js';

describe('Migration20261125120000_UserKeys', () => {
  it('fills the keys of existing users; of colliding accounts the oldest keeps the key', async () => {
    const orm = await openEmptyDatabase(inject('pgServerUrl'), 'keys');
    try {
      await orm.migrator.up({ to: 'Migration20261124173000_JournalVersion' });
      const db = orm.em.getConnection();
      // What the ILIKE era let in: `Dana` then `dana` and `ｄａｎａ`, and one email on two accounts.
      const rows = [
        ['Dana', 'dana@example.org', '2024-01-01'],
        ['dana', 'other@example.org', '2024-02-01'],
        ['ｄａｎａ', 'third@example.org', '2024-03-01'],
        ['casey', 'DANA@example.org', '2024-04-01'],
        ['ops-boss', 'ops@example.org', '2024-05-01'],
      ];
      for (const [i, [username, email, created]] of rows.entries()) {
        await db.execute(
          `insert into "users" ("id", "created_at", "updated_at", "username", "personal_email", "first_name", "last_name", "employee_number", "hashed_password", "employment_status", "hire_date") values (?, ?, ?, ?, ?, 'A', 'B', ?, 'x', 'full_time', '2020-01-01')`,
          [randomUUID(), created, created, username, email, `E${i}`],
        );
      }
      await orm.migrator.up();
      const keys = await db.execute<{ username: string; username_key: string | null; email_key: string | null }[]>(
        `select "username", "username_key", "email_key" from "users" order by "created_at"`,
      );
      expect(keys).toEqual([
        { username: 'Dana', username_key: 'dana', email_key: 'dana@example.org' },
        { username: 'dana', username_key: null, email_key: 'other@example.org' },
        { username: 'ｄａｎａ', username_key: null, email_key: 'third@example.org' },
        { username: 'casey', username_key: 'casey', email_key: null },
        { username: 'ops-boss', username_key: 'ops-boss', email_key: 'ops@example.org' },
      ]);
      await expect(db.execute(`update "users" set "username_key" = 'dana' where "username" = 'casey'`)).rejects.toThrow(
        /users_username_key_unique/,
      );
    } finally {
      await orm.close();
    }
  });
});
