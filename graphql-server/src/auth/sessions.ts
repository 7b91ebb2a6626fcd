import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../modules/users/user.entity.js';
import { Session } from './session.entity.js';

export const SESSION_COOKIE = 'sid';

export interface SessionSettings {
  secret: string;
  idleMs: number;
  absoluteMs: number;
  secureCookie: 'auto' | boolean;
}

const hashToken = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('hex');

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function cookieOptions(req: Request, settings: SessionSettings) {
  const secure = settings.secureCookie === 'auto' ? req.secure : settings.secureCookie;
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

/** Signs the user in: always a brand-new token, so a token planted before sign-in is worthless. */
export async function startSession(em: EntityManager, req: Request, res: Response, user: User, settings: SessionSettings) {
  await endSession(em, req, res, settings);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const session = em.create(Session, {
    tokenHash: hashToken(settings.secret, token),
    user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + settings.absoluteMs),
  });
  await em.persist(session).flush();
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req, settings), maxAge: settings.absoluteMs });
}

export async function endSession(em: EntityManager, req: Request, res: Response, settings: SessionSettings) {
  const token = readCookie(req, SESSION_COOKIE);
  if (token) await em.nativeDelete(Session, { tokenHash: hashToken(settings.secret, token) });
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, settings));
}

// Activity is recorded when the last record is older than this, not on every request; so lastSeenAt may lag the last
// request by this much, and the idle check allows it: a session ends after between idle and idle + this of silence,
// never before the idle time (a session active every 40 s with 1 minute idle once ended at 80 s: issue 9).
const touchAfterMs = (idleMs: number) => Math.min(60_000, idleMs / 10);

/** The signed-in user for this request, or null when the cookie is absent, unknown, idle too long or too old. */
export async function resolveSessionUser(em: EntityManager, req: Request, settings: SessionSettings): Promise<User | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(settings.secret, token);
  const session = await em.findOne(Session, { tokenHash }, { populate: ['user'] });
  if (!session) return null;
  const now = Date.now();
  const idleFor = now - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now || idleFor > settings.idleMs + touchAfterMs(settings.idleMs)) {
    await em.nativeDelete(Session, { tokenHash });
    return null;
  }
  if (idleFor > touchAfterMs(settings.idleMs)) {
    await em.nativeUpdate(Session, { tokenHash }, { lastSeenAt: new Date(now) });
  }
  return session.user;
}
