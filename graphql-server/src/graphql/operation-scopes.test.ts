import type { TokenScope } from '@union/rules/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingScopeMessage } from '../auth/scopes.js';
import { Bulletin } from '../modules/bulletins/bulletin.entity.js';
import type { TestClient } from '../test/client.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { OPERATION_SCOPES } from './operation-scopes.js';

// An access token reaches what its scopes allow, judged on the arguments the operation will really run with: literal,
// variables sent, and the operation's own variable defaults, through aliases, fragments and a chosen operation.

let server: TestServer;
/** An administrator's tokens: without and with 'admin:read'; and a plain member's read-only token. */
let withoutAdminRead: TestClient;
let withAdminRead: TestClient;
let memberReadOnly: TestClient;

const HIDDEN = ['Scope hidden inactive', 'Scope hidden scheduled'];
const FEED = 'Scope feed';

async function tokenClient(browser: TestClient, scopes: TokenScope[]): Promise<TestClient> {
  const res = await browser.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
    i: { name: `Scopes ${scopes.join(' ')}`, scopes, expiresInDays: 30 },
  });
  expect(res.errors).toBeUndefined();
  const client = server.client();
  client.headers.authorization = `Bearer ${res.data.createAccessToken.token}`;
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  const em = server.orm.em.fork();
  em.create(Bulletin, { title: FEED, content: 'In the feed', publishedAt: new Date() });
  em.create(Bulletin, { title: HIDDEN[0], content: 'Hidden by an administrator', publishedAt: new Date(), isActive: false });
  em.create(Bulletin, { title: HIDDEN[1], content: 'Not yet published', publishedAt: new Date(Date.now() + 7 * 86_400_000) });
  await em.flush();
  const admin = await server.signedIn({ isAdmin: true });
  const member = await server.signedIn();
  [withoutAdminRead, withAdminRead, memberReadOnly] = await Promise.all([
    tokenClient(admin.client, ['read', 'write']),
    tokenClient(admin.client, ['read', 'admin:read']),
    tokenClient(member.client, ['read']),
  ]);
});
afterAll(() => server.close());

/** A GraphQL request as an integrator's script sends it, with an operation name when the document holds several. */
async function post(client: TestClient, query: string, variables?: Record<string, unknown>, operationName?: string) {
  const res = await client.raw('POST', '/graphql', {
    body: JSON.stringify({ query, variables, operationName }),
    headers: { 'content-type': 'application/json' },
  });
  const body = (await res.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: res.status, ...body };
}

/** Every bulletin title anywhere in an answer (a list's items or a connection's nodes, under any alias). */
const titlesIn = (data: unknown): string[] => [...JSON.stringify(data ?? null).matchAll(/"title":"([^"]*)"/g)].map((m) => m[1]);

/** The fields whose token rule depends on their arguments, with a selection of bulletin titles for each. */
const ARGUMENT_RULES = {
  'Query.bulletins': { field: 'bulletins', selection: '{ title }' },
  'Query.bulletinsConnection': { field: 'bulletinsConnection', selection: '{ edges { node { title } } }' },
};

/** Ways of asking a field for includeInactive: true; each must need 'admin:read'. */
function askingForEverything(field: string, selection: string) {
  const call = (args: string) => `${field}${args} ${selection}`;
  return [
    { how: 'a literal', query: `{ ${call('(includeInactive: true)')} }` },
    { how: 'a variable', query: `query($all: Boolean) { ${call('(includeInactive: $all)')} }`, variables: { all: true } },
    { how: "the variable's default", query: `query($all: Boolean = true) { ${call('(includeInactive: $all)')} }` },
    { how: 'an alias', query: `query($all: Boolean = true) { harmless: ${call('(includeInactive: $all)')} }` },
    {
      how: 'a fragment',
      query: `query($all: Boolean = true) { ...Feed } fragment Feed on Query { ${call('(includeInactive: $all)')} }`,
    },
    {
      how: 'inline fragments around a fragment',
      query: `query($all: Boolean = true) { ... on Query { ...Outer } } fragment Outer on Query { ... { ...Feed } } fragment Feed on Query { ${call('(includeInactive: $all)')} }`,
    },
    {
      how: 'the second operation of the document, chosen by name',
      query: `query Harmless { me { id } } query Sneaky($all: Boolean = true) { ${call('(includeInactive: $all)')} }`,
      operationName: 'Sneaky',
    },
    {
      how: 'a variable default inside a list of fields that need less',
      query: `query($all: Boolean = true) { me { id } a: ${call('')} b: ${call('(includeInactive: $all)')} }`,
    },
  ];
}

/** Ways of asking for the feed only; 'read' is enough and nothing hidden comes back. */
function askingForTheFeed(field: string, selection: string) {
  const call = (args: string) => `${field}${args} ${selection}`;
  return [
    { how: 'no argument', query: `{ ${call('')} }` },
    { how: 'a literal false', query: `{ ${call('(includeInactive: false)')} }` },
    { how: 'a variable false', query: `query($all: Boolean) { ${call('(includeInactive: $all)')} }`, variables: { all: false } },
    { how: 'a variable not sent', query: `query($all: Boolean) { ${call('(includeInactive: $all)')} }` },
    { how: "the variable's default false", query: `query($all: Boolean = false) { ${call('(includeInactive: $all)')} }` },
    {
      how: 'false sent over a default true',
      query: `query($all: Boolean = true) { ${call('(includeInactive: $all)')} }`,
      variables: { all: false },
    },
    {
      how: 'null sent over a default true',
      query: `query($all: Boolean = true) { ${call('(includeInactive: $all)')} }`,
      variables: { all: null },
    },
  ];
}

