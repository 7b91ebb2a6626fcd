import { type ApolloCache, ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { BrandingDocument, MeDocument } from './session.graphql';
import { isUnauthenticatedEntry, reportSessionEnded } from './sessionEnd';
import type { Branding, SessionUser } from './sessionStore';

/** Any answer that says no one is signed in ends the session for the whole app (lib/sessionEnd.ts). */
const sessionEndLink = new ErrorLink(({ error }) => {
  if (
    (CombinedGraphQLErrors.is(error) && error.errors.some(isUnauthenticatedEntry)) ||
    (ServerError.is(error) && error.statusCode === 401)
  ) {
    reportSessionEnded();
  }
});

/** One client for the app: cookies ride along (same origin); the server keeps the session. */
export function createApolloClient(uri = '/graphql', fetcher?: typeof fetch) {
  return new ApolloClient({
    link: ApolloLink.from([sessionEndLink, new HttpLink({ uri, credentials: 'same-origin', ...(fetcher ? { fetch: fetcher } : {}) })]),
    cache: new InMemoryCache(),
    // Queries never go stale, do not refetch on focus, are not retried.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}

/**
 * The client of a member who has just been found signed in (lib/sessionStore.ts): its cache already holds what the
 * sign-in screen learnt (the member and the local's names), so the shell does not ask for them again.
 */
export function createSignedInClient(user: SessionUser, branding: Branding | null, fetcher?: typeof fetch) {
  const client = createApolloClient('/graphql', fetcher);
  client.writeQuery({ query: MeDocument, data: { me: user } });
  if (branding) client.writeQuery({ query: BrandingDocument, data: { branding } });
  return client;
}

/**
 * After an admin write, the lists and counts it changes are dropped from the cache: the ones on screen refetch at
 * once, the others (the member feed, the Home announcements, the directory) when they are next shown.
 */
export const evictRootFields =
  (...fieldNames: string[]) =>
  (cache: ApolloCache) => {
    for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
  };
