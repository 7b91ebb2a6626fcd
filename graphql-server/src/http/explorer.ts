import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { resolveSessionUser } from '../auth/sessions.js';
import type { AppServices } from '../services.js';

// GET /graphql from a browser (Accept prefers text/html) is the GraphQL explorer: GraphiQL, bundled by Vite into
// web/dist/explorer.html (its own build, not the member app's). Every other GET or POST to /graphql goes on to Apollo
// exactly as before. Signed-in members only: a visitor is sent to the web app's sign-in screen (it has no return path).

export const EXPLORER_FILE = 'explorer.html';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Serves the explorer page to a signed-in browser; `next()` for everything else (and when the page is not built). */
export function graphqlExplorer(services: AppServices, webDist: string | undefined): RequestHandler {
  const file = webDist ? path.join(webDist, EXPLORER_FILE) : undefined;
  const title = `GraphQL Explorer — ${services.config.UNION_NAME}`;
  return async (req, res, next) => {
    if (req.method !== 'GET' || !file || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    let html: string;
    try {
      // Read on each visit (a small file): a rebuild while the server runs changes the asset names it points at.
      html = await readFile(file, 'utf8');
    } catch {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept, Cookie');
    const user = await resolveSessionUser(services.orm.em.fork(), req, services.sessions);
    if (!user) return res.redirect(302, '/');
    res.type('html').send(html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`));
  };
}
