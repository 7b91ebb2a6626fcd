import { type ApolloCache, ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app: cookies ride along (same origin); the server keeps the session. */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    // SPEC 7: queries never go stale, do not refetch on focus, are not retried.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
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
