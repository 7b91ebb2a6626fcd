import type { Readable } from 'node:stream';

/**
 * The upload store behind one interface (local disk today, S3-compatible later).
 *
 * Writes that span rows and files follow one order: bytes go to a staged (temporary) file first, the row is written
 * in a transaction, the staged file is committed under its final random key, and only then does the transaction
 * commit. Any failure before that point discards the staged file; a failed commit removes the committed key.
 */
export interface FileStorage {
  /** Streams bytes to a staged file that no key points at yet. Refuses more than `maxBytes` (FileTooLargeError). */
  stage(source: Readable | Buffer, options?: { maxBytes?: number }): Promise<StagedFile>;
  /** Opens a committed file for reading; NOT_FOUND when the key does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  /** Removes a committed file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

export interface StagedFile {
  /** A local path the staged bytes can be read from (for image decoding). */
  readonly localPath: string;
  readonly size: number;
  /** SHA-256 of the staged bytes, lower-case hex. */
  readonly sha256: string;
  /** Moves the bytes under a new random key and returns it; the staged file is gone afterwards. */
  commit(extension?: string): Promise<string>;
  /** Deletes the staged bytes; safe to call more than once and after commit. */
  discard(): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
  }
}
