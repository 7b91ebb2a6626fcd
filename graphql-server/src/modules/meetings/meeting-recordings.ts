import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AUDIO_CHUNK_EMPTY_MESSAGE,
  AUDIO_CHUNK_MISSING_MESSAGE,
  AUDIO_CHUNK_REQUIRED_MESSAGE,
  AUDIO_CHUNK_TOO_LARGE_MESSAGE,
  AUDIO_FORMAT_MESSAGE,
  AUDIO_TOO_LONG_MESSAGE,
  audioChunkSeqSchema,
  MEETING_LIMITS,
  meetingDurationSchema,
  meetingRecordingUpdateSchema,
  NO_AUDIO_MESSAGE,
  RECORDING_NEEDS_CONSENT_MESSAGE,
  RECORDING_NOT_OPEN_MESSAGE,
  RECORDING_STILL_OPEN_MESSAGE,
  TRANSCRIPT_BUSY_MESSAGE,
} from '@union/rules/meetings';
import { z } from 'zod';
import type { User } from '../../auth/user.entity.js';
import { AppError, badInput, conflict, notFound } from '../../errors.js';
import type { AudioMimeType } from '../../storage/audio.js';
import { claimStorage, memberQuotaBytes } from '../../storage/quota.js';
import type { StagedFile } from '../../storage/storage.js';
import { readHead, type UploadRule } from '../../storage/uploads.js';
import { parseInput } from '../../validation.js';
import {
  assertEditable,
  getMeetingRecording,
  lockMeeting,
  lockRecording,
  type MeetingServices,
  type RecordingTarget,
} from './meeting-access.js';
import { AUDIO_HEAD_BYTES, MeetingAudioStore, meetingAudioStore, sniffMeetingAudio } from './meeting-audio.js';
import { Meeting, type MeetingAudio, MeetingRecording } from './meeting.entities.js';
import { scheduleRecordingTranscription, transcribeRecording } from './meeting-transcription.js';

// A meeting holds several recordings, one after another (a member records, reads the transcript, records again): each
// is opened, takes its chunks in order, and is closed; closing fixes its file's header (its duration, its index) and
// starts its transcription. At most one recording of a meeting is open at a time, and every change takes the
// meeting's lock first, then the member's storage lock (storage/quota.ts).

// ---------------------------------------------------------------------------------------------------------------
// Opening

/** The meeting's open recording, or null. */
export function openRecordingOf(em: EntityManager, meetingId: string): Promise<MeetingRecording | null> {
  return em.findOne(MeetingRecording, { meeting: meetingId, status: 'recording' });
}

/** Inside the transaction holding the meeting's lock: a new open recording after the meeting's others. */
export async function addRecording(tx: EntityManager, meeting: Meeting): Promise<MeetingRecording> {
  const last = await tx.findOne(MeetingRecording, { meeting: meeting.id }, { orderBy: { position: 'desc' }, fields: ['position'] });
  const recording = tx.create(MeetingRecording, {
    meeting,
    position: (last?.position ?? 0) + 1,
    status: 'recording',
    startedAt: new Date(),
  });
  meeting.status = 'recording';
  tx.persist(recording);
  return recording;
}

/**
 * Opens a new recording of the actor's meeting: only with the consent given when the meeting started, before it is
 * finalized, and when no other recording of it is open (CONFLICT otherwise).
 */
export async function startMeetingRecording(em: EntityManager, actor: User, meetingId: unknown): Promise<MeetingRecording> {
  const recordingId = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    assertEditable(meeting);
    if (!meeting.recordingConsent) throw conflict(RECORDING_NEEDS_CONSENT_MESSAGE);
    if (await openRecordingOf(tx, meeting.id)) throw conflict(RECORDING_STILL_OPEN_MESSAGE);
    const recording = await addRecording(tx, meeting);
    await tx.flush();
    return recording.id;
  });
  return getMeetingRecording(em.fork(), actor, { recordingId });
}

// ---------------------------------------------------------------------------------------------------------------
// Chunks

/** One recorded chunk: form field `chunk` (REST) or the `chunk` Upload (GraphQL), at most 5 MB. */
export const AUDIO_CHUNK_UPLOAD: UploadRule = {
  field: 'chunk',
  maxBytes: MEETING_LIMITS.maxChunkBytes,
  tooLargeMessage: AUDIO_CHUNK_TOO_LARGE_MESSAGE,
  missingMessage: "Please attach the audio chunk in the form field 'chunk'",
  missingFieldMessage: AUDIO_CHUNK_REQUIRED_MESSAGE,
};

/** Reads a chunk upload under the rule (each door its own way), with the seq the request gave. */
export type ReceiveChunk = (rule: UploadRule) => Promise<{ raw: StagedFile; seq: unknown }>;

const seqInput = z.object({ seq: audioChunkSeqSchema });

