import type { TypedDocumentString } from '@/gql/signed-out/graphql';
import { isUnauthenticatedEntry, reportSessionEnded } from './sessionEnd';

// The signed-out screens' one door to /graphql: who is signed in, the local's names, sign in and register. A plain
// fetch instead of Apollo Client, which loads with the signed-in shell (a visitor on the sign-in page never downloads
// it). It sends what Apollo's HttpLink sends (lib/apollo.ts): a JSON POST, which is also what the server's CSRF
// prevention asks of a browser, the same Accept header (so the server answers in the same media type), the cookie
// (same origin); and it fails the way the link does, so the sign-in screen shows the server's words as before.

const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The server answered with GraphQL errors (Apollo Client's CombinedGraphQLErrors). */
export class GraphQLResponseError extends Error {
  readonly errors: GraphQLErrorEntry[];
  constructor(errors: GraphQLErrorEntry[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

/** The server answered something that is not a GraphQL result (Apollo Client's ServerError): status and body. */
export class HttpResponseError extends Error {
  readonly statusCode: number;
  readonly bodyText: string;
  constructor(statusCode: number, bodyText: string, message = `Response not successful: Received status code ${statusCode}`) {
    super(message);
    this.name = 'HttpResponseError';
    this.statusCode = statusCode;
    this.bodyText = bodyText;
  }
}

function parse(response: Response, bodyText: string): unknown {
  // A GraphQL response media type is read whatever the status (a 4xx can carry GraphQL errors); plain JSON only
  // from a successful status, as Apollo's link does.
  if (!response.headers.get('content-type')?.includes('application/graphql-response+json') && response.status >= 300) {
    if (response.status === 401) reportSessionEnded();
    throw new HttpResponseError(response.status, bodyText);
  }
  // Not JSON (Apollo's ServerParseError): no words of the server's to show, so the caller's fallback.
  return JSON.parse(bodyText);
}

/** Posts one typed document as Apollo's HttpLink would; the response as it comes. */
export function post<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables?: TVariables) {
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: ACCEPT, 'content-type': 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
}

/** Sends one typed document and returns its data; throws GraphQLResponseError or HttpResponseError (or fetch's own). */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const response = await post(document, variables);
  const result = parse(response, await response.text()) as { data?: TResult | null; errors?: GraphQLErrorEntry[] } | null;
  if (!result || typeof result !== 'object' || !('data' in result || 'errors' in result)) {
    throw new HttpResponseError(response.status, JSON.stringify(result), 'The server answered a malformed result');
  }
  if (result.errors?.length) {
    // No one signed in any more (a wrong password on the sign-in form says the same, but then no one was).
    if (result.errors.some(isUnauthenticatedEntry)) reportSessionEnded();
    throw new GraphQLResponseError(result.errors);
  }
  return result.data as TResult;
}

/** The message to show for a failed call: the server's own words when it sent some, else the fallback (lib/errors). */
export function requestErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLResponseError) {
    const first = error.errors[0];
    if (first?.extensions?.code !== 'INTERNAL_SERVER_ERROR' && first?.message) return first.message;
    return fallback;
  }
  if (error instanceof HttpResponseError) return `${error.statusCode}: ${error.bodyText || error.message}`;
  return fallback;
}
