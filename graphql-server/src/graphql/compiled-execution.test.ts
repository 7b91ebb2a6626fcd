import { type DocumentNode, execute, type GraphQLSchema, getNamedType, isObjectType, type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../auth/user.entity.js';
import { buildGraphqlSchema } from '../composition/schema.js';
import type { RequestContext } from '../http/context.js';
import { expectSameTree } from '../test/graphql-fields.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { type SampleRows, writeSampleRows } from '../test/sample-rows.js';
import { compiledExecution } from './compiled-execution.js';

// Operations run compiled (graphql-jit) instead of through graphql-js's interpreter. What a client sees must
// not change: the same answers, the same refusals, and a compiled operation never carries one member's data to another.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_EVENT = `mutation($input: JournalEventInput!) { createJournalEvent(input: $input) { id } }`;

describe('compiled GraphQL execution', () => {
  it('answers one operation run by two members with each member’s own data, every time', async () => {
    const first = await server.signedIn({ firstName: 'Ana' });
    const second = await server.signedIn({ firstName: 'Ben' });
    const written = await first.client.gql(NEW_EVENT, { input: { eventTitle: 'Ana’s overtime bypass' } });
    expect(written.errors).toBeUndefined();
    const query = 'query Mine { me { firstName } journalEvents { eventTitle } }';
    for (let round = 0; round < 2; round += 1) {
      const ana = await first.client.gql(query);
      const ben = await second.client.gql(query);
      expect(ana.data).toEqual({ me: { firstName: 'Ana' }, journalEvents: [{ eventTitle: 'Ana’s overtime bypass' }] });
      expect(ben.data).toEqual({ me: { firstName: 'Ben' }, journalEvents: [] });
    }
    // Signed out, the same document: nobody, and the members' list refused.
    const nobody = await server.client().gql(query);
    expect(nobody.data).toBeNull();
    expect(nobody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('honours aliases, fragments, @include and @skip, and runs the operation named among several', async () => {
    const { client } = await server.signedIn({ firstName: 'Cleo', lastName: 'Diaz' });
    const document = `
      fragment Names on User { firstName lastName }
      query WithName($full: Boolean!) { who: me { ...Names username @include(if: $full) } }
      query WithoutName($full: Boolean!) { who: me { firstName lastName @skip(if: $full) } }`;
    const send = async (operationName: string, full: boolean) => {
      const res = await client.raw('POST', '/graphql', {
        body: JSON.stringify({ query: document, operationName, variables: { full } }),
        headers: { 'content-type': 'application/json' },
      });
      return (await res.json()) as { data: { who: Record<string, string> } };
    };
    expect((await send('WithName', false)).data.who).toEqual({ firstName: 'Cleo', lastName: 'Diaz' });
    expect(Object.keys((await send('WithName', true)).data.who)).toEqual(['firstName', 'lastName', 'username']);
    expect((await send('WithoutName', true)).data.who).toEqual({ firstName: 'Cleo' });
    expect((await send('WithoutName', false)).data.who).toEqual({ firstName: 'Cleo', lastName: 'Diaz' });
  });

  it('gives a variable that was not sent its default, a non-null one too, as graphql-js does', async () => {
    const { client } = await server.signedIn({ firstName: 'Dee' });
    const query = `query($full: Boolean! = true, $skip: Boolean = false) {
      me { firstName lastName @include(if: $full) username @skip(if: $skip) }
      kind: __typename @include(if: $full) }`;
    const defaults = await client.gql(query, {});
    expect(defaults.errors).toBeUndefined();
    expect(Object.keys(defaults.data.me)).toEqual(['firstName', 'lastName', 'username']);
    expect(defaults.data.kind).toBe('Query');
    // What is sent wins over the default.
    const sent = await client.gql(query, { full: false, skip: true });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ me: { firstName: 'Dee' } });
  });

  it('refuses a missing or wrong variable as the caller’s mistake (400, BAD_USER_INPUT), in graphql-js’s words', async () => {
    const { client } = await server.signedIn();
    const query = 'query Entry($id: ID!) { journalEntry(id: $id) { id } }';
    const missing = await client.gql(query, {});
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrong = await client.gql(query, { id: { not: 'an id' } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toMatch(/^Variable "\$id" got invalid value/);
  });

  it('runs an operation once even when a field fails, and answers the failure in Apollo’s words', async () => {
    const { client } = await server.signedIn();
    // The first field writes, the second is refused (a non-null field: the refusal empties the whole answer's data),
    // and the write happened exactly once.
    const twoWrites = `mutation {
      kept: createJournalEvent(input: { eventTitle: "Forced overtime, bay 4" }) { eventTitle }
      refused: createJournalEvent(input: { eventTitle: "" }) { eventTitle }
    }`;
    const answer = await client.gql(twoWrites);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Event title is required', path: ['refused'] });
    const events = await client.gql('{ journalEvents { eventTitle } }');
    expect(events.data).toEqual({ journalEvents: [{ eventTitle: 'Forced overtime, bay 4' }] });

    // An entry that is not the member's (or none) is not found, in the app's code and with its path.
    const missing = await client.gql('{ me { username } journalEntry(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(missing.errors?.[0]).toMatchObject({ path: ['journalEntry'], extensions: { code: 'NOT_FOUND' } });
  });

  it('answers with the security headers and compression, and without an ETag or X-Powered-By', async () => {
    const { client } = await server.signedIn();
    const res = await client.raw('POST', '/graphql', {
      // Large enough to be compressed (over 1 KB).
      body: JSON.stringify({ query: '{ me { username } __schema { types { name description } } }' }),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(((await res.json()) as { data: { me: { username: string } } }).data.me.username).toMatch(/^member\d+$/);
  });
});

/**
 * A fragment of each object type reachable from `typeName` selecting every field it has (fields that need an argument
 * aside), named `<Type>Fields`: read from the schema, so a field added to a type is selected too.
 */
function everyFieldFragments(schema: GraphQLSchema, typeName: string, written = new Map<string, string>()): string {
  if (written.has(typeName)) return '';
  written.set(typeName, '');
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is no object type`);
  const selections = Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => arg.defaultValue !== undefined || !arg.type.toString().endsWith('!')))
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      everyFieldFragments(schema, named.name, written);
      return `${field.name} { ...${named.name}Fields }`;
    });
  written.set(typeName, `fragment ${typeName}Fields on ${typeName} { __typename ${selections.join(' ')} }`);
  return [...written.values()].join('\n');
}

describe('compiled GraphQL execution against graphql-js’s execute', () => {
  let schema: GraphQLSchema;
  let rows: SampleRows;
  beforeAll(async () => {
    [schema, rows] = await Promise.all([buildGraphqlSchema(), writeSampleRows(server)]);
  }, 120_000);

  /** What a signed-in request's resolvers get (http/context.ts), with an EntityManager of its own. */
  const contextOf = (user: User): RequestContext =>
    ({ em: server.orm.em.fork(), user, authentication: { kind: 'session' }, services: server.services }) as RequestContext;

  /** The operation answered by the compiled path, as the app's Apollo server runs it (its gateway's executor). */
  async function compiled(document: DocumentNode, variables: Record<string, unknown>, user: User) {
    const { executor } = await compiledExecution(schema).gateway.load({ apollo: { schemaId: 'compiled-test' } } as never);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    const request = { document, operation, operationName: null, request: { variables }, context: contextOf(user) };
    return executor!(request as unknown as Parameters<NonNullable<typeof executor>>[0]);
  }

  const operations: [string, string, string, Record<string, unknown>][] = [
    ['the journal list', 'JournalEntry', 'query Journal { journalEntries { ...JournalEntryFields } }', {}],
    [
      'a page of the journal',
      'JournalEntryConnection',
      'query Page($first: Int) { journalEntriesConnection(first: $first) { ...JournalEntryConnectionFields } }',
      { first: 2 },
    ],
    ['the bulletins', 'Bulletin', 'query Feed($all: Boolean) { bulletins(includeInactive: $all) { ...BulletinFields } }', { all: true }],
    ['me', 'User', 'query Me { me { ...UserFields } }', {}],
  ];

  it.each(operations)('answers %s (every field, through fragments) exactly as execute does', async (_name, type, query, variables) => {
    for (const user of [rows.member, rows.admin]) {
      const document = parse(`${query}\n${everyFieldFragments(schema, type)}`);
      const ordinary = await execute({ schema, document, contextValue: contextOf(user), variableValues: variables });
      expect(ordinary.errors, 'execute’s errors').toBeUndefined();
      const answer = await compiled(document, variables, user);
      expect(answer.errors, 'the compiled path’s errors').toBeUndefined();
      expectSameTree(answer.data, ordinary.data, `${user.username}: data`);
    }
  });

  it('compares a journal with photos, witnesses and an entry of each kind', async () => {
    const document = parse(`query Journal { journalEntries { ...JournalEntryFields } }\n${everyFieldFragments(schema, 'JournalEntry')}`);
    const entries = ((await compiled(document, {}, rows.member)).data as { journalEntries: Record<string, unknown[]>[] }).journalEntries;
    expect(entries.length).toBeGreaterThan(2);
    expect(entries.some((entry) => entry.images.length > 0)).toBe(true);
    expect(entries.some((entry) => entry.participants.length > 1)).toBe(true);
    expect(entries.map((entry) => entry.readOnlyReason)).toContain(null);
  });
});
