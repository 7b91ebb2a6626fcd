import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_SCOPES, accessTokenSchema, CASE_SCOPES, TOKEN_LIMITS, TOKEN_MESSAGES } from '@union/rules/tokens';
import { hasRole } from '../../auth/auth-checker.js';
import { generateToken, hashToken, tokenHint } from '../../auth/token-format.js';
import { findOwnedOrNotFound } from '../../db/find.js';
import { AppError, badInput } from '../../errors.js';
import { parseInput } from '../../validation.js';
import type { User } from '../../auth/user.entity.js';
import { AccessToken } from '../../auth/access-token.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CreatedAccessToken {
  /** The secret, shown this once. */
  token: string;
  accessToken: AccessToken;
}

const liveFilter = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

export async function createAccessToken(em: EntityManager, actor: User, input: unknown): Promise<CreatedAccessToken> {
  const { name, scopes, expiresInDays } = parseInput(accessTokenSchema, input);
  const isAdmin = hasRole(actor, 'ADMIN');
  if (!isAdmin && scopes.some((scope) => ADMIN_SCOPES.includes(scope))) {
    throw badInput(TOKEN_MESSAGES.adminScopesForAdmins, { scopes: TOKEN_MESSAGES.adminScopesForAdmins });
  }
  if (!isAdmin && !actor.isSteward && scopes.some((scope) => CASE_SCOPES.includes(scope))) {
    throw badInput(TOKEN_MESSAGES.caseScopesForStewards, { scopes: TOKEN_MESSAGES.caseScopesForStewards });
  }
  if (!isAdmin && expiresInDays === null) {
    throw badInput(TOKEN_MESSAGES.noExpiryForAdmins, { expiresInDays: TOKEN_MESSAGES.noExpiryForAdmins });
  }
  const now = new Date();
  const live = await em.count(AccessToken, { user: actor.id, ...liveFilter(now) });
  if (live >= TOKEN_LIMITS.perUser) throw new AppError('CONFLICT', TOKEN_MESSAGES.tooMany);

  const token = generateToken();
  const accessToken = em.create(AccessToken, {
    user: actor,
    name,
    tokenHash: hashToken(token),
    hint: tokenHint(token),
    scopes,
    expiresAt: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS),
  });
  await em.persist(accessToken).flush();
  return { token, accessToken };
}

/** The member's tokens, expired ones included (so they can see why a script stopped), newest first. */
export function listAccessTokens(em: EntityManager, actor: User): Promise<AccessToken[]> {
  return em.find(AccessToken, { user: actor.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** Revoking deletes the row: the token is refused from the next request on. Another member's token is NOT_FOUND. */
export async function revokeAccessToken(em: EntityManager, actor: User, id: unknown): Promise<boolean> {
  const accessToken = await findOwnedOrNotFound(em, AccessToken, id, actor.id, 'Access token');
  await em.remove(accessToken).flush();
  return true;
}

export async function revokeAllAccessTokens(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(AccessToken, { user: userId });
}