/**
 * Stores chunk `seq` of the actor's recording that `target` names, while it is open (`notOpenMessage` otherwise).
 * Checked before a byte is read; then under the meeting's lock: a seq already stored is acknowledged and ignored (a
 * retry), the next one is appended, a later one is refused until the missing ones come. The first chunk must be a
 * known container by its bytes; each recording is at most 200 MB, and the member's files at most their storage
 * quota (413 with the chunks already stored kept, and the recording still open, so the chunk can be sent again once
 * space is freed).
 */
export async function uploadRecordingChunk(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  target: RecordingTarget,
  receive: ReceiveChunk,
  notOpenMessage = RECORDING_NOT_OPEN_MESSAGE,
): Promise<MeetingAudio> {
  const before = await getMeetingRecording(em, actor, target);
  if (before.status !== 'recording') throw conflict(notOpenMessage);
  const { raw, seq: rawSeq } = await receive(AUDIO_CHUNK_UPLOAD);
  try {
    const { seq } = parseInput(seqInput, { seq: rawSeq });
    if (raw.size === 0) throw badInput(AUDIO_CHUNK_EMPTY_MESSAGE, { chunk: AUDIO_CHUNK_EMPTY_MESSAGE });
    const kind = seq === 0 ? sniffMeetingAudio(await readHead(raw.localPath, AUDIO_HEAD_BYTES)) : null;
    if (seq === 0 && !kind) throw badInput(AUDIO_FORMAT_MESSAGE, { chunk: AUDIO_FORMAT_MESSAGE });
    const store = meetingAudioStore(services.config);
    await em.transactional(async (tx) => {
      const { recording } = await lockRecording(tx, actor, { recordingId: before.id });
      if (seq < recording.audioChunks) return;
      if (recording.status !== 'recording') throw conflict(notOpenMessage);
      if (seq > recording.audioChunks) throw conflict(AUDIO_CHUNK_MISSING_MESSAGE, { expectedSeq: recording.audioChunks });
      if (recording.audioSize + raw.size > MEETING_LIMITS.maxAudioBytes) throw new AppError('PAYLOAD_TOO_LARGE', AUDIO_TOO_LONG_MESSAGE);
      // The member's quota, under their storage lock (after the meeting's): nothing is written when it is full.
      await claimStorage(tx, actor.id, memberQuotaBytes(services.config), raw.size);
      if (kind) {
        recording.audioKey = MeetingAudioStore.keyFor(recording.id, kind.extension);
        recording.audioMimeType = kind.mimeType;
      }
      if (!recording.audioKey) throw conflict(AUDIO_CHUNK_MISSING_MESSAGE, { expectedSeq: 0 });
      await store.writeAt(recording.audioKey, recording.audioSize, raw.localPath);
      recording.audioSize += raw.size;
      recording.audioChunks += 1;
      await tx.flush();
    });
  } finally {
    await raw.discard();
  }
  // Deleted meanwhile: not found, as any other request would say.
  const audio = (await em.fork().findOne(MeetingRecording, { id: before.id, meeting: { user: actor.id } }))?.audio;
  if (!audio) throw notFound('Recording');
  return audio;
}

// ---------------------------------------------------------------------------------------------------------------
// Closing, transcribing

const durationInput = z.object({ durationSeconds: meetingDurationSchema });

/** The browser's measured length of a recording being closed, checked (null when it sent none). */
export function parseDuration(durationSeconds: unknown): number | null {
  return parseInput(durationInput, { durationSeconds }).durationSeconds;
}

/**
 * Audio transcribed in the request: at most 60 s once decoded (the browser's declared length only rules out what it
 * says is longer), and no more bytes than that could hold.
 */
const INLINE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A closed recording's transcription job waits this long: the request that closed it fixes its file first, then
 * transcribes it itself or runs the job at once. The wait only matters when the server stops in between.
 */
const CLOSING_SAFETY_NET_MS = 3 * 60_000;

/** Marks the transcription pending and adds its job in the same transaction (one job per recording). */
async function queueTranscription(tx: EntityManager, services: Pick<MeetingServices, 'jobs'>, recording: MeetingRecording, runAt?: Date) {
  recording.transcriptStatus = 'pending';
  recording.transcriptProgress = 0;
  recording.transcriptError = null;
  await tx.flush();
  await scheduleRecordingTranscription(tx, services.jobs, recording.id, runAt);
}

/** What closing a recording left to do once its transaction commits (afterClosing). */
export interface ClosedRecording {
  recordingId: string;
  /** Nothing was recorded: the recording was removed (there is no file to fix or transcribe). */
  removed: boolean;
  /** Short enough, as declared, to be transcribed in the request. */
  inline: boolean;
}

