import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * An idle kept-alive connection stays open longer than clients and proxies usually keep theirs (60 s), so a client
 * never sends a request down a connection the server is closing at that moment, which it would see as a reset. The
 * limit on a request's headers must be longer still.
 */
export const KEEP_ALIVE_MS = 65_000;
const HEADERS_MS = KEEP_ALIVE_MS + 1_000;

/** Starts serving the app on the port and host; answers once it listens, or with the error that stopped it. */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    // Express 5 calls back on 'listening' and on 'error' alike, with the error.
    const server = app.listen(port, host, (error?: Error) => {
      if (error) return reject(error);
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = HEADERS_MS;
      resolve(server);
    });
  });
}
