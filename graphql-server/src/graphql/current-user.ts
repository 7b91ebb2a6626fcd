import { createParameterDecorator } from 'type-graphql';
import { requireUser } from '../auth/auth-checker.js';
import type { RequestContext } from '../http/context.js';

/**
 * The signed-in member, as a resolver parameter: `@CurrentUser() actor: User`. No member is UNAUTHENTICATED, as
 * `@Authorized()` answers (which, on the same field, runs first).
 */
export function CurrentUser() {
  return createParameterDecorator<RequestContext>(({ context }) => requireUser(context.user));
}
