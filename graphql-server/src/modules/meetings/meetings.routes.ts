import path from 'node:path';
import {
  audioChunkSeqSchema,
  MEETING_LIMITS,
  meetingDurationSchema,
  meetingRecordingUpdateSchema,
  meetingStartSchema,
  meetingUpdateSchema,
} from '@union/rules/meetings';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { badInput } from '../../errors.js';
import type { ActorContext } from '../../http/context.js';
import { receiveImageFrom, receiveMultipartFile } from '../../http/multipart.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes, downloadQuery, IMAGE_FILE, imageUploadBody, type RouteBody, type RouteResponse } from '../../http/route.js';
import { contentDisposition, sendStoredImage } from '../../http/stored-image.js';
import { getMeeting, getMeetingRecording, listMeetings } from './meeting-access.js';
import { sendMeetingRecord } from './meeting-record.js';
import {
  AUDIO_CHUNK_UPLOAD,
  finishMeetingRecording,
  locateRecordingAudio,
  type ReceiveChunk,
  retryRecordingTranscription,
  startMeetingRecording,
  updateMeetingRecording,
  uploadRecordingChunk,
} from './meeting-recordings.js';
import {
  attachMeetingToGrievance,
  deleteMeeting,
  finalizeMeeting,
  finishMeetingAudio,
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

const MEETING_ID = { id: "The meeting's id." };
const RECORDING_ID = { id: "The meeting's id.", recordingId: "The id of one of the meeting's recordings." };
const EDITABLE_ONLY = '409 once the meeting record is finalized.';
/** The routes of the time when a meeting held one recording: they reach its first recording (or its open one). */
const ONE_RECORDING = 'A meeting holds several recordings:';

/** The recording a REST path names: the meeting's id and the recording's. */
const recordingOf = (req: Request) => ({ meetingId: req.params.id, recordingId: req.params.recordingId });

/** A chunk from a multipart request: the field `seq` and the file in the field `chunk`. */
const receiveChunkFrom =
  (req: Request, ctx: ActorContext): ReceiveChunk =>
  async (rule) => {
    const { raw, fields } = await receiveMultipartFile(req, ctx.services.storage, rule);
    if (fields.seq === undefined) {
      await raw.discard();
      throw badInput(SEQ_FIELD_MESSAGE, { seq: SEQ_FIELD_MESSAGE });
    }
    return { raw, seq: fields.seq };
  };

const CHUNK_BODY: RouteBody = {
  multipart: {
    file: { field: AUDIO_CHUNK_UPLOAD.field, maxBytes: AUDIO_CHUNK_UPLOAD.maxBytes, description: 'The chunk of audio.' },
    fields: { seq: { schema: audioChunkSeqSchema, description: "The chunk's number: 0, 1, 2, ...", required: true } },
  },
};

const AUDIO_FILE: RouteResponse = {
  file: ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/mpeg'],
  description: 'The audio, in the format it was recorded in.',
  ranges: true,
};

/** Sends a recording's audio for playback (Range requests: 206 with Content-Range, 416 when unsatisfiable) or ?download=1. */
async function sendAudio(req: Request, res: Response, audio: { path: string; size: number; mimeType: string; fileName: string }) {
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
}

// The bodies these services read field by field, with the rules they check them with.
const durationBody = z.object({ durationSeconds: meetingDurationSchema });
const attachBody = z.object({
  grievanceId: z
    .string()
    .nullish()
    .meta({ description: "One of the caller's grievances (another member's is 404); null or absent to detach." }),
});

export function mountMeetingRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Meetings');
  route(
    {
      method: 'get',
      path: '/meetings',
      summary: 'My meeting records',
      access: 'member',
      response: { graphql: 'Meeting', list: true, description: "The caller's own meeting records." },
    },
    (ctx) => listMeetings(ctx.em, ctx.user),
  );
  route(
    {
      method: 'post',
      path: '/meetings',
      summary: 'Start a meeting record',
      description: 'Participants (1 to 20) and consent to record; the recording is then sent in chunks.',
      access: 'member',
      body: meetingStartSchema,
      response: { graphql: 'Meeting', description: 'The new meeting record.' },
      status: 201,
    },
    (ctx, req) => startMeeting(ctx.em, ctx.user, req.body),
  );
  route(
    {
      method: 'get',
      path: '/meetings/:id',
      summary: 'One of my meeting records',
      access: 'member',
      params: MEETING_ID,
      response: { graphql: 'Meeting', description: 'The meeting record.' },
    },
    (ctx, req) => getMeeting(ctx.em, ctx.user, req.params.id),
  );
  route(
    {
      method: 'patch',
      path: '/meetings/:id',
      summary: 'Edit a meeting record',
      description: `Only the fields sent change. ${EDITABLE_ONLY}`,
      access: 'member',
      params: MEETING_ID,
      body: meetingUpdateSchema,
      response: { graphql: 'Meeting', description: 'The updated meeting record.' },
      errors: [409],
    },
    (ctx, req) => updateMeeting(ctx.em, ctx.user, req.params.id, req.body),
  );
  route(
    {
      method: 'delete',
      path: '/meetings/:id',
      summary: 'Delete a meeting record',
      description: 'With its recordings and images.',
      access: 'member',
      params: MEETING_ID,
      response: { success: true },
    },
    async (ctx, req) => {
      await deleteMeeting(ctx.em, ctx.services, ctx.user, req.params.id);
      return { success: true };
    },
  );
  // A meeting's recordings: each opened, sent in chunks, finished (which fixes its file and transcribes it).
  route(
    {
      method: 'post',
      path: '/meetings/:id/recordings',
      summary: 'Start a new recording',
      description:
        'Opens a recording of the meeting; send its chunks, then finish it. 409 when another recording of the meeting is ' +
        `still open, or the meeting was started without consent to record. ${EDITABLE_ONLY}`,
      access: 'member',
      params: MEETING_ID,
      response: { graphql: 'MeetingRecording', description: 'The new recording, open.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => startMeetingRecording(ctx.em, ctx.user, req.params.id),
  );
  route(
    {
      method: 'get',
      path: '/meetings/:id/recordings/:recordingId',
      summary: 'One recording of a meeting',
      description: 'Its audio and transcript (poll it while the transcript is written).',
      access: 'member',
      params: RECORDING_ID,
      response: { graphql: 'MeetingRecording', description: 'The recording.' },
    },
    (ctx, req) => getMeetingRecording(ctx.em, ctx.user, recordingOf(req)),
  );
  route(
    {
      method: 'patch',
      path: '/meetings/:id/recordings/:recordingId',
      summary: "Correct a recording's transcript",
      description: `Only the fields sent change; the 'Draft' mark goes once the text changes. 409 while its transcript is written. ${EDITABLE_ONLY}`,
      access: 'member',
      params: RECORDING_ID,
      body: meetingRecordingUpdateSchema,
      response: { graphql: 'MeetingRecording', description: 'The updated recording.' },
      errors: [409],
    },
    (ctx, req) => updateMeetingRecording(ctx.em, ctx.user, recordingOf(req), req.body),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/recordings/:recordingId/chunks',
      summary: 'Send a chunk of a recording',
      description:
        "Chunks in order from seq 0 (WebM, Ogg, WAV, MP4 or MP3, judged by the first chunk's bytes). 409 when the " +
        `recording is closed or a chunk is missing (\`expectedSeq\` says which); 413 past ${MEETING_LIMITS.maxAudioBytes / (1024 * 1024)} MB a recording, or past the member's storage quota.`,
      access: 'member',
      params: RECORDING_ID,
      body: CHUNK_BODY,
      response: { graphql: 'MeetingAudio', description: 'The recording so far.' },
      errors: [409],
    },
    (ctx, req) => uploadRecordingChunk(ctx.em, ctx.services, ctx.user, recordingOf(req), receiveChunkFrom(req, ctx)),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/recordings/:recordingId/finish',
      summary: 'Finish a recording',
      description:
        'Closes it: its file then carries its duration (measured by the server), and its transcription starts (done in ' +
        'this request for 60 s or less). Answers null when nothing was recorded (the empty recording is removed). 409 when it is not open.',
      access: 'member',
      params: RECORDING_ID,
      body: durationBody,
      response: { graphql: 'MeetingRecording', nullable: true, description: 'The closed recording, transcribed or transcription queued.' },
      errors: [409],
    },
    (ctx, req) => finishMeetingRecording(ctx.em, ctx.services, ctx.user, recordingOf(req), bodyField(req.body, 'durationSeconds')),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/recordings/:recordingId/transcription/retry',
      summary: 'Transcribe a recording again',
      description: 'Only a failed transcription is queued again; otherwise the recording is answered as it is.',
      access: 'member',
      params: RECORDING_ID,
      response: { graphql: 'MeetingRecording', description: 'The recording, transcription queued.' },
      errors: [409],
    },
    (ctx, req) => retryRecordingTranscription(ctx.em, ctx.services, ctx.user, recordingOf(req)),
  );
  route(
    {
      method: 'get',
      path: '/meetings/:id/recordings/:recordingId/audio',
      summary: "A recording's audio",
      description: 'For playback (Range requests answer 206) or as a download with ?download=1.',
      access: 'member',
      params: RECORDING_ID,
      query: downloadQuery,
      response: AUDIO_FILE,
    },
    async (ctx, req, res) => sendAudio(req, res, await locateRecordingAudio(ctx.em, ctx.services, ctx.user, recordingOf(req))),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/audio/chunks',
      summary: "Send a chunk of the meeting's open recording",
      description:
        "Chunks in order from seq 0 (WebM, Ogg, WAV, MP4 or MP3, judged by the first chunk's bytes). 409 when the " +
        `meeting is no longer recording or a chunk is missing (\`expectedSeq\` says which); 413 past ${MEETING_LIMITS.maxAudioBytes / (1024 * 1024)} MB a recording.`,
      deprecated: `${ONE_RECORDING} send the chunks to /api/meetings/{id}/recordings/{recordingId}/chunks.`,
      access: 'member',
      params: MEETING_ID,
      body: CHUNK_BODY,
      response: { graphql: 'MeetingAudio', description: 'The recording so far.' },
      errors: [409],
    },
    (ctx, req) => uploadMeetingAudioChunk(ctx.em, ctx.services, ctx.user, req.params.id, receiveChunkFrom(req, ctx)),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/audio/finish',
      summary: "Finish the meeting's open recording",
      description: 'Stops recording and queues the transcription. 409 when it is not recording.',
      deprecated: `${ONE_RECORDING} finish each with /api/meetings/{id}/recordings/{recordingId}/finish.`,
      access: 'member',
      params: MEETING_ID,
      body: durationBody,
      response: { graphql: 'Meeting', description: 'The meeting record, transcription queued.' },
      errors: [409],
    },
    (ctx, req) => finishMeetingAudio(ctx.em, ctx.services, ctx.user, req.params.id, bodyField(req.body, 'durationSeconds')),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/transcription/retry',
      summary: "Transcribe the meeting's first recording again",
      description: 'Only a failed transcription is queued again; otherwise the meeting is answered as it is.',
      deprecated: `${ONE_RECORDING} retry each with /api/meetings/{id}/recordings/{recordingId}/transcription/retry.`,
      access: 'member',
      params: MEETING_ID,
      response: { graphql: 'Meeting', description: 'The meeting record, transcription queued.' },
      errors: [409],
    },
    (ctx, req) => retryMeetingTranscription(ctx.em, ctx.services, ctx.user, req.params.id),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/finalize',
      summary: 'Finalize a meeting record',
      description: `Saves the fields sent and makes the record read-only. ${EDITABLE_ONLY}`,
      access: 'member',
      params: MEETING_ID,
      body: meetingUpdateSchema,
      response: { graphql: 'Meeting', description: 'The finalized meeting record.' },
      errors: [409],
    },
    (ctx, req) => finalizeMeeting(ctx.em, ctx.services, ctx.user, req.params.id, req.body),
  );
  route(
    {
      method: 'post',
      path: '/meetings/:id/attach',
      summary: 'Attach a meeting record to a grievance',
      access: 'member',
      params: MEETING_ID,
      body: attachBody,
      response: { graphql: 'Meeting', description: 'The meeting record.' },
    },
    (ctx, req) => attachMeetingToGrievance(ctx.em, ctx.user, req.params.id, bodyField(req.body, 'grievanceId')),
  );
  // Multipart with the file in the field `image` (and an optional `caption`); checked before a byte is read.
  route(
    {
      method: 'post',
      path: '/meetings/:id/images',
      summary: 'Add an image to a meeting record',
      description: `At most ${MEETING_LIMITS.imagesPerMeeting} images per meeting (400 beyond). ${EDITABLE_ONLY}`,
      access: 'member',
      params: MEETING_ID,
      body: imageUploadBody('The image', true),
      response: { graphql: 'MeetingImage', description: 'The stored image.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => uploadMeetingImage(ctx.em, ctx.services, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
  );
  route(
    {
      method: 'get',
      path: '/meetings/:id/images/:imageId/view',
      summary: "View a meeting record's image",
      access: 'member',
      params: { id: "The meeting's id.", imageId: "The image's id." },
      query: downloadQuery,
      response: IMAGE_FILE,
    },
    async (ctx, req, res) => {
      await sendStoredImage(req, res, await openMeetingImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, req.params.imageId));
    },
  );
  route(
    {
      method: 'get',
      path: '/meetings/:id/audio',
      summary: "The meeting's first recording",
      description: 'For playback (Range requests answer 206) or as a download with ?download=1.',
      deprecated: `${ONE_RECORDING} play each from its audio.url (/api/meetings/{id}/recordings/{recordingId}/audio).`,
      access: 'member',
      params: MEETING_ID,
      query: downloadQuery,
      response: AUDIO_FILE,
    },
    async (ctx, req, res) => sendAudio(req, res, await locateMeetingAudio(ctx.em, ctx.services, ctx.user, req.params.id)),
  );
  // The whole record as a ZIP download: every recording and its transcript, notes.txt, participants.txt, images.
  route(
    {
      method: 'get',
      path: '/meetings/:id/record',
      summary: 'The whole meeting record as a ZIP',
      description:
        'Every recording with its transcript, in order (recording-1.webm and transcript-1.txt, recording-2.webm and transcript-2.txt, ...), notes.txt, participants.txt and the images, as a download.',
      access: 'member',
      params: MEETING_ID,
      response: { file: ['application/zip'], description: 'The ZIP (Content-Disposition: attachment).' },
    },
    (ctx, req, res) => sendMeetingRecord(ctx.em, ctx.services, ctx.user, req.params.id, res),
  );
}
