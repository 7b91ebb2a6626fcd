import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../composition/schema.js';
import { CONTRACT_UPLOAD } from '../modules/contract/contract.import.js';
import { AUDIO_CHUNK_UPLOAD } from '../modules/meetings/meeting-recordings.js';
import { IMAGE_UPLOAD } from '../storage/images.js';
import type { UploadRule } from '../storage/uploads.js';
import { FORM_FIELD_MAX_BYTES, FORM_MAX_FIELDS, FORM_TOO_MANY_PARTS_MESSAGE, formFieldTooLongMessage } from './multipart.js';
import {
  Fixtures,
  type GraphqlOperation,
  graphqlOperations,
  type IdKind,
  operationDocument,
  REST_TWINS,
  restRoutes,
  routeParams,
  SCRIPT_HEADERS,
  uploadArguments,
  validArguments,
  valueContext,
} from '../test/api-surface.js';
import type { TestClient } from '../test/client.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../test/harness.js';

// Broken and hostile multipart bodies, sent to every upload path of both doors: the REST routes whose GraphQL twin
// takes an Upload, and every GraphQL operation with an Upload argument (both found, so a new one is covered).
// One body without its closing boundary used to end the whole process ('Unexpected end of form'); here the server
// runs inside the test process, where such an unhandled 'error' event fails the run (vitest reports it).

let server: TestServer;
let admin: TestClient;

/** One way in for a file: where to send it, and how the multipart body around the file part starts. */
interface UploadPath {
  name: string;
  door: 'rest' | 'graphql';
  path: string;
  /** The form field of the file part. */
  field: string;
  /** Parts before the file (GraphQL: operations and map). */
  preamble(boundary: string): string;
  rule: UploadRule;
}

/** The rule of each upload, by its field (REST) or argument (GraphQL) name: a new upload names its rule here. */
const RULES: Record<string, UploadRule> = { image: IMAGE_UPLOAD, file: CONTRACT_UPLOAD, chunk: AUDIO_CHUNK_UPLOAD };
const ruleOf = (name: string) => {
  const rule = RULES[name];
  if (!rule) throw new Error(`No upload rule for '${name}': add it to RULES`);
  return rule;
};

const uploadPaths: UploadPath[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signedIn({ isAdmin: true })).client;
  const fixtures = new Fixtures(admin);
  const ids = await fixtures.create(['entry', 'grievance', 'meeting', 'meetingRecording'], admin);
  const c = valueContext(ids, { credentials: { username: 'nobody', password: TEST_PASSWORD }, allowlistedEmail: 'x@example.org' });

  const operations = new Map(graphqlOperations(await buildGraphqlSchema()).map((op) => [op.key, op] as const));
  for (const route of restRoutes(server.app)) {
    const twin = REST_TWINS[route.key] && operations.get(REST_TWINS[route.key].operation);
    const uploads = twin ? uploadArguments(twin) : [];
    if (uploads.length === 0) continue;
    const kinds = routeParams(route, operations);
    uploadPaths.push({
      name: route.key,
      door: 'rest',
      path: route.path.replace(/:(\w+)/g, (_, p: string) => c.id(kinds.get(p) as IdKind)),
      field: uploads[0].name,
      preamble: () => '',
      rule: ruleOf(uploads[0].name),
    });
  }
  for (const op of operations.values()) {
    for (const upload of uploadArguments(op)) uploadPaths.push(graphqlPath(op, upload.name, validArguments(op, c)));
  }
});
afterAll(() => server.close());

function graphqlPath(op: GraphqlOperation, argument: string, args: Record<string, unknown>): UploadPath {
  const operations = JSON.stringify({ query: operationDocument(op), variables: { ...args, [argument]: null } });
  const map = JSON.stringify({ 0: [`variables.${argument}`] });
  return {
    name: `${op.key}(${argument})`,
    door: 'graphql',
    path: '/graphql',
    field: '0',
    preamble: (boundary) => textPart(boundary, 'operations', operations) + textPart(boundary, 'map', map),
    rule: ruleOf(argument),
  };
}

