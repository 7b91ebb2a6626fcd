import { createHmac, randomBytes } from 'node:crypto';
import { type EntityManager, type QueryResult, ReferenceKind } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { User } from './user.entity.js';
import { Session } from './session.entity.js';
import { readRows } from '../db/read-rows.js';

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
// never before the idle time (a session active every 40 s with 1 minute idle once ended at 80 s).
const touchAfterMs = (idleMs: number) => Math.min(60_000, idleMs / 10);

/**
 * When a session is over, as one SQL condition on `sessions s` and its values at `now`: its absolute expiry has come,
 * or it was last seen longer ago than the idle time and the lag of that record allow. The request that refuses a
 * session and the sweep that deletes ended ones both use it, so they never disagree.
 */
const SESSION_ENDED_SQL = '(s.expires_at <= ? or s.last_seen_at < ?)';
const sessionEndedValues = (settings: SessionSettings, now: number) => [
  new Date(now),
  new Date(now - settings.idleMs - touchAfterMs(settings.idleMs)),
];

/**
 * The session's statement: whether the session has ended, when it was last seen, and its user's columns that a
 * request's actor carries (every stored property but the lazy ones, such as the password hash). Written once per
 * metadata, so every request passes readRows the same string (its prepared statement is found without building and
 * hashing the text anew).
 */
const sessionSqlByMetadata = new WeakMap<object, string>();
function sessionSqlOf(em: EntityManager): string {
  const meta = em.getMetadata().get(User);
  let found = sessionSqlByMetadata.get(meta);
  if (!found) {
    const columns = meta.props
      .filter((prop) => prop.kind === ReferenceKind.SCALAR && !prop.lazy && prop.persist !== false)
      .flatMap((prop) => prop.fieldNames);
    found = `select ${SESSION_ENDED_SQL} as session_ended,
            extract(epoch from s.last_seen_at)::float8 * 1000 as session_last_seen_ms,
            ${columns.map((column) => `u."${column}"`).join(', ')}
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = ? and u.is_active`;
    sessionSqlByMetadata.set(meta, found);
  }
  return found;
}

interface SessionRow {
  session_ended: boolean;
  session_last_seen_ms: number;
  [column: string]: unknown;
}

/**
 * The signed-in user for this request, or null when the cookie is absent, unknown, idle too long or too old, or its
 * account is disabled (disabling deletes the account's sessions; this holds for a request that raced it).
 * One plain SQL row (the session with its user) on every request, not an ORM query: the ORM's query building and
 * hydration of two entities cost more than the rest of a small request. The user is then mapped into the
 * request's EntityManager (em.map), so services get a managed entity as before.
 */
export async function resolveSessionUser(em: EntityManager, req: Request, settings: SessionSettings): Promise<User | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(settings.secret, token);
  const now = Date.now();
  const [row] = await readRows<SessionRow>(em, sessionSqlOf(em), [...sessionEndedValues(settings, now), tokenHash]);
  if (!row) return null;
  if (row.session_ended) {
    await em.execute('delete from sessions where token_hash = ?', [tokenHash]);
    return null;
  }
  if (now - row.session_last_seen_ms > touchAfterMs(settings.idleMs)) {
    await em.execute('update sessions set last_seen_at = ? where token_hash = ?', [new Date(now), tokenHash]);
  }
  const { session_ended: _, session_last_seen_ms: __, ...user } = row;
  return em.map(User, user);
}

/** Deletes every session that has ended (by the rule a request refuses one); returns how many. */
export async function removeEndedSessions(em: EntityManager, settings: SessionSettings, now = Date.now()): Promise<number> {
  const result = await em.execute<QueryResult>(
    `delete from sessions s where ${SESSION_ENDED_SQL}`,
    sessionEndedValues(settings, now),
    'run',
  );
  return result.affectedRows;
}
