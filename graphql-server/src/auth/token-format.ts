import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { TOKEN_PREFIX } from '@union/rules/tokens';

// A personal access token reads `uc_pat_` + 30 random base62 characters (about 178 bits) + a 6-character base62
// CRC32 of those 30: the prefix tells people and secret scanners what it is, and the checksum lets a scanner (and
// this server, before any database lookup) tell a real-looking token from a typo or a random string. GitHub's layout.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, width: number): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text.padStart(width, '0');
}

const checksumOf = (random: string) => base62(crc32(random), CHECKSUM_LENGTH);

export function generateToken(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += BASE62[randomInt(62)];
  return `${TOKEN_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether the text has a token's shape and its checksum holds (no database needed). */
export function isWellFormedToken(text: string): boolean {
  if (!TOKEN_SHAPE.test(text)) return false;
  const random = text.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + RANDOM_LENGTH);
  return text.slice(-CHECKSUM_LENGTH) === checksumOf(random);
}

/**
 * What is stored: SHA-256 of the whole token. The token is random and long, so a plain hash cannot be reversed or
 * guessed, and (unlike a keyed hash) it survives a change of SESSION_SECRET.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The part shown in the list so a member can tell their tokens apart: the prefix and the first four characters. */
export const tokenHint = (token: string) => `${token.slice(0, TOKEN_PREFIX.length + 4)}…`;
