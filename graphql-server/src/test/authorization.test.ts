import type { User } from '../auth/user.entity.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import type { TokenScope } from '@union/rules/tokens';
import { type ScopeRule, scopesNeeded } from '../auth/scopes.js';
import { OPERATION_SCOPES } from '../graphql/operation-scopes.js';
import { buildGraphqlSchema } from '../composition/schema.js';
import { restScopeOf } from '../http/rest.js';
import { publishSample } from '../modules/contract/contract.testing.js';
import {
  type Answer,
  callGraphql,
  callRest,
  Fixtures,
  type GraphqlOperation,
  graphqlOperations,
  ID_ARGUMENTS,
  type IdKind,
  idArguments,
  OWNED_KINDS,
  operationDocument,
  REST_TWINS,
  type RestRoute,
  restCallFor,
  restRoutes,
  routeArguments,
  routeParams,
  selectionOf,
  uploadArguments,
  fileFor,
  type ValueContext,
  validArguments,
  valueContext,
} from './api-surface.js';
import { TestClient } from './client.js';
import { allowlist, startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

/**
 * Who may call what. 'member' is any signed-in member on shared data; 'member-own' acts only on the caller's own
 * data, so another member's ids are NOT_FOUND (404) and leave that data as it was. Every operation of the schema and
 * every route of the router must be listed: a new one without a rule fails here, and so does a rule for one that
 * is gone. 'case-worker' is the Union Desk: stewards and officers, within the reach of each (see 'the Union Desk').
 */
type Access = 'public' | 'member' | 'member-own' | 'admin' | 'super-admin' | 'case-worker';

const RULES: Record<string, Access> = {
  'Query.me': 'public',
  'Query.branding': 'public',
  'Query.bulletins': 'member',
  'Query.bulletinsConnection': 'member',
  'Query.shopStewards': 'member',
  'Query.departments': 'member',
  'Query.contractOutline': 'member',
  'Query.contractSection': 'member',
  'Query.storageUsage': 'member-own',
  'Query.journalEvents': 'member-own',
  'Query.journalEntries': 'member-own',
  'Query.journalEntriesConnection': 'member-own',
  'Query.journalEntry': 'member-own',
  'Query.journalParticipants': 'member-own',
  'Query.adminOverview': 'admin',
  'Query.representationRights': 'member',
  'Query.representationProposals': 'admin',
  'Mutation.confirmRepresentationProvision': 'admin',
  'Mutation.clearRepresentationProvision': 'admin',
  'Query.allShopStewards': 'admin',
  'Query.emailAllowlist': 'admin',
  'Query.emailAllowlistConnection': 'admin',
  'Query.contractVersions': 'admin',
  'Mutation.login': 'public',
  'Mutation.register': 'public',
  'Mutation.logout': 'public',
  'Mutation.askContract': 'member',
  'Mutation.analyzeForGrievance': 'member',
  'Mutation.transcribe': 'member',
  'Mutation.setBulletinVisibility': 'member',
  'Mutation.updateProfile': 'member-own',
  'Mutation.createJournalEvent': 'member-own',
  'Mutation.createJournalEntry': 'member-own',
  'Mutation.updateJournalEntry': 'member-own',
  'Mutation.uploadJournalEntryImage': 'member-own',
  'Mutation.addJournalParticipant': 'member-own',
  'Mutation.removeJournalParticipant': 'member-own',
  'Mutation.addAllowlistEmail': 'admin',
  'Mutation.removeAllowlistEmail': 'admin',
  'Mutation.createBulletin': 'admin',
  'Mutation.updateBulletin': 'admin',
  'Mutation.deleteBulletin': 'admin',
  'Mutation.createShopSteward': 'admin',
  'Mutation.updateShopSteward': 'admin',
  'Mutation.deactivateShopSteward': 'admin',
  'Mutation.previewContractImport': 'admin',
  'Mutation.publishContractImport': 'admin',

  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'member',
  'PATCH /api/users/profile': 'member-own',
  'GET /api/users/storage': 'member-own',
  'GET /api/shop-stewards': 'member',
  'GET /api/departments': 'member',
  'GET /api/bulletins': 'member',
  'POST /api/bulletins/:id/visibility': 'member',
  'POST /api/contract/ask': 'member',
  'POST /api/transcribe': 'member',
  'POST /api/journal/analyze-for-grievance': 'member',
  'GET /api/contract/outline': 'member',
  'GET /api/contract/sections/:id': 'member',
  'GET /api/journal/events': 'member-own',
  'POST /api/journal/events': 'member-own',
  'GET /api/journal/entries': 'member-own',
  'POST /api/journal/entries': 'member-own',
  'GET /api/journal/entries/:id': 'member-own',
  'PATCH /api/journal/entries/:id': 'member-own',
  'POST /api/journal/entries/:id/images': 'member-own',
  'GET /api/journal/entries/:entryId/images/:imageId/view': 'member-own',
  'GET /api/journal/entries/:entryId/participants': 'member-own',
  'POST /api/journal/entries/:entryId/participants': 'member-own',
  'DELETE /api/journal/participants/:id': 'member-own',
  'Query.grievanceCategories': 'member',
  'Query.grievances': 'member-own',
  'Query.grievancesConnection': 'member-own',
  'Query.grievance': 'member-own',
  'Query.grievanceImages': 'member-own',
  'Mutation.createGrievance': 'member-own',
  'Mutation.updateGrievance': 'member-own',
  'Mutation.submitGrievance': 'member-own',
  'Mutation.withdrawGrievance': 'member-own',
  'Mutation.uploadGrievanceImage': 'member-own',
  'Mutation.updateGrievanceImage': 'member-own',
  'Mutation.removeGrievanceImage': 'member-own',
  'GET /api/grievance-categories': 'member',
  'GET /api/grievances': 'member-own',
  'POST /api/grievances': 'member-own',
  'GET /api/grievances/:id': 'member-own',
  'PATCH /api/grievances/:id': 'member-own',
  'POST /api/grievances/:id/submit': 'member-own',
  'DELETE /api/grievances/:id': 'member-own',
  'GET /api/grievances/:id/images': 'member-own',
  'POST /api/grievances/:id/images': 'member-own',
  'PATCH /api/grievances/:id/images/:imageId': 'member-own',
  'DELETE /api/grievances/:id/images/:imageId': 'member-own',
  'GET /api/grievances/:id/images/:imageId/view': 'member-own',
  'GET /api/grievances/:id/pdf': 'member-own',
  'Query.meetings': 'member-own',
  'Query.meeting': 'member-own',
  'Mutation.startMeeting': 'member-own',
  'Mutation.updateMeeting': 'member-own',
  'Mutation.uploadMeetingAudioChunk': 'member-own',
  'Mutation.finishMeetingAudio': 'member-own',
  'Mutation.retryMeetingTranscription': 'member-own',
  'Mutation.finalizeMeeting': 'member-own',
  'Mutation.uploadMeetingImage': 'member-own',
  'Mutation.deleteMeeting': 'member-own',
  'Mutation.attachMeetingToGrievance': 'member-own',
  'GET /api/meetings': 'member-own',
  'POST /api/meetings': 'member-own',
  'GET /api/meetings/:id': 'member-own',
  'PATCH /api/meetings/:id': 'member-own',
  'DELETE /api/meetings/:id': 'member-own',
  'POST /api/meetings/:id/audio/chunks': 'member-own',
  'POST /api/meetings/:id/audio/finish': 'member-own',
  'POST /api/meetings/:id/transcription/retry': 'member-own',
  'POST /api/meetings/:id/finalize': 'member-own',
  'POST /api/meetings/:id/attach': 'member-own',
  'POST /api/meetings/:id/images': 'member-own',
  'GET /api/meetings/:id/images/:imageId/view': 'member-own',
  'GET /api/meetings/:id/audio': 'member-own',
  'GET /api/meetings/:id/record': 'member-own',
  'Query.meetingRecording': 'member-own',
  'Mutation.startMeetingRecording': 'member-own',
  'Mutation.uploadMeetingRecordingChunk': 'member-own',
  'Mutation.finishMeetingRecording': 'member-own',
  'Mutation.retryMeetingRecordingTranscription': 'member-own',
  'Mutation.updateMeetingRecording': 'member-own',
  'POST /api/meetings/:id/recordings': 'member-own',
  'GET /api/meetings/:id/recordings/:recordingId': 'member-own',
  'PATCH /api/meetings/:id/recordings/:recordingId': 'member-own',
  'POST /api/meetings/:id/recordings/:recordingId/chunks': 'member-own',
  'POST /api/meetings/:id/recordings/:recordingId/finish': 'member-own',
  'POST /api/meetings/:id/recordings/:recordingId/transcription/retry': 'member-own',
  'GET /api/meetings/:id/recordings/:recordingId/audio': 'member-own',
  'GET /api/admin/overview': 'admin',
  'GET /api/rights/representation': 'member',
  'GET /api/admin/representation/proposals': 'admin',
  'POST /api/admin/representation': 'admin',
  'DELETE /api/admin/representation': 'admin',
  'GET /api/admin/email-allowlist': 'admin',
  'POST /api/admin/email-allowlist': 'admin',
  'DELETE /api/admin/email-allowlist/:email': 'admin',
  'GET /api/admin/shop-stewards': 'admin',
  'POST /api/admin/shop-stewards': 'admin',
  'PATCH /api/admin/shop-stewards/:id': 'admin',
  'POST /api/admin/shop-stewards/:id/deactivate': 'admin',
  'DELETE /api/admin/shop-stewards/:id': 'admin',
  'Query.members': 'admin',
  'Query.member': 'admin',
  'Query.memberChanges': 'admin',
  'Mutation.updateMember': 'admin',
  'GET /api/admin/members': 'admin',
  'GET /api/admin/members/:id': 'admin',
  'GET /api/admin/members/:id/changes': 'admin',
  'PATCH /api/admin/members/:id': 'admin',
  'Query.cases': 'case-worker',
  'Query.case': 'case-worker',
  'Query.caseHistoryCheck': 'case-worker',
  'Mutation.assignCase': 'case-worker',
  'Mutation.changeCaseStatus': 'case-worker',
  'Mutation.recordCaseStep': 'case-worker',
  'Mutation.setCaseDates': 'case-worker',
  'Mutation.addCaseNote': 'case-worker',
  'GET /api/cases': 'case-worker',
  'GET /api/cases/:id': 'case-worker',
  'GET /api/cases/:id/history-check': 'case-worker',
  'POST /api/cases/:id/assign': 'case-worker',
  'POST /api/cases/:id/status': 'case-worker',
  'POST /api/cases/:id/steps': 'case-worker',
  'POST /api/cases/:id/dates': 'case-worker',
  'POST /api/cases/:id/notes': 'case-worker',
  'GET /api/cases/:id/images/:imageId/view': 'case-worker',
  'Query.grievanceTimeline': 'member-own',
  'Mutation.addGrievanceNote': 'member-own',
  'Mutation.withdrawCase': 'member-own',
  'GET /api/grievances/:id/timeline': 'member-own',
  'POST /api/grievances/:id/notes': 'member-own',
  'POST /api/grievances/:id/withdraw': 'member-own',
  'Query.grievanceProcedure': 'admin',
  'Mutation.updateGrievanceProcedure': 'admin',
  'GET /api/admin/grievance-procedure': 'admin',
  'PUT /api/admin/grievance-procedure': 'admin',
  'POST /api/bulletins': 'admin',
  'PATCH /api/bulletins/:id': 'admin',
  'DELETE /api/bulletins/:id': 'admin',
  'POST /api/admin/contract/preview': 'admin',
  'POST /api/admin/contract/publish': 'admin',
  'GET /api/admin/contract/versions': 'admin',
  'Query.accessTokens': 'member-own',
  'Mutation.createAccessToken': 'member-own',
  'Mutation.revokeAccessToken': 'member-own',
  'Mutation.changePassword': 'member-own',
  'GET /api/tokens': 'member-own',
  'POST /api/tokens': 'member-own',
  'DELETE /api/tokens/:id': 'member-own',
  'POST /api/auth/password': 'member-own',
};

/**
 * A walk through every operation and route with fresh resources for each call: some hundred calls, which on a loaded
 * machine take longer than a test's default 30 seconds.
 */
const MATRIX_TIMEOUT_MS = 120_000;

/** One operation or route, called the same way whoever calls it. */
interface Target {
  key: string;
  access: Access;
  /** What an access token needs for it (undefined: no rule, so every token is refused). */
  scope: ScopeRule | undefined;
  /** The kinds of id its arguments refer to. */
  kinds: Set<IdKind>;
  call(client: TestClient, c: ValueContext): Promise<{ input: unknown; answer: Answer }>;
  /** 'ok', or the error code the answer carries (REST statuses are named like the GraphQL codes). */
  outcome(answer: Answer): string;
}

const REST_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** An operation's token rule, for the calls made here: only required arguments, so a rule that reads others sees them absent. */
function operationScope(key: string): ScopeRule | undefined {
  const rule = OPERATION_SCOPES[key];
  return typeof rule === 'function' ? rule(() => undefined) : rule;
}

function graphqlTarget(op: GraphqlOperation): Target {
  return {
    key: op.key,
    access: RULES[op.key],
    scope: operationScope(op.key),
    kinds: new Set(idArguments(op).values()),
    async call(client, c) {
      const args = validArguments(op, c);
      const uploads = uploadArguments(op).map((a) => a.name);
      const files = Object.fromEntries(await Promise.all(uploads.map(async (n) => [n, await fileFor(n)] as const)));
      const variables = Object.fromEntries(Object.entries(args).filter(([name]) => !uploads.includes(name)));
      return { input: variables, answer: await callGraphql(client, operationDocument(op), variables, files) };
    },
    outcome(answer) {
      const body = answer.body as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } | null;
      if (body?.errors?.length) return String(body.errors[0].extensions?.code ?? 'an error without a code');
      if (body?.data && body.data[op.name] !== undefined) return 'ok';
      return `HTTP ${answer.status}`;
    },
  };
}

