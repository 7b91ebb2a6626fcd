import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { openAiSettings } from '../openai-settings.js';
import type { ContractAnswerer } from './answerer.js';
import { localAnswerer } from './local.js';

/**
 * The one place that chooses between online and offline answers: OpenAI when OPENAI_API_KEY is set, else local.
 * The OpenAI side (its SDK is about 7 MB of heap) is loaded only when it is used.
 */
export async function createAnswerer(config: Config, logger: Logger): Promise<ContractAnswerer> {
  const settings = openAiSettings(config);
  if (!settings) return localAnswerer();
  const [{ createOpenAiClient }, { openAiAnswerer }] = await Promise.all([import('../openai-client.js'), import('./openai.js')]);
  return openAiAnswerer({ client: createOpenAiClient(settings), model: settings.model }, logger);
}
