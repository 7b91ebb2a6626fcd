import type { Readable } from 'node:stream';
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
  isMeetingEditable,
  MAX_MEETING_IMAGES_MESSAGE,
  MEETING_FINALIZED_MESSAGE,
  MEETING_LIMITS,
  MEETING_NOT_RECORDING_MESSAGE,
  meetingDurationSchema,
  meetingStartSchema,
  NO_AUDIO_MESSAGE,
  meetingUpdateSchema,
  TRANSCRIPT_BUSY_MESSAGE,
} from '@union/rules/meetings';
import { z } from 'zod';
import { AppError, badInput, conflict, notFound } from '../../errors.js';
import { findOwnedOrNotFound, lockOwned, parseId } from '../../db/find.js';
import type { AppServices } from '../../services.js';
import { addOwnedImage, type ImageServices, type ReceiveImage } from '../../storage/owned-images.js';
import { claimStorage, memberQuotaBytes } from '../../storage/quota.js';
import type { FileStorage, StagedFile } from '../../storage/storage.js';
import { readHead, type UploadRule } from '../../storage/uploads.js';
import { parseInput } from '../../validation.js';
import { Grievance } from '../grievances/grievance.entities.js';
import type { User } from '../../auth/user.entity.js';
import { AUDIO_HEAD_BYTES, MeetingAudioStore, meetingAudioStore, sniffMeetingAudio } from './meeting-audio.js';
import { Meeting, type MeetingAudio, MeetingImage } from './meeting.entities.js';
import { scheduleMeetingTranscription, transcribeMeeting } from './meeting-transcription.js';

// Every operation is scoped to the actor: rows are found with `user: actor.id` in the query, so another member's
// id is simply not found (never "forbidden", which would confirm that it exists).

/** What the meeting operations use of the app's services. */
export type MeetingServices = Pick<AppServices, 'storage' | 'config' | 'logger' | 'orm' | 'transcriber' | 'jobs'>;

const MEETING_POPULATE = ['imageRows'] as const;

function assertEditable(meeting: Meeting) {
  if (!isMeetingEditable(meeting)) throw conflict(MEETING_FINALIZED_MESSAGE);
}

export function lockMeeting(tx: EntityManager, actor: User, id: string): Promise<Meeting> {
  return lockOwned(tx, Meeting, id, actor.id, 'Meeting');
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

export function listMeetings(em: EntityManager, actor: User): Promise<Meeting[]> {
  return em.find(Meeting, { user: actor.id }, { populate: MEETING_POPULATE, orderBy: { startedAt: 'desc', id: 'desc' } });
}

export function getMeeting(em: EntityManager, actor: User, id: unknown): Promise<Meeting> {
  return findOwnedOrNotFound(em, Meeting, id, actor.id, 'Meeting', { populate: MEETING_POPULATE });
}

// ---------------------------------------------------------------------------------------------------------------
// Starting, editing, finalizing, deleting

/** A new record: recording when the member consented to record, else a draft (nothing will be recorded). */
export async function startMeeting(em: EntityManager, actor: User, input: unknown): Promise<Meeting> {
  const data = parseInput(meetingStartSchema, input);
  const meeting = em.create(Meeting, {
    user: actor.id,
    status: data.recordingConsent ? 'recording' : 'draft',
    startedAt: new Date(),
    participantRows: data.participants,
    recordingConsent: data.recordingConsent,
    notes: data.notes,
  });
  await em.persist(meeting).flush();
  return getMeeting(em.fork(), actor, meeting.id);
}

/** Assigns the fields sent; a transcript being written by the server cannot be edited meanwhile. */
function applyUpdate(meeting: Meeting, data: z.output<typeof meetingUpdateSchema>) {
  if (data.transcript !== undefined && (meeting.transcriptStatus === 'pending' || meeting.transcriptStatus === 'processing')) {
    throw conflict(TRANSCRIPT_BUSY_MESSAGE);
  }
  if (data.participants !== undefined) meeting.participantRows = data.participants;
  if (data.notes !== undefined) meeting.notes = data.notes;
  // A transcript the member has corrected is theirs, no longer the engine's draft.
  if (data.transcript !== undefined && data.transcript !== meeting.transcript) {
    meeting.transcript = data.transcript;
    meeting.transcriptIsDraft = false;
  }
}

/** Changes the fields sent, until the record is finalized. */
export async function updateMeeting(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const data = parseInput(meetingUpdateSchema, input);
  await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    assertEditable(meeting);
    applyUpdate(meeting, data);
    await tx.flush();
  });
  return getMeeting(em.fork(), actor, meetingId);
}