function restTarget(route: RestRoute, operations: ReadonlyMap<string, GraphqlOperation>): Target {
  const twin = REST_TWINS[route.key];
  const twinOp = twin ? operations.get(twin.operation) : undefined;
  const kinds = new Set(routeParams(route, operations).values());
  if (twinOp && route.method !== 'GET') {
    const pathArgs = new Set(route.params.map((p) => twin?.params?.[p] ?? p));
    for (const [path, kind] of idArguments(twinOp)) if (!pathArgs.has(path.split('.')[0])) kinds.add(kind);
  }
  return {
    key: route.key,
    access: RULES[route.key],
    scope: route.access === undefined ? undefined : restScopeOf(route.access, { method: route.method, query: {} } as Request),
    kinds,
    async call(client, c) {
      const { args, pathValues } = routeArguments(route, operations, c);
      const call = await restCallFor(route, operations, args, pathValues);
      return { input: { path: call.path, body: call.json ?? call.multipart?.fields }, answer: await callRest(client, call) };
    },
    outcome(answer) {
      if (answer.status >= 200 && answer.status < 300) return 'ok';
      return REST_CODES[answer.status] ?? `HTTP ${answer.status}`;
    },
  };
}

interface Actor {
  client: TestClient;
  user: User;
  /** A signed-in browser of the same member, for preparing fixtures when `client` is an access token's. */
  browser?: TestClient;
  /** The scopes of the access token `client` sends; undefined for a browser session. */
  scopes?: readonly TokenScope[];
}

