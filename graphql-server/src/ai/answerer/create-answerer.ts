import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { createOpenAiClient, openAiSettings } from '../openai-client.js';
import type { ContractAnswerer } from './answerer.js';
import { localAnswerer } from './local.js';
import { openAiAnswerer } from './openai.js';

/** The one place that chooses between online and offline answers: OpenAI when OPENAI_API_KEY is set, else local. */
export function createAnswerer(config: Config, logger: Logger): ContractAnswerer {
  const settings = openAiSettings(config);
  if (!settings) return localAnswerer();
  return openAiAnswerer({ client: createOpenAiClient(settings), model: settings.model }, logger);
}
