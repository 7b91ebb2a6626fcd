import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestAnnouncements } from '@/features/home/components/LatestAnnouncements/LatestAnnouncements';
import { loadMemberClient, signOutMember } from '@/lib/memberClient';
import { MeDocument } from '@/lib/session.graphql';
import { prefetchHomeAnnouncements, takeHomeAnnouncements } from '@/lib/sessionStart';
import type { Session } from '@/lib/sessionStore';
import { testUser } from '@/test/currentUser';
import { theme } from './theme';
import { SignedIn } from './SignedIn';

// The home's announcements asked for by the page's first script (src/session.ts) are in the member's first render.

const bulletin = {
  __typename: 'Bulletin',
  id: 'b1',
  title: 'Overtime sign-ups',
  content: 'Starting next pay period.',
  type: 'general',
  isActive: true,
  publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
  expiresAt: null,
};

function stubFetch() {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: { __typename: 'Query', bulletins: [bulletin] } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome(session: Session) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <SignedIn
          session={session}
          layout={(user) => (
            <>
              <p data-testid="welcome">Welcome, {user.firstName}</p>
              <LatestAnnouncements />
            </>
          )}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The early answer has arrived (a stubbed fetch answers at once). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const sessionOf = (user: ReturnType<typeof testUser>): Session => ({ loading: false, user, branding: null });

afterEach(async () => {
  takeHomeAnnouncements('');
  await signOutMember();
  vi.unstubAllGlobals();
});

describe('SignedIn', () => {
  it('shows the early announcements in its first render, without a skeleton, a second request or Apollo Client', async () => {
    const fetchMock = stubFetch();
    const user = testUser({ id: 'u7' });
    prefetchHomeAnnouncements(user.id);
    await settle();
    renderHome(sessionOf(user));
    // Synchronously, in the first render.
    expect(screen.queryByTestId('announcements-loading')).toBeNull();
    expect(screen.getByTestId('announcement')).toHaveTextContent('Overtime sign-ups');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the early answer still on its way, once, with no second request', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>();
    // Only the early request waits (signing out afterwards is answered at once).
    fetchMock
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
      .mockImplementation(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const user = testUser({ id: 'u8' });
    prefetchHomeAnnouncements(user.id);
    renderHome(sessionOf(user));
    expect(screen.getByTestId('announcements-loading')).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ data: { __typename: 'Query', bulletins: [bulletin] } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByTestId('announcement')).toHaveTextContent('Overtime sign-ups');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never shows another member the announcements asked for the previous one: the new member’s client asks itself', async () => {
    const fetchMock = stubFetch();
    prefetchHomeAnnouncements('someone-else');
    await settle();
    renderHome(sessionOf(testUser({ id: 'u9' })));
    expect(screen.getByTestId('announcements-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('announcement')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the member’s new name once a page has changed it in the member’s client', async () => {
    stubFetch();
    const user = testUser({ id: 'u10', firstName: 'Marcus' });
    renderHome(sessionOf(user));
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, Marcus');
    const client = await loadMemberClient();
    act(() => client.writeQuery({ query: MeDocument, data: { me: { ...user, firstName: 'Dana' } } }));
    expect(await screen.findByText('Welcome, Dana')).toBeInTheDocument();
  });
});