/** Whether the actor's token (if it is one) passes the target's rule; a session always does. */
const tokenMay = (actor: Actor, target: Target) =>
  actor.scopes === undefined ||
  (target.scope !== undefined && target.scope !== 'session' && scopesNeeded(target.scope).every((s) => actor.scopes?.includes(s)));

/** The same member through a new access token with these scopes (made in their browser), with no cookies. */
async function withToken(actor: Actor, scopes: TokenScope[]): Promise<Actor> {
  const res = await actor.client.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
    i: { name: `Matrix ${scopes.join(' ')}`, scopes, expiresInDays: 30 },
  });
  if (!res.data) throw new Error(`could not create a token: ${JSON.stringify(res.errors)}`);
  const client = new TestClient(server.url);
  client.headers.authorization = `Bearer ${res.data.createAccessToken.token}`;
  return { client, user: actor.user, browser: actor.client, scopes };
}

let server: TestServer;
let operations: Map<string, GraphqlOperation>;
let targets: Target[];
let fixtures: Fixtures;
let member: Actor;
let admin: Actor;
let superAdmin: Actor;
/** The first member, whose ids the second member tries. */
let owner: Actor;
let other: Actor;
let ownerIds: Partial<Record<IdKind, string>>;
/** The second member's own resources. */
let otherIds: Partial<Record<IdKind, string>>;
let sharedIds: Partial<Record<IdKind, string>>;
let ownerStateDocument: string;

