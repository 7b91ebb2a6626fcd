import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler } from 'express';

// GET /api/openapi.json (the document) and GET /api/docs (Swagger UI from the swagger-ui-dist package, served from
// node_modules: no CDN, and no inline script, so the app's CSP `script-src 'self'` holds). Public: they describe the
// API and reveal no data. Middleware, not routes: they are the API's description, not operations of it.

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The package's files the page uses (not its own index.html and initializer, which point at a demo API). */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Same-origin calls from "Try it out" carry the session cookie; the header lets a form or multipart write pass the
// CSRF check (http/same-origin.ts), as the app's own scripts do.
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      request.headers['X-Requested-With'] = 'XMLHttpRequest';
      return request;
    },
  });
});
`;

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/initializer.js"></script>
  </body>
</html>
`;

/** Mounted on /api, before the API's router: answers the two paths and their files, `next()` for everything else. */
export function apiReference(document: () => unknown, title: string): RequestHandler {
  const html = page(title);
  let json: string | undefined;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/openapi.json') {
      json ??= JSON.stringify(document());
      res.setHeader('Cache-Control', 'no-cache');
      return void res.type('application/json').send(json);
    }
    if (req.path === '/docs' || req.path === '/docs/') {
      res.setHeader('Cache-Control', 'no-cache');
      return void res.type('html').send(html);
    }
    if (req.path === '/docs/initializer.js') {
      res.setHeader('Cache-Control', 'no-cache');
      return void res.type('text/javascript').send(INITIALIZER);
    }
    const name = req.path.startsWith('/docs/') ? req.path.slice('/docs/'.length) : '';
    const type = Object.hasOwn(SWAGGER_FILES, name) ? SWAGGER_FILES[name] : undefined;
    if (!type) return next();
    res.sendFile(name, { root: SWAGGER_DIR, maxAge: '1d', headers: { 'Content-Type': type } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
