import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AppError, badInput } from '../errors.js';
import { FileTooLargeError, type FileStorage, type StagedFile } from './storage.js';

/** What one kind of upload accepts, the same on both doors (REST multipart and GraphQL Upload). */
export interface UploadRule {
  /** The multipart form field that carries the file on the REST door. */
  field: string;
  maxBytes: number;
  /** Answered with 413 when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /** Answered with 400 when the form has no file in `field`. */
  missingMessage: string;
  /** The same, under the field (fieldErrors). */
  missingFieldMessage: string;
}

export const UPLOAD_INTERRUPTED_MESSAGE = 'The upload was interrupted. Please try again.';
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.';

function statusOf(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/**
 * The client's error for anything that went wrong while an upload was read: too large is 413 with the rule's
 * message; an error already written for the client stays; everything else (a stream that broke off, a body that
 * ended early) is a 400, never a server error.
 */
export function uploadError(error: unknown, rule: Pick<UploadRule, 'tooLargeMessage'>): AppError {
  if (error instanceof FileTooLargeError || statusOf(error) === 413) return new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
  if (error instanceof AppError) return error;
  return badInput(UPLOAD_INTERRUPTED_MESSAGE);
}

/**
 * Spools an upload stream to a staged file, at most `rule.maxBytes`. Nothing is left on disk when it throws, and
 * what it throws is the client's error (see uploadError).
 */
export async function stageUpload(
  storage: FileStorage,
  source: Readable,
  rule: Pick<UploadRule, 'maxBytes' | 'tooLargeMessage'>,
): Promise<StagedFile> {
  try {
    return await storage.stage(source, { maxBytes: rule.maxBytes });
  } catch (error) {
    throw uploadError(error, rule);
  }
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
