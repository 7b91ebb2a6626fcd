import type { SessionSettings } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/** Long-lived collaborators that requests use; built once at start (and once per test server). */
export interface AppServices {
  config: Config;
  logger: Logger;
  sessions: SessionSettings;
}
