import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurns } from './turns.js';

// A real HTTP server with takeTurns in front of a handler that answers when the test lets it.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(atATime: number, turnMs?: number) {
  const started: string[] = [];
  const answer = new Map<string, () => void>();
  const app = express();
  app.use(takeTurns(atATime, turnMs));
  app.get('/:name', (req, res) => {
    started.push(req.params.name);
    answer.set(req.params.name, () => res.json({ name: req.params.name }));
  });
  server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (name: string, signal?: AbortSignal) => fetch(`${base}/${name}`, { signal }).then((r) => r.json());
  return { started, answer: (name: string) => answer.get(name)?.(), get };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};
const settle = () => new Promise((r) => setTimeout(r, 60));

describe('takeTurns', () => {
  it('lets in only so many requests at a time, the others in order of arrival', async () => {
    const { started, answer, get } = await serve(2, 10_000);
    // One at a time with a pause between, so that the order of arrival is the order of the list (four fetches at
    // once open four connections, which the server may read in any order).
    const answers: Array<Promise<unknown>> = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      answers.push(get(name));
      await settle();
    }
    expect(started).toEqual(['a', 'b']);

    answer('b');
    await until(() => started.length === 3);
    expect(started).toEqual(['a', 'b', 'c']);
    answer('a');
    await until(() => started.length === 4);
    answer('c');
    answer('d');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd'].map((name) => ({ name })));
  });

  it('starts the next request once a turn has lasted too long, without cutting the slow one short', async () => {
    const { started, answer, get } = await serve(1, 40);
    const slow = get('slow');
    await until(() => started.length === 1);
    const next = get('next');
    await until(() => started.length === 2);
    answer('next');
    expect(await next).toEqual({ name: 'next' });
    answer('slow');
    expect(await slow).toEqual({ name: 'slow' });
  });

  it('forgets a caller that hung up while waiting, so its turn is not lost', async () => {
    const { started, answer, get } = await serve(1, 10_000);
    const first = get('first');
    await until(() => started.length === 1);
    const gaveUp = new AbortController();
    const abandoned = get('abandoned', gaveUp.signal).catch(() => 'aborted');
    await settle();
    gaveUp.abort();
    expect(await abandoned).toBe('aborted');
    await settle();
    answer('first');
    await first;
    const after = get('after');
    await until(() => started.length === 2);
    expect(started).toEqual(['first', 'after']);
    answer('after');
    expect(await after).toEqual({ name: 'after' });
  });

  it('a request whose caller hung up mid-answer gives its turn back', async () => {
    const { started, answer, get } = await serve(1, 10_000);
    const gaveUp = new AbortController();
    const abandoned = get('abandoned', gaveUp.signal).catch(() => 'aborted');
    await until(() => started.length === 1);
    gaveUp.abort();
    expect(await abandoned).toBe('aborted');
    const next = get('next');
    await until(() => started.length === 2);
    answer('next');
    expect(await next).toEqual({ name: 'next' });
  });

  it('0 lets every request in at once', async () => {
    const { started, answer, get } = await serve(0);
    const answers = ['a', 'b', 'c'].map((name) => get(name));
    await until(() => started.length === 3);
    for (const name of ['a', 'b', 'c']) answer(name);
    expect(await Promise.all(answers)).toHaveLength(3);
  });
});