const BOUNDARY = 'b0undary';
const textPart = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (boundary: string, field: string, extraHeaders = '') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n${extraHeaders}\r\n`;

interface BrokenBody {
  contentType: string;
  body: string;
}

/** The bodies, each a way a careless or hostile client breaks the form. */
const BROKEN: Record<string, (p: UploadPath) => BrokenBody> = {
  'no closing boundary': (p) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field)}abc`,
  }),
  'a boundary that the body does not use': (p) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${p.preamble('zzz')}${filePart('zzz', p.field)}abc\r\n--zzz--\r\n`,
  }),
  'no boundary in the Content-Type': (p) => ({
    contentType: 'multipart/form-data',
    body: `${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field)}abc\r\n--${BOUNDARY}--\r\n`,
  }),
  'a part header of 20 kB': (p) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field, `X-Padding: ${'a'.repeat(20_000)}\r\n`)}abc\r\n--${BOUNDARY}--\r\n`,
  }),
  'a file part without a name': (p) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${p.preamble(BOUNDARY)}--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  }),
  'two files in the field': (p) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field)}abc\r\n${filePart(BOUNDARY, p.field)}def\r\n--${BOUNDARY}--\r\n`,
  }),
  'an empty body': () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' }),
};

/** A request over its own connection; with `cutAfter`, it declares more than it sends and is destroyed once that much is in. */
function send(
  target: string,
  { contentType, body }: { contentType: string; body: Buffer },
  cutAfter?: () => Promise<unknown>,
): Promise<{ status: number; text: string } | null> {
  const url = new URL(server.url + target);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        ...SCRIPT_HEADERS,
        cookie: admin.cookieHeader,
        'content-type': contentType,
        'content-length': String(cutAfter ? body.length * 2 : body.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', (error) => (cutAfter ? resolve(null) : reject(error)));
    if (!cutAfter) return void req.end(body);
    req.write(body, () => {
      void cutAfter().then(() => {
        req.destroy();
        resolve(null);
      });
    });
  });
}

const stagingDir = () => path.join(server.dataDir, 'uploads', '.staging');
const staged = () => readdir(stagingDir()).catch(() => [] as string[]);

async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

async function stillAnswers() {
  expect((await admin.rest('GET', '/api/auth/me')).status).toBe(200);
  expect((await admin.gql('{ me { id } }')).data?.me?.id).toBeTruthy();
}

describe('broken multipart bodies on every upload path', () => {
  it('finds the upload paths of both doors', () => {
    const names = uploadPaths.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/journal/entries/:id/images',
        'POST /api/admin/contract/preview',
        'POST /api/admin/contract/publish',
        'Mutation.uploadJournalEntryImage(image)',
        'POST /api/meetings/:id/audio/chunks',
        'POST /api/meetings/:id/recordings/:recordingId/chunks',
        'POST /api/meetings/:id/images',
        'Mutation.uploadMeetingAudioChunk(chunk)',
        'Mutation.uploadMeetingRecordingChunk(chunk)',
        'Mutation.uploadMeetingImage(image)',
        'Mutation.previewContractImport(file)',
        'Mutation.publishContractImport(file)',
      ]),
    );
  });

  it('answers the report’s body (no closing boundary) with 400 on the REST door, and the server lives on', async () => {
    for (const p of uploadPaths.filter((u) => u.door === 'rest')) {
      const res = await send(p.path, {
        contentType: 'multipart/form-data; boundary=b',
        body: Buffer.from(`--b\r\nContent-Disposition: form-data; name="${p.field}"; filename="a.png"\r\n\r\nabc`),
      });
      expect(res, p.name).toEqual({ status: 400, text: JSON.stringify({ message: 'The upload could not be read. Please try again.' }) });
      await stillAnswers();
    }
  });

  for (const [name, broken] of Object.entries(BROKEN)) {
    it(`refuses ${name} as the client's error (REST 400, GraphQL BAD_USER_INPUT) and keeps answering`, async () => {
      for (const p of uploadPaths) {
        const { contentType, body } = broken(p);
        const res = await send(p.path, { contentType, body: Buffer.from(body) });
        if (!res) throw new Error(`${p.name}: no answer`);
        const answer = JSON.parse(res.text) as { message?: string; errors?: Array<{ message: string; extensions?: { code?: string } }> };
        if (p.door === 'rest') {
          expect(res.status, `${p.name}: ${res.text}`).toBe(400);
          expect(answer.message).toEqual(expect.any(String));
        } else {
          expect(res.status, `${p.name}: ${res.text}`).toBeLessThan(500);
          expect(answer.errors?.[0]?.extensions?.code, `${p.name}: ${res.text}`).toBe('BAD_USER_INPUT');
        }
        await stillAnswers();
      }
      expect(await eventually(async () => (await staged()).length === 0)).toBe(true);
    });
  }

  it('refuses a file one byte over the limit with 413 and the same message on both doors', async () => {
    for (const p of uploadPaths) {
      const head = Buffer.from(`${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field)}`);
      const body = Buffer.concat([head, Buffer.alloc(p.rule.maxBytes + 1, 7), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
      const res = await send(p.path, { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body });
      const answer = JSON.parse(res?.text ?? 'null');
      if (p.door === 'rest')
        expect({ status: res?.status, answer }, p.name).toEqual({ status: 413, answer: { message: p.rule.tooLargeMessage } });
      else expect(answer.errors?.[0], p.name).toMatchObject({ message: p.rule.tooLargeMessage, extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    expect(await eventually(async () => (await staged()).length === 0)).toBe(true);
  });

  it('refuses a text field over 2,000 bytes, an 11th field and a second file with 400 on every REST path: nothing is cut or dropped', async () => {
    for (const p of uploadPaths.filter((u) => u.door === 'rest')) {
      const form = (fields: string) => Buffer.from(`${fields}${filePart(BOUNDARY, p.field)}abc\r\n--${BOUNDARY}--\r\n`);
      const answer = async (body: Buffer) => {
        const res = await send(p.path, { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body });
        return { status: res?.status, answer: JSON.parse(res?.text ?? 'null') };
      };
      const over = await answer(form(textPart(BOUNDARY, 'note', `${'é'.repeat(FORM_FIELD_MAX_BYTES / 2)}a`)));
      const tooLong = formFieldTooLongMessage('note');
      expect(tooLong).toBe("The form field 'note' is too long: at most 2,000 bytes.");
      expect(over, p.name).toEqual({ status: 400, answer: { message: tooLong, fieldErrors: { note: tooLong } } });
      // At the limit the field is read whole (the route then answers the rest of the form, here a file it refuses).
      const atLimit = await answer(form(textPart(BOUNDARY, 'note', 'é'.repeat(FORM_FIELD_MAX_BYTES / 2))));
      expect(atLimit.answer.message, p.name).not.toBe(tooLong);

      const eleven = Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => textPart(BOUNDARY, `f${i}`, 'x')).join('');
      expect(await answer(form(eleven)), p.name).toEqual({ status: 400, answer: { message: FORM_TOO_MANY_PARTS_MESSAGE } });
      // A file under another name takes the form's one file: the upload's own, after it, is not read.
      const secondFile = `${filePart(BOUNDARY, 'other')}def\r\n`;
      expect(await answer(form(secondFile)), p.name).toEqual({ status: 400, answer: { message: FORM_TOO_MANY_PARTS_MESSAGE } });
    }
    expect(await eventually(async () => (await staged()).length === 0)).toBe(true);
  });

  it('refuses a GraphQL multipart request whose operations are over the limit with 413 naming the field, never a cut', async () => {
    const operations = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'a'.repeat(1_000_000) } });
    const body = Buffer.from(`${textPart(BOUNDARY, 'operations', operations)}${textPart(BOUNDARY, 'map', '{}')}--${BOUNDARY}--\r\n`);
    const res = await send('/graphql', { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body });
    expect(res?.status).toBe(413);
    expect(JSON.parse(res?.text ?? 'null')).toEqual({
      errors: [
        {
          message: 'The ‘operations’ multipart field value exceeds the 1000000 byte size limit.',
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
    await stillAnswers();
  });

  it('keeps no temporary copy of further files sent under the name of a GraphQL upload', async () => {
    // graphql-upload spools each file to the system's temporary folder: give it one of its own to watch.
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'graphql-upload-'));
    const systemTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      for (const p of uploadPaths.filter((u) => u.door === 'graphql')) {
        const files = ['a'.repeat(100_000), 'b', 'c'].map((data) => `${filePart(BOUNDARY, p.field)}${data}\r\n`).join('');
        const body = `${p.preamble(BOUNDARY)}${files}--${BOUNDARY}--\r\n`;
        const res = await send(p.path, { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from(body) });
        expect(res?.status, p.name).toBeLessThan(500);
      }
      expect(await eventually(async () => (await readdir(tmp)).length === 0)).toBe(true);
    } finally {
      if (systemTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = systemTmp;
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('removes the partial file at once when the client goes away in the middle of the file', async () => {
    for (const p of uploadPaths) {
      const head = Buffer.from(`${p.preamble(BOUNDARY)}${filePart(BOUNDARY, p.field)}`);
      const body = Buffer.concat([head, Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(1024 * 1024, 7)]);
      let stagedMidway = false;
      const res = await send(p.path, { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body }, async () => {
        // The bytes are on their way to a staged file when the connection drops.
        stagedMidway = await eventually(async () => (await staged()).length > 0);
      });
      expect(res, p.name).toBeNull();
      expect(stagedMidway, p.name).toBe(true);
      // At once, not an hour later when the housekeeping job sweeps abandoned staged files.
      expect(await eventually(async () => (await staged()).length === 0, 1000), p.name).toBe(true);
      await stillAnswers();
    }
  });
});
