import type { Config } from '../config.js';

// Read without loading the OpenAI SDK (openai-client.ts), which is loaded only when a key is set.

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
