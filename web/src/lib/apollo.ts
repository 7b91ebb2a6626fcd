import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app: cookies ride along (same origin); the server keeps the session. */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    // SPEC 7: queries never go stale, do not refetch on focus, are not retried.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
