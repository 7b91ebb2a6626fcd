import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AUDIO_FORMAT_MESSAGE, NO_AUDIO_MESSAGE, TRANSCRIPTION_FAILED_MESSAGE } from '@union/rules/meetings';
import { AudioTooLongError, AudioUnreadableError } from '../../ai/transcriber/errors.js';
import { takeMemberTurn } from '../../ai/transcriber/member-turns.js';
import type { Transcriber } from '../../ai/transcriber/transcriber.js';
import type { Config } from '../../config.js';
import { type JobHandler, JobHandedBack, type JobQueue } from '../../jobs/jobs.js';
import type { Logger } from '../../logger.js';
import { meetingAudioStore } from './meeting-audio.js';
import { MeetingRecording } from './meeting.entities.js';

// Each recording of a meeting is transcribed once it is closed: in the request when it is short, otherwise by the
// 'transcribe-meeting' job. Either way this one function does it, and the recording says how it went
// (transcriptStatus, transcriptProgress, transcriptError). The audio is never touched by it, whatever happens.
// A member's transcriptions run one at a time (member-turns.ts): one whose member has another in progress is put back
// in the queue for a little later, so that it neither runs beside it nor holds a job slot meanwhile.

export const TRANSCRIBE_MEETING_TASK = 'transcribe-meeting';

/** How long a recording's transcription waits before it looks again for its member's turn. */
export const MEMBER_TURN_RETRY_MS = 15_000;

export interface TranscriptionDeps {
  orm: MikroORM;
  transcriber: Transcriber;
  config: Pick<Config, 'dataDir'>;
  logger: Logger;
  /** To put a transcription back in the queue while its member's turn is taken. */
  jobs?: Pick<JobQueue, 'add'>;
}

/** Schedules the recording's transcription job at `runAt` (default now), replacing its job not yet started: one per recording. */
export function scheduleRecordingTranscription(tx: EntityManager, jobs: Pick<JobQueue, 'add'>, recordingId: string, runAt?: Date) {
  return jobs.add(tx, TRANSCRIBE_MEETING_TASK, { recordingId }, { jobKey: `meeting-recording:${recordingId}`, runAt });
}

/**
 * The recording a job's payload names: { recordingId }, or { meetingId } from a job queued before meetings held
 * several recordings (the meeting's recording then became its first, with the meeting's own id).
 */
export function recordingIdOf(payload: unknown): string | null {
  const fields = payload && typeof payload === 'object' ? (payload as { recordingId?: unknown; meetingId?: unknown }) : {};
  const id = fields.recordingId ?? fields.meetingId;
  return typeof id === 'string' ? id : null;
}

/**
 * How a call of transcribeRecording ended: 'finished' (transcribed, failed, or nothing to do), 'member-busy' (another
 * transcription of the member is in progress: nothing was done), 'too-long' (the audio decoded to more than the
 * maxSeconds allowed: the recording is pending again).
 */
export type RecordingTranscriptionOutcome = 'finished' | 'member-busy' | 'too-long';

export interface TranscribeRecordingOptions {
  /** The server is stopping: the job is handed back. */
  signal?: AbortSignal;
  /** Transcribe only when the audio, as decoded, lasts at most this long (the request's own transcription). */
  maxSeconds?: number;
}

/** Thrown when the server is stopping: the job is handed back and the recording stays as it was (processing). */
class Stopping extends JobHandedBack {
  constructor() {
    super('The server is stopping; the transcription is handed to the next one');
  }
}

function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new Stopping());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Stopping());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const ACTIVE = { $in: ['pending', 'processing'] } as const;

/**
 * Transcribes the recording if its transcription is pending (or was left processing by a server that stopped),
 * saving progress as it goes and the transcript, or the failure, at the end. A recording deleted meanwhile, or
 * already transcribed, is left alone; so is one whose member has another transcription in progress.
 */
export async function transcribeRecording(
  deps: TranscriptionDeps,
  recordingId: string,
  options: TranscribeRecordingOptions = {},
): Promise<RecordingTranscriptionOutcome> {
  const em = deps.orm.em.fork();
  const recording = await em.findOne(MeetingRecording, { id: recordingId, transcriptStatus: ACTIVE }, { populate: ['meeting'] });
  if (!recording) return 'finished';
  const fail = async (message: string) => {
    await em
      .fork()
      .nativeUpdate(
        MeetingRecording,
        { id: recordingId, transcriptStatus: ACTIVE },
        { transcriptStatus: 'failed', transcriptError: message, transcriptProgress: null },
      );
    return 'finished' as const;
  };
  if (!recording.audioKey || !recording.audioMimeType || recording.audioChunks === 0) return fail(NO_AUDIO_MESSAGE);
  const memberId = recording.meeting.user.id;
  const giveTurnBack = takeMemberTurn(deps.transcriber, memberId);
  if (!giveTurnBack) return 'member-busy';
  try {
    return await transcribeInTurn(deps, em, recording, memberId, fail, options);
  } finally {
    giveTurnBack();
  }
}

