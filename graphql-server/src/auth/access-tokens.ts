import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessToken } from './access-token.entity.js';
import { hashToken, isWellFormedToken } from './token-format.js';
import type { User } from './user.entity.js';

// Last use is recorded to the minute, not on every request (one write per token per minute at most).
const TOUCH_AFTER_MS = 60_000;

export type TokenCheck = { ok: true; accessToken: AccessToken; user: User } | { ok: false; reason: 'malformed' | 'unknown' | 'expired' };

/** Who a bearer token speaks for: its row (with the owner), or why it is refused. Records the use. */
export async function checkAccessToken(em: EntityManager, token: string): Promise<TokenCheck> {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'malformed' };
  const accessToken = await em.findOne(AccessToken, { tokenHash: hashToken(token) }, { populate: ['user'] });
  // A disabled account's tokens are deleted with the change; one read in a request that raced it is unknown too.
  if (!accessToken?.user.isActive) return { ok: false, reason: 'unknown' };
  const now = Date.now();
  if (accessToken.expiresAt && accessToken.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
  if (!accessToken.lastUsedAt || now - accessToken.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    accessToken.lastUsedAt = new Date(now);
    await em.nativeUpdate(AccessToken, { id: accessToken.id }, { lastUsedAt: accessToken.lastUsedAt });
  }
  return { ok: true, accessToken, user: accessToken.user };
}
