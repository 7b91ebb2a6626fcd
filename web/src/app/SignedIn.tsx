// Mantine's styles for the shell and the home (the sign-in page's first paint had only its own, main.tsx); the rest
// come with the member's Apollo Client (lib/memberApollo.tsx).
import './shell/shellStyles.css';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { memberFor, recheckMemberIfStale, useMemberUser } from '@/lib/memberClient';
import type { CurrentUser } from '@/lib/session';
import type { Session, SessionUser } from '@/lib/sessionStore';

// The signed-in side's own chunk. Apollo Client is not in it: the shell and the home render from what the page's
// first script learnt (the member, the local's names, the home's announcements), and the member's client is made
// with the first page or action that needs it (lib/memberClient.ts), its cache seeded with the same answers.

/** The signed-in shell for the session the router found; one member (and later one client) per sign-in. */
export function SignedIn({ session, layout }: { session: Session; layout: (user: CurrentUser) => ReactNode }) {
  if (!session.user) return null;
  return <SignedInShell session={session} user={session.user} layout={layout} />;
}

function SignedInShell({ session, user, layout }: { session: Session; user: SessionUser; layout: (user: CurrentUser) => ReactNode }) {
  // Each route has its own Shell element, so this remounts when a member goes from / to /terms: the member (and the
  // name a profile change gave them) is kept by sign-in, not by this component.
  memberFor(session, user, session.branding);
  // Who is signed in is trusted for five minutes: a page opened after that asks again.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page opened is the moment to ask again
  useEffect(() => recheckMemberIfStale(), [pathname]);
  return layout(useMemberUser(user));
}