/** transcribeRecording once the member's turn is taken. */
async function transcribeInTurn(
  deps: TranscriptionDeps,
  em: EntityManager,
  recording: MeetingRecording,
  memberId: string,
  fail: (message: string) => Promise<'finished'>,
  { signal, maxSeconds }: TranscribeRecordingOptions,
): Promise<RecordingTranscriptionOutcome> {
  const recordingId = recording.id;
  await em.nativeUpdate(
    MeetingRecording,
    { id: recordingId, transcriptStatus: ACTIVE },
    { transcriptStatus: 'processing', transcriptProgress: 0, transcriptError: null },
  );

  let file: { path: string };
  try {
    file = await meetingAudioStore(deps.config).locate(recording.audioKey as string);
  } catch {
    return fail(NO_AUDIO_MESSAGE);
  }

  // Progress is written when it moved by 5 points or 2 seconds passed, one write at a time.
  let saved = 0;
  let savedAt = Date.now();
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (fraction: number) => {
    const percent = Math.max(0, Math.min(99, Math.floor(fraction * 100)));
    if (!(percent > saved) || (percent - saved < 5 && Date.now() - savedAt < 2000)) return;
    saved = percent;
    savedAt = Date.now();
    writing = writing
      .then(() =>
        em.fork().nativeUpdate(MeetingRecording, { id: recordingId, transcriptStatus: 'processing' }, { transcriptProgress: percent }),
      )
      .catch((error) => deps.logger.warn('Could not save a transcription progress', error));
  };

  try {
    if (!(await untilAborted(deps.transcriber.available(), signal))) return fail(TRANSCRIPTION_FAILED_MESSAGE);
    // The type sniffed from the first chunk's bytes when it was stored; the engine checks the bytes again.
    const audioFile = { path: file.path, mimeType: recording.audioMimeType as string, fileName: recording.audioKey as string, memberId };
    const result = await untilAborted(deps.transcriber.transcribe(audioFile, { onProgress, maxSeconds }), signal);
    await writing;
    await em.fork().nativeUpdate(
      MeetingRecording,
      { id: recordingId, transcriptStatus: 'processing' },
      {
        transcript: result.text,
        transcriptStatus: 'done',
        transcriptProgress: 100,
        transcriptEngine: result.engine,
        transcriptIsDraft: result.isDraft,
        transcriptError: null,
      },
    );
    // The engine's length where no other was known (the remux, which measures it as the file is closed, did not run).
    if (Number.isFinite(result.durationSeconds)) {
      await em
        .fork()
        .nativeUpdate(MeetingRecording, { id: recordingId, durationSeconds: null }, { durationSeconds: result.durationSeconds });
    }
    return 'finished';
  } catch (error) {
    await writing;
    if (error instanceof Stopping) throw error;
    if (error instanceof AudioTooLongError) {
      await em
        .fork()
        .nativeUpdate(
          MeetingRecording,
          { id: recordingId, transcriptStatus: 'processing' },
          { transcriptStatus: 'pending', transcriptProgress: 0 },
        );
      return 'too-long';
    }
    deps.logger.warn(`Transcription of meeting recording ${recordingId} failed`, error);
    return fail(error instanceof AudioUnreadableError ? AUDIO_FORMAT_MESSAGE : TRANSCRIPTION_FAILED_MESSAGE);
  }
}

/**
 * The 'transcribe-meeting' job: payload { recordingId } (see recordingIdOf). Should its last attempt fail (the
 * database unreachable, the server stopping again and again), the recording says failed, so that the member sees it
 * and can retry.
 */
export function transcribeMeetingJob(deps: () => TranscriptionDeps): JobHandler {
  return async (payload, { signal, lastAttempt, logger }) => {
    const recordingId = recordingIdOf(payload);
    if (!recordingId) return;
    try {
      const current = deps();
      if ((await transcribeRecording(current, recordingId, { signal })) !== 'member-busy') return;
      // Its member's other transcription is still running: this one comes back a little later, freeing the slot.
      if (!current.jobs) throw new Error("The member's turn is taken and the job queue is not at hand: tried again later");
      await scheduleRecordingTranscription(current.orm.em.fork(), current.jobs, recordingId, new Date(Date.now() + MEMBER_TURN_RETRY_MS));
    } catch (error) {
      if (lastAttempt) {
        await deps()
          .orm.em.fork()
          .nativeUpdate(
            MeetingRecording,
            { id: recordingId, transcriptStatus: ACTIVE },
            { transcriptStatus: 'failed', transcriptError: TRANSCRIPTION_FAILED_MESSAGE, transcriptProgress: null },
          )
          .catch((failure) => logger.error(`Could not mark the transcription of meeting recording ${recordingId} failed`, failure));
      }
      throw error;
    }
  };
}
