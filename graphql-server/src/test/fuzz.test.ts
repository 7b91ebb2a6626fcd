import http from 'node:http';
import fc from 'fast-check';
import { type GraphQLInputType, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../composition/schema.js';
import { publishSample } from '../modules/contract/contract.testing.js';
import { JournalEntryImage } from '../modules/journal/journal.entities.js';
import { GrievanceImage } from '../modules/grievances/grievance.entities.js';
import { MeetingImage } from '../modules/meetings/meeting.entities.js';
import type { User } from '../auth/user.entity.js';
import {
  type Answer,
  callGraphql,
  Fixtures,
  fileFor,
  type GraphqlOperation,
  graphqlOperations,
  type IdKind,
  idArguments,
  isRequired,
  OWNED_KINDS,
  operationDocument,
  REST_TWINS,
  type RestRoute,
  restRoutes,
  routeParams,
  SCRIPT_HEADERS,
  textValue,
  type UploadFile,
  uploadArguments,
  type ValueContext,
  validArguments,
  valueContext,
} from './api-surface.js';
import { TestClient } from './client.js';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

/**
 * Property-based fuzz of every GraphQL operation's arguments and every REST route's path, query and body, as a
 * signed-in member and as an administrator: whatever comes in, the answer is never a 5xx, never an internal error,
 * never a stack or SQL, and the server keeps answering. Runs are bounded so the file takes about a minute on two
 * cores; fast-check prints the seed and the shrunk counterexample of a failure.
 */

const MULTIPART_FRAMING =
  'the multipart framing (truncated bodies, missing boundaries, broken headers, oversize files): http/multipart.test.ts sends those to every upload path of both doors';

const RUNS = { graphql: 80, rest: 70, upload: 12, session: 8 };

/**
 * What this file does not fuzz, and why; everything else is fuzzed. Files are (bytes, name and type, in
 * well-formed multipart requests); the multipart framing around them is not.
 */
const NOT_FUZZED: Record<string, string> = {
  'Mutation.uploadJournalEntryImage(image)': MULTIPART_FRAMING,
  'Mutation.uploadGrievanceImage(image)': MULTIPART_FRAMING,
  'Mutation.uploadMeetingImage(image)': MULTIPART_FRAMING,
  'Mutation.uploadMeetingAudioChunk(chunk)': MULTIPART_FRAMING,
  'Mutation.uploadMeetingRecordingChunk(chunk)': MULTIPART_FRAMING,
  'Mutation.previewContractImport(file)': MULTIPART_FRAMING,
  'Mutation.publishContractImport(file)': MULTIPART_FRAMING,
};

/** Operations that change who the client is: each gets a fresh caller, signed in again before every run. */
const SESSION_CHANGING = new Set([
  'Mutation.login',
  'Mutation.register',
  'Mutation.logout',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
]);

// ---- hostile values ------------------------------------------------------------------------------------------------

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n',
  '2024-02-30',
  '0000-00-00',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-1-5',
  '9999-12-31',
  '+275760-09-13',
  '1899-12-31',
  '2024-02-30T10:00:00Z',
  '2024-01-15T25:61:00Z',
  '2024-01-15T10:00:00+25:00',
  '-000001-01-01T00:00:00Z',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '%%',
  '_',
  '\\%',
  '%_%',
  '%00',
  '\u0000',
  'a\u0000b',
  '../../etc/passwd',
  '..',
  '<script>alert(1)</script>',
  `\${7*7}`,
  '{{7*7}}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '-1',
  '0',
  '1',
  'a@b',
  '"quoted"@example.org',
  'user@exa_mple.org',
  'Ａｄｍｉｎ',
  'ADMIN',
  'admin ',
  '\u202eevil',
  '\ud800',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
];

const oddCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\r',
  '\n',
  '%',
  '_',
  "'",
  '"',
  '\\',
  ';',
  '-',
  '/',
  '*',
  '`',
  '$',
  '<',
  '&',
  '😀',
  '🇺🇸',
  'e\u0301',
  '\u0351\u0308\u0334',
  'ß',
  'İ',
  'ﬀ',
  '𝔘',
  '٣',
  '\ud800',
  '\udfff',
);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.string({
      unit: fc.oneof(oddCharacter, fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '😀', '%', '\u0000', 'e\u0301', ' '), fc.integer({ min: 129, max: 60_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** A JSON value sent as its text, so it can be far deeper than JSON.stringify allows. */
class RawJson {
  constructor(readonly text: string) {}
}
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.constantFrom('object', 'array'))
  .map(
    ([depth, shape]) =>
      new RawJson(shape === 'object' ? `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  );

const hostileNumber = fc.oneof(
  fc.integer({ min: -10, max: 10 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 0.5, -0.0001, 5e-324),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, fc.integer()), { maxLength: 3 }),
  fc.dictionary(
    fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'id')),
    fc.oneof(hostileText, fc.integer()),
    {
      maxKeys: 3,
    },
  ),
  deepJson,
);

/** Serialises a value with RawJson parts spliced in as they are. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]);
}

// ---- values shaped like the schema's arguments ---------------------------------------------------------------------

interface FuzzEnv {
  /** Real ids to mix in, by kind: the caller's own, the shared ones and another member's. */
  realIds: Partial<Record<IdKind, string[]>>;
  values: ValueContext;
}

const anyRealId = (env: FuzzEnv) => Object.values(env.realIds).flat() as string[];

function idArbitrary(env: FuzzEnv, kind?: IdKind): fc.Arbitrary<unknown> {
  const real = kind ? (env.realIds[kind] ?? []) : anyRealId(env);
  return fc.oneof(
    { weight: 3, arbitrary: real.length ? fc.constantFrom(...real) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileText },
    { weight: 1, arbitrary: hostileNumber },
  );
}

/** Mostly a value of the right shape (valid-looking or hostile at the leaves), sometimes the wrong type altogether. */
function arbitraryFor(
  type: GraphQLInputType,
  owner: string,
  name: string,
  path: string,
  ids: Map<string, IdKind>,
  env: FuzzEnv,
): fc.Arbitrary<unknown> {
  const nonNull = isNonNullType(type);
  const inner = nonNull ? type.ofType : type;
  let typed: fc.Arbitrary<unknown>;
  const kind = ids.get(path);
  if (kind) typed = idArbitrary(env, kind);
  else if (isListType(inner)) typed = fc.array(arbitraryFor(inner.ofType, owner, name, path, ids, env), { maxLength: 4 });
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    typed = fc.record(
      Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.type, inner.name, f.name, `${path}.${f.name}`, ids, env)])),
      { requiredKeys: fields.filter(isRequired).map((f) => f.name) },
    );
  } else if (isEnumType(inner)) typed = fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.value as string)), hostileText);
  else if (isScalarType(inner) && inner.name === 'ID') typed = idArbitrary(env);
  else if (isScalarType(inner) && (inner.name === 'Int' || inner.name === 'Float')) typed = hostileNumber;
  else if (isScalarType(inner) && inner.name === 'Boolean') typed = fc.boolean();
  else if (isScalarType(inner) && inner.name === 'DateTimeISO') {
    typed = fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      hostileText,
    );
  } else typed = fc.oneof(fc.constant(textValue(owner, name, env.values)), hostileText);
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: wrongType }, ...(nonNull ? [] : [fc.constant(null)]));
}

/**
 * Fields left out of the valid baseline, because a valid value would stop later runs from reaching deeper code
 * (an edit that closes the entry makes it read-only; an expected version is stale after the first edit).
 */
const NOT_IN_BASELINE = new Set(['JournalEntryUpdateInput.status', 'JournalEntryUpdateInput.expectedVersion']);

type Edit = { insert: string; at: number } | { value: unknown };

/** One leaf changed: a character slipped into the valid text, or the value replaced by a hostile one. */
const leafEdit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ insert: fc.oneof(fc.constant('\u0000'), oddCharacter), at: fc.nat() }) },
  { weight: 3, arbitrary: hostileText.map((value) => ({ value })) },
  { weight: 1, arbitrary: wrongType.map((value) => ({ value })) },
);

/** Every path into a value (objects and list items too), so an edit can land on any of them. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const inner = Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return path.length ? [path, ...inner] : inner;
}

function applyEdits(baseline: Record<string, unknown>, edits: [(string | number)[], Edit][]): Record<string, unknown> {
  const copy = structuredClone(baseline);
  for (const [path, edit] of edits) {
    let parent: unknown = copy;
    for (const key of path.slice(0, -1))
      parent = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[key] : undefined;
    // An earlier edit may have replaced the object this one reaches into.
    if (parent === null || typeof parent !== 'object') continue;
    const last = path[path.length - 1];
    const fields = parent as Record<string | number, unknown>;
    const old = fields[last];
    fields[last] =
      'insert' in edit && typeof old === 'string'
        ? old.slice(0, edit.at % (old.length + 1)) + edit.insert + old.slice(edit.at % (old.length + 1))
        : 'value' in edit
          ? edit.value
          : old;
  }
  return copy;
}

/**
 * Arbitrary arguments for an operation (Upload arguments left out: a valid file is attached). Most runs are the
 * caller's valid arguments, every optional field filled, with one or two leaves made hostile: only those get past
 * validation to the database. The others are hostile throughout, shaped like the schema or not at all.
 */
function argumentsArbitrary(op: GraphqlOperation, env: FuzzEnv, skip: ReadonlySet<string> = new Set()) {
  const ids = idArguments(op);
  const args = op.field.args.filter((a) => !uploadArguments(op).includes(a) && !skip.has(a.name));
  const shaped = fc.record(Object.fromEntries(args.map((a) => [a.name, arbitraryFor(a.type, op.key, a.name, a.name, ids, env)])), {
    requiredKeys: args.filter(isRequired).map((a) => a.name),
  }) as fc.Arbitrary<Record<string, unknown>>;
  const valid = validArguments(op, env.values, { except: NOT_IN_BASELINE });
  const baseline = Object.fromEntries(args.filter((a) => a.name in valid).map((a) => [a.name, valid[a.name]]));
  const paths = pathsOf(baseline);
  if (paths.length === 0) return shaped;
  const edited = fc
    .array(fc.tuple(fc.constantFrom(...paths), leafEdit), { minLength: 1, maxLength: 2 })
    .map((edits) => applyEdits(baseline, edits));
  return fc.oneof({ weight: 3, arbitrary: edited }, { weight: 2, arbitrary: shaped });
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The value as inline GraphQL text: the other way arguments reach the server. */
function toLiteral(value: unknown, type?: GraphQLInputType): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (value instanceof RawJson) return JSON.stringify(value.text.slice(0, 2000));
  if (typeof value === 'string') {
    return inner && isEnumType(getNamedType(inner)) && GRAPHQL_NAME.test(value) ? value : JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => toLiteral(v, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => GRAPHQL_NAME.test(k));
  return `{${entries.map(([k, v]) => `${k}: ${toLiteral(v, fields[k]?.type)}`).join(', ')}}`;
}

// ---- what no answer may be ---------------------------------------------------------------------------------------

const STACK = /\bat (?:async )?[\w$.<>[\]]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)|node_modules\/|internal\/process/;
const SQL =
  /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|invalid input syntax for|invalid byte sequence|out of range for type|current transaction is aborted|relation "\w+" does not exist|null value in column|\bfrom "\w+" as "\w+"|\binsert into "\w+"|\bupdate "\w+" set\b|\bdelete from "\w+"|DriverException|QueryFailedError/i;

function unsafe(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const errors = (answer.body as { errors?: { extensions?: { code?: string } }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR')) return 'INTERNAL_SERVER_ERROR';
  if (STACK.test(answer.text)) return 'a stack trace';
  if (SQL.test(answer.text)) return 'SQL text';
  return null;
}

function expectSafe(answer: Answer) {
  const problem = unsafe(answer);
  if (problem) throw new Error(`answered with ${problem}: ${answer.status} ${answer.text.slice(0, 800)}`);
}

// ---- requests --------------------------------------------------------------------------------------------------

/** Sends exactly the path given (fetch would resolve '..' and '%2e%2e' before they reach the server). */
function sendRaw(
  client: TestClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Uint8Array | string,
): Promise<Answer> {
  const url = new URL(client.baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        // A connection per request: one the server closed after a refused request is never reused by mistake.
        agent: false,
        method,
        path,
        headers: {
          ...client.headers,
          ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}),
          // Node frames a GET or DELETE body only when told its length.
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      // Node's HTTP server answers a request head over its limit with 431 and closes at once; the client may see
      // only the reset. That is a refusal, not a failure; any other reset is.
      const sent = req.getHeaders();
      const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(sent)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}`;
      // (Node adds a few headers of its own, such as Host and Connection.)
      if (Buffer.byteLength(head) > http.maxHeaderSize - 100) resolve({ status: 431, body: null, text: '' });
      else reject(error);
    });
    req.end(body);
  });
}

