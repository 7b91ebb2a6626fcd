import { readFile, stat } from 'node:fs/promises';
import OpenAI, { toFile } from 'openai';
import type { Logger } from '../../logger.js';
import { TranscriptionUnavailableError } from './errors.js';
import type { AudioFile, TranscribeOptions, Transcriber, TranscriptionResult } from './transcriber.js';

/** The largest file OpenAI's transcription endpoint takes; a longer meeting goes to the offline engine. */
export const OPENAI_MAX_AUDIO_BYTES = 25 * 1024 * 1024;

export interface OpenAiTranscriptionModel {
  /** From createOpenAiClient (no retries: a 429 or a timeout falls back at once). */
  client: OpenAI;
  /** 'whisper-1' (the default of OPENAI_TRANSCRIBE_MODEL), 'gpt-4o-transcribe', ... */
  model: string;
  /** The time allowed for a small file; a larger upload gets 10 s more per MB. */
  timeoutMs: number;
}

function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (error instanceof OpenAI.APIError) return `answered ${error.status ?? 'without a status'}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * OpenAI's transcription endpoint, with the offline engine behind it: a failure (429, 5xx, timeout, a file too
 * large for OpenAI) is transcribed offline when the offline engine is installed, and is otherwise unavailable.
 */
export function openAiTranscriber(settings: OpenAiTranscriptionModel, fallback: Transcriber | null, logger: Logger): Transcriber {
  const offline = async (file: AudioFile, options: TranscribeOptions, why: string) => {
    if (fallback && (await fallback.available())) {
      logger.warn(`OpenAI transcription ${why}; transcribing offline`);
      return fallback.transcribe(file, options);
    }
    throw new TranscriptionUnavailableError(`OpenAI transcription ${why} and no offline engine is installed`);
  };

  return {
    async available() {
      return true;
    },

    // options.maxSeconds is the offline fallback's to check: the work done here runs on OpenAI's machines.
    async transcribe(file, options = {}): Promise<TranscriptionResult> {
      const { onProgress } = options;
      const { size } = await stat(file.path);
      if (size > OPENAI_MAX_AUDIO_BYTES) return offline(file, options, 'skipped (the file is larger than 25 MB)');
      onProgress?.(0);
      try {
        const upload = await toFile(await readFile(file.path), file.fileName, { type: file.mimeType });
        const timeout = settings.timeoutMs + Math.max(0, size / 1_000_000 - 1) * 10_000;
        // whisper-1 tells the audio's length in verbose_json; the gpt-4o models answer json only.
        const verbose = settings.model === 'whisper-1';
        const response = verbose
          ? await settings.client.audio.transcriptions.create(
              { file: upload, model: settings.model, response_format: 'verbose_json' },
              { timeout },
            )
          : await settings.client.audio.transcriptions.create({ file: upload, model: settings.model }, { timeout });
        if (typeof response?.text !== 'string') return offline(file, options, 'gave no text');
        const usage = (response as { usage?: { type?: string; seconds?: number } }).usage;
        const duration = 'duration' in response && typeof response.duration === 'number' ? response.duration : usage?.seconds;
        onProgress?.(1);
        return {
          text: response.text.trim(),
          durationSeconds: typeof duration === 'number' && Number.isFinite(duration) ? Math.max(0, duration) : 0,
          engine: 'openai',
          isDraft: false,
        };
      } catch (error) {
        return offline(file, options, describeFailure(error));
      }
    },
  };
}