/**
 * Finalizes the record with the last edits sent: read-only from then on (images may still be added up to 5, since
 * the wizard uploads them as it finalizes). Audio still open is closed as finishMeetingAudio would close it, and
 * its transcription is queued.
 */
export async function finalizeMeeting(
  em: EntityManager,
  services: MeetingServices,
  actor: User,
  id: unknown,
  input: unknown,
): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const data = parseInput(meetingUpdateSchema, input);
  await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    assertEditable(meeting);
    applyUpdate(meeting, data);
    if (meeting.status === 'recording' && meeting.audioChunks > 0 && meeting.transcriptStatus === 'none') {
      await queueTranscription(tx, services, meeting);
    }
    meeting.status = 'finalized';
    meeting.finalizedAt = new Date();
    await tx.flush();
  });
  return getMeeting(em.fork(), actor, meetingId);
}

/** Removes the record, its audio and its images (the files once the rows are gone). */
export async function deleteMeeting(em: EntityManager, services: MeetingServices, actor: User, id: unknown): Promise<boolean> {
  const meetingId = parseId(id, 'Meeting');
  const { imageKeys, audioKey } = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    const images = await tx.find(MeetingImage, { meeting }, { fields: ['objectStoragePath'] });
    await tx.nativeDelete(Meeting, { id: meeting.id, user: actor.id });
    return { imageKeys: images.map((i) => i.objectStoragePath), audioKey: meeting.audioKey ?? null };
  });
  await removeFiles(services, imageKeys, audioKey ? [audioKey] : []);
  return true;
}

async function removeFiles(services: Pick<MeetingServices, 'storage' | 'config'>, imageKeys: string[], audioKeys: string[]) {
  const audio = meetingAudioStore(services.config);
  await Promise.all([
    ...imageKeys.map((key) => services.storage.remove(key).catch(() => {})),
    ...audioKeys.map((key) => audio.remove(key).catch(() => {})),
  ]);
}

/**
 * Removes every meeting of a member with their audio and image files: what deleting the member must do besides the
 * rows' cascade (the database cannot remove files).
 */
export async function removeMemberMeetings(
  em: EntityManager,
  services: Pick<MeetingServices, 'storage' | 'config'>,
  userId: string,
): Promise<number> {
  const { removed, imageKeys, audioKeys } = await em.transactional(async (tx) => {
    // Locked first, so an upload in flight either finished (its file is listed) or finds no meeting (no file).
    const meetings = await tx.find(Meeting, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id', 'audioKey'] });
    const images = await tx.find(MeetingImage, { meeting: { $in: meetings.map((m) => m.id) } }, { fields: ['objectStoragePath'] });
    return {
      removed: await tx.nativeDelete(Meeting, { user: userId }),
      imageKeys: images.map((i) => i.objectStoragePath),
      audioKeys: meetings.flatMap((m) => (m.audioKey ? [m.audioKey] : [])),
    };
  });
  await removeFiles(services, imageKeys, audioKeys);
  return removed;
}

/** Attaches the record to one of the member's own grievances (another's is not found); null detaches it. */
export async function attachMeetingToGrievance(em: EntityManager, actor: User, id: unknown, grievanceId: unknown): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const grievance =
    grievanceId === null || grievanceId === undefined || grievanceId === ''
      ? null
      : await findOwnedOrNotFound(em, Grievance, grievanceId, actor.id, 'Grievance');
  await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    meeting.grievance = grievance ? tx.getReference(Grievance, grievance.id) : null;
    await tx.flush();
  });
  return getMeeting(em.fork(), actor, meetingId);
}

// ---------------------------------------------------------------------------------------------------------------
// Audio

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
 * Stores chunk `seq` of the meeting's recording. Checked before a byte is read (the actor's meeting, still
 * recording); then under the meeting's lock: a seq already stored is acknowledged and ignored (a retry), the next one
 * is appended, a later one is refused until the missing ones come. The first chunk must be a known container by its
 * bytes; the whole recording is at most 200 MB, and the member's files at most their storage quota (413 with the
 * chunks already stored kept, and the meeting still recording, so the chunk can be sent again once space is freed).
 */