/** Any string (lone surrogates included) as a valid path segment: every byte but letters, digits and -._~ encoded. */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

const RAW_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%u0000',
  '%20',
  '%0A',
  '%25',
  '%5F',
  '-1',
  '0',
  'a'.repeat(5000),
  '9'.repeat(400),
];

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"\\u0000"',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
];

/** The first bytes of the formats the server reads, so that garbage after them reaches the decoders. */
const FILE_HEADS: Record<string, number[][]> = {
  image: [
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0xff, 0xd8, 0xff, 0xe0],
    [...Buffer.from('RIFF\u0000\u0001\u0000\u0000WEBPVP8 ')],
  ],
  chunk: [[0x1a, 0x45, 0xdf, 0xa3], [...Buffer.from('OggS')], [...Buffer.from('RIFF\u0000\u0001\u0000\u0000WAVEfmt ')], [0x49, 0x44, 0x33]],
  file: [[...Buffer.from('%PDF-1.4\n')], [0xff, 0xfe], [0xef, 0xbb, 0xbf], [...Buffer.from('# Article 1\n')]],
};

/** A file for an Upload argument: the valid one, cut short, a known header followed by garbage, or garbage. */
function fileArbitrary(argument: string): fc.Arbitrary<UploadFile> {
  const valid = validFiles[argument];
  const concat = (a: ArrayLike<number>, b: ArrayLike<number>) => new Uint8Array([...Array.from(a), ...Array.from(b)]);
  const garbage = fc.uint8Array({ maxLength: 4096 });
  const data = fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid.data) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: valid.data.length - 1 }).map((n) => valid.data.slice(0, n)) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 1, max: valid.data.length - 1 }), garbage).map(([n, g]) => concat(valid.data.slice(0, n), g)),
    },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...(FILE_HEADS[argument] ?? [[]])), garbage).map(([head, g]) => concat(head, g)) },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: hostileText.map((t) => new TextEncoder().encode(t)) },
  );
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid.name) },
    { weight: 2, arbitrary: hostileText.filter((t) => t.length < 300) },
  );
  const type = fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid.type) },
    { weight: 1, arbitrary: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/pdf', 'application/octet-stream', '') },
    { weight: 1, arbitrary: hostileText.filter((t) => t.length < 100) },
  );
  return fc.record({ name, type, data });
}

