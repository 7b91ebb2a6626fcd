import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../errors.js';
import type { FileStorage, StagedFile } from './storage.js';
import { stageUpload } from './uploads.js';

/** What one kind of attachment accepts: its size, how many one owner may hold, and which types (by the bytes). */
export interface AttachLimits {
  maxBytes: number;
  /** Answered with 413 when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /** How many attachments one owner may hold. */
  maxCount: number;
  /** Answered (400, under `field`) when the owner already holds maxCount. */
  countMessage: string;
  /** The field the count and type errors are reported under (fieldErrors). */
  field: string;
  /** The type told by the file's first bytes, or null when it is not accepted. */
  sniff(head: Uint8Array): { mimeType: string; extension: string } | null;
  /** Answered (400, under `field`) when sniff refuses the bytes. */
  typeMessage: string;
}

/** The file as it will be committed: staged bytes, its type and the extension its key gets. */
export interface PreparedFile {
  staged: StagedFile;
  mimeType: string;
  extension: string;
}

/** The committed file, for the row that names it. */
export interface AttachedFile {
  key: string;
  size: number;
  sha256: string;
  mimeType: string;
  extension: string;
}

export interface AttachSteps<Owner, Row> {
  /** The upload: a stream or bytes (staged here under maxBytes) or a file a door has already staged. Always consumed. */
  file: Readable | Buffer | StagedFile;
  limits: AttachLimits;
  /**
   * Turns the accepted raw file into the file to commit (images: re-encoding, see prepareImage), or throws the
   * client's error. It owns `raw` from then on (discards it, or returns it as `staged`). Default: sniff and keep.
   */
  prepare?: (storage: FileStorage, raw: StagedFile) => Promise<PreparedFile>;
  /** Locks the owner row in the transaction (db/find.ts lockOwned) and checks it still accepts attachments. */
  lockOwner(tx: EntityManager): Promise<Owner>;
  /** How many attachments the locked owner holds now. */
  count(tx: EntityManager, owner: Owner): Promise<number>;
  /** Creates and persists the row that names the committed file (attach flushes it). */
  insert(tx: EntityManager, owner: Owner, file: AttachedFile): Promise<Row> | Row;
}

function isStaged(file: AttachSteps<unknown, unknown>['file']): file is StagedFile {
  return typeof (file as StagedFile).commit === 'function' && typeof (file as StagedFile).discard === 'function';
}

/** The first bytes of a staged file, where its type is told (magic numbers). */
export async function readHead(file: string, length = 16): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type check by sniffed bytes, on its own (a prepare step runs it before its own work). */
export async function sniffStaged(raw: StagedFile, limits: Pick<AttachLimits, 'sniff' | 'typeMessage' | 'field'>) {
  const kind = raw.size > 0 ? limits.sniff(await readHead(raw.localPath)) : null;
  if (!kind) throw badInput(limits.typeMessage, { [limits.field]: limits.typeMessage });
  return kind;
}

/**
 * The one upload path every attachment takes (journal photos today; grievance evidence and meeting audio next):
 * the file is staged under a temporary name (at most maxBytes), its type judged by its bytes (and prepared, e.g.
 * re-encoded); then in one transaction the owner row is locked, the count checked against maxCount, the file
 * committed under its final random key and the row inserted. Any failure, at any step, leaves neither a row nor a
 * file (staged or committed).
 */
export async function attach<Owner, Row>(em: EntityManager, storage: FileStorage, steps: AttachSteps<Owner, Row>): Promise<Row> {
  const { limits } = steps;
  let raw: StagedFile | undefined = isStaged(steps.file) ? steps.file : undefined;
  let prepared: PreparedFile | undefined;
  let key: string | undefined;
  try {
    if (!raw) raw = await stageUpload(storage, steps.file as Readable, limits);
    if (raw.size > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage);
    const file = raw;
    prepared = steps.prepare ? await steps.prepare(storage, file) : { staged: file, ...(await sniffStaged(file, limits)) };
    const ready = prepared;
    return await em.transactional(async (tx) => {
      const owner = await steps.lockOwner(tx);
      if ((await steps.count(tx, owner)) >= limits.maxCount) {
        throw badInput(limits.countMessage, { [limits.field]: limits.countMessage });
      }
      const { size, sha256 } = ready.staged;
      key = await ready.staged.commit(ready.extension);
      const row = await steps.insert(tx, owner, { key, size, sha256, mimeType: ready.mimeType, extension: ready.extension });
      await tx.flush();
      return row;
    });
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {});
    throw error;
  } finally {
    await raw?.discard().catch(() => {});
    await prepared?.staged.discard().catch(() => {});
  }
}
