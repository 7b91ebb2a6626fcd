import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSample } from '../modules/contract/contract.testing.js';
import { restRoutes } from '../test/api-surface.js';
import { startTestServer, type TestServer } from '../test/harness.js';

// The REST shim described by an OpenAPI 3.1 document built from the routes' declarations (http/route.ts),
// served at /api/openapi.json, with a reference page at /api/docs served from the app itself.

interface Operation {
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  'x-required-scope': string | null;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
}

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  document = (await res.json()) as Document;
});

afterAll(async () => {
  await server?.close();
});

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`the document has no ${method} ${path}`);
  return found;
};

/** Validates values against the document's schemas (its components resolved by $ref). */
function schemaChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', true);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: 'doc', components: document.components });
  const rewrite = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(rewrite)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `doc${v}` : rewrite(v)]))
        : value;
  return (schema: Record<string, unknown>, value: unknown) => {
    const validate = ajv.compile(rewrite(schema) as object);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  };
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and not cached stale', async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the app serves, with its method, and nothing it does not serve', () => {
    const served = restRoutes(server.app)
      .filter((r) => r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const described = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(described).toEqual(served);
  });

  it('names the sign-in schemes and the scope each operation needs', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    const create = operation('post', '/api/journal/entries');
    expect(create['x-required-scope']).toBe('write');
    expect(create.description).toContain("An access token needs the 'write' scope (and 'read', which it requires).");
    expect(create.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(operation('get', '/api/admin/overview')['x-required-scope']).toBe('admin:read');
    expect(operation('get', '/api/admin/overview').description).toContain('Administrators only');
    const tokens = operation('post', '/api/tokens');
    expect(tokens.security).toEqual([{ cookieAuth: [] }]);
    expect(tokens.description).toContain('access token is refused');
    expect(operation('post', '/api/auth/login').security).toEqual([]);
  });

  it('describes errors as the routes answer them, 429 with Retry-After', () => {
    const update = operation('patch', '/api/journal/entries/{id}');
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '429', '500']));
    expect(update.responses['404'].content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(update.responses['429'].headers).toHaveProperty('Retry-After');
    expect(document.components.schemas.Error).toMatchObject({ required: ['message'] });
  });

  it('takes limit (1 to 100) and cursor on the lists that page', () => {
    for (const path of ['/api/journal/entries', '/api/grievances', '/api/bulletins', '/api/admin/email-allowlist']) {
      const names = (operation('get', path).parameters ?? []).map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['limit', 'cursor']));
    }
    const limit = operation('get', '/api/journal/entries').parameters?.find((p) => p.name === 'limit');
    expect(limit?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(operation('get', '/api/shop-stewards').parameters ?? []).toEqual([]);
  });

  it('describes uploads as multipart with their field and limit, downloads with their content types', () => {
    const upload = operation('post', '/api/journal/entries/{id}/images').requestBody?.content['multipart/form-data'].schema;
    expect(upload).toMatchObject({ required: ['image'], properties: { image: { type: 'string', format: 'binary' } } });
    expect(String((upload?.properties as Record<string, { description: string }> | undefined)?.image.description)).toContain('10 MB');
    const chunk = operation('post', '/api/meetings/{id}/audio/chunks').requestBody?.content['multipart/form-data'].schema;
    expect(chunk).toMatchObject({ required: ['chunk', 'seq'] });
    const pdf = operation('get', '/api/grievances/{id}/pdf');
    expect(Object.keys(pdf.responses['200'].content ?? {})).toEqual(['application/pdf']);
    expect((pdf.parameters ?? []).map((p) => p.name)).toContain('tz');
    const view = operation('get', '/api/grievances/{id}/images/{imageId}/view');
    expect(Object.keys(view.responses['200'].content ?? {})).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect((view.parameters ?? []).map((p) => p.name)).toContain('download');
    expect(Object.keys(operation('get', '/api/meetings/{id}/record').responses['200'].content ?? {})).toEqual(['application/zip']);
  });
});