function filesArbitrary(op: GraphqlOperation | undefined): fc.Arbitrary<Record<string, UploadFile>> {
  const names = op ? uploadArguments(op).map((a) => a.name) : [];
  return fc.record(Object.fromEntries(names.map((n) => [n, fileArbitrary(n)]))) as fc.Arbitrary<Record<string, UploadFile>>;
}

let addresses = 0;
/** A new client address for each sign-in attempt (the app trusts its loopback proxy), so throttling answers for the address, not for the run. */
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

// ---- the test server and callers -----------------------------------------------------------------------------

interface Actor {
  client: TestClient;
  user: User;
}

let server: TestServer;
let operations: Map<string, GraphqlOperation>;
let routes: RestRoute[];
let fixtures: Fixtures;
/** Whose credentials the login operations try. */
let victim: User;
/** A valid file for each Upload argument, the start of every fuzzed one. */
const validFiles: Record<string, UploadFile> = {};
const roles: Record<'member' | 'admin', { actor: Actor; env: FuzzEnv }> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  await publishSample(server.orm);
  operations = new Map(graphqlOperations(await buildGraphqlSchema()).map((op) => [op.key, op]));
  routes = restRoutes(server.app);
  for (const op of operations.values()) {
    for (const arg of uploadArguments(op)) validFiles[arg.name] ??= await fileFor(arg.name);
  }
  const [member, admin, other, victimActor] = await Promise.all([
    server.signedIn(),
    server.signedIn({ isAdmin: true }),
    server.signedIn(),
    server.signedIn(),
  ]);
  victim = victimActor.user;
  fixtures = new Fixtures(admin.client);
  const otherIds = await fixtures.create(OWNED_KINDS, other.client);
  const shared = await fixtures.create(
    ['bulletin', 'steward', 'allowlisted', 'section', 'category', 'member', 'deskCase', 'deskCaseImage'],
    admin.client,
  );
  for (const [role, actor] of [
    ['member', member],
    ['admin', admin],
  ] as const) {
    const own = await fixtures.create(OWNED_KINDS, actor.client);
    const realIds: FuzzEnv['realIds'] = {};
    for (const ids of [own, otherIds, shared]) {
      for (const [kind, id] of Object.entries(ids) as [IdKind, string][]) realIds[kind] = [...(realIds[kind] ?? []), id];
    }
    const values = valueContext(
      { ...shared, ...own },
      {
        credentials: { username: victim.username, password: TEST_PASSWORD },
        allowlistedEmail: `not-on-the-list-${role}@example.org`,
      },
    );
    roles[role] = { actor, env: { realIds, values } };
  }
}, 120_000);
afterAll(() => server.close());

