import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { LogoutDocument, MeDocument as MeRequest } from '@/gql/signed-out/graphql';
import { forgetKeptWork } from './keptWork';
import { MeDocument } from './session.graphql';
import { request } from './sessionClient';
import { reportSessionEnded } from './sessionEnd';
import { type EarlyHomeAnnouncements, takeHomeAnnouncements } from './sessionStart';
import { type Branding, type SessionUser, signedOut } from './sessionStore';

// The signed-in member as the shell shows them, and their Apollo Client, made on first need (a page other than the
// home, the meeting wizard, the home without the page's early answer) instead of with the shell: the home's first
// screen (the shell, its header's name and the local's names, the announcements asked for by the page's first
// script) renders without Apollo Client and its React hooks (about 50 KB gzip a phone does not wait for). No Apollo
// code here (types only): it comes with ./memberApollo.tsx, loaded by loadMemberClient().

export interface Member {
  /** One per sign-in (the session object the router found): a new sign-in is a new member, a new client. */
  readonly key: object;
  /** The member's record as the shell shows it; follows the client's cache once the client exists. */
  user: SessionUser;
  readonly branding: Branding | null;
  /** The home's announcements the page's first script asked for this member (lib/sessionStart.ts). */
  readonly early?: EarlyHomeAnnouncements;
  client?: ApolloClient;
  /** When the server last said who is signed in (ms since the epoch). */
  checkedAt: number;
  loading?: Promise<ApolloClient>;
  stop?: () => void;
}

let member: Member | undefined;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The member of this sign-in (made on its first call with that sign-in's key; the previous member's client is dropped). */
export function memberFor(key: object, user: SessionUser, branding: Branding | null): Member {
  if (member?.key !== key) {
    endMember();
    member = { key, user, branding, early: takeHomeAnnouncements(user.id), checkedAt: Date.now() };
  }
  return member;
}

/** The current member's Apollo Client, made once (with ./memberApollo.tsx's code) and seeded with what is known. */
export function loadMemberClient(): Promise<ApolloClient> {
  const current = member;
  if (!current) return Promise.reject(new Error('No one is signed in'));
  current.loading ??= import('./memberApollo').then(({ createMemberClient }) => {
    // Signed out (or another member signed in) while the code downloaded: that client is never made.
    if (member !== current) throw new Error('No longer signed in');
    const { client, stop } = createMemberClient(current, (user) => {
      if (member !== current) return;
      if (!user) {
        // A page asked who is signed in and heard no one: the session has ended.
        reportSessionEnded();
        return;
      }
      current.user = user;
      notify();
    });
    current.client = client;
    current.stop = stop;
    notify();
    return client;
  });
  return current.loading;
}

/** How long the answer to who is signed in is trusted before a page the member opens asks again. */
export const CURRENT_USER_FRESH_MS = 300_000;

/**
 * Asks the server again who is signed in when its last answer is older than CURRENT_USER_FRESH_MS (a page opened
 * after that): no one any more ends the session (the sign-in screen), a changed record is shown. Not retried.
 */
export function recheckMemberIfStale(now = Date.now()) {
  const current = member;
  if (!current || now - current.checkedAt < CURRENT_USER_FRESH_MS) return;
  current.checkedAt = now;
  request(MeRequest).then(
    ({ me }) => {
      if (member !== current) return;
      if (!me) {
        reportSessionEnded();
        return;
      }
      current.user = me;
      current.client?.writeQuery({ query: MeDocument, data: { me } });
      notify();
    },
    () => undefined,
  );
}

function endMember() {
  const ended = member;
  if (!ended) return;
  member = undefined;
  ended.stop?.();
  // Every cached member's data dropped (the next sign-in gets a new client anyway).
  ended.client?.clearStore().catch(() => {});
}

/**
 * Signing out returns to the sign-in screen and drops what was cached, even if the call fails; the member chose to
 * leave, so what they kept unsaved in this browser goes too.
 */
export async function signOutMember() {
  await request(LogoutDocument).catch(() => {
    // silent by design
  });
  endMember();
  forgetKeptWork();
  signedOut();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The member's record as the shell shows it (their name in the header follows a profile change). */
export function useMemberUser(fallback: SessionUser): SessionUser {
  return useSyncExternalStore(subscribe, () => member?.user ?? fallback);
}

/** The current member's client once it has been made (undefined before). */
export function useMemberClient(): ApolloClient | undefined {
  return useSyncExternalStore(subscribe, () => member?.client);
}

/** The home's early announcements for the current member, if the page's first script asked for them. */
export function earlyHomeAnnouncements(): EarlyHomeAnnouncements | undefined {
  return member?.early;
}
