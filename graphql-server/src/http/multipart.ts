import type { ReceiveImage } from '../storage/owned-images.js';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { IMAGE_CAPTION_TOO_LONG_MESSAGE } from '@union/rules/images';
import { AppError, badInput } from '../errors.js';
import type { FileStorage, StagedFile } from '../storage/storage.js';
import { stageUpload, UPLOAD_INTERRUPTED_MESSAGE, UPLOAD_UNREADABLE_MESSAGE, type UploadRule, uploadError } from '../storage/uploads.js';

// The one place multipart bodies are read, for both doors: the REST shim's forms (receiveMultipartFile) and
// GraphQL's multipart requests (graphqlMultipart, then receiveUpload in the resolvers). Every stream they touch has
// an 'error' listener from the moment it exists (a stream that errors with none ends the process), and every
// failure becomes the client's error: 400, or 413 when too large, never a 500.

/**
 * The most bytes a text field of a form may hold: more than any form's field needs (a 500-character caption is at
 * most 1,500 bytes of UTF-8). A longer one is refused, never kept cut.
 */
export const FORM_FIELD_MAX_BYTES = 2000;
/** The most text fields a form may have, beside its one file. */
export const FORM_MAX_FIELDS = 10;
export const FORM_TOO_MANY_PARTS_MESSAGE = `The form has too many parts: at most ${FORM_MAX_FIELDS} text fields and one file.`;
const FIELD_LIMIT = `at most ${FORM_FIELD_MAX_BYTES.toLocaleString('en-US')} bytes`;
export const formFieldTooLongMessage = (name: string) => `The form field '${name}' is too long: ${FIELD_LIMIT}.`;

/**
 * The refusal of a text field over FORM_FIELD_MAX_BYTES, under its name: in the words given for it, or else naming
 * the field and the limit. A name that is not a plain one is not repeated back.
 */
function fieldTooLong(name: string, message?: string): AppError {
  if (message) return badInput(message, { [name]: message });
  if (!/^[\w.-]{1,64}$/.test(name)) return badInput(`A form field is too long: ${FIELD_LIMIT}.`);
  return badInput(formFieldTooLongMessage(name), { [name]: formFieldTooLongMessage(name) });
}

export interface ReceivedFile {
  /** The raw bytes, staged; the caller owns it and must commit or discard it. */
  raw: StagedFile;
  fileName: string;
  /** Text fields of the form (only those sent before the file are guaranteed). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data request with one file in `rule.field`, streaming it to a staged file (never memory),
 * refusing more than `rule.maxBytes`. Nothing the form sends is cut or dropped unsaid: a text field over
 * FORM_FIELD_MAX_BYTES is refused (400, under its name, in `tooLong`'s words for it when given), and so is a form with
 * more than FORM_MAX_FIELDS text fields or a second file. Nothing is left on disk when it throws.
 */
export function receiveMultipartFile(
  req: Request,
  storage: FileStorage,
  rule: UploadRule,
  tooLong: Record<string, string> = {},
): Promise<ReceivedFile> {
  const missing = () => badInput(rule.missingMessage, { [rule.field]: rule.missingFieldMessage });
  if (!req.is('multipart/form-data')) return Promise.reject(missing());

  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte over each size limit lets what is read tell a value of exactly the limit from a longer one (busboy
      // marks both as cut): staging answers 413 for the file, the field handler 400 for a text field. Browsers send
      // the file name as raw UTF-8 (busboy's default reads it as Latin-1: '写真.jpg' became 'å\x86\x99ç\x9c\x9f.jpg').
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          fileSize: rule.maxBytes + 1,
          fields: FORM_MAX_FIELDS,
          fieldSize: FORM_FIELD_MAX_BYTES + 1,
          // Reached only by a part past the fields and the file a form may have (busboy counts parts as they end).
          parts: FORM_MAX_FIELDS + 2,
        },
      });
    } catch {
      // No boundary in the Content-Type, or not a form busboy can read.
      req.resume();
      reject(badInput(UPLOAD_UNREADABLE_MESSAGE));
      return;
    }
    const fields: Record<string, string> = {};
    let staging: Promise<StagedFile> | undefined;
    let fileName = '';
    let done = false;

    const fail = async (error: AppError) => {
      if (done) return;
      done = true;
      // Stop parsing (which ends the file stream, so staging removes its partial file) and drain what is left.
      req.unpipe(parser);
      parser.destroy();
      req.resume();
      const staged = await staging?.catch(() => undefined);
      await staged?.discard();
      reject(error);
    };

    parser.on('file', (name, stream: Readable, info) => {
      // Errors of a file stream are those of the parser or of staging, both handled below; this listener only
      // keeps one that comes before staging listens from being unhandled.
      stream.on('error', () => {});
      // After a refusal busboy still hands on the parts of the chunk it was reading: none is staged.
      if (done || name !== rule.field || staging) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? '';
      staging = stageUpload(storage, stream, rule);
      staging.catch((error: AppError) => void fail(error));
    });
    parser.on('field', (name, value, info) => {
      if (done) return;
      // busboy hands on the start of a longer value: refused, never kept cut.
      if (info.valueTruncated) return void fail(fieldTooLong(name, Object.hasOwn(tooLong, name) ? tooLong[name] : undefined));
      if (name !== rule.field) fields[name] = value;
    });
    // busboy skips a part past the limits (a field, a second file) and says so only by these events.
    const tooMany = () => void fail(badInput(FORM_TOO_MANY_PARTS_MESSAGE));
    parser.on('fieldsLimit', tooMany);
    parser.on('filesLimit', tooMany);
    parser.on('partsLimit', tooMany);
    // `on`, not `once`: a malformed part header and an early end each emit one.
    parser.on('error', () => void fail(badInput(UPLOAD_UNREADABLE_MESSAGE)));
    parser.on('close', async () => {
      if (done) return;
      if (!staging) return void fail(missing());
      try {
        const raw = await staging;
        if (done) return void (await raw.discard());
        done = true;
        resolve({ raw, fileName, fields });
      } catch (error) {
        void fail(uploadError(error, rule));
      }
    });
    req.on('error', () => void fail(badInput(UPLOAD_INTERRUPTED_MESSAGE)));
    req.on('close', () => {
      if (!req.complete) void fail(badInput(UPLOAD_INTERRUPTED_MESSAGE));
    });
    req.pipe(parser);
  });
}