describe('the request bodies are the ones the services validate', () => {
  it('a body the document says is invalid is refused with 400 by the route', async () => {
    const { client } = await server.signedIn();
    const check = schemaChecker();
    const cases: { method: string; path: string; body: Record<string, unknown> }[] = [
      { method: 'post', path: '/api/journal/events', body: { eventTitle: 'x'.repeat(201) } },
      { method: 'post', path: '/api/journal/entries', body: { eventId: 'e', employeeName: '' } },
      { method: 'post', path: '/api/grievances', body: { title: 'Belt loader', description: 'd', contractViolation: '' } },
      { method: 'patch', path: '/api/users/profile', body: { phoneNumber: 'call me' } },
      { method: 'post', path: '/api/meetings', body: { participants: [], recordingConsent: true } },
      { method: 'post', path: '/api/contract/ask', body: { question: 'q'.repeat(1001) } },
    ];
    for (const { method, path, body } of cases) {
      const schema = operation(method, path).requestBody?.content['application/json'].schema;
      expect(schema, `${method} ${path}`).toBeDefined();
      expect(check(schema as Record<string, unknown>, body), `${method} ${path}`).not.toEqual([]);
      const res = await client.rest(method.toUpperCase(), path, body);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('a body the document says is valid is taken, and the answer matches the described response', async () => {
    const { client } = await server.signedIn();
    const check = schemaChecker();
    const event = { eventTitle: 'Belt loader stop', description: 'Gate C14' };
    expect(check(operation('post', '/api/journal/events').requestBody?.content['application/json'].schema ?? {}, event)).toEqual([]);
    const created = await client.rest('POST', '/api/journal/events', event);
    expect(created.status).toBe(201);
    expect(
      check(operation('post', '/api/journal/events').responses['201'].content?.['application/json'].schema ?? {}, created.body),
    ).toEqual([]);
    const entry = {
      eventId: created.body.id,
      employeeName: 'Marcus Reyes',
      employeeNumber: '204518',
      shift: 'day',
      jobTitle: 'Fleet Service Agent',
      incidentNotes: 'The emergency stop did not cut power.',
    };
    const entrySchema = operation('post', '/api/journal/entries');
    // The rules' examples (zod .meta()) fill the reference page's sample body.
    expect(entrySchema.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { employeeName: { examples: ['Marcus Reyes'] }, shift: { examples: ['6am-2pm (Day)'] } },
    });
    expect(check(entrySchema.requestBody?.content['application/json'].schema ?? {}, entry)).toEqual([]);
    const made = await client.rest('POST', '/api/journal/entries', entry);
    expect(made.status).toBe(201);
    expect(check(entrySchema.responses['201'].content?.['application/json'].schema ?? {}, made.body)).toEqual([]);
    // The list, whole and paged, as described.
    const list = operation('get', '/api/journal/entries').responses['200'].content?.['application/json'].schema ?? {};
    expect(check(list, (await client.rest('GET', '/api/journal/entries')).body)).toEqual([]);
    expect(check(list, (await client.rest('GET', '/api/journal/entries?limit=1')).body)).toEqual([]);
    // And the schemas do refuse what the shim never answers.
    expect(check(list, [{ id: 1 }])).not.toEqual([]);
    expect(check(list, { items: [], nextCursor: 5 })).not.toEqual([]);
    const me = await client.rest('GET', '/api/auth/me');
    expect(check(operation('get', '/api/auth/me').responses['200'].content?.['application/json'].schema ?? {}, me.body)).toEqual([]);
  });
});

describe('the described answers are the real ones', () => {
  it('validates the answers of every module against their response schemas', async () => {
    await publishSample(server.orm);
    const { client: admin } = await server.signedIn({ isAdmin: true });
    const { client } = await server.signedIn();
    const check = schemaChecker();
    const answer = async (method: string, path: string, documented: string, body?: unknown, status = 200) => {
      const res = await client.rest(method, path, body);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
      const schema = operation(method.toLowerCase(), documented).responses[String(status)].content?.['application/json'].schema;
      expect(schema, `${method} ${documented}`).toBeDefined();
      expect(check(schema ?? {}, res.body), `${method} ${path}`).toEqual([]);
      return res.body;
    };
    const grievance = await answer(
      'POST',
      '/api/grievances',
      '/api/grievances',
      { title: 'Forced overtime', description: 'Held over four hours.', contractViolation: 'Article 9' },
      201,
    );
    await answer('GET', `/api/grievances/${grievance.id}`, '/api/grievances/{id}');
    await answer('GET', '/api/grievances?limit=1', '/api/grievances');
    await answer('GET', `/api/grievances/${grievance.id}/images`, '/api/grievances/{id}/images');
    await answer('GET', '/api/grievance-categories', '/api/grievance-categories');
    await answer('POST', `/api/grievances/${grievance.id}/submit`, '/api/grievances/{id}/submit');
    const meeting = await answer(
      'POST',
      '/api/meetings',
      '/api/meetings',
      { participants: [{ name: 'Dana Whitfield', role: 'manager' }], recordingConsent: false, notes: 'Held over again' },
      201,
    );
    await answer('GET', `/api/meetings/${meeting.id}`, '/api/meetings/{id}');
    await answer('GET', '/api/meetings', '/api/meetings');
    await answer('GET', '/api/bulletins', '/api/bulletins');
    await answer('GET', '/api/shop-stewards', '/api/shop-stewards');
    await answer('GET', '/api/contract/outline', '/api/contract/outline');
    await answer('POST', '/api/contract/ask', '/api/contract/ask', { question: 'How much notice do I get for overtime?' });
    await answer('GET', '/api/tokens', '/api/tokens');
    const token = await answer('POST', '/api/tokens', '/api/tokens', { name: 'Export script', scopes: ['read'], expiresInDays: 30 }, 201);
    expect(token.token).toMatch(/^uc_pat_/);
    const overview = await admin.rest('GET', '/api/admin/overview');
    expect(
      check(operation('get', '/api/admin/overview').responses['200'].content?.['application/json'].schema ?? {}, overview.body),
    ).toEqual([]);
    const allowlist = await admin.rest('GET', '/api/admin/email-allowlist?limit=2');
    expect(
      check(operation('get', '/api/admin/email-allowlist').responses['200'].content?.['application/json'].schema ?? {}, allowlist.body),
    ).toEqual([]);
    const removed = await client.rest('DELETE', `/api/tokens/${token.accessToken.id}`);
    expect(
      check(operation('delete', '/api/tokens/{id}').responses['200'].content?.['application/json'].schema ?? {}, removed.body),
    ).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers a reference page whose scripts and styles all come from this server', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const sources = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    for (const source of sources) {
      expect(source, 'same-origin path').toMatch(/^\/api\/docs\//);
      const asset = await fetch(`${server.url}${source}`);
      expect(asset.status, source).toBe(200);
    }
    const init = await (await fetch(`${server.url}/api/docs/initializer.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${server.url}/api/docs/swagger-initializer.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/../package.json`)).status).toBe(404);
  });
});