const ALL_KINDS: IdKind[] = [
  ...OWNED_KINDS,
  'bulletin',
  'steward',
  'allowlisted',
  'section',
  'category',
  'member',
  'deskCase',
  'deskCaseImage',
];
const SHARED_KINDS = ALL_KINDS.filter((k) => !OWNED_KINDS.includes(k));

beforeAll(async () => {
  // Each token below makes a few hundred calls in a minute; the limit itself is tested in modules/tokens.
  server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  await publishSample(server.orm);
  const schema = await buildGraphqlSchema();
  operations = new Map(graphqlOperations(schema).map((op) => [op.key, op]));
  const routes = restRoutes(server.app);
  targets = [...[...operations.values()].filter((op) => RULES[op.key]).map(graphqlTarget)];
  targets.push(...routes.filter((r) => RULES[r.key]).map((r) => restTarget(r, operations)));
  [member, admin, superAdmin, owner, other] = await Promise.all([
    server.signedIn(),
    server.signedIn({ isAdmin: true }),
    server.signedIn({ isAdmin: true, isSuperAdmin: true }),
    server.signedIn(),
    server.signedIn(),
  ]);
  fixtures = new Fixtures(admin.client);
  ownerIds = await fixtures.create(OWNED_KINDS, owner.client);
  otherIds = await fixtures.create(OWNED_KINDS, other.client);
  sharedIds = await fixtures.create(SHARED_KINDS, owner.client);
  const query = schema.getQueryType();
  const fields = query ? query.getFields() : {};
  // Everything of the first member's that another member could touch: profile, journal, grievances, meetings, bulletin subscriptions, tokens.
  ownerStateDocument = `{ ${['me', 'journalEvents', 'journalEntries', 'grievances', 'meetings', 'bulletins', 'accessTokens'].map((f) => `${f} ${selectionOf(fields[f].type)}`).join(' ')} }`;
});
afterAll(() => server.close());