/**
 * Inside the transaction holding the meeting's lock: closes its open recording (no more chunks), keeping the length
 * the browser measured, and queues its transcription for a little later (afterClosing runs it sooner). A recording
 * closed with no audio and no transcript held nothing and is removed. The meeting is no longer recording.
 * `allowInline`: the request may transcribe it itself when it is short.
 */
export async function closeRecording(
  tx: EntityManager,
  services: Pick<MeetingServices, 'jobs'>,
  meeting: Meeting,
  recording: MeetingRecording,
  durationSeconds: number | null,
  allowInline: boolean,
): Promise<ClosedRecording> {
  recording.status = 'closed';
  recording.closedAt = new Date();
  if (durationSeconds !== null) recording.durationSeconds = durationSeconds;
  if (meeting.status === 'recording') meeting.status = 'draft';
  if (recording.audioChunks === 0) {
    const removed = recording.transcript === '';
    if (removed) tx.remove(recording);
    await tx.flush();
    return { recordingId: recording.id, removed, inline: false };
  }
  const inline =
    allowInline &&
    durationSeconds !== null &&
    durationSeconds <= MEETING_LIMITS.inlineTranscriptionSeconds &&
    recording.audioSize <= INLINE_MAX_BYTES;
  await queueTranscription(tx, services, recording, new Date(Date.now() + CLOSING_SAFETY_NET_MS));
  return { recordingId: recording.id, removed: false, inline };
}

/**
 * After a recording is closed: its file is remuxed so that its header carries its duration and an index (a player
 * then shows the length and seeks before playing it), and the length ffmpeg measured replaces the browser's. Done
 * under the meeting's lock, as chunks are written and meetings deleted: a meeting deleted meanwhile keeps no file.
 * When it cannot be done (ffmpeg missing, a file it refuses) the recording stays as it was recorded. Answers the
 * length measured, or null.
 */
