import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

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

  it('in production, introspection needs a signed-in user', async () => {
    const visitor = await production.client().gql('{ __schema { queryType { name } } }');
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
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
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});
