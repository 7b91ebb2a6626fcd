import type { MikroORM } from '@mikro-orm/postgresql';
import { AUDIO_FORMAT_MESSAGE, NO_AUDIO_MESSAGE, TRANSCRIPTION_FAILED_MESSAGE } from '@union/rules/meetings';
import { AudioUnreadableError } from '../../ai/transcriber/errors.js';
import type { Transcriber } from '../../ai/transcriber/transcriber.js';
import type { Config } from '../../config.js';
import { type JobHandler, JobHandedBack } from '../../jobs/jobs.js';
import type { Logger } from '../../logger.js';
import { meetingAudioStore } from './meeting-audio.js';
import { Meeting } from './meeting.entities.js';

// A meeting's recording is transcribed once its audio is closed: in the request when it is short, otherwise by the
// 'transcribe-meeting' job. Either way this one function does it, and the record says how it went
// (transcriptStatus, transcriptProgress, transcriptError). The audio is never touched by it, whatever happens.

export const TRANSCRIBE_MEETING_TASK = 'transcribe-meeting';

export interface TranscriptionDeps {
  orm: MikroORM;
  transcriber: Transcriber;
  config: Pick<Config, 'dataDir'>;
  logger: Logger;
}

/** Thrown when the server is stopping: the job is handed back and the record stays as it was (processing). */
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
 * Transcribes the meeting's recording if its transcription is pending (or was left processing by a server that
 * stopped), saving progress as it goes and the transcript, or the failure, at the end. A meeting deleted meanwhile,
 * or already transcribed, is left alone.
 */
export async function transcribeMeeting(deps: TranscriptionDeps, meetingId: string, signal?: AbortSignal): Promise<void> {
  const em = deps.orm.em.fork();
  const meeting = await em.findOne(Meeting, { id: meetingId, transcriptStatus: ACTIVE });
  if (!meeting) return;
  const fail = async (message: string) => {
    await em
      .fork()
      .nativeUpdate(
        Meeting,
        { id: meetingId, transcriptStatus: ACTIVE },
        { transcriptStatus: 'failed', transcriptError: message, transcriptProgress: null },
      );
  };
  if (!meeting.audioKey || !meeting.audioMimeType || meeting.audioChunks === 0) return fail(NO_AUDIO_MESSAGE);
  await em.nativeUpdate(
    Meeting,
    { id: meetingId, transcriptStatus: ACTIVE },
    { transcriptStatus: 'processing', transcriptProgress: 0, transcriptError: null },
  );

  let file: { path: string };
  try {
    file = await meetingAudioStore(deps.config).locate(meeting.audioKey);
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
      .then(() => em.fork().nativeUpdate(Meeting, { id: meetingId, transcriptStatus: 'processing' }, { transcriptProgress: percent }))
      .catch((error) => deps.logger.warn('Could not save a transcription progress', error));
  };

  try {
    if (!(await untilAborted(deps.transcriber.available(), signal))) return fail(TRANSCRIPTION_FAILED_MESSAGE);
    const result = await untilAborted(
      deps.transcriber.transcribe({ path: file.path, mimeType: meeting.audioMimeType, fileName: meeting.audioKey }, onProgress),
      signal,
    );
    await writing;
    await em.fork().nativeUpdate(
      Meeting,
      { id: meetingId, transcriptStatus: 'processing' },
      {
        transcript: result.text,
        transcriptStatus: 'done',
        transcriptProgress: 100,
        transcriptEngine: result.engine,
        transcriptIsDraft: result.isDraft,
        transcriptError: null,
        ...(meeting.audioDurationSeconds == null && Number.isFinite(result.durationSeconds)
          ? { audioDurationSeconds: result.durationSeconds }
          : {}),
      },
    );
  } catch (error) {
    await writing;
    if (error instanceof Stopping) throw error;
    deps.logger.warn(`Transcription of meeting ${meetingId} failed`, error);
    await fail(error instanceof AudioUnreadableError ? AUDIO_FORMAT_MESSAGE : TRANSCRIPTION_FAILED_MESSAGE);
  }
}

/**
 * The 'transcribe-meeting' job: payload { meetingId }. Should its last attempt fail (the database unreachable, the
 * server stopping again and again), the record says failed, so that the member sees it and can retry.
 */
export function transcribeMeetingJob(deps: () => TranscriptionDeps): JobHandler {
  return async (payload, { signal, lastAttempt, logger }) => {
    const meetingId = (payload as { meetingId?: unknown } | null)?.meetingId;
    if (typeof meetingId !== 'string') return;
    try {
      await transcribeMeeting(deps(), meetingId, signal);
    } catch (error) {
      if (lastAttempt) {
        await deps()
          .orm.em.fork()
          .nativeUpdate(
            Meeting,
            { id: meetingId, transcriptStatus: ACTIVE },
            { transcriptStatus: 'failed', transcriptError: TRANSCRIPTION_FAILED_MESSAGE, transcriptProgress: null },
          )
          .catch((failure) => logger.error(`Could not mark the transcription of meeting ${meetingId} failed`, failure));
      }
      throw error;
    }
  };
}
