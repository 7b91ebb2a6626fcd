import path from 'node:path';
import type { Router } from 'express';
import { badInput } from '../../errors.js';
import { receiveImageFrom, receiveMultipartFile } from '../../http/multipart.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { contentDisposition, sendStoredImage } from '../../http/stored-image.js';
import { sendMeetingRecord } from './meeting-record.js';
import {
  attachMeetingToGrievance,
  deleteMeeting,
  finalizeMeeting,
  finishMeetingAudio,
  getMeeting,
  listMeetings,
  locateMeetingAudio,
  openMeetingImage,
  retryMeetingTranscription,
  startMeeting,
  updateMeeting,
  uploadMeetingAudioChunk,
  uploadMeetingImage,
} from './meetings.service.js';

/** The chunk's number is a form field of its own. */
const SEQ_FIELD_MESSAGE = "Please send the chunk's number in the form field 'seq'";

const bodyField = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

export function mountMeetingRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/meetings',
    restHandler(deps, 'member', (ctx) => listMeetings(ctx.em, ctx.user)),
  );
  router.post(
    '/meetings',
    restHandler(deps, 'member', (ctx, req) => startMeeting(ctx.em, ctx.user, req.body), 201),
  );
  router.get(
    '/meetings/:id',
    restHandler(deps, 'member', (ctx, req) => getMeeting(ctx.em, ctx.user, req.params.id)),
  );
  router.patch(
    '/meetings/:id',
    restHandler(deps, 'member', (ctx, req) => updateMeeting(ctx.em, ctx.user, req.params.id, req.body)),
  );
  router.delete(
    '/meetings/:id',
    restHandler(deps, 'member', async (ctx, req) => {
      await deleteMeeting(ctx.em, ctx.services, ctx.user, req.params.id);
      return { success: true };
    }),
  );
  // Multipart: the field `seq` and the file in the field `chunk`.
  router.post(
    '/meetings/:id/audio/chunks',
    restHandler(deps, 'member', (ctx, req) =>
      uploadMeetingAudioChunk(ctx.em, ctx.services, ctx.user, req.params.id, async (rule) => {
        const { raw, fields } = await receiveMultipartFile(req, ctx.services.storage, rule);
        if (fields.seq === undefined) {
          await raw.discard();
          throw badInput(SEQ_FIELD_MESSAGE, { seq: SEQ_FIELD_MESSAGE });
        }
        return { raw, seq: fields.seq };
      }),
    ),
  );
  router.post(
    '/meetings/:id/audio/finish',
    restHandler(deps, 'member', (ctx, req) =>
      finishMeetingAudio(ctx.em, ctx.services, ctx.user, req.params.id, bodyField(req.body, 'durationSeconds')),
    ),
  );
  router.post(
    '/meetings/:id/transcription/retry',
    restHandler(deps, 'member', (ctx, req) => retryMeetingTranscription(ctx.em, ctx.services, ctx.user, req.params.id)),
  );
  router.post(
    '/meetings/:id/finalize',
    restHandler(deps, 'member', (ctx, req) => finalizeMeeting(ctx.em, ctx.services, ctx.user, req.params.id, req.body)),
  );
  router.post(
    '/meetings/:id/attach',
    restHandler(deps, 'member', (ctx, req) =>
      attachMeetingToGrievance(ctx.em, ctx.user, req.params.id, bodyField(req.body, 'grievanceId')),
    ),
  );
  // Multipart with the file in the field `image` (and an optional `caption`); checked before a byte is read.
  router.post(
    '/meetings/:id/images',
    restHandler(
      deps,
      'member',
      (ctx, req) => uploadMeetingImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
      201,
    ),
  );
  router.get(
    '/meetings/:id/images/:imageId/view',
    restHandler(deps, 'member', async (ctx, req, res) => {
      await sendStoredImage(req, res, await openMeetingImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, req.params.imageId));
    }),
  );
  // The recording, for playback (Range requests: 206 with Content-Range, 416 when unsatisfiable) or ?download=1.
  router.get(
    '/meetings/:id/audio',
    restHandler(deps, 'member', async (ctx, req, res) => {
      const audio = await locateMeetingAudio(ctx.em, ctx.services, ctx.user, req.params.id);
      const download = req.query.download === '1' || req.query.download === 'true';
      await new Promise<void>((resolve, reject) => {
        // With a root, only the file's own name is checked for dotfiles: the data folder (.data, .test-data) may
        // start with a dot, which made every recording a 403.
        res.sendFile(
          path.basename(audio.path),
          {
            root: path.dirname(audio.path),
            acceptRanges: true,
            cacheControl: false,
            lastModified: false,
            dotfiles: 'deny',
            end: audio.size > 0 ? audio.size - 1 : 0,
            headers: {
              'Content-Type': audio.mimeType,
              'Cache-Control': 'private, no-store',
              'X-Content-Type-Options': 'nosniff',
              'Content-Security-Policy': 'sandbox',
              'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', audio.fileName),
            },
          },
          // A player that lets go of the request (a seek, a page left) is no error of ours: ECONNABORTED.
          (error) => (error && !res.headersSent && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED' ? reject(error) : resolve()),
        );
      });
    }),
  );
  // The whole record as a ZIP download: audio, transcript.txt, notes.txt, participants.txt, images.
  router.get(
    '/meetings/:id/record',
    restHandler(deps, 'member', (ctx, req, res) => sendMeetingRecord(ctx.em, ctx.services, ctx.user, req.params.id, res)),
  );
}
