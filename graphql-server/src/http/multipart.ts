import type { Readable } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { badInput } from '../errors.js';
import { LIMITS } from '../rules/constants.js';
import { stageUpload } from '../storage/images.js';
import type { FileStorage, StagedFile } from '../storage/storage.js';

export interface ReceivedFile {
  /** The raw bytes, staged; the caller owns it and must commit or discard it. */
  raw: StagedFile;
  fileName: string;
  /** Text fields of the form (only those sent before the file are guaranteed). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data request with one file in `field`, streaming it to a staged file (never memory),
 * refusing more than `maxBytes`. Other files are skipped. Nothing is left on disk when it throws.
 */
export function receiveMultipartFile(
  req: Request,
  storage: FileStorage,
  field: string,
  maxBytes: number = LIMITS.maxImageBytes,
): Promise<ReceivedFile> {
  const missing = () => badInput(`Please attach an image in the form field '${field}'`, { [field]: 'Please choose an image' });
  if (!req.is('multipart/form-data')) return Promise.reject(missing());

  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over the limit lets the staging step see the overflow and answer 413. Browsers send the file name
      // as raw UTF-8 (busboy's default reads it as Latin-1: '写真.jpg' became 'å\x86\x99ç\x9c\x9f.jpg').
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 2000, parts: 12 },
      });
    } catch {
      reject(missing());
      return;
    }
    const fields: Record<string, string> = {};
    let staging: Promise<StagedFile> | undefined;
    let fileName = '';
    let fileStream: Readable | undefined;
    let failed = false;

    const fail = async (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      // A file stream left open would wait for bytes that never come: end it so its staged file is removed.
      fileStream?.destroy(error instanceof Error ? error : new Error(String(error)));
      req.resume();
      const staged = await staging?.catch(() => undefined);
      await staged?.discard();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== field || staging) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? '';
      fileStream = stream;
      staging = stageUpload(storage, stream, maxBytes);
      staging.catch((error) => void fail(error));
    });
    parser.on('field', (name, value) => {
      if (name !== field) fields[name] = value;
    });
    parser.on('error', () => void fail(badInput('The upload could not be read. Please try again.')));
    parser.on('close', async () => {
      if (failed) return;
      if (!staging) return void fail(missing());
      try {
        const raw = await staging;
        if (failed) return void (await raw.discard());
        resolve({ raw, fileName, fields });
      } catch (error) {
        void fail(error);
      }
    });
    req.on('close', () => {
      if (!req.complete) void fail(badInput('The upload was interrupted. Please try again.'));
    });
    req.pipe(parser);
  });
}
