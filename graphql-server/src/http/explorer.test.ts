import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWithWebDist, startTestServer, type TestServer } from '../test/harness.js';
import { EXPLORER_FILE } from './explorer.js';

// GET /graphql from a browser is the GraphQL explorer for a signed-in member; GraphQL clients are answered
// exactly as before. The harness's app has no built web app, so a second app on the same services (database,
// sessions) serves a stand-in explorer.html from a folder of its own.

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const UNION_NAME = 'Fleet Workers <Local 7> & "Friends"';

let server: TestServer;
let webDist: string;
let withWeb: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await startTestServer({ UNION_NAME });
  webDist = await mkdtemp(path.join(os.tmpdir(), 'union-explorer-'));
  await writeFile(
    path.join(webDist, EXPLORER_FILE),
    '<!doctype html><html><head><title>GraphQL Explorer — Union Companion</title></head><body><div id="explorer"></div></body></html>',
  );
  withWeb = await serveWithWebDist(server, webDist);
});

afterAll(async () => {
  await withWeb?.close();
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A request to the app with the built web, carrying the session cookie of `cookie` (a signed-in test client's). */
function get(pathAndQuery: string, headers: Record<string, string>, cookie?: string) {
  return fetch(withWeb.url + pathAndQuery, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
}

describe('GET /graphql from a browser', () => {
  it('answers the explorer page to a signed-in member, titled with the union name, never cached stale', async () => {
    const { client } = await server.signedIn();
    const res = await get('/graphql', { accept: BROWSER_ACCEPT }, client.cookieHeader);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    // The app's own policy holds on this page too: scripts and connections to this origin only.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self'(;|$)/);
    const html = await res.text();
    expect(html).toContain('<div id="explorer"></div>');
    expect(html).toContain('<title>GraphQL Explorer — Fleet Workers &lt;Local 7&gt; &amp; &quot;Friends&quot;</title>');
  });

  it('sends a visitor without a session to the sign-in screen', async () => {
    const res = await get('/graphql', { accept: BROWSER_ACCEPT });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).not.toContain('explorer');
  });

  it('sends a visitor whose session cookie is unknown to the sign-in screen', async () => {
    const res = await get('/graphql', { accept: 'text/html' }, 'sid=not-a-session');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('is the page for a browser even with a query string (a bookmarked explorer link)', async () => {
    const { client } = await server.signedIn();
    const res = await get('/graphql?query=%7B__typename%7D', { accept: BROWSER_ACCEPT }, client.cookieHeader);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="explorer"></div>');
  });
});

describe('GraphQL clients at /graphql are answered as before', () => {
  const typename = '/graphql?query=%7B__typename%7D';

  it('answers a GET query with JSON, the same as the app without the explorer', async () => {
    const { client } = await server.signedIn();
    for (const accept of ['application/json', '*/*', 'application/graphql-response+json, application/json;q=0.9']) {
      const headers = { accept, 'apollo-require-preflight': 'true' };
      const viaWeb = await get(typename, headers, client.cookieHeader);
      const plain = await client.raw('GET', typename, { headers });
      expect(viaWeb.status).toBe(200);
      expect(viaWeb.headers.get('content-type')).toMatch(/json/);
      expect(await viaWeb.json()).toEqual(await plain.json());
      expect(viaWeb.headers.get('content-type')).toBe(plain.headers.get('content-type'));
    }
  });

  it('answers a visitor GET without Accept the same way (no redirect): GraphQL answers for itself', async () => {
    const headers = { 'apollo-require-preflight': 'true' };
    const viaWeb = await fetch(withWeb.url + typename, { headers, redirect: 'manual' });
    const plain = await server.client().raw('GET', typename, { headers });
    expect(viaWeb.status).toBe(plain.status);
    expect(await viaWeb.json()).toEqual(await plain.json());
  });

  it("never answers Apollo's landing page (loaded from Apollo's CDN) when the explorer is not built", async () => {
    const { client } = await server.signedIn();
    const res = await client.raw('GET', '/graphql', { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/apollographql\.com|embeddable-sandbox|<script/i);
  });

  it('keeps Apollo CSRF protection for a GET without a preflight header', async () => {
    const viaWeb = await get(typename, { accept: 'application/json' });
    expect(viaWeb.status).toBe(400);
    expect(await viaWeb.text()).toMatch(/CSRF|preflight/i);
  });

  it('answers a JSON POST, even from a browser that prefers HTML, with the session user', async () => {
    const { client, user } = await server.signedIn();
    const res = await fetch(`${withWeb.url}/graphql`, {
      method: 'POST',
      headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/json', cookie: client.cookieHeader },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { me: { username: user.username } } });
  });
});
