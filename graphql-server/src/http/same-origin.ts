import type { Request, RequestHandler } from 'express';
import { AppError, badInput } from '../errors.js';

// The session cookie goes with every request the browser sends here, whoever's page sent it; SameSite=Lax keeps
// it off cross-site form posts only in current browsers, and never off same-site ones (another subdomain). So every
// state-changing /api call is checked once, here, before any route reads it.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The content types a page of another site can post without asking first (a CORS preflight). */
const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
/** Headers a page of another site cannot add without a preflight, which this server never grants (Apollo's rule). */
export const PREFLIGHT_HEADERS = ['x-requested-with', 'apollo-require-preflight'] as const;

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';
export const PREFLIGHT_HEADER_MESSAGE =
  "Send JSON (Content-Type: application/json); a form or multipart request needs the header 'X-Requested-With' (or 'apollo-require-preflight').";

/** Whether the browser says another site (or a sibling subdomain) sent it, or its Origin is not this app's. */
function fromAnotherSite(req: Request): boolean {
  const site = req.get('sec-fetch-site')?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  // req.host is the Host header, or X-Forwarded-Host from a proxy the app trusts ('trust proxy').
  const host = req.host;
  if (!host) return true;
  try {
    const from = new URL(origin);
    // An opaque origin (file:, data:) is nobody's.
    if (from.origin === 'null') return true;
    // The host read with the Origin's own scheme, so a default port written out ('example.org:443') still matches.
    return new URL(`${from.protocol}//${host}`).host !== from.host;
  } catch {
    // 'null' (a sandboxed page, a cross-site redirect) and anything unreadable.
    return true;
  }
}

/** A body a cross-site form could have sent: one of the simple types, or a body with no type at all. */
function formLikeBody(req: Request): boolean {
  const essence = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (essence) return SIMPLE_CONTENT_TYPES.has(essence);
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/**
 * Refuses a state-changing request another site sent (403), and a form-like body without a header that only this
 * app's own pages can add (400). JSON passes: a cross-origin JSON post needs a preflight that is never granted.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // A bearer token (already checked by http/bearer.ts) is never sent by a browser on its own: not a forgery.
  if (req.get('authorization') !== undefined) return next();
  if (fromAnotherSite(req)) return next(new AppError('FORBIDDEN', CROSS_SITE_MESSAGE));
  if (formLikeBody(req) && !PREFLIGHT_HEADERS.some((name) => req.get(name) !== undefined)) {
    return next(badInput(PREFLIGHT_HEADER_MESSAGE));
  }
  next();
};
