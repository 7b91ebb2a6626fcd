import type { EntityManager } from '@mikro-orm/postgresql';
import { isMeetingEditable, MEETING_FINALIZED_MESSAGE } from '@union/rules/meetings';
import type { User } from '../../auth/user.entity.js';
import { findOwnedOrNotFound, lockOwned, parseId } from '../../db/find.js';
import { conflict, notFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { Meeting, MeetingRecording } from './meeting.entities.js';

// How every operation reaches a member's meeting and its recordings: rows are found with the actor as owner in the
// query, so another member's id is simply not found (never "forbidden", which would confirm that it exists).

/** What the meeting operations use of the app's services. */
export type MeetingServices = Pick<AppServices, 'storage' | 'config' | 'logger' | 'orm' | 'transcriber' | 'jobs' | 'audioRemuxer'>;

/** What every read of a meeting loads: its recordings and images. */
const MEETING_POPULATE = ['imageRows', 'recordingRows'] as const;

export function getMeeting(em: EntityManager, actor: User, id: unknown): Promise<Meeting> {
  return findOwnedOrNotFound(em, Meeting, id, actor.id, 'Meeting', { populate: MEETING_POPULATE });
}

export function listMeetings(em: EntityManager, actor: User): Promise<Meeting[]> {
  return em.find(Meeting, { user: actor.id }, { populate: MEETING_POPULATE, orderBy: { startedAt: 'desc', id: 'desc' } });
}

/** Locks the actor's meeting row for the rest of the transaction (every change of it or its recordings takes it first). */
export function lockMeeting(tx: EntityManager, actor: User, id: unknown): Promise<Meeting> {
  return lockOwned(tx, Meeting, id, actor.id, 'Meeting');
}

export function assertEditable(meeting: Meeting) {
  if (!isMeetingEditable(meeting)) throw conflict(MEETING_FINALIZED_MESSAGE);
}

/**
 * Which recording a request names: GraphQL by its id alone, REST by the meeting's id and the recording's (a recording
 * of another meeting under that path is not found either).
 */
export interface RecordingTarget {
  recordingId: unknown;
  meetingId?: unknown;
}

/** The actor's recording that `target` names, or NOT_FOUND. */
export async function getMeetingRecording(em: EntityManager, actor: User, target: RecordingTarget): Promise<MeetingRecording> {
  const id = parseId(target.recordingId, 'Recording');
  const meeting = target.meetingId === undefined ? { user: actor.id } : { id: parseId(target.meetingId, 'Recording'), user: actor.id };
  const recording = await em.findOne(MeetingRecording, { id, meeting });
  if (!recording) throw notFound('Recording');
  return recording;
}

/**
 * Inside a transaction: locks the meeting of the actor's recording that `target` names (as every change of a meeting
 * or its recordings does), then reads the recording afresh under that lock.
 */
export async function lockRecording(
  tx: EntityManager,
  actor: User,
  target: RecordingTarget,
): Promise<{ meeting: Meeting; recording: MeetingRecording }> {
  const found = await getMeetingRecording(tx, actor, target);
  const meeting = await lockMeeting(tx, actor, found.meeting.id);
  const recording = await tx.findOne(MeetingRecording, { id: found.id, meeting: meeting.id }, { refresh: true });
  // Deleted between the two reads: not found, as any later request would say.
  if (!recording) throw notFound('Recording');
  return { meeting, recording };
}