describe('token rules that depend on arguments', () => {
  it('are exactly the ones tested here (a new one needs its literal, variable and default cases)', () => {
    const dependent = Object.entries(OPERATION_SCOPES)
      .filter(([, rule]) => typeof rule === 'function')
      .map(([key]) => key);
    expect(dependent.sort()).toEqual(Object.keys(ARGUMENT_RULES).sort());
  });

  for (const [key, { field, selection }] of Object.entries(ARGUMENT_RULES)) {
    it(`${key}: includeInactive true by a literal, a variable or a variable's default needs 'admin:read', however it is dressed`, async () => {
      const problems: string[] = [];
      for (const { how, query, variables, operationName } of askingForEverything(field, selection)) {
        const refused = await post(withoutAdminRead, query, variables, operationName);
        if (refused.status !== 403 || refused.errors?.[0]?.message !== missingScopeMessage('admin:read') || refused.data) {
          problems.push(`without admin:read, ${how}: ${refused.status} ${JSON.stringify(refused).slice(0, 300)}`);
        }
        const allowed = await post(withAdminRead, query, variables, operationName);
        if (allowed.status !== 200 || !HIDDEN.every((title) => titlesIn(allowed.data).includes(title))) {
          problems.push(`with admin:read, ${how}: ${allowed.status} ${JSON.stringify(allowed).slice(0, 300)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${key}: the feed needs only 'read' and shows nothing hidden, whatever the variables' defaults say`, async () => {
      const problems: string[] = [];
      for (const { how, query, variables } of askingForTheFeed(field, selection)) {
        for (const [who, client] of [
          ['an administrator without admin:read', withoutAdminRead],
          ['a member', memberReadOnly],
        ] as const) {
          const res = await post(client, query, variables);
          const titles = titlesIn(res.data);
          if (res.status !== 200 || res.errors || !titles.includes(FEED) || HIDDEN.some((title) => titles.includes(title))) {
            problems.push(`${who}, ${how}: ${res.status} ${JSON.stringify(res).slice(0, 300)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("judge a required variable that is not sent by its default ('Boolean! = true')", async () => {
    const res = await post(withoutAdminRead, 'query($all: Boolean! = true) { bulletins(includeInactive: $all) { title } }');
    expect(res.status).toBe(403);
    expect(res.errors?.[0].message).toBe(missingScopeMessage('admin:read'));
    expect(res.data ?? null).toBeNull();
  });

  it('refuse a variable that does not coerce with 400 and the reason, never a crash', async () => {
    const query = 'query($all: Boolean = true) { bulletins(includeInactive: $all) { title } }';
    for (const client of [withoutAdminRead, withAdminRead]) {
      const res = await post(client, query, { all: 'yes' });
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(/\$all/);
      expect(res.data ?? null).toBeNull();
    }
  });
});

describe('root fields that need more than the token has', () => {
  it('are refused under an alias, in a fragment, in an inline fragment, and beside fields the token may call', async () => {
    const documents = [
      '{ stewards: allShopStewards { id } }',
      '{ ...Admin } fragment Admin on Query { allShopStewards { id } }',
      '{ ... on Query { list: emailAllowlist { email } } }',
      '{ me { id } ...Admin } fragment Admin on Query { ... on Query { adminOverview { __typename } } }',
      'mutation { ...Change } fragment Change on Mutation { setBulletinVisibility(id: "00000000-0000-0000-0000-000000000000", hasOptedIn: true) { id } }',
    ];
    for (const query of documents) {
      const res = await post(memberReadOnly, query);
      expect(res.status, query).toBe(403);
      expect(res.errors?.[0].extensions?.code, query).toBe('FORBIDDEN');
      expect(res.data ?? null, query).toBeNull();
    }
  });
});

describe("the REST door's bulletin list", () => {
  it("needs 'admin:read' for ?active=false, and no other spelling of the query shows what is hidden", async () => {
    const refused = await withoutAdminRead.rest('GET', '/api/bulletins?active=false');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(missingScopeMessage('admin:read'));
    const allowed = await withAdminRead.rest('GET', '/api/bulletins?active=false');
    expect(allowed.status).toBe(200);
    expect(titlesIn(allowed.body)).toEqual(expect.arrayContaining(HIDDEN));

    const spellings = ['active=false&active=false', 'active[]=false', 'active=FALSE', 'active=false%00', 'ACTIVE=false', 'active=%20false'];
    for (const query of [...spellings, ...spellings.map((s) => `${s}&limit=50`)]) {
      const res = await withoutAdminRead.rest('GET', `/api/bulletins?${query}`);
      const shown = res.status === 200 ? titlesIn(res.body) : [];
      expect([200, 400, 403], query).toContain(res.status);
      expect(
        HIDDEN.filter((title) => shown.includes(title)),
        query,
      ).toEqual([]);
    }
  });
});
