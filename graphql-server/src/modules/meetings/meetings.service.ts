import type { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_MEETING_IMAGES_MESSAGE,
  MEETING_LIMITS,
  MEETING_NOT_RECORDING_MESSAGE,
  meetingStartSchema,
  meetingUpdateSchema,
} from '@union/rules/meetings';
import type { z } from 'zod';
import type { User } from '../../auth/user.entity.js';
import { findOwnedOrNotFound, parseId } from '../../db/find.js';
import { conflict, notFound } from '../../errors.js';
import { addOwnedImage, type ImageServices, type ReceiveImage } from '../../storage/owned-images.js';
import type { FileStorage } from '../../storage/storage.js';
import { parseInput } from '../../validation.js';
import { Grievance } from '../grievances/grievance.entities.js';
import { assertEditable, getMeeting, lockMeeting, type MeetingServices } from './meeting-access.js';
import { meetingAudioStore } from './meeting-audio.js';
import { Meeting, type MeetingAudio, MeetingImage, MeetingRecording } from './meeting.entities.js';
import {
  addRecording,
  afterClosing,
  type ClosedRecording,
  closeRecording,
  editTranscript,
  locateAudioOf,
  openRecordingOf,
  parseDuration,
  type ReceiveChunk,
  requeueFailedTranscription,
  uploadRecordingChunk,
} from './meeting-recordings.js';

// The meeting record itself (participants, notes, finalizing, images), and the doors of the time when a meeting held
// one recording: its transcript and audio read and written through the meeting (updateMeeting's transcript,
// uploadMeetingAudioChunk, finishMeetingAudio, retryMeetingTranscription, GET /api/meetings/{id}/audio). Those now
// reach the meeting's first recording, or its open one for the audio being sent, so older clients keep working.

// ---------------------------------------------------------------------------------------------------------------
// Starting, editing, finalizing, deleting

/**
 * A new record: recording when the member consented to record (its first recording is open and takes chunks at
 * once), else a draft (nothing will be recorded).
 */
export async function startMeeting(em: EntityManager, actor: User, input: unknown): Promise<Meeting> {
  const data = parseInput(meetingStartSchema, input);
  const id = await em.transactional(async (tx) => {
    const meeting = tx.create(Meeting, {
      user: actor.id,
      status: 'draft',
      startedAt: new Date(),
      participantRows: data.participants,
      recordingConsent: data.recordingConsent,
      notes: data.notes,
    });
    tx.persist(meeting);
    if (data.recordingConsent) await addRecording(tx, meeting);
    await tx.flush();
    return meeting.id;
  });
  return getMeeting(em.fork(), actor, id);
}

/**
 * The first recording's transcript as an older client sends it with the meeting: a meeting that has no recording yet
 * gets a first one, closed and without audio, to hold a transcript typed in by hand.
 */
async function editFirstTranscript(tx: EntityManager, meeting: Meeting, transcript: string) {
  const first = await tx.findOne(MeetingRecording, { meeting: meeting.id }, { orderBy: { position: 'asc' } });
  if (first) {
    editTranscript(first, transcript);
    return;
  }
  if (transcript === '') return;
  const now = new Date();
  tx.create(MeetingRecording, { meeting, position: 1, status: 'closed', startedAt: now, closedAt: now, transcript });
}

/** Assigns the fields sent. */
async function applyUpdate(tx: EntityManager, meeting: Meeting, data: z.output<typeof meetingUpdateSchema>) {
  if (data.transcript !== undefined) await editFirstTranscript(tx, meeting, data.transcript);
  if (data.participants !== undefined) meeting.participantRows = data.participants;
  if (data.notes !== undefined) meeting.notes = data.notes;
}

/** Changes the fields sent, until the record is finalized. */
export async function updateMeeting(em: EntityManager, actor: User, id: unknown, input: unknown): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const data = parseInput(meetingUpdateSchema, input);
  await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    assertEditable(meeting);
    await applyUpdate(tx, meeting, data);
    await tx.flush();
  });
  return getMeeting(em.fork(), actor, meetingId);
}

