import type { Fetcher } from '@graphiql/toolkit';
import { EXPLORER_INTROSPECTION_QUERY } from './introspection';

/**
 * Every operation goes to this app's own /graphql as a JSON POST (Apollo's CSRF rules accept it without a preflight
 * header). The session cookie rides along (same-origin); a header typed in the Headers tab, such as
 * `Authorization: Bearer uc_pat_...`, is added to the request, and the server then answers as that token's owner.
 */
export const explorerFetcher: Fetcher = async (params, options) => {
  // GraphiQL's own introspection is deeper than the server's depth limit; this one asks for the same within it.
  const body = params.operationName === 'IntrospectionQuery' ? { ...params, query: EXPLORER_INTROSPECTION_QUERY } : params;
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      ...options?.headers,
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    // Not a GraphQL answer (a proxy's error page, a dropped connection): show the status rather than a parse error.
    return { errors: [{ message: `${response.status}: ${text.slice(0, 200) || response.statusText}` }] };
  }
};
