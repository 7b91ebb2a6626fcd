import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { Kind, parse } from 'graphql';
import { z } from 'zod';
import { requireUser } from '../../auth/auth-checker.js';
import { AppError, retryLater } from '../../errors.js';
import { createRequestContext } from '../../http/context.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import { sameOriginWrites } from '../../http/same-origin.js';
import { jsonBody, withoutNulInUrl } from '../../http/without-nul.js';
import { TRANSCRIBE_JSON_LIMIT, transcribeAudio } from './transcription.service.js';

// transcribeAudio checks the body field by field (a data URL is no zod rule's); this is what it reads.
const transcribeBody = z.object({
  audioData: z.string().meta({
    description:
      'The recording as a base64 data URL (data:audio/webm;base64,…): WebM, Ogg, WAV, MP4 or MP3 judged by its bytes, at most 25 MB.',
  }),
  filename: z.string().min(1).meta({ description: "The recording's file name.", example: 'meeting.webm' }),
});

/** Only a signed-in member's request body is read past the usual 1 MB: the session is checked before a byte of it. */
function signedInFirst(deps: RestDeps): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      requireUser((await createRequestContext(deps.orm, deps.services, req, _res)).user);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * POST /api/transcribe, mounted before the /api router's 1 MB JSON parser: a recording of 25 MB is about 34 MB of
 * base64. The same checks as every /api write run first (same origin, NUL in the URL), then the session.
 */
export function mountTranscriptionRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Transcription');
  route(
    {
      method: 'post',
      path: '/transcribe',
      summary: 'Transcribe a recording',
      description:
        'Turns a recording into text and keeps nothing (a read, for access tokens). Bad audio is 400 ' +
        "'Failed to process audio file'; 429 while another of the caller's recordings is being transcribed; 503 when " +
        'no engine could transcribe it.',
      access: { access: 'member', scope: 'read' },
      body: transcribeBody,
      response: { graphql: 'Transcription', description: 'The transcript.' },
      errors: [503],
      before: [sameOriginWrites, withoutNulInUrl, signedInFirst(deps), jsonBody(String(TRANSCRIBE_JSON_LIMIT))],
    },
    (ctx, req) => transcribeAudio({ transcriber: ctx.services.transcriber, logger: ctx.services.logger }, ctx.user.id, req.body),
  );
}

/** Whether a GraphQL request body asks for `transcribe` and nothing else (the only operation with a large argument). */
function onlyTranscribe(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return false;
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    return (
      operations.length > 0 &&
      operations.every(
        (op) =>
          op.operation === 'mutation' &&
          op.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && (s.name.value === 'transcribe' || s.name.value === '__typename'),
          ),
      )
    );
  } catch {
    return false;
  }
}

export const LARGE_BODY_BUSY_MESSAGE = 'Another large request of yours is still being received. Wait for it to finish.';

/**
 * The GraphQL door to the same mutation (`transcribe(audioData, filename)`): a JSON request to /graphql larger than
 * the usual 1 MB is read, up to the transcription limit, only for a signed-in member, one at a time per member, and
 * only when it turns out to be `transcribe` (anything else that large is 413, as for everyone). Anyone else's still
 * meets the 1 MB parser after this one (413).
 */
export function largeGraphqlJsonForMembers(deps: RestDeps): RequestHandler {
  const bodyBytes = new WeakMap<Request, number>();
  const read = express.json({
    limit: TRANSCRIBE_JSON_LIMIT,
    verify: (req, _res, buffer) => {
      bodyBytes.set(req as Request, buffer.length);
    },
  });
  const usual = 1024 * 1024;
  const reading = new Set<string>();
  return async (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get('content-length') ?? Number.NaN);
    if (req.method !== 'POST' || !req.is('application/json') || (Number.isFinite(length) && length <= usual)) return next();
    let userId: string;
    try {
      const ctx = await createRequestContext(deps.orm, deps.services, req, res);
      if (!ctx.user) return next();
      userId = ctx.user.id;
    } catch (error) {
      return next(error);
    }
    // At most one such body per member in memory at a time: 25 MB of audio is about 34 MB of JSON.
    if (reading.has(userId)) return next(retryLater('RATE_LIMITED', LARGE_BODY_BUSY_MESSAGE, 5));
    reading.add(userId);
    read(req, res, (error?: unknown) => {
      reading.delete(userId);
      if (error) return next(error);
      if ((bodyBytes.get(req) ?? 0) > usual && !onlyTranscribe(req.body))
        return next(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
      next();
    });
  };
}