/**
 * Finalizes the record with the last edits sent: read-only from then on (images may still be added up to 5, since
 * the wizard uploads them as it finalizes). A recording still open is closed as finishMeetingRecording would close
 * it, and its transcription is queued.
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
  const closed = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    assertEditable(meeting);
    await applyUpdate(tx, meeting, data);
    const open = await openRecordingOf(tx, meeting.id);
    const closing = open ? await closeRecording(tx, services, meeting, open, null, false) : null;
    meeting.status = 'finalized';
    meeting.finalizedAt = new Date();
    await tx.flush();
    return closing;
  });
  const answer = () => getMeeting(em.fork(), actor, meetingId);
  return closed ? afterClosing(services, closed, answer) : answer();
}

/** Removes the record, its recordings and its images (the files once the rows are gone). */
export async function deleteMeeting(em: EntityManager, services: MeetingServices, actor: User, id: unknown): Promise<boolean> {
  const meetingId = parseId(id, 'Meeting');
  const { imageKeys, audioKeys } = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    const files = await filesOf(tx, [meeting.id]);
    await tx.nativeDelete(Meeting, { id: meeting.id, user: actor.id });
    return files;
  });
  await removeFiles(services, imageKeys, audioKeys);
  return true;
}

/** The image and audio files of these meetings. */
async function filesOf(tx: EntityManager, meetingIds: string[]): Promise<{ imageKeys: string[]; audioKeys: string[] }> {
  const images = await tx.find(MeetingImage, { meeting: { $in: meetingIds } }, { fields: ['objectStoragePath'] });
  const recordings = await tx.find(MeetingRecording, { meeting: { $in: meetingIds } }, { fields: ['audioKey'] });
  return {
    imageKeys: images.map((i) => i.objectStoragePath),
    audioKeys: recordings.flatMap((r) => (r.audioKey ? [r.audioKey] : [])),
  };
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
    const meetings = await tx.find(Meeting, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
    const files = await filesOf(
      tx,
      meetings.map((m) => m.id),
    );
    return { removed: await tx.nativeDelete(Meeting, { user: userId }), ...files };
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
// The audio through the meeting (clients written when a meeting held one recording)

/** The meeting's open recording, which the chunks and the closing sent to the meeting go to. */
async function openRecordingOfOwn(em: EntityManager, actor: User, id: unknown): Promise<MeetingRecording> {
  const meeting = await findOwnedOrNotFound(em, Meeting, id, actor.id, 'Meeting');
  const open = await openRecordingOf(em, meeting.id);
  if (!open) throw conflict(MEETING_NOT_RECORDING_MESSAGE);
  return open;
}

/** Stores chunk `seq` of the meeting's open recording (uploadRecordingChunk's rules; CONFLICT when none is open). */
export async function uploadMeetingAudioChunk(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  meetingId: unknown,
  receive: ReceiveChunk,
): Promise<MeetingAudio> {
  const open = await openRecordingOfOwn(em, actor, meetingId);
  return uploadRecordingChunk(em, services, actor, { recordingId: open.id }, receive, MEETING_NOT_RECORDING_MESSAGE);
}

/**
 * Closes the meeting's open recording (CONFLICT when none is open) as finishMeetingRecording does, and answers the
 * meeting.
 */
export async function finishMeetingAudio(
  em: EntityManager,
  services: MeetingServices,
  actor: User,
  id: unknown,
  durationSeconds: unknown,
): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  const duration = parseDuration(durationSeconds);
  const closed: ClosedRecording = await em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    const open = await openRecordingOf(tx, meeting.id);
    if (!open) throw conflict(MEETING_NOT_RECORDING_MESSAGE);
    return closeRecording(tx, services, meeting, open, duration, true);
  });
  return afterClosing(services, closed, () => getMeeting(em.fork(), actor, meetingId));
}

/**
 * Retries the failed transcription of the meeting's first recording (retryRecordingTranscription's rules), answering
 * the meeting as the transaction left it.
 */
export async function retryMeetingTranscription(em: EntityManager, services: MeetingServices, actor: User, id: unknown): Promise<Meeting> {
  const meetingId = parseId(id, 'Meeting');
  return em.transactional(async (tx) => {
    const meeting = await lockMeeting(tx, actor, meetingId);
    const first = await tx.findOne(MeetingRecording, { meeting: meeting.id }, { orderBy: { position: 'asc' } });
    if (first) await requeueFailedTranscription(tx, services, first);
    return getMeeting(tx, actor, meetingId);
  });
}

/** The audio of the meeting's first recording (another member's meeting, or none recorded, is not found). */
export async function locateMeetingAudio(
  em: EntityManager,
  services: Pick<MeetingServices, 'config'>,
  actor: User,
  meetingId: unknown,
): Promise<{ path: string; size: number; mimeType: string; fileName: string }> {
  const meeting = await findOwnedOrNotFound(em, Meeting, meetingId, actor.id, 'Audio');
  const first = await em.findOne(MeetingRecording, { meeting: meeting.id }, { orderBy: { position: 'asc' } });
  if (!first) throw notFound('Audio');
  return locateAudioOf(em, services, first);
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
