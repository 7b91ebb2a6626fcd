import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A secret kept in DATA_DIR, generated the first time; so sessions survive a restart without configuration. */
export async function persistentSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', `${name}.key`);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
