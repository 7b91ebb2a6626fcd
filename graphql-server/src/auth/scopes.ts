import { SCOPE_NEEDS, type TokenScope } from '@union/rules/tokens';
import { AppError } from '../errors.js';

/** How the actor proved who they are: a browser session cookie, or a personal access token with its scopes. */
export type Authentication = { kind: 'session' } | { kind: 'token'; tokenId: string; scopes: readonly TokenScope[] };

/**
 * What an access token needs to call an operation. `public`: anyone (as far as tokens go; the operation's own
 * sign-in rule still holds); `session`: a browser session only, never a token (signing in and out, creating tokens,
 * changing the password: a leaked token must not mint more tokens or lock its owner out); a scope: the token must hold
 * it (and `write` also needs `read`, `admin:write` also `admin:read`, `cases:write` also `cases:read`: a write answers
 * with the data it wrote).
 */
export type ScopeRule = 'public' | 'session' | TokenScope;

export const SESSION_ONLY_MESSAGE = 'An access token cannot do this; sign in to the app in a browser to do it.';
export const missingScopeMessage = (scope: TokenScope) => `This access token does not have the '${scope}' scope.`;

/** The scopes a token must hold to pass `rule`. */
export function scopesNeeded(rule: ScopeRule): TokenScope[] {
  if (rule === 'public' || rule === 'session') return [];
  const implied = SCOPE_NEEDS[rule];
  return implied ? [implied, rule] : [rule];
}

/**
 * Refuses (403) a token without what the rule needs; a session, or nobody, passes (their sign-in and role rules are
 * checked separately). A rule that is missing (undefined) refuses every token: a new operation stays closed to
 * tokens until it is given a rule.
 */
export function requireScope(authentication: Authentication | null, rule: ScopeRule | undefined): void {
  if (authentication?.kind !== 'token') return;
  if (rule === undefined || rule === 'session') throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
  for (const scope of scopesNeeded(rule)) {
    if (!authentication.scopes.includes(scope)) throw new AppError('FORBIDDEN', missingScopeMessage(scope));
  }
}
