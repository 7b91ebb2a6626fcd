import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

// A phone on the ramp pays for every byte, so JSON answers are compressed when the client accepts it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('response compression', () => {
  it('compresses a JSON answer for a client that accepts gzip, and not for one that does not', async () => {
    const { client } = await server.signedIn();
    const zipped = await client.raw('GET', '/api/grievance-categories', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(((await zipped.json()) as unknown[]).length).toBeGreaterThan(5);
    const plain = await client.raw('GET', '/api/grievance-categories', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
