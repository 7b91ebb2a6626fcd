import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { requireUser } from '../../auth/auth-checker.js';
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
