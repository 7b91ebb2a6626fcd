import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/client.js';
import { serveWithWebDist, startTestServer, type TestServer } from '../test/harness.js';

// The web app's page names the signed-in member (for the home's early announcements), and only to the
// browser holding that member's live session.
const builtPage = (signInLinks: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Union Companion</title>${signInLinks}\n    <link rel="stylesheet" crossorigin href="/assets/web-1.css">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
/** The page as built: the sign-in screen's files linked, marked as web/vite.config.ts marks them. */
const PAGE = builtPage(
  '\n    <link rel="modulepreload" crossorigin href="/assets/AuthScreen-1.js" data-signed-out>\n    <link rel="stylesheet" crossorigin href="/assets/AuthScreen-1.css" data-signed-out>',
);
/** What a signed-in member gets besides their name: the same page without the sign-in screen's files. */
const MEMBER_PAGE = builtPage('');

let server: TestServer;
let webDist: string;
let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'union-web-'));
  await writeFile(path.join(webDist, 'index.html'), PAGE);
  ({ url, close } = await serveWithWebDist(server, webDist));
});
afterAll(async () => {
  await close();
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A page request from this browser (its session cookie) to the app that serves the page. */
const pageOf = (client: TestClient, route = '/') =>
  new TestClient(url).raw('GET', route, { headers: { accept: 'text/html', cookie: client.cookieHeader } });

describe('the web app page', () => {
  it('names the signed-in member first in <head>, on every route, without the sign-in screen, and is kept by no cache', async () => {
    const { client, user } = await server.signedIn();
    for (const route of ['/', '/journal', '/shop-stewards']) {
      const res = await pageOf(client, route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toMatch(/Cookie/i);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<head>\\s*<meta name="union-member" content="${user.id}">`));
      expect(html.replace(/\s*<meta name="union-member"[^>]*>/, '')).toBe(MEMBER_PAGE);
    }
  });

  it('is the page as built for a visitor, an unknown cookie and a signed-out session', async () => {
    const visitor = await new TestClient(url).raw('GET', '/');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(await visitor.text()).toBe(PAGE);
    const unknown = await new TestClient(url).raw('GET', '/', { headers: { cookie: 'sid=not-a-session' } });
    expect(await unknown.text()).toBe(PAGE);
    const { client } = await server.signedIn();
    const cookie = client.cookieHeader;
    expect((await client.rest('POST', '/api/auth/logout')).status).toBeLessThan(300);
    const signedOut = await new TestClient(url).raw('GET', '/', { headers: { cookie } });
    expect(await signedOut.text()).toBe(PAGE);
  });

  it('names each member only to that member’s browser', async () => {
    const first = await server.signedIn();
    const second = await server.signedIn();
    const firstPage = await (await pageOf(first.client)).text();
    const secondPage = await (await pageOf(second.client)).text();
    expect(firstPage).toContain(first.user.id);
    expect(firstPage).not.toContain(second.user.id);
    expect(secondPage).toContain(second.user.id);
    expect(secondPage).not.toContain(first.user.id);
  });
});
