import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.js';
import { type FileStorage, FileTooLargeError, type StagedFile } from './storage.js';

const KEY_PATTERN = /^[a-f0-9]{32}(\.[a-z0-9]{1,5})?$/;
const EXTENSION_PATTERN = /^\.[a-z0-9]{1,5}$/;
const STAGING_DIR = '.staging';
/**
 * A staged file lives as long as its request: the upload (which Node cuts off after 5 minutes), then a commit or a
 * discard. One not written to for an hour was left by a request that died (a process killed mid-upload).
 */
export const ABANDONED_STAGED_MS = 3_600_000;

const randomName = () => randomBytes(16).toString('hex');

/** Undefined for a file that is not there (ENOENT); any other error is thrown. */
function ignoreMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

/**
 * Uploads on local disk under DATA_DIR/uploads (never under the web root): committed files under random names,
 * staged files in a `.staging` folder beside them, so a commit is a rename on the same file system. The housekeeping
 * job deletes staged files left behind (removeAbandonedStaged).
 */
export class LocalDiskStorage implements FileStorage {
  private ready: Promise<void>;

  constructor(readonly root: string) {
    this.ready = mkdir(path.join(root, STAGING_DIR), { recursive: true, mode: 0o700 }).then(() => undefined);
  }

  async stage(source: Readable | Buffer, options: { maxBytes?: number } = {}): Promise<StagedFile> {
    const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    // An upload can break off while the folder is still being made; with no listener at that moment its 'error'
    // would be unhandled and end the process. pipeline() below still sees the error (the stream keeps it).
    input.on('error', () => {});
    await this.ready;
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    const stagedPath = path.join(this.root, STAGING_DIR, `${randomName()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      // pipeline settles only once every stream has closed, so the partial file is complete when it is removed.
      await pipeline(input, meter, createWriteStream(stagedPath, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      // Remove the partial file at once (an interrupted or refused upload), not at the next sweep.
      await rm(stagedPath, { force: true });
      throw error;
    }
    return new LocalStagedFile(this.root, stagedPath, size, hash.digest('hex'));
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) throw notFound('File');
      return { stream: createReadStream(file), size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File');
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw notFound('File');
    return path.join(this.root, key);
  }

  /** Deletes the staged files that requests which died left behind (see ABANDONED_STAGED_MS); returns how many. */
  async removeAbandonedStaged(now = Date.now()): Promise<number> {
    await this.ready;
    const dir = path.join(this.root, STAGING_DIR);
    let removed = 0;
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(ignoreMissing);
      if (!info?.isFile() || now - info.mtimeMs <= ABANDONED_STAGED_MS) continue;
      // Gone meanwhile (its request discarded it after all) is not an error, and not counted.
      if (await unlink(file).then(() => true, ignoreMissing)) removed += 1;
    }
    return removed;
  }
}

class LocalStagedFile implements StagedFile {
  private gone = false;

  constructor(
    private readonly root: string,
    readonly localPath: string,
    readonly size: number,
    readonly sha256: string,
  ) {}

  async commit(extension = ''): Promise<string> {
    if (this.gone) throw new Error('Staged file was already committed or discarded');
    if (extension && !EXTENSION_PATTERN.test(extension)) throw new Error(`Bad file extension: ${extension}`);
    const key = `${randomName()}${extension}`;
    await rename(this.localPath, path.join(this.root, key));
    this.gone = true;
    return key;
  }

  async discard(): Promise<void> {
    if (this.gone) return;
    this.gone = true;
    await rm(this.localPath, { force: true });
  }
}
