import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The message to show for a failed call: the server's own words when it sent some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code !== 'INTERNAL_SERVER_ERROR' && first?.message) return first.message;
    return fallback;
  }
  if (ServerError.is(error)) return `${error.statusCode}: ${error.bodyText || error.message}`;
  return fallback;
}

export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/** Per-field messages from a BAD_USER_INPUT error, for showing under the form fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (CombinedGraphQLErrors.is(error)) {
    return (error.errors[0]?.extensions?.fieldErrors as Record<string, string> | undefined) ?? {};
  }
  return {};
}

/**
 * True when a call failed because the member's session has ended: the sign-in screen already says so (lib/sessionEnd),
 * so no toast of the failure is shown over it.
 */
export function endedTheSession(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}
