import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { escapeLike } from './like.js';

const SOURCE = path.resolve(import.meta.dirname, '..');

// A pattern match in MikroORM ($like, $ilike, $re) or in SQL text (like / ilike / similar to / ~ followed by a value).
const PATTERN = /\$i?like\b|\$re\b|\b(i?like|similar\s+to)\s+(\?|\$\d|'|`|\$\{)|~\*?\s*(\?|\$\d)/i;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

describe('pattern matching on what a user typed', () => {
  it('appears in the server source only through escapeLike', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (PATTERN.test(line) && !line.includes('escapeLike(')) offenders.push(`${path.relative(SOURCE, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    // `%` and `_` in a username signed in as other members: compare normalised keys with `=` instead.
    expect(offenders).toEqual([]);
  });

  it('recognises the forms it guards against', () => {
    for (const line of [
      `em.findOne(User, { username: { $ilike: username } })`,
      `{ name: { $like: q } }`,
      `{ name: { $re: q } }`,
      'execute(`select * from users where username ilike ?`, [name])',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source text with an interpolation in it
      "execute(`select * from users where username LIKE '${name}'`)",
      'where name ~* $1',
    ]) {
      expect(PATTERN.test(line), line).toBe(true);
    }
    for (const line of ['// counts like several in its text', 'const likes = 3;', 'username: normalizeIdentifier(username)']) {
      expect(PATTERN.test(line), line).toBe(false);
    }
  });

  it('escapeLike makes wildcards literal in PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: inject('pgServerUrl') });
    await client.connect();
    try {
      const matches = async (text: string, typed: string) =>
        (await client.query<{ m: boolean }>(`select $1::text ilike $2::text as m`, [text, `%${escapeLike(typed)}%`])).rows[0].m;
      expect(await matches('parttime', 'parttim_')).toBe(false);
      expect(await matches('parttime', '%')).toBe(false);
      expect(await matches('parttime', 'part%')).toBe(false);
      expect(await matches('part_time', 'part_')).toBe(true);
      expect(await matches('50% off', '50%')).toBe(true);
      expect(await matches('a\\b', 'a\\b')).toBe(true);
      expect(await matches('Parttime', 'PARTT')).toBe(true);
    } finally {
      await client.end();
    }
  });
});
