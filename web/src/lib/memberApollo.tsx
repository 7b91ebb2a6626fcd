// The rest of Mantine's styles: every page but the home, the meeting wizard and the recording offer come with this
// module (the shell and the home have their own few, app/shell/shellStyles.css).
import './mantineStyles.css';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { type ReactNode, use, useContext } from 'react';
import { HomeAnnouncementsDocument } from '@/gql/shell/graphql';
import { createSignedInClient } from './apollo';
import { loadMemberClient, type Member, useMemberClient } from './memberClient';
import { MeDocument } from './session.graphql';
import type { SessionUser } from './sessionStore';

// The signed-in member's Apollo Client and its provider: loaded with Apollo Client on first need (./memberClient.ts),
// never with the home's first screen.

/**
 * The member's client, its cache seeded with what the page already knows (the member, the local's names, the home's
 * early announcements); `onMember` hears the member's record as the cache holds it (a profile change; null when a
 * page found the session expired).
 */
export function createMemberClient(member: Member, onMember: (user: SessionUser | null) => void) {
  const early = member.early;
  const client = createSignedInClient(
    member.user,
    member.branding,
    early && early.arrived === undefined ? fetchWith(early.data) : undefined,
  );
  if (early?.arrived) client.writeQuery({ query: HomeAnnouncementsDocument, data: early.arrived });
  const watched = client.watchQuery({ query: MeDocument, fetchPolicy: 'cache-only' }).subscribe(({ data, dataState }) => {
    // The cache's record (with its __typename, as the seed had it).
    if (dataState === 'complete') onMember((data.me as SessionUser | null) ?? null);
  });
  return { client, stop: () => watched.unsubscribe() };
}

/**
 * The browser's fetch, except that the client's first HomeAnnouncements request takes the answer the page's first
 * script asked for (lib/sessionStart.ts) for this same member, when it is still on its way.
 */
function fetchWith(early: Promise<unknown>): typeof fetch {
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

/**
 * Apollo Client's provider with the current member's client (suspends until it is made); inside another provider
 * (a page inside the admin guard's, a component test's mocks) that one serves.
 */
export function WithMemberApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  const made = useMemberClient();
  if (outer) return children;
  const client = made ?? use(loadMemberClient());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