let emails = 0;
/** A context for one call: ids as given, the actor's own credentials, a fresh allowlisted email. */
async function contextFor(ids: Partial<Record<IdKind, string>>, credentialsOf: User): Promise<ValueContext> {
  emails += 1;
  const allowlistedEmail = `new${emails}-${Date.now()}@example.org`;
  await allowlist(server.orm, allowlistedEmail);
  return valueContext(ids, { credentials: { username: credentialsOf.username, password: TEST_PASSWORD }, allowlistedEmail });
}

/** Operations such as logout and register change who the client is; the next check needs the actor back. */
async function keepSignedIn(actor: Actor) {
  const me = await actor.client.gql('{ me { id } }');
  if (me.data?.me?.id === actor.user.id) return;
  const res = await actor.client.rest('POST', '/api/auth/login', { username: actor.user.username, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`could not sign ${actor.user.username} back in: ${res.status}`);
}

const describeCall = (who: string, target: Target, input: unknown, answer: Answer) =>
  `${who} ${target.key} with ${JSON.stringify(input)}: got ${answer.status} ${answer.text.slice(0, 400)}`;

/** Calls the target and records a problem unless the outcome is the expected one. */
async function expectOutcome(problems: string[], who: string, target: Target, client: TestClient, c: ValueContext, expected: string) {
  const { input, answer } = await target.call(client, c);
  const outcome = target.outcome(answer);
  if (outcome !== expected) problems.push(`${describeCall(who, target, input, answer)} (expected ${expected}, was ${outcome})`);
  return { input, answer };
}

/** Runs an actor's call on fresh resources of their own, so that deleting or editing them disturbs nothing else. */
async function asActor(problems: string[], who: string, actor: Actor, target: Target, expected: string) {
  const ids = await fixtures.create(target.kinds, actor.browser ?? actor.client);
  await expectOutcome(problems, who, target, actor.client, await contextFor(ids, actor.user), expected);
  await keepSignedIn(actor);
}

describe('the authorization rule table', () => {
  it('has a rule for every operation of the schema and every route of the router, and none for anything else', () => {
    const live = [...operations.keys(), ...restRoutes(server.app).map((r) => r.key)];
    expect({
      withoutRule: live.filter((key) => !(key in RULES)),
      ruleForNothing: Object.keys(RULES).filter((key) => !live.includes(key)),
      // api-surface.ts's descriptions of arguments, kept as current as the rules.
      describedButGone: [
        ...Object.keys(ID_ARGUMENTS),
        ...Object.keys(REST_TWINS),
        ...Object.values(REST_TWINS).map((t) => t.operation),
      ].filter((key) => !live.includes(key)),
    }).toEqual({ withoutRule: [], ruleForNothing: [], describedButGone: [] });
    // Subscriptions would need a transport of their own to be checked here; none exist yet.
    expect([...operations.values()].filter((op) => op.kind === 'subscription').map((op) => op.key)).toEqual([]);
  });

  it("names 'member-own' for everything that takes a member's own ids", () => {
    const wrong = targets
      .filter((t) => [...t.kinds].some((k) => OWNED_KINDS.includes(k)) && t.access !== 'member-own')
      .map((t) => `${t.key} is '${t.access}'`);
    expect(wrong).toEqual([]);
  });
});

describe('authorization of every operation and route', () => {
  it('refuses everything but the public operations to an anonymous caller (UNAUTHENTICATED / 401)', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      const anonymous = new TestClient(server.url);
      const c = await contextFor({ ...sharedIds, ...ownerIds }, member.user);
      await expectOutcome(problems, 'anonymous', target, anonymous, c, target.access === 'public' ? 'ok' : 'UNAUTHENTICATED');
    }
    expect(problems).toEqual([]);
  });

  it(
    'refuses the administrator operations and the Union Desk to a plain member (FORBIDDEN / 403) and lets them do the rest',
    async () => {
      const problems: string[] = [];
      for (const target of targets) {
        if (target.access === 'admin' || target.access === 'super-admin' || target.access === 'case-worker') {
          const c = await contextFor({ ...sharedIds, ...ownerIds }, member.user);
          await expectOutcome(problems, 'a plain member', target, member.client, c, 'FORBIDDEN');
          await keepSignedIn(member);
        } else {
          await asActor(problems, 'a plain member', member, target, 'ok');
        }
      }
      expect(problems).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('lets an administrator do the administrator operations and only a super-administrator the super-administrator ones', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      if (target.access === 'admin') await asActor(problems, 'an administrator', admin, target, 'ok');
      if (target.access === 'super-admin') {
        await asActor(problems, 'an administrator', admin, target, 'FORBIDDEN');
        await asActor(problems, 'a super-administrator', superAdmin, target, 'ok');
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers NOT_FOUND / 404 to a second member using the first member's ids, shows them none of it and changes none of it", () =>
    expectNoReachIntoOwner(other));
});

/** Every operation and route a member may call, by `intruder` with the first member's ids: NOT_FOUND, nothing shown or changed. */
async function expectNoReachIntoOwner(intruder: Actor) {
  const ownerState = async () => (await owner.client.gql(ownerStateDocument)).data;
  const before = await ownerState();
  expect(before.journalEntries[0].participants).toHaveLength(1);
  expect(before.journalEntries[0].images).toHaveLength(1);
  expect(before.grievances[0].images).toHaveLength(1);
  expect(before.meetings[0].images).toHaveLength(1);
  expect(before.meetings[0].audio.chunks).toBe(1);
  const ownerIdValues = [owner.user.id, ...Object.values(ownerIds)];
  const problems: string[] = [];
  for (const target of targets) {
    if (target.access !== 'member' && target.access !== 'member-own') continue;
    const owned = [...target.kinds].filter((k) => OWNED_KINDS.includes(k));
    // All of the first member's ids; and where several are taken, the second member's own with one of the first's
    // (an image of one member under an entry of the other is still not theirs).
    const variants = owned.length === 0 ? [{ ...sharedIds, ...otherIds }] : [{ ...sharedIds, ...ownerIds }];
    if (owned.length > 1) for (const kind of owned) variants.push({ ...sharedIds, ...otherIds, [kind]: ownerIds[kind] });
    for (const ids of variants) {
      const c = await contextFor(ids, intruder.user);
      const expected = tokenMay(intruder, target) ? (owned.length ? 'NOT_FOUND' : 'ok') : 'FORBIDDEN';
      const { input, answer } = await expectOutcome(problems, 'a second member', target, intruder.client, c, expected);
      await keepSignedIn(intruder);
      const leaked = ownerIdValues.filter((id) => answer.text.includes(id) && !JSON.stringify(input).includes(id));
      if (leaked.length) problems.push(`${describeCall('a second member', target, input, answer)} (shows the first member's ${leaked})`);
      const after = await ownerState();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        problems.push(`${describeCall('a second member', target, input, answer)} (changed the first member's data)`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(await ownerState()).toEqual(before);
}

// ---- access tokens -------------------------------------------------------------------------------------------------

/** Operations only a browser session may call (a leaked token must not mint tokens or lock its owner out). */
const SESSION_ONLY = new Set([
  'Mutation.login',
  'Mutation.register',
  'Mutation.logout',
  'Query.accessTokens',
  'Mutation.createAccessToken',
  'Mutation.revokeAccessToken',
  'Mutation.changePassword',
]);
/** Mutations that change nothing (they compute an answer): a token needs 'read' for them. */
const READ_ONLY_MUTATIONS = new Set(['Mutation.askContract', 'Mutation.analyzeForGrievance', 'Mutation.transcribe']);

/**
 * The token rule an operation (or a route without an operation twin) should have, from what it is (a query, a GET, or
 * a change) and who may call it (RULES).
 */
function expectedScope(operationKey: string): ScopeRule {
  if (SESSION_ONLY.has(operationKey)) return 'session';
  if (operationKey === 'Query.branding') return 'public';
  const reads = operationKey.startsWith('Query.') || operationKey.startsWith('GET ') || READ_ONLY_MUTATIONS.has(operationKey);
  const kind = reads ? 'read' : 'write';
  if (RULES[operationKey] === 'case-worker') return `cases:${kind}`;
  return RULES[operationKey] === 'admin' ? `admin:${kind}` : kind;
}

describe('access tokens on every operation and route', () => {
  it('give every operation and route the token rule that fits what it does (a REST route the rule of its operation)', () => {
    const wrong = targets
      .map((t) => ({ key: t.key, scope: t.scope, expected: expectedScope(REST_TWINS[t.key]?.operation ?? t.key) }))
      .filter((t) => t.scope !== t.expected)
      .map((t) => `${t.key} is ${t.scope}, expected ${t.expected}`);
    expect(wrong).toEqual([]);
    expect(Object.keys(OPERATION_SCOPES).filter((key) => !operations.has(key))).toEqual([]);
  });

  it(
    "let a member's token do exactly what its scopes allow, and refuse the rest with FORBIDDEN / 403",
    async () => {
      const problems: string[] = [];
      for (const scopes of [['read'], ['read', 'write']] satisfies TokenScope[][]) {
        const script = await withToken(member, scopes);
        for (const target of targets) {
          const asSession = ['admin', 'super-admin', 'case-worker'].includes(target.access) ? 'FORBIDDEN' : 'ok';
          await asActor(problems, `a member's token [${scopes}]`, script, target, tokenMay(script, target) ? asSession : 'FORBIDDEN');
        }
      }
      expect(problems).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it("let an administrator's token reach the administrator operations only with the admin scopes", async () => {
    const problems: string[] = [];
    const sets: TokenScope[][] = [
      ['read', 'write'],
      ['read', 'write', 'admin:read'],
      ['read', 'write', 'admin:read', 'admin:write'],
    ];
    for (const scopes of sets) {
      const script = await withToken(admin, scopes);
      for (const target of targets.filter((t) => t.access === 'admin')) {
        await asActor(problems, `an administrator's token [${scopes}]`, script, target, tokenMay(script, target) ? 'ok' : 'FORBIDDEN');
      }
    }
    expect(problems).toEqual([]);
  });

  it("never let a member's token reach another member's data", async () => {
    await expectNoReachIntoOwner(await withToken(other, ['read', 'write']));
  });
});

// ---- the Union Desk ------------------------------------------------------------------------------------------------

/** Outcomes that say the caller may not reach the case at all; anything else (a result, or the rules' refusal) reached it. */
const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

describe('the Union Desk on every case operation and route', () => {
  it(
    "lets a steward reach their own case and not another steward's (NOT_FOUND), an officer every case, and a token only with the case scopes",
    async () => {
      const [steward, otherSteward] = await Promise.all([server.signedIn({ isSteward: true }), server.signedIn({ isSteward: true })]);
      const tokens = {
        none: await withToken(steward, ['read', 'write']),
        read: await withToken(steward, ['cases:read']),
        all: await withToken(steward, ['cases:read', 'cases:write']),
      };
      const problems: string[] = [];
      for (const target of targets.filter((t) => t.access === 'case-worker')) {
        const takesCase = target.kinds.has('deskCase');
        const callers: Array<[who: string, actor: Actor, assignee: Actor, expected: 'reach' | 'NOT_FOUND' | 'FORBIDDEN']> = [
          ['a steward on their own case', steward, steward, 'reach'],
          ["a steward on another steward's case", steward, otherSteward, takesCase ? 'NOT_FOUND' : 'reach'],
          ['an officer', admin, otherSteward, 'reach'],
          ["a steward's token without the case scopes", tokens.none, steward, 'FORBIDDEN'],
          ["a steward's token with cases:read", tokens.read, steward, tokenMay(tokens.read, target) ? 'reach' : 'FORBIDDEN'],
          ["a steward's token with both case scopes", tokens.all, steward, 'reach'],
        ];
        for (const [who, actor, assignee, expected] of callers) {
          const ids = await fixtures.create(['deskCase', 'deskCaseImage'], owner.client);
          const assigned = await admin.client.rest('POST', `/api/cases/${ids.deskCase}/assign`, { stewardUserId: assignee.user.id });
          if (assigned.status !== 200) throw new Error(`could not assign the case: ${assigned.status} ${JSON.stringify(assigned.body)}`);
          const c = await contextFor({ ...sharedIds, ...ids, member: actor.user.id }, actor.user);
          const { input, answer } = await target.call(actor.client, c);
          const outcome = target.outcome(answer);
          const reached = !REFUSED.has(outcome) && !/^HTTP 5|INTERNAL/.test(outcome);
          const ok = expected === 'reach' ? reached : outcome === expected;
          if (!ok) problems.push(`${describeCall(who, target, input, answer)} (expected ${expected}, was ${outcome})`);
          if (expected === 'NOT_FOUND' && answer.text.includes('Shift bid changed')) {
            problems.push(`${describeCall(who, target, input, answer)} (shows the case it refused)`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );
});
