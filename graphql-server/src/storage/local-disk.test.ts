import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ABANDONED_STAGED_MS, LocalDiskStorage } from './local-disk.js';

// The sweep of staged files that requests which died left behind, on real files in a temporary folder.

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function newStorage() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'union-uploads-'));
  roots.push(root);
  return { root, storage: new LocalDiskStorage(root) };
}

/** Makes a file look last written `ms` ago. */
const lastWritten = (file: string, ms: number) => utimes(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe('abandoned staged uploads', () => {
  it('deletes staged files not written to for an hour and keeps younger ones, which still commit', async () => {
    const { root, storage } = await newStorage();
    const abandoned = await storage.stage(Buffer.from('left by a request that died'));
    const almost = await storage.stage(Buffer.from('not written to for 59 minutes'));
    const receiving = await storage.stage(Buffer.from('still being received'));
    await lastWritten(abandoned.localPath, ABANDONED_STAGED_MS + 60_000);
    await lastWritten(almost.localPath, ABANDONED_STAGED_MS - 60_000);

    expect(await storage.removeAbandonedStaged()).toBe(1);

    const staged = await readdir(path.join(root, '.staging'));
    expect(staged.sort()).toEqual([path.basename(almost.localPath), path.basename(receiving.localPath)].sort());
    const key = await receiving.commit('.txt');
    expect(await readFile(path.join(root, key), 'utf8')).toBe('still being received');
    expect(await storage.removeAbandonedStaged()).toBe(0);
  });

  it('leaves committed files alone, however old', async () => {
    const { root, storage } = await newStorage();
    const key = await (await storage.stage(Buffer.from('a journal photo'))).commit('.jpg');
    await lastWritten(path.join(root, key), 10 * ABANDONED_STAGED_MS);

    expect(await storage.removeAbandonedStaged()).toBe(0);

    expect((await readdir(root)).sort()).toEqual(['.staging', key].sort());
  });
});
