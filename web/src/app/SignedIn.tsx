// The rest of Mantine's styles (the sign-in page's first paint had only its own, main.tsx).
import '@/lib/mantineStyles.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { HomeAnnouncementsDocument } from '@/features/home/api/home.graphql';
import { createSignedInClient } from '@/lib/apollo';
import { type CurrentUser, useCurrentUser } from '@/lib/session';
import { takeHomeAnnouncements } from '@/lib/sessionStart';
import type { HomeAnnouncementsQuery } from '@/gql/signed-out/graphql';
import { type Session, type SessionUser, signedOut } from '@/lib/sessionStore';

// The signed-in side's own chunk: Apollo Client comes with it, so the sign-in page never downloads it.

// One client per sign-in, kept across the routes (each route has its own Shell element, so this component remounts
// when a member goes from / to /terms): a new sign-in, a new session object, a new client with an empty cache.
let current: { session: Session; client: ApolloClient } | undefined;
function clientFor(session: Session, user: SessionUser) {
  if (current?.session !== session) {
    const early = takeHomeAnnouncements(user.id);
    const client = createSignedInClient(user, session.branding, early && early.arrived === undefined ? fetchWith(early.data) : undefined);
    // Already here (the usual case: it is small and was asked for before this code had downloaded): in the cache
    // before the first render, so the home shows its cards at once.
    if (early?.arrived) client.writeQuery({ query: HomeAnnouncementsDocument, data: early.arrived });
    current = { session, client };
  }
  return current.client;
}

/**
 * The browser's fetch, except that the client's first HomeAnnouncements request takes the answer the page's first
 * script asked for (lib/sessionStart.ts) for this same member, when it is still on its way.
 */
function fetchWith(early: Promise<HomeAnnouncementsQuery | null>): typeof fetch {
  let pending: typeof early | undefined = early;
  return (input, init) => {
    const answer = pending && typeof init?.body === 'string' && isHomeAnnouncements(init.body) ? pending : undefined;
    if (!answer) return fetch(input, init);
    pending = undefined;
    return answer.then((data) =>
      data ? new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }) : fetch(input, init),
    );
  };
}

function isHomeAnnouncements(body: string) {
  try {
    return (JSON.parse(body) as { operationName?: unknown }).operationName === 'HomeAnnouncements';
  } catch {
    return false;
  }
}

function SignedInShell({ layout }: { layout: (user: CurrentUser) => ReactNode }) {
  const client = useApolloClient();
  const { user, loading } = useCurrentUser();
  useEffect(() => {
    // The home's announcements (its largest paint) are asked for while the shell's code downloads, not after it; the
    // home's own query then finds them in flight or in the cache.
    if (window.location.pathname === '/') client.query({ query: HomeAnnouncementsDocument }).catch(() => {});
  }, [client]);
  // The member's record is asked for again by pages that meet a refusal (a session that expired): no one any more,
  // the sign-in screen.
  useEffect(() => {
    if (!loading && !user) signedOut();
  }, [loading, user]);
  if (!user) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return layout(user);
}

/** The signed-in shell's providers: Apollo Client, its cache seeded with the session the router found. */
export function SignedIn({ session, layout }: { session: Session; layout: (user: CurrentUser) => ReactNode }) {
  if (!session.user) return null;
  return (
    <ApolloProvider client={clientFor(session, session.user)}>
      <SignedInShell layout={layout} />
    </ApolloProvider>
  );
}
