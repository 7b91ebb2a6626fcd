import { useSyncExternalStore } from 'react';
import type { BrandingQuery, CurrentUserFieldsFragment } from '@/gql/signed-out/graphql';
import { claimKeptWork } from './keptWork';
import { whenSessionEnds } from './sessionEnd';
import { startSession } from './sessionStart';

// Who is signed in, as the app first learns it, without Apollo Client: the router decides between the sign-in screen
// and the signed-in shell from this. Once signed in, Apollo Client's cache (seeded from here, lib/apollo.ts) is the
// member's record for the pages; when it finds no one signed in any more (a session that expired, a sign-out), the
// shell says so here and the sign-in screen comes back.

export type SessionUser = CurrentUserFieldsFragment;
export type Branding = BrandingQuery['branding'];

/** The local's names until the server's arrive (or when it cannot be asked). */
export const DEFAULT_BRANDING: Omit<Branding, '__typename'> = {
  unionName: 'Transport Workers Association',
  localNumber: 'Local 591',
  hubName: 'Hub',
  contractDate: 'March 26, 2020',
};

export type Session =
  | { loading: true; user: null; branding: null }
  | {
      loading: false;
      /** null: no one is signed in (or the server could not be asked: the sign-in screen either way). */
      user: SessionUser | null;
      /** The server's answer, or null when it could not be asked. */
      branding: Branding | null;
      /** True when the member's session ended while they were using the app (not a sign-out): the sign-in screen says so. */
      ended?: boolean;
    };

let session: Session = { loading: true, user: null, branding: null };
let started = false;
const listeners = new Set<() => void>();

function set(next: Session) {
  // The member's own unsaved work stays for their pages; anyone else's is deleted before any page renders.
  if (next.user) claimKeptWork(next.user.id);
  session = next;
  for (const listener of listeners) listener();
}

/** Takes the answers to who is signed in and the local's names (asked once, by main.tsx, lib/sessionStart.ts). */
export function loadSession() {
  if (started) return;
  started = true;
  startSession().then(([user, branding]) => {
    // A sign-in while the first answers were on their way wins over them.
    if (session.loading) set({ loading: false, user, branding });
  });
}

/** The member who has just signed in or registered. */
export function signedIn(user: SessionUser) {
  set({ loading: false, user, branding: session.branding });
}

/** No one is signed in any more: signed out, or the session expired. */
export function signedOut() {
  if (session.loading || session.user) set({ loading: false, user: null, branding: session.branding });
}

// A 401 from any door while a member is signed in: the sign-in screen, on the page they were on.
whenSessionEnds(() => {
  if (session.user) set({ loading: false, user: null, branding: session.branding, ended: true });
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  loadSession();
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => session;

/** The session as it stands now (components read it through useSession). */
export const currentSession = snapshot;

/** The session as the router needs it; asks the server on first use. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The local's names for the signed-out screens. */
export function useSessionBranding(): Omit<Branding, '__typename'> {
  return useSession().branding ?? DEFAULT_BRANDING;
}
