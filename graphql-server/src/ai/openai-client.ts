import OpenAI from 'openai';
import type { OpenAiSettings } from './openai-settings.js';

/** The one place an OpenAI client is made; built once per app by buildServices, never cached in a module. */
export function createOpenAiClient(settings: OpenAiSettings): OpenAI {
  // No retries: a 429 or a timeout falls back to the offline answer at once rather than keeping the member waiting.
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0 });
}