export async function uploadMeetingAudioChunk(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  meetingId: unknown,
  receive: ReceiveChunk,
): Promise<MeetingAudio> {
  const id = parseId(meetingId, 'Meeting');
  const before = await findOwnedOrNotFound(em, Meeting, id, actor.id, 'Meeting');
  if (before.status !== 'recording') throw conflict(MEETING_NOT_RECORDING_MESSAGE);
  const { raw, seq: rawSeq } = await receive(AUDIO_CHUNK_UPLOAD);
  try {
    const { seq } = parseInput(seqInput, { seq: rawSeq });
    if (raw.size === 0) throw badInput(AUDIO_CHUNK_EMPTY_MESSAGE, { chunk: AUDIO_CHUNK_EMPTY_MESSAGE });
    const kind = seq === 0 ? sniffMeetingAudio(await readHead(raw.localPath, AUDIO_HEAD_BYTES)) : null;
    if (seq === 0 && !kind) throw badInput(AUDIO_FORMAT_MESSAGE, { chunk: AUDIO_FORMAT_MESSAGE });
    const store = meetingAudioStore(services.config);
    await em.transactional(async (tx) => {
      const meeting = await lockMeeting(tx, actor, id);
      if (seq < meeting.audioChunks) return;
      if (meeting.status !== 'recording') throw conflict(MEETING_NOT_RECORDING_MESSAGE);
      if (seq > meeting.audioChunks) throw conflict(AUDIO_CHUNK_MISSING_MESSAGE, { expectedSeq: meeting.audioChunks });
      if (meeting.audioSize + raw.size > MEETING_LIMITS.maxAudioBytes) throw new AppError('PAYLOAD_TOO_LARGE', AUDIO_TOO_LONG_MESSAGE);
      // The member's quota, under their storage lock (after the meeting's): nothing is written when it is full.
      await claimStorage(tx, actor.id, memberQuotaBytes(services.config), raw.size);
      if (kind) {
        meeting.audioKey = MeetingAudioStore.keyFor(meeting.id, kind.extension);
        meeting.audioMimeType = kind.mimeType;
      }
      if (!meeting.audioKey) throw conflict(AUDIO_CHUNK_MISSING_MESSAGE, { expectedSeq: 0 });
      await store.writeAt(meeting.audioKey, meeting.audioSize, raw.localPath);
      meeting.audioSize += raw.size;
      meeting.audioChunks += 1;
      await tx.flush();
    });
  } finally {
    await raw.discard();
  }
  // Deleted meanwhile: not found, as any other request would say.
  const audio = (await em.fork().findOne(Meeting, { id, user: actor.id }))?.audio;
  if (!audio) throw notFound('Meeting');
  return audio;
}

/** The actor's meeting's recording on disk (another member's meeting, or none recorded, is not found). */
export async function locateMeetingAudio(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  meetingId: unknown,
): Promise<{ path: string; size: number; mimeType: string; fileName: string }> {
  const meeting = await findOwnedOrNotFound(em, Meeting, meetingId, actor.id, 'Audio');
  if (!meeting.audioKey || !meeting.audioMimeType || meeting.audioChunks === 0) throw notFound('Audio');
  const file = await meetingAudioStore(services.config).locate(meeting.audioKey);
  // Only what the committed chunks hold (a chunk being written is not part of it yet).
  return {
    path: file.path,
    size: Math.min(file.size, meeting.audioSize),
    mimeType: meeting.audioMimeType,
    fileName: audioFileName(meeting),
  };
}

