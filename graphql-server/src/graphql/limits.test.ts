import { readFileSync } from 'node:fs';
import { type DocumentNode, Lexer, print, Source, specifiedRules, TokenKind, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { GRAPHQL_LIMITS, queryLimitsRule } from './limits.js';
import { buildGraphqlSchema } from '../composition/schema.js';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  production = await startTestServer({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await server.close();
  await production.close();
});

describe('GraphQL protections', () => {
  it('refuses a query deeper than 10 levels, also when fragments hide the depth', async () => {
    const levels = (n: number) => `${'ofType { '.repeat(n)}name${' }'.repeat(n)}`;
    // __schema(1) types(2) fields(3) type(4) + ofType levels + name
    const ok = await server.client().gql(`{ __schema { types { fields { type { ${levels(5)} } } } } }`);
    expect(ok.errors).toBeUndefined();
    const tooDeep = await server.client().gql(`{ __schema { types { fields { type { ${levels(7)} } } } } }`);
    expect(tooDeep.errors?.[0].message).toMatch(/too deep/);
    const hidden = await server
      .client()
      .gql(`{ __schema { ...Types } } fragment Types on __Schema { types { fields { type { ${levels(7)} } } } }`);
    expect(hidden.errors?.[0].message).toMatch(/too deep/);
  });

  it('refuses more than 15 aliases', async () => {
    const ok = Array.from({ length: 15 }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await server.client().gql(`{ ${ok} }`)).errors).toBeUndefined();
    const many = Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await server.client().gql(`{ ${many} }`);
    expect(res.errors?.[0].message).toMatch(/too many aliases/);
  });

  /** {...Fn} where each fragment spreads the one below twice: 2^n fields from a document of a few hundred bytes. */
  const doubling = (levels: number) => {
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Query{...F${i} ...F${i}}`);
    return `{...F${levels}} fragment F0 on Query{__typename} ${fragments.join(' ')}`;
  };

  it('refuses fragments that double at each level in milliseconds, without freezing the server', async () => {
    for (const levels of [22, 40]) {
      const started = performance.now();
      const res = await server.client().gql(doubling(levels));
      const elapsed = performance.now() - started;
      expect(res.status).toBe(400);
      expect(res.errors?.[0].message).toBe(`Query is too costly (${2 ** levels} fields; at most ${GRAPHQL_LIMITS.maxFields}).`);
      // Before memoising, 22 levels blocked the event loop for about 6 s (doubling per level); the bound is generous.
      expect(elapsed).toBeLessThan(500);
    }
  });

  it('still counts a fragment each time it is spread, and answers fragment cycles without looping', async () => {
    const eight = doubling(8);
    expect((await server.client().gql(eight)).data).toEqual({ __typename: 'Query' });
    expect((await server.client().gql(doubling(9))).errors?.[0].message).toMatch(/too costly \(512 fields/);
    const aliases = await server
      .client()
      .gql(`{ ...Two ...Two ...Two ...Two ...Two ...Two ...Two ...Two } fragment Two on Query { a: __typename b: __typename }`);
    expect(aliases.errors?.[0].message).toMatch(/too many aliases \(16;/);
    const cycle = await server.client().gql('{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }');
    expect(cycle.status).toBe(400);
    expect(cycle.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a document of more than 5000 tokens before doing anything else with it', async () => {
    const res = await server.client().gql(`{ ${'__typename '.repeat(20_000)}}`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.errors?.[0].message).toBe('Query is too large (more than 5000 tokens).');
  });

  it('passes every document the web sends, each well under the token limit', async () => {
    const schema = await buildGraphqlSchema();
    const generated = readFileSync(new URL('../../../web/src/gql/graphql.ts', import.meta.url), 'utf8');
    const documents = [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)];
    expect(documents.length).toBeGreaterThan(20);
    for (const [, name, json] of documents) {
      const document = JSON.parse(json) as DocumentNode;
      expect(validate(schema, document, [...specifiedRules, queryLimitsRule]), name).toEqual([]);
      const lexer = new Lexer(new Source(print(document)));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
      expect(tokens, name).toBeLessThan(GRAPHQL_LIMITS.maxTokens / 10);
    }
  });

  it('does not accept batched requests', async () => {
    const res = await server.client().raw('POST', '/graphql', {
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a form POST without a preflight header (CSRF protection)', async () => {
    const res = await server.client().raw('POST', '/graphql', {
      body: 'query=%7B__typename%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });

  it('does not suggest field names to strangers', async () => {
    const res = await server.client().gql('{ mee { id } }');
    expect(res.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it('in production, introspection needs a signed-in user: 401 with UNAUTHENTICATED, however it is asked', async () => {
    const attempts = [
      '{ __schema { queryType { name } } }',
      '{ s: __schema { queryType { name } } }',
      '{ __type(name: "User") { name } }',
      '{ t: __type(name: "User") { fields { name } } }',
      '{ ...Peek } fragment Peek on Query { __schema { types { name } } }',
    ];
    for (const query of attempts) {
      const visitor = await production.client().gql(query);
      expect(visitor.status, query).toBe(401);
      expect(visitor.errors?.[0].extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(visitor.errors?.[0].message, query).toBe('Sign in to introspect the schema.');
      expect(visitor.data, query).toBeUndefined();
    }
    expect((await production.client().gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    const { client } = await production.signedIn();
    const member = await client.gql('{ __schema { queryType { name } } }');
    expect(member.data?.__schema.queryType.name).toBe('Query');
  });

  it('answers unknown REST paths with a JSON 404', async () => {
    const res = await server.client().rest('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('broken multipart requests', () => {
  it('answers a truncated multipart body with 400, not a server error', async () => {
    const res = await server.client().raw('POST', '/graphql', {
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toEqual({ message: 'The upload could not be read. Please try again.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
