import OpenAI from 'openai';
import type { Config } from '../config.js';

export interface OpenAiSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The OpenAI settings of this configuration, or null when no OPENAI_API_KEY is set (everything answers offline). */
export function openAiSettings(config: Config): OpenAiSettings | null {
  if (!config.OPENAI_API_KEY) return null;
  return {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}

/** The one place an OpenAI client is made; built once per app by buildServices, never cached in a module. */
export function createOpenAiClient(settings: OpenAiSettings): OpenAI {
  // No retries: a 429 or a timeout falls back to the offline answer at once rather than keeping the member waiting.
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0 });
}