export function audioFileName(meeting: Meeting): string {
  const extension = meeting.audioKey ? meeting.audioKey.slice(meeting.audioKey.indexOf('.')) : '';
  return `meeting-${meeting.startedAt.toISOString().slice(0, 10)}${extension}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Images

/**
 * Adds a supporting image to the actor's meeting record, the same through both doors: at most 5, through the one
 * image path (storage/owned-images.ts), which finds the meeting before a byte is read and again under its lock.
 * Images may be added after the record is finalized (the wizard uploads them as it finalizes).
 */
export async function uploadMeetingImage(
  em: EntityManager,
  services: ImageServices,
  actor: User,
  meetingId: unknown,
  receive: ReceiveImage,
): Promise<MeetingImage> {
  const id = parseId(meetingId, 'Meeting');
  return addOwnedImage(em, services, receive, {
    entity: MeetingImage,
    ownerField: 'meeting',
    maxCount: MEETING_LIMITS.imagesPerMeeting,
    countMessage: MAX_MEETING_IMAGES_MESSAGE,
    findOwner: (db, lock) => (lock ? lockMeeting(db, actor, id) : findOwnedOrNotFound(db, Meeting, id, actor.id, 'Meeting')),
  });
}

/** The actor's own meeting image and its bytes (another member's image, or the wrong meeting, is not found). */
export async function openMeetingImage(
  em: EntityManager,
  storage: FileStorage,
  actor: User,
  meetingId: unknown,
  imageId: unknown,
): Promise<{ image: MeetingImage; stream: Readable; size: number }> {
  const image = await em.findOne(MeetingImage, {
    id: parseId(imageId, 'Image'),
    meeting: { id: parseId(meetingId, 'Image'), user: actor.id },
  });
  if (!image) throw notFound('Image');
  const { stream, size } = await storage.open(image.objectStoragePath);
  return { image, stream, size };
}

// ---------------------------------------------------------------------------------------------------------------
// Closing the audio and transcribing it

const durationInput = z.object({ durationSeconds: meetingDurationSchema });

/**
 * Audio transcribed in the request: at most 60 s once decoded (the browser's declared length only rules out what it
 * says is longer), and no more bytes than that could hold.
 */
const INLINE_MAX_BYTES = 2 * 1024 * 1024;
/** A transcription done in the request still has a job behind it, run this much later, in case the server stops. */
const INLINE_SAFETY_NET_MS = 3 * 60_000;

/** Marks the transcription pending and adds its job in the same transaction (one job per meeting). */
async function queueTranscription(tx: EntityManager, services: Pick<MeetingServices, 'jobs'>, meeting: Meeting, runAt?: Date) {
  meeting.transcriptStatus = 'pending';
  meeting.transcriptProgress = 0;
  meeting.transcriptError = null;
  await tx.flush();
  await scheduleMeetingTranscription(tx, services.jobs, meeting.id, runAt);
}

/**
 * Recording to draft: no more chunks are accepted, the browser's measured length is kept, and the recording is
 * transcribed: in this request when it is 60 s or less as decoded (the answer carries the transcript or the
 * failure), otherwise by the 'transcribe-meeting' job (the answer says pending; transcriptProgress follows). The
 * declared length is never trusted for that: audio that decodes to more goes to the job, as does a recording whose
 * member has another transcription in progress (it waits its turn there).
 */
export async function finishMeetingAudio(
  em: EntityManager,
  services: MeetingServices,
  actor: User,
  id: unknown,
  durationSeconds: unknown,
): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const { durationSeconds: duration } = parseInput(durationInput, { durationSeconds });
  const inline = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    if (meeting.status !== 'recording') throw conflict(MEETING_NOT_RECORDING_MESSAGE);
    meeting.status = 'draft';
    if (duration !== null) meeting.audioDurationSeconds = duration;
    if (meeting.audioChunks === 0) {
      await tx.flush();
      return false;
    }
    const short = duration !== null && duration <= MEETING_LIMITS.inlineTranscriptionSeconds && meeting.audioSize <= INLINE_MAX_BYTES;
    await queueTranscription(tx, services, meeting, short ? new Date(Date.now() + INLINE_SAFETY_NET_MS) : undefined);
    return short;
  });
  if (inline) {
    const outcome = await transcribeMeeting(services, meetingId, { maxSeconds: MEETING_LIMITS.inlineTranscriptionSeconds });
    // Not done here after all: its job, queued above for later, runs now.
    if (outcome !== 'finished') await scheduleMeetingTranscription(em.fork(), services.jobs, meetingId);
  }
  return getMeeting(em.fork(), actor, meetingId);
}

/**
 * A failed transcription is tried again by the job (the audio is always kept). Idempotent: on a transcription that
 * is not failed (already retried, running, done, or none) it changes nothing and answers the record as it is.
 */
export async function retryMeetingTranscription(em: EntityManager, services: MeetingServices, actor: User, id: unknown): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    if (meeting.transcriptStatus !== 'failed') return;
    if (meeting.audioChunks === 0) throw conflict(NO_AUDIO_MESSAGE);
    await queueTranscription(tx, services, meeting);
  });
  return getMeeting(em.fork(), actor, meetingId);
}
