import path from 'node:path';
import { DEFAULT_MEMBER_STORAGE_QUOTA_MB } from '@union/rules/storage';
import { isTimeZone } from '@union/rules/dates';
import { LABOR_LAWS } from '@union/rules/representation';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

// Every environment variable the server reads, parsed once, each with its default (ARCHITECTURE.md).
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./.data'),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** What one member's recordings and photos may take together, in MB (decimals allowed); storage/quota.ts. */
  MEMBER_STORAGE_QUOTA_MB: z.coerce
    .number()
    .positive()
    .max(1024 * 1024 * 1024)
    .default(DEFAULT_MEMBER_STORAGE_QUOTA_MB),
  /** Requests in progress at a time, the others waiting their turn (http/turns.ts); 0 for no limit. */
  REQUESTS_AT_A_TIME: z.coerce.number().int().min(0).max(10_000).default(4),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ADMIN_USERNAME: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  SEED_DEMO: bool.default(true),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** The model of meeting transcription (OpenAI's audio.transcriptions). */
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  UNION_NAME: z.string().default('Transport Workers Association'),
  LOCAL_NUMBER: z.string().default('Local 591'),
  HUB_NAME: z.string().default('Dallas/Fort Worth Hub'),
  CONTRACT_DATE: z.string().default('March 26, 2020'),
  // The labour-law regime the local is under: it decides what a member is told about representation in a meeting.
  LABOR_LAW: z.enum(LABOR_LAWS).default('rla'),
  /** The local's time zone: the calendar day a grievance time limit counts in ('today' for overdue and due soon). */
  LOCAL_TIME_ZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as America/Chicago')
    .default('America/Chicago'),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
