import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AudioUnreadableError } from '../../ai/transcriber/errors.js';
import { takeMemberTurn } from '../../ai/transcriber/member-turns.js';
import type { Transcriber } from '../../ai/transcriber/transcriber.js';
import { AppError, badInput, retryLater } from '../../errors.js';
import { DataUrlError, parseDataUrl } from '../../http/data-url.js';
import type { Logger } from '../../logger.js';
import { AUDIO_EXTENSIONS, AUDIO_SNIFF_BYTES, sniffAudio } from '../../storage/audio.js';
import type { Transcription } from './transcription.types.js';

/** The largest recording POST /api/transcribe takes, decoded. */
export const TRANSCRIBE_MAX_BYTES = 25 * 1024 * 1024;
/** The JSON body that carries it: base64 is 4/3 of the bytes, plus the data URL's header and the file name. */
export const TRANSCRIBE_JSON_LIMIT = Math.ceil((TRANSCRIBE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The message a member sees when the recording or its file name is refused (400). */
export const AUDIO_FAILED_MESSAGE = 'Failed to process audio file';
/** The message a member sees when no engine can transcribe the recording, or the engine failed (503). */
export const TRANSCRIPTION_UNAVAILABLE_MESSAGE = 'Unable to transcribe audio. Please check your notes.';

/**
 * One transcription at a time per member (member-turns.ts): one sent while another of theirs is transcribed, sent
 * here or a meeting's recording, is refused (429), not queued.
 */
export const ALREADY_TRANSCRIBING_MESSAGE = 'A recording of yours is already being transcribed. Please wait for it to finish.';

export interface TranscriptionDeps {
  transcriber: Transcriber;
  logger: Logger;
}

/** 400 'Failed to process audio file', with what was wrong for the field. */
const refused = (field: 'audioData' | 'filename', why: string) => badInput(AUDIO_FAILED_MESSAGE, { [field]: why });

const DATA_URL_PROBLEMS: Record<DataUrlError['problem'], string> = {
  malformed: 'The recording must be sent as a base64 data URL (data:audio/...;base64,...).',
  empty: 'The recording is empty.',
  'too-large': 'The recording is larger than 25 MB.',
};

/** The file name to hand the engine: the member's name without its folders or odd characters, with the extension of what the bytes are. */
function engineFileName(filename: string, extension: string): string {
  const base = path.basename(filename.replaceAll('\\', '/')).replace(/\.[^.]*$/, '');
  const safe =
    base
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .slice(0, 80) || 'recording';
  return `${safe}.${extension}`;
}

/**
 * POST /api/transcribe: a recording as a data URL, checked strictly (25 MB, audio judged by its bytes), then
 * transcribed by the engine chosen at start. Bad audio is a 400 'Failed to process audio file'; no engine (or one
 * that failed) is a 503 'Unable to transcribe audio. Please check your notes.'
 */
export async function transcribeAudio(deps: TranscriptionDeps, actorId: string, input: unknown): Promise<Transcription> {
  const { audioData, filename } = (input ?? {}) as { audioData?: unknown; filename?: unknown };
  if (typeof filename !== 'string' || filename.trim() === '') throw refused('filename', 'A file name is required.');
  if (filename.length > 255) throw refused('filename', 'The file name must be at most 255 characters.');
  if (typeof audioData !== 'string' || audioData === '') throw refused('audioData', 'The recording is required.');

  let dataUrl: ReturnType<typeof parseDataUrl>;
  try {
    dataUrl = parseDataUrl(audioData, { maxBytes: TRANSCRIBE_MAX_BYTES });
  } catch (error) {
    if (error instanceof DataUrlError) throw refused('audioData', DATA_URL_PROBLEMS[error.problem]);
    throw error;
  }
  if (!dataUrl.mediaType.startsWith('audio/'))
    throw refused('audioData', 'The recording must be audio (audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg).');
  const mimeType = sniffAudio(dataUrl.bytes.subarray(0, AUDIO_SNIFF_BYTES));
  if (!mimeType) throw refused('audioData', 'The recording is not WebM, Ogg, WAV, MP4 or MP3 audio.');

  if (!(await deps.transcriber.available())) throw new AppError('SERVICE_BUSY', TRANSCRIPTION_UNAVAILABLE_MESSAGE);
  const giveTurnBack = takeMemberTurn(deps.transcriber, actorId);
  if (!giveTurnBack) throw retryLater('RATE_LIMITED', ALREADY_TRANSCRIBING_MESSAGE, 10);
  let dir: string | undefined;
  try {
    dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-upload-'));
    const fileName = engineFileName(filename, AUDIO_EXTENSIONS[mimeType]);
    const file = path.join(dir, `audio.${AUDIO_EXTENSIONS[mimeType]}`);
    await writeFile(file, dataUrl.bytes);
    // The type sniffed from the bytes (never the data URL's): the engine reads the file as that container only.
    const result = await deps.transcriber.transcribe({ path: file, mimeType, fileName, memberId: actorId });
    return { text: result.text, duration: result.durationSeconds, engine: result.engine, isDraft: result.isDraft };
  } catch (error) {
    if (error instanceof AudioUnreadableError) throw refused('audioData', 'The recording could not be read as audio.');
    // No engine could do it (or one failed): the member keeps their notes and is told so.
    deps.logger.warn('Transcription failed', error);
    throw new AppError('SERVICE_BUSY', TRANSCRIPTION_UNAVAILABLE_MESSAGE);
  } finally {
    giveTurnBack();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