/**
 * The value of an Upload argument: the file of a GraphQL multipart request, still arriving. Deliberately not a
 * promise: type-graphql awaits promise arguments before it calls the resolver, so a request that broke off before
 * the file failed there, outside any resolver's handling, as an internal error.
 */
export class PendingUpload {
  // Not a plain record, so walkers of argument values (NUL stripping) hand it on as it is.
  readonly [Symbol.toStringTag] = 'PendingUpload';

  constructor(readonly file: Promise<FileUpload>) {}
}

/** The `Upload` scalar (graphql-upload's name) with PendingUpload values, described for integrators. */
export const UploadScalar = new GraphQLScalarType<PendingUpload, never>({
  name: 'Upload',
  description:
    'A file, sent as a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec): ' +
    'a multipart/form-data body with the fields `operations` and `map`, then the file. One file per request, at most ' +
    '10 MB; each operation states its own types and limits. Input only.',
  parseValue: (value) => new PendingUpload(GraphQLUpload.parseValue(value) as Promise<FileUpload>),
  parseLiteral: (node) => GraphQLUpload.parseLiteral(node) as never,
  serialize: (value) => GraphQLUpload.serialize(value) as never,
});

/**
 * An Upload argument, staged like a REST upload under the same rule. The file rejects when the request broke off
 * before it (graphql-upload's own errors: 400 or 413 with a message for the client), and the file's stream errors
 * when the request broke off inside it.
 */
export async function receiveUpload(upload: PendingUpload, storage: FileStorage, rule: UploadRule): Promise<ReceivedFile> {
  let file: FileUpload;
  try {
    file = await upload.file;
  } catch (error) {
    throw multipartRequestError(error);
  }
  let stream: Readable;
  try {
    // Throws at once when the file already broke off.
    stream = file.createReadStream();
  } catch (error) {
    throw uploadError(error, rule);
  }
  const raw = await stageUpload(storage, stream, rule);
  return { raw, fileName: file.filename ?? '', fields: {} };
}

/**
 * graphql-upload's errors are http-errors; those marked `expose` were written for the client (a missing `map`,
 * too many files). The parser's own ('Unexpected end of form', 'Malformed part header') were not.
 */
function multipartRequestError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { status, expose, message } = (error ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  const ownWords = expose === true && typeof message === 'string' && message ? message : undefined;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', ownWords ?? 'The upload is too large.');
  if (status === 499) return badInput(UPLOAD_INTERRUPTED_MESSAGE);
  return badInput(ownWords ?? UPLOAD_UNREADABLE_MESSAGE);
}

/**
 * The GraphQL multipart request reader (graphql-upload) for /graphql, before the JSON body parser. A request it
 * cannot read is answered here, as GraphQL answers a bad request: the status, and `errors` with the code. An
 * `operations` or `map` field over graphql-upload's limit (1,000,000 bytes) is refused whole, never cut: 413, in its
 * words that name the field and the limit.
 */
export function graphqlMultipart(options: { maxFileSize: number; maxFiles: number }): RequestHandler {
  const uploads = graphqlUploadExpress(options);
  return (req, res, next) => {
    uploads(req, res, (error?: unknown) => {
      if (!error) return next();
      // graphql-upload holds every answer until the request has been read to its end, and leaves a body it could
      // not start parsing (no boundary) unread: read it, or the answer never goes.
      req.resume();
      const refused = multipartRequestError(error);
      res.status(refused.status).json({ errors: [{ message: refused.message, extensions: { code: refused.code } }] });
    });
  };
}

/** The REST door's way to read an owned image (storage/owned-images.ts): the field `image` and an optional `caption`. */
export function receiveImageFrom(req: Request, storage: FileStorage): ReceiveImage {
  return async (rule) => {
    const { raw, fileName, fields } = await receiveMultipartFile(req, storage, rule, { caption: IMAGE_CAPTION_TOO_LONG_MESSAGE });
    return { raw, fileName, caption: fields.caption };
  };
}

/** The GraphQL door's way to read an owned image: the `image` Upload argument and the `caption` argument. */
export function receiveImageArgument(image: PendingUpload, caption: string | null, storage: FileStorage): ReceiveImage {
  return async (rule) => {
    const { raw, fileName } = await receiveUpload(image, storage, rule);
    return { raw, fileName, caption };
  };
}
