import type { NextFunction, Request, Response } from 'express';
import type { TokenScope } from '@union/rules/tokens';
import { AppError } from '../errors.js';
import { checkAccessToken } from '../auth/access-tokens.js';
import type { AppServices } from '../services.js';

/** Who a valid bearer token speaks for; set by bearerAuthentication and read by createRequestContext. */
export interface BearerIdentity {
  userId: string;
  tokenId: string;
  scopes: readonly TokenScope[];
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export const TOKEN_MESSAGES_401 = {
  header: "Send a personal access token as 'Authorization: Bearer uc_pat_…'.",
  malformed: 'This is not a personal access token (check that it was copied whole).',
  unknown: 'This access token is not valid: it was revoked, or never issued.',
  expired: 'This access token has expired. Create a new one in Profile Settings.',
} as const;

export const bearerIdentity = (res: Response): BearerIdentity | undefined => res.locals.bearer as BearerIdentity | undefined;

/** The error in the shape of the door it came through: GraphQL's `{ errors }` on /graphql, `{ message }` on /api. */
function refuse(req: Request, res: Response, error: AppError) {
  if (error.code === 'UNAUTHENTICATED') res.set('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"');
  if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
  const body = req.baseUrl.startsWith('/graphql')
    ? { errors: [{ message: error.message, extensions: { code: error.code } }] }
    : { message: error.message };
  res.status(error.status).json(body);
}

/**
 * Authenticates `Authorization: Bearer <token>` for /graphql and /api, before anything reads the body. A request that
 * carries an Authorization header is judged by it alone (no cookie, no fallback to the session): an invalid token is
 * 401 and a token over its rate limit is 429 with Retry-After. Browsers never attach this header on their own, so such
 * a request cannot be a cross-site forgery, and the CSRF checks let it through (http/same-origin.ts, Apollo's list).
 */
export function bearerAuthentication(services: AppServices) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (header === undefined) return next();
    try {
      const token = BEARER.exec(header)?.[1];
      if (!token) return refuse(req, res, new AppError('UNAUTHENTICATED', TOKEN_MESSAGES_401.header));
      const check = await checkAccessToken(services.orm.em.fork(), token);
      if (!check.ok) return refuse(req, res, new AppError('UNAUTHENTICATED', TOKEN_MESSAGES_401[check.reason]));
      services.tokenRateLimit.take(check.accessToken.id);
      const identity: BearerIdentity = { userId: check.user.id, tokenId: check.accessToken.id, scopes: check.accessToken.scopes };
      res.locals.bearer = identity;
      next();
    } catch (error) {
      if (error instanceof AppError) return refuse(req, res, error);
      next(error);
    }
  };
}
