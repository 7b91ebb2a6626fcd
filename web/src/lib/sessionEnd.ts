// The one place the app learns that the member's session has ended (idle timeout, a password changed elsewhere, the
// server forgot it): every door a signed-in page uses (the member's Apollo Client, the typed-document requests, the
// REST uploads) reports a 401 here, and the session store (lib/sessionStore.ts) answers with the sign-in screen. A
// report while no one is signed in (a wrong password on the sign-in form) changes nothing.

let onEnded: (() => void) | undefined;

/** Who hears that the session has ended (the session store registers itself). */
export function whenSessionEnds(listener: () => void) {
  onEnded = listener;
}

/** A door answered 401 (or the GraphQL code UNAUTHENTICATED). */
export function reportSessionEnded() {
  onEnded?.();
}

/** True for a GraphQL error entry that says no one is signed in. */
export const isUnauthenticatedEntry = (entry: { extensions?: Record<string, unknown> } | undefined) =>
  entry?.extensions?.code === 'UNAUTHENTICATED';
