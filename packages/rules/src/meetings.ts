import { z } from 'zod';
import { optionalText, withoutNul } from './text.js';

// Grievance meeting records (what the grievance meeting wizard keeps): shared by the server and the web
// (no server imports here).

export const MEETING_STATUSES = ['recording', 'draft', 'finalized'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_ROLES = ['manager', 'supervisor', 'coworker', 'shop_steward'] as const;
export type MeetingRole = (typeof MEETING_ROLES)[number];
export const MEETING_ROLE_LABELS: Record<MeetingRole, string> = {
  manager: 'Manager',
  supervisor: 'Supervisor',
  coworker: 'Coworker',
  shop_steward: 'Shop Steward',
};

export const TRANSCRIPT_STATUSES = ['none', 'pending', 'processing', 'done', 'failed'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

/** A meeting holds several recordings, one after another: each is open (taking chunks) until it is closed. */
export const RECORDING_STATUSES = ['recording', 'closed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const MEETING_LIMITS = {
  participantsMin: 1,
  participantsMax: 20,
  notesMax: 100_000,
  transcriptMax: 500_000,
  imagesPerMeeting: 5,
  /** One recorded chunk (the browser sends one every second). */
  maxChunkBytes: 5 * 1024 * 1024,
  /** Each recording of a meeting (the member's storage quota holds for all of them together). */
  maxAudioBytes: 200 * 1024 * 1024,
  /** Audio of at most this many seconds is transcribed in the request; longer audio by a background job. */
  inlineTranscriptionSeconds: 60,
} as const;

export const MAX_MEETING_IMAGES_MESSAGE = `Maximum ${MEETING_LIMITS.imagesPerMeeting} images allowed`;
export const MEETING_FINALIZED_MESSAGE = 'This meeting record is finalized and can no longer be changed.';
export const MEETING_NOT_RECORDING_MESSAGE = 'This meeting is not recording audio.';
export const AUDIO_CHUNK_TOO_LARGE_MESSAGE = 'An audio chunk must be at most 5 MB';
export const AUDIO_TOO_LONG_MESSAGE = 'The recording is too large: at most 200 MB of audio';
export const AUDIO_FORMAT_MESSAGE = 'Failed to process audio file';
export const AUDIO_CHUNK_MISSING_MESSAGE = 'An earlier audio chunk has not arrived yet. Please send the chunks in order.';
export const AUDIO_CHUNK_REQUIRED_MESSAGE = 'Please attach an audio chunk';
export const AUDIO_CHUNK_EMPTY_MESSAGE = 'The audio chunk is empty.';
export const TRANSCRIPTION_FAILED_MESSAGE = 'Unable to transcribe audio. Please check your notes.';
export const TRANSCRIPT_BUSY_MESSAGE = 'The transcript is still being written. Please wait for it to finish.';
export const TRANSCRIPTION_NOT_FAILED_MESSAGE = 'Only a failed transcription can be retried.';
export const NO_AUDIO_MESSAGE = 'This meeting has no recorded audio.';
export const RECORDING_NOT_OPEN_MESSAGE = 'This recording is closed: it takes no more audio.';
export const RECORDING_STILL_OPEN_MESSAGE = 'A recording of this meeting is still open. Please finish it before starting another.';
export const RECORDING_NEEDS_CONSENT_MESSAGE =
  'This meeting was started without the consent of everyone present to record it, so it cannot be recorded.';
export const DOCUMENT_MEETING_FAILED_MESSAGE = 'Failed to document grievance meeting. Please try again.';

/** A meeting record may be changed until it is finalized. */
export const isMeetingEditable = (meeting: { status: string }) => meeting.status !== 'finalized';

export const meetingParticipantSchema = z.object({
  name: z
    .string({ error: 'Participant name is required' })
    .overwrite(withoutNul)
    .trim()
    .min(1, 'Participant name is required')
    .max(200, 'Participant name must be at most 200 characters'),
  employeeNumber: optionalText(32, 'Employee number must be at most 32 characters'),
  role: z.enum(MEETING_ROLES, { error: 'Please choose a role: manager, supervisor, coworker or shop steward' }),
});
export type MeetingParticipantValue = z.output<typeof meetingParticipantSchema>;

const participants = z
  .array(meetingParticipantSchema, { error: 'Please add at least one participant' })
  .min(MEETING_LIMITS.participantsMin, 'Please add at least one participant')
  .max(MEETING_LIMITS.participantsMax, `At most ${MEETING_LIMITS.participantsMax} participants`);

const longText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .overwrite(withoutNul)
    .max(max, tooLong)
    .nullish()
    .transform((v) => v ?? '');

const notes = longText(MEETING_LIMITS.notesMax, 'Notes must be at most 100,000 characters');
const transcript = longText(MEETING_LIMITS.transcriptMax, 'The transcript must be at most 500,000 characters');

/** A new meeting record (startMeeting / POST /api/meetings). */
export const meetingStartSchema = z.object({
  participants,
  recordingConsent: z.boolean({ error: 'Please say whether the meeting is recorded' }),
  notes,
});

/** An edit (updateMeeting / finalizeMeeting): only the fields sent change. */
export const meetingUpdateSchema = z.object({
  participants: participants.optional(),
  notes: notes.optional(),
  /** The first recording's transcript, for clients written before a meeting held several recordings. */
  transcript: transcript.optional(),
});

/** An edit of one recording (updateMeetingRecording): only the fields sent change. */
export const meetingRecordingUpdateSchema = z.object({
  transcript: transcript.optional(),
});

/** The recording's length as the browser measured it (finishMeetingRecording, finishMeetingAudio). */
export const meetingDurationSchema = z
  .number({ error: 'Duration must be a number of seconds' })
  .finite('Duration must be a number of seconds')
  .min(0, 'Duration must be a number of seconds')
  .max(24 * 3600, 'Duration must be at most 24 hours')
  .nullish()
  .transform((v) => v ?? null);

/** A chunk's sequence number: 0, 1, 2, ... */
export const audioChunkSeqSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'seq must be a whole number from 0' })
    .int('seq must be a whole number from 0')
    .min(0, 'seq must be a whole number from 0')
    .max(100_000, 'seq must be a whole number from 0'),
);