export async function fixRecordingFile(
  services: Pick<MeetingServices, 'orm' | 'config' | 'logger' | 'audioRemuxer'>,
  recordingId: string,
): Promise<number | null> {
  const em = services.orm.em.fork();
  const recording = await em.findOne(MeetingRecording, { id: recordingId, status: 'closed' });
  const key = recording?.audioKey;
  if (!recording || !key || !recording.audioMimeType || recording.audioChunks === 0) return null;
  if (!(await services.audioRemuxer.available())) return null;
  const store = meetingAudioStore(services.config);
  try {
    const file = await store.locate(key);
    return await services.audioRemuxer.remux({ path: file.path, mimeType: recording.audioMimeType as AudioMimeType }, (remuxed) =>
      em.fork().transactional(async (tx) => {
        await tx.findOne(Meeting, { id: recording.meeting.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const current = await tx.findOne(MeetingRecording, { id: recordingId }, { refresh: true });
        if (current?.audioKey !== key) return null;
        current.audioSize = await store.replace(key, remuxed.path);
        if (remuxed.durationSeconds !== null) current.durationSeconds = remuxed.durationSeconds;
        return remuxed.durationSeconds;
      }),
    );
  } catch (error) {
    services.logger.warn(`Meeting recording ${recordingId} is kept as it was recorded: it could not be remuxed`, error);
    return null;
  }
}

/**
 * What follows a recording's closing once it is committed, and the request's answer (`answer` reads it): its file
 * fixed (so the transcriber reads the file as it stays), then, when it is short, its transcription in the request
 * (the answer carries the transcript or the failure); otherwise, or when that cannot be done now after all (the length
 * measured, or the audio as decoded, is longer than declared, or the member's other transcription runs), its job runs
 * now, and the answer, read just before, says pending.
 */
export async function afterClosing<T>(services: MeetingServices, closed: ClosedRecording, answer: () => Promise<T>): Promise<T> {
  if (closed.removed) return answer();
  const measured = await fixRecordingFile(services, closed.recordingId);
  const limit = MEETING_LIMITS.inlineTranscriptionSeconds;
  if (closed.inline && !(measured !== null && measured > limit)) {
    const outcome = await transcribeRecording(services, closed.recordingId, { maxSeconds: limit });
    if (outcome === 'finished') return answer();
  }
  const pending = await answer();
  await scheduleRecordingTranscription(services.orm.em.fork(), services.jobs, closed.recordingId);
  return pending;
}

/**
 * Closes the actor's recording that `target` names (CONFLICT when it is not open) and transcribes it: in this request
 * when it is 60 s or less as decoded, otherwise by the 'transcribe-meeting' job (the answer says pending;
 * transcriptProgress follows). The declared length is never trusted for that: audio that decodes to more goes to the
 * job. Answers the recording, or null when it held nothing and was removed.
 */
export async function finishMeetingRecording(
  em: EntityManager,
  services: MeetingServices,
  actor: User,
  target: RecordingTarget,
  durationSeconds: unknown,
): Promise<MeetingRecording | null> {
  const duration = parseDuration(durationSeconds);
  const closed = await em.transactional(async (tx) => {
    const { meeting, recording } = await lockRecording(tx, actor, target);
    if (recording.status !== 'recording') throw conflict(RECORDING_NOT_OPEN_MESSAGE);
    return closeRecording(tx, services, meeting, recording, duration, true);
  });
  return afterClosing(services, closed, async () =>
    closed.removed ? null : getMeetingRecording(em.fork(), actor, { recordingId: closed.recordingId }),
  );
}

/**
 * Inside the transaction holding the meeting's lock: queues a failed transcription of the recording again (the audio
 * is always kept). On a transcription that is not failed (already retried, running, done, or none) it changes nothing.
 */
export async function requeueFailedTranscription(tx: EntityManager, services: Pick<MeetingServices, 'jobs'>, recording: MeetingRecording) {
  if (recording.transcriptStatus !== 'failed') return;
  if (recording.audioChunks === 0) throw conflict(NO_AUDIO_MESSAGE);
  await queueTranscription(tx, services, recording);
}

/**
 * Retries the failed transcription of the actor's recording that `target` names (see requeueFailedTranscription).
 * Answers the recording as the transaction left it (pending): its job may start as soon as it commits.
 */
export async function retryRecordingTranscription(
  em: EntityManager,
  services: MeetingServices,
  actor: User,
  target: RecordingTarget,
): Promise<MeetingRecording> {
  return em.transactional(async (tx) => {
    const { recording } = await lockRecording(tx, actor, target);
    await requeueFailedTranscription(tx, services, recording);
    return recording;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The transcript

/**
 * Sets the recording's transcript as the member wrote it; a transcript being written by the server cannot be edited
 * meanwhile. A transcript the member has changed is theirs, no longer the engine's draft (sent back unchanged, it
 * still is).
 */
export function editTranscript(recording: MeetingRecording, transcript: string) {
  if (recording.transcriptStatus === 'pending' || recording.transcriptStatus === 'processing') throw conflict(TRANSCRIPT_BUSY_MESSAGE);
  if (transcript === recording.transcript) return;
  recording.transcript = transcript;
  recording.transcriptIsDraft = false;
}

/** Changes the fields sent of the actor's recording that `target` names, until its meeting is finalized. */
export async function updateMeetingRecording(
  em: EntityManager,
  actor: User,
  target: RecordingTarget,
  input: unknown,
): Promise<MeetingRecording> {
  const data = parseInput(meetingRecordingUpdateSchema, input);
  const recordingId = await em.transactional(async (tx) => {
    const { meeting, recording } = await lockRecording(tx, actor, target);
    assertEditable(meeting);
    if (data.transcript !== undefined) editTranscript(recording, data.transcript);
    await tx.flush();
    return recording.id;
  });
  return getMeetingRecording(em.fork(), actor, { recordingId });
}

// ---------------------------------------------------------------------------------------------------------------
// Playing

/** The actor's recording's audio on disk (another member's, or one with nothing recorded yet, is not found). */
export async function locateRecordingAudio(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  target: RecordingTarget,
): Promise<{ path: string; size: number; mimeType: string; fileName: string }> {
  const recording = await getMeetingRecording(em, actor, target).catch(() => {
    throw notFound('Audio');
  });
  return locateAudioOf(em, services, recording);
}

/** A recording's audio on disk: only what its committed chunks hold (a chunk being written is not part of it yet). */
export async function locateAudioOf(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  recording: MeetingRecording,
): Promise<{ path: string; size: number; mimeType: string; fileName: string }> {
  if (!recording.audioKey || !recording.audioMimeType || recording.audioChunks === 0) throw notFound('Audio');
  const file = await meetingAudioStore(services.config).locate(recording.audioKey);
  const meeting = await em.findOneOrFail(Meeting, { id: recording.meeting.id }, { fields: ['startedAt'] });
  return {
    path: file.path,
    size: Math.min(file.size, recording.audioSize),
    mimeType: recording.audioMimeType,
    fileName: recordingFileName(meeting, recording),
  };
}

/** The name a recording is downloaded under: the meeting's day and the recording's place ('meeting-2026-11-24-recording-2.webm'). */
export function recordingFileName(meeting: Pick<Meeting, 'startedAt'>, recording: MeetingRecording): string {
  return `meeting-${meeting.startedAt.toISOString().slice(0, 10)}-${recordingEntryName(recording)}`;
}

/** A recording's name inside the meeting's record: 'recording-1.webm', 'recording-2.ogg', ... */
export function recordingEntryName(recording: MeetingRecording): string {
  const key = recording.audioKey ?? '';
  return `recording-${recording.position}${key.includes('.') ? key.slice(key.indexOf('.')) : ''}`;
}
