import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen.js';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** One GET on the agent's kept-alive connection: the response's Keep-Alive header and the local port it went from. */
function get(port: number, agent: http.Agent): Promise<{ keepAlive: string | undefined; localPort: number | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ keepAlive: String(response.headers['keep-alive']), localPort: request.socket?.localPort }));
    });
    request.on('error', reject);
  });
}

describe('listen', () => {
  it('keeps an idle connection open past the 5 seconds clients often reuse one after, and says for how long', async () => {
    const app = express();
    app.get('/', (_req, res) => res.send('ok'));
    const server = await listen(app, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    stop = () => {
      agent.destroy();
      server.close();
    };
    const { port } = server.address() as AddressInfo;

    const first = await get(port, agent);
    expect(first.keepAlive).toBe('timeout=65');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get(port, agent);
    // The same connection served both: the server had not closed it under the client.
    expect(second.localPort).toBe(first.localPort);
  }, 15_000);
});
