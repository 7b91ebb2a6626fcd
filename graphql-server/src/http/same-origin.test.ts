import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AGREEMENT_PATH } from '../ai/answerer/sample.js';
import { ContractDocument } from '../modules/contract/contract.entities.js';
import { publishSample } from '../modules/contract/contract.testing.js';
import { restRoutes } from '../test/api-surface.js';
import type { TestClient } from '../test/client.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { CROSS_SITE_MESSAGE, PREFLIGHT_HEADER_MESSAGE } from './same-origin.js';

// A page of another site can make the browser post a form (urlencoded, multipart or text/plain) to this app with
// the member's session cookie. Every state-changing /api route must refuse it before its handler runs.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signedIn({ isAdmin: true })).client;
  await publishSample(server.orm);
});
afterAll(() => server.close());

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Bodies a cross-site page can send without a preflight. */
const formBodies = {
  urlencoded: () => ({ body: 'name=x&isActive=false', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  multipart: () => {
    const form = new FormData();
    form.set('title', 'Forged');
    form.set('file', new Blob(['ARTICLE 1 - FORGED\nSection 1. Forged.'], { type: 'text/plain' }), 'forged.txt');
    return { body: form, headers: {} as Record<string, string> };
  },
  'text/plain': () => ({ body: '{"name":"x"}', headers: { 'content-type': 'text/plain' } }),
};

/** How the browser marks a request another site sent. */
const crossSiteMarks: Record<string, Record<string, string>> = {
  'Origin of another site': { origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'sec-fetch-site': 'same-site' },
  'Origin: null (a sandboxed page)': { origin: 'null' },
};

const stateChangingRoutes = () => restRoutes(server.app).filter((r) => r.path.startsWith('/api/') && !SAFE.has(r.method));

async function answer(res: Response) {
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { message?: string }) : null };
}

describe('cross-site writes to the REST shim', () => {
  it('lists the state-changing routes from the router', () => {
    const keys = stateChangingRoutes().map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/admin/shop-stewards/:id/deactivate',
        'POST /api/admin/contract/publish',
        'POST /api/journal/entries/:id/images',
        'PATCH /api/users/profile',
        'DELETE /api/admin/email-allowlist/:email',
      ]),
    );
  });

  it('refuses a form posted by another site to every state-changing route (403), before the route runs', async () => {
    for (const route of stateChangingRoutes()) {
      const path = route.path.replace(/:(\w+)/g, SOME_ID);
      for (const [kind, make] of Object.entries(formBodies)) {
        for (const [mark, headers] of Object.entries(crossSiteMarks)) {
          const { body, headers: typeHeader } = make();
          const res = await answer(await admin.raw(route.method, path, { body, headers: { ...typeHeader, ...headers } }));
          // The refusal's own message: the route (which would answer 404 for this id, or 400) never ran.
          expect(res, `${route.key}, ${kind}, ${mark}`).toEqual({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
        }
      }
      // A script of another site cannot send JSON without a preflight, but an Origin that is not ours is refused too.
      const json = await answer(
        await admin.raw(route.method, path, {
          body: '{}',
          headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        }),
      );
      expect(json, `${route.key}, JSON`).toEqual({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    }
  });

  it('refuses a form without the header only this app’s pages add (older browsers send no Origin)', async () => {
    for (const route of stateChangingRoutes()) {
      const path = route.path.replace(/:(\w+)/g, SOME_ID);
      for (const [kind, make] of Object.entries(formBodies)) {
        const { body, headers } = make();
        const res = await answer(await admin.raw(route.method, path, { body, headers }));
        expect(res, `${route.key}, ${kind}`).toEqual({ status: 400, body: { message: PREFLIGHT_HEADER_MESSAGE } });
      }
      const untyped = await answer(await admin.raw(route.method, path, { body: new TextEncoder().encode('name=x') }));
      expect(untyped, `${route.key}, no content type`).toEqual({ status: 400, body: { message: PREFLIGHT_HEADER_MESSAGE } });
    }
  });

  it('leaves a steward active and the published contract as it was after the forged posts of the report', async () => {
    const steward = await admin.rest('POST', '/api/admin/shop-stewards', {
      name: 'Ana Ruiz',
      position: 'Steward',
      department: 'Ramp',
      shift: 'day',
      phoneNumber: '817-555-0101',
    });
    expect(steward.status).toBe(201);
    const published = async () =>
      (await server.orm.em.fork().find(ContractDocument, { isPublished: true })).map((d) => `${d.id} ${d.title}`).sort();
    const contractBefore = await published();

    const deactivate = await admin.raw('POST', `/api/admin/shop-stewards/${steward.body.id}/deactivate`, {
      body: 'confirm=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(deactivate.status).toBe(403);
    const form = formBodies.multipart();
    const publish = await admin.raw('POST', '/api/admin/contract/publish', {
      body: form.body,
      headers: { origin: 'https://evil.example' },
    });
    expect(publish.status).toBe(403);

    const stewards = (await admin.rest('GET', '/api/admin/shop-stewards')).body as Array<{ id: string; isActive: boolean }>;
    expect(stewards.find((s) => s.id === steward.body.id)?.isActive).toBe(true);
    expect(await published()).toEqual(contractBefore);
  });
});

describe('the app’s own calls', () => {
  it('still works: JSON and multipart with the header from the app’s own origin, also behind a proxy on loopback', async () => {
    const own = { origin: server.url, 'sec-fetch-site': 'same-origin' };
    const event = await admin.raw('POST', '/api/journal/events', {
      body: JSON.stringify({ eventTitle: 'Radio outage' }),
      headers: { ...own, 'content-type': 'application/json' },
    });
    expect(event.status).toBe(201);

    const form = new FormData();
    form.set('file', new Blob([await readFile(SAMPLE_AGREEMENT_PATH)], { type: 'text/markdown' }), 'agreement.md');
    const preview = await admin.raw('POST', '/api/admin/contract/preview', {
      body: form,
      headers: { ...own, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(preview.status).toBe(200);

    // The app behind a proxy on the same machine that names the host the browser used.
    const proxied = { 'x-forwarded-host': 'union.example.org', 'x-forwarded-proto': 'https' };
    const ok = await admin.raw('POST', '/api/journal/events', {
      body: JSON.stringify({ eventTitle: 'Belt loader' }),
      headers: { ...proxied, origin: 'https://union.example.org', 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(201);
    const forged = await admin.raw('POST', '/api/journal/events', {
      body: JSON.stringify({ eventTitle: 'Forged' }),
      headers: { ...proxied, origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(forged.status).toBe(403);
  });

  it('lets a call with no body through without a content type (sign-out)', async () => {
    const { client } = await server.signedIn();
    expect((await client.raw('POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
  });
});
