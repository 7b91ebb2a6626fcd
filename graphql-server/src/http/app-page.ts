import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { resolveSessionUser } from '../auth/sessions.js';
import type { AppServices } from '../services.js';

// The web app's page (web/dist/index.html), answered for every client-side route. For a browser whose session is
// live, the page also names the member, first thing in <head>: with it the page's first script asks for the home's
// announcements (its largest paint) and the signed-in side's files at once, beside the session's own questions,
// instead of after their answer (web/src/session.ts; for the home's LCP on a phone, as bench:web measures it). The
// announcements are kept for that member only: the session's answer must name the same one
// (web/src/lib/sessionStart.ts). (Linking those files from the page itself was measured and not kept: before the
// shared chunks were inlined they were 22 files sharing the phone's bandwidth with the app's own script.)

/** The sign-in screen's files, which the built page links for a visitor (web/vite.config.ts marks them). */
const SIGN_IN_LINK = /\n?[ \t]*<link [^>]*\bdata-signed-out\b[^>]*>/g;

/**
 * The built page with the member's id first in <head> (the session script is async: it may run before the rest is
 * parsed), and without the sign-in screen's files: a member's phone would download them for nothing, sharing its
 * bandwidth with the home's own files.
 */
function pageNaming(html: string, memberId: string): string {
  const start = html.indexOf('<head>') + '<head>'.length;
  return `${html.slice(0, start)}\n    <meta name="union-member" content="${memberId}">${html.slice(start).replace(SIGN_IN_LINK, '')}`;
}

/** Answers the built page, naming a signed-in member; no session, a bad one or an expired one: the page as built. */
export function appPage(webDist: string, orm: MikroORM, services: AppServices): RequestHandler {
  // Read on every request, as before: a rebuilt web app is served without restarting the server.
  const page = path.join(webDist, 'index.html');
  return async (req, res, next) => {
    try {
      // The answer depends on the cookie: never kept by a shared cache, and a member's page kept by none.
      res.setHeader('Vary', 'Cookie');
      const [html, member] = await Promise.all([readFile(page, 'utf8'), resolveSessionUser(orm.em.fork(), req, services.sessions)]);
      res.setHeader('Cache-Control', member ? 'private, no-store' : 'no-cache');
      res.type('html').send(member ? pageNaming(html, member.id) : html);
    } catch (error) {
      next(error);
    }
  };
}
