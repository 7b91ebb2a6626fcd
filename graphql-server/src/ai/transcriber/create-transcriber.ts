import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { openAiSettings } from '../openai-settings.js';
import { type OfflineOptions, offlineTranscriber } from './offline.js';
import type { Transcriber } from './transcriber.js';

/**
 * The one place that chooses the speech-to-text engine: OpenAI (OPENAI_TRANSCRIBE_MODEL, default whisper-1) when
 * OPENAI_API_KEY is set, with the offline engine behind it for failures; otherwise the offline engine alone.
 */
export async function createTranscriber(config: Config, logger: Logger, offlineOptions: OfflineOptions = {}): Promise<Transcriber> {
  const offline = offlineTranscriber(offlineOptions);
  const settings = openAiSettings(config);
  if (!settings) return offline;
  // The OpenAI SDK is loaded only when it is used (see createAnswerer).
  const [{ createOpenAiClient }, { openAiTranscriber }] = await Promise.all([import('../openai-client.js'), import('./openai.js')]);
  return openAiTranscriber(
    { client: createOpenAiClient(settings), model: config.OPENAI_TRANSCRIBE_MODEL, timeoutMs: settings.timeoutMs },
    offline,
    logger,
  );
}