/**
 * Operations that a count cap closes after a few valid runs (3 photos an entry): the cap is lifted before each run
 * by removing the photo rows, so that every run's file reaches the decoder.
 */
const LIFT_CAP: Record<string, () => Promise<unknown>> = {
  'Mutation.uploadJournalEntryImage': () => server.orm.em.fork().nativeDelete(JournalEntryImage, {}),
  'Mutation.uploadGrievanceImage': () => server.orm.em.fork().nativeDelete(GrievanceImage, {}),
  'Mutation.uploadMeetingImage': () => server.orm.em.fork().nativeDelete(MeetingImage, {}),
};

/**
 * The caller for one operation (or a route, with the operation it is a door to): the role's own client, or a fresh
 * one for operations that change the session.
 */
async function callerFor(
  key: string,
  operation: string | undefined,
  role: 'member' | 'admin',
): Promise<{ actor: Actor; beforeEachRun: () => Promise<void> }> {
  const liftCap = (operation && LIFT_CAP[operation]) || (async () => {});
  if (!SESSION_CHANGING.has(key)) {
    return {
      actor: roles[role].actor,
      async beforeEachRun() {
        await liftCap();
      },
    };
  }
  const actor = await server.signedIn({ isAdmin: role === 'admin' });
  return {
    actor,
    async beforeEachRun() {
      await liftCap();
      actor.client.headers['x-forwarded-for'] = freshAddress();
      const me = await actor.client.gql('{ me { id } }');
      if (me.data?.me?.id === actor.user.id) return;
      const res = await actor.client.rest('POST', '/api/auth/login', { username: actor.user.username, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`could not sign ${actor.user.username} in again: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
}

/** Long strings shortened, so that a counterexample stays readable (the seed and path replay it in full). */
function summary(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) =>
    v instanceof RawJson ? `<raw JSON: ${v.text.slice(0, 40)}… (${v.text.length} characters)>` : v,
  );
  return (text ?? 'undefined').replace(/"((?:[^"\\]|\\.){120})(?:[^"\\]|\\.){80,}"/g, (_, head: string) => `"${head}…"`);
}

/** Runs one property; a failure is collected (seed, path, counterexample, answer) so that every operation is tried. */
async function check<T extends unknown[]>(failures: string[], label: string, property: fc.IAsyncProperty<T>, numRuns: number) {
  const run = await fc.check(property, { numRuns });
  if (run.failed) {
    const error = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
    failures.push(
      `${label}: { seed: ${run.seed}, path: "${run.counterexamplePath}" } ${summary(run.counterexample)} -> ${error.slice(0, 600)}`,
    );
  }
  const alive = await new TestClient(server.url).gql('{ __typename }');
  if (alive.status !== 200) failures.push(`${label}: the server no longer answers (${alive.status})`);
}

async function fuzzGraphql(role: 'member' | 'admin') {
  const failures: string[] = [];
  const { env } = roles[role];
  for (const op of operations.values()) {
    const { actor, beforeEachRun } = await callerFor(op.key, op.key, role);
    const takesFiles = uploadArguments(op).length > 0;
    const numRuns = takesFiles ? RUNS.upload : SESSION_CHANGING.has(op.key) ? RUNS.session : op.field.args.length ? RUNS.graphql : 1;
    const property = fc.asyncProperty(argumentsArbitrary(op, env), fc.boolean(), filesArbitrary(op), async (args, inline, files) => {
      await beforeEachRun();
      const literals = inline
        ? Object.fromEntries(op.field.args.filter((a) => a.name in args).map((a) => [a.name, toLiteral(args[a.name], a.type)]))
        : {};
      const document = operationDocument(op, literals);
      const variables = inline ? {} : args;
      const answer = takesFiles
        ? await callGraphql(actor.client, document, variables, files)
        : await postGraphqlText(actor.client, document, variables);
      expectSafe(answer);
    });
    await check(failures, `${op.key} as ${role}`, property, numRuns);
  }
  return failures;
}

/** GraphQL over JSON with the variables' raw parts spliced in. */
function postGraphqlText(client: TestClient, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const body = `{"query":${JSON.stringify(query)},"variables":${toJsonText(variables)}}`;
  return sendRaw(client, 'POST', '/graphql', { 'content-type': 'application/json' }, body);
}

interface RestInput {
  pathValues: Record<string, string>;
  query: Record<string, string> | null;
  body: { json: unknown } | { raw: string } | null;
  /** For multipart routes: the files, with the body's fields as the form's text parts. */
  files: Record<string, UploadFile>;
}

function restArbitrary(route: RestRoute, env: FuzzEnv): fc.Arbitrary<RestInput> {
  const kinds = routeParams(route, operations);
  const twin = REST_TWINS[route.key];
  const op = twin ? operations.get(twin.operation) : undefined;
  const segment = (kind?: IdKind) => {
    const own = kind ? env.values.id(kind) : '1';
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(percentEncode(own)) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.oneof(fc.constant('\u0000'), oddCharacter), fc.nat())
          .map(([c, at]) => percentEncode(applyEdits({ own }, [[['own'], { insert: c, at }]]).own as string)),
      },
      { weight: 2, arbitrary: idArbitrary(env, kind).map((v) => percentEncode(String(v))) },
      { weight: 2, arbitrary: hostileText.map(percentEncode) },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  };
  const pathValues = fc.record(Object.fromEntries(route.params.map((p) => [p, segment(kinds.get(p))]))) as fc.Arbitrary<
    Record<string, string>
  >;
  const query = fc.option(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('active', 'download', 'id'),
        hostileText.filter((s) => s.length < 200),
      ),
      hostileText.filter((s) => s.length < 2000),
      { maxKeys: 3 },
    ),
  );
  const pathArgs = new Set(route.params.map((p) => twin?.params?.[p] ?? p));
  const shaped = op?.field.args.length
    ? argumentsArbitrary(op, env, pathArgs).map((args) => (Object.keys(args).length === 1 && 'input' in args ? args.input : args))
    : fc.jsonValue({ maxDepth: 2 });
  const body = fc.oneof(
    { weight: 5, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: wrongType.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.record({ pathValues, query, body, files: filesArbitrary(op) });
}

async function restRequest(
  route: RestRoute,
  input: RestInput,
): Promise<{ path: string; headers: Record<string, string>; body?: Uint8Array | string }> {
  let path = route.path.replace(/:(\w+)/g, (_, p: string) => input.pathValues[p]);
  if (input.query)
    path += `?${Object.entries(input.query)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&')}`;
  if (Object.keys(input.files).length) {
    const form = new FormData();
    const fields = input.body && 'json' in input.body && input.body.json && typeof input.body.json === 'object' ? input.body.json : {};
    for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
      form.set(name.slice(0, 100), typeof value === 'string' ? value : toJsonText(value).slice(0, 5000));
    }
    for (const [name, file] of Object.entries(input.files)) {
      form.set(name, new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    }
    const encoded = new Response(form);
    return {
      path,
      headers: { ...SCRIPT_HEADERS, 'content-type': encoded.headers.get('content-type') ?? '' },
      body: new Uint8Array(await encoded.arrayBuffer()),
    };
  }
  if (!input.body) return { path, headers: { ...SCRIPT_HEADERS } };
  const text = 'raw' in input.body ? input.body.raw : toJsonText(input.body.json);
  return { path, headers: { ...SCRIPT_HEADERS, 'content-type': 'application/json' }, body: text };
}

async function fuzzRest(role: 'member' | 'admin') {
  const failures: string[] = [];
  const { env } = roles[role];
  for (const route of routes) {
    const twin = REST_TWINS[route.key];
    const { actor, beforeEachRun } = await callerFor(route.key, twin?.operation, role);
    const op = twin ? operations.get(twin.operation) : undefined;
    const numRuns = op && uploadArguments(op).length ? RUNS.upload : SESSION_CHANGING.has(route.key) ? RUNS.session : RUNS.rest;
    const property = fc.asyncProperty(restArbitrary(route, env), async (input) => {
      await beforeEachRun();
      const request = await restRequest(route, input);
      expectSafe(await sendRaw(actor.client, route.method, request.path, request.headers, request.body));
    });
    await check(failures, `${route.key} as ${role}`, property, numRuns);
  }
  return failures;
}

describe('fuzzing every operation and route', () => {
  it('lists what it does not fuzz, for every Upload argument of the schema', () => {
    const uploads = [...operations.values()].flatMap((op) => uploadArguments(op).map((a) => `${op.key}(${a.name})`));
    expect(uploads.sort()).toEqual(Object.keys(NOT_FUZZED).sort());
  });

  for (const role of ['member', 'admin'] as const) {
    it(`never answers a GraphQL operation with a 5xx, an internal error, a stack or SQL, as ${role === 'member' ? 'a member' : 'an administrator'}`, async () => {
      expect(await fuzzGraphql(role)).toEqual([]);
    }, 240_000);

    it(`never answers a REST route with a 5xx, a stack or SQL, as ${role === 'member' ? 'a member' : 'an administrator'}`, async () => {
      expect(await fuzzRest(role)).toEqual([]);
    }, 240_000);
  }
});
