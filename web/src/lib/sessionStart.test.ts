import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchHomeAnnouncements, takeHomeAnnouncements } from './sessionStart';

// The home's announcements asked for early (src/session.ts) are handed to the Apollo Client of the member they were
// asked for, once: a member who signs in after another never gets the previous member's answer.

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response('{"data":{"bulletins":[]}}', { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  takeHomeAnnouncements('');
  vi.unstubAllGlobals();
});

describe('prefetchHomeAnnouncements', () => {
  it('asks once with the HomeAnnouncements query, and hands the answer to the same member once', async () => {
    const fetchMock = stubFetch();
    prefetchHomeAnnouncements('7');
    prefetchHomeAnnouncements('7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).query).toMatch(/query HomeAnnouncements/);
    const answer = takeHomeAnnouncements('7');
    expect(await answer?.data).toEqual({ bulletins: [] });
    expect(answer?.arrived).toEqual({ bulletins: [] });
    expect(takeHomeAnnouncements('7')).toBeUndefined();
  });

  it('never hands one member’s answer to another', () => {
    stubFetch();
    prefetchHomeAnnouncements('7');
    expect(takeHomeAnnouncements('8')).toBeUndefined();
    // Nor to the first member later: the answer was dropped when another member's client was made.
    expect(takeHomeAnnouncements('7')).toBeUndefined();
  });

  it('gives no answer when the request failed, so Apollo Client asks itself', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    prefetchHomeAnnouncements('7');
    expect(await takeHomeAnnouncements('7')?.data).toBeNull();
  });

  it('gives no answer when the server answered GraphQL errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"message":"no"}],"data":null}', { headers: { 'content-type': 'application/json' } })),
    );
    prefetchHomeAnnouncements('7');
    expect(await takeHomeAnnouncements('7')?.data).toBeNull();
  });
});
