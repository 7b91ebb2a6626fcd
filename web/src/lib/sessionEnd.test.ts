import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { keepPiece, keptPiece } from './keptWork';
import { CURRENT_USER_FRESH_MS, memberFor, recheckMemberIfStale } from './memberClient';
import { MeDocument } from './session.graphql';
import { request } from './sessionClient';
import { currentSession as session, type SessionUser, signedIn, signedOut } from './sessionStore';
import { postForm } from './upload';

// A session that ends is learnt in one place: whichever door answers 401 (or UNAUTHENTICATED), the session store
// shows the sign-in screen saying so. Unsaved work is kept for that member only.

const member = (id: string): SessionUser => ({
  __typename: 'User',
  id,
  username: `member${id}`,
  firstName: 'Pat',
  lastName: 'Lee',
  personalEmail: `m${id}@example.org`,
  phoneNumber: null,
  employeeNumber: `E${id}`,
  employmentStatus: 'full_time',
  department: null,
  isAdmin: false,
  isSuperAdmin: false,
  isSteward: false,
});

function answer(status: number, body: unknown, contentType = 'application/graphql-response+json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } })),
  );
}

beforeEach(() => {
  localStorage.clear();
  signedIn(member('1'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  signedOut();
});

describe('a session that ends', () => {
  it('is ended by an UNAUTHENTICATED answer to a typed-document request, and the sign-in screen says so', async () => {
    answer(401, { data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(request({ toString: () => 'query Me { me { id } }' } as never)).rejects.toThrow('Please log in');
    expect(session()).toMatchObject({ user: null, ended: true });
  });

  it("is ended by an UNAUTHENTICATED answer to the member's Apollo Client", async () => {
    const client = createApolloClient('/graphql', async () =>
      Response.json({ data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Please log in');
    expect(session()).toMatchObject({ user: null, ended: true });
  });

  it('is found when a page is opened five minutes after the server last said who is signed in, not before', async () => {
    memberFor({}, member('1'), null);
    // At or after the moment the member was found signed in.
    const started = Date.now();
    answer(200, { data: { me: null } }, 'application/json');
    recheckMemberIfStale(started + CURRENT_USER_FRESH_MS - 1000);
    expect(fetch).not.toHaveBeenCalled();
    recheckMemberIfStale(started + CURRENT_USER_FRESH_MS);
    await vi.waitFor(() => expect(session()).toMatchObject({ user: null, ended: true }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is ended by a 401 to a REST upload', async () => {
    const xhr = { status: 401, responseText: '{"message":"Please log in to continue."}' };
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        status = xhr.status;
        responseText = xhr.responseText;
        onload?: () => void;
        open() {}
        setRequestHeader() {}
        send() {
          this.onload?.();
        }
      },
    );
    await expect(postForm('/api/journal/entries/1/images', new FormData())).rejects.toThrow('Please log in to continue.');
    expect(session()).toMatchObject({ user: null, ended: true });
  });

  it('is not a sign-in screen saying the session ended when no one was signed in (a wrong password)', async () => {
    signedOut();
    answer(200, { data: null, errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(request({ toString: () => 'mutation Login { login }' } as never)).rejects.toThrow('Invalid username');
    expect(session()).toMatchObject({ user: null });
    expect(session()).not.toHaveProperty('ended', true);
  });

  it('keeps unsaved work for the same member and deletes it, unread, when another member signs in', async () => {
    keepPiece('journal-edit', { words: 'Unsaved words' });
    answer(401, { data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    await request({ toString: () => 'query Me { me { id } }' } as never).catch(() => undefined);

    signedIn(member('1'));
    expect(keptPiece('journal-edit')).toEqual({ words: 'Unsaved words' });

    answer(401, { data: null, errors: [{ message: 'Please log in to continue.', extensions: { code: 'UNAUTHENTICATED' } }] });
    await request({ toString: () => 'query Me { me { id } }' } as never).catch(() => undefined);
    signedIn(member('2'));
    expect(keptPiece('journal-edit')).toBeUndefined();
    expect(JSON.stringify({ ...localStorage })).not.toContain('Unsaved words');
  });
});
