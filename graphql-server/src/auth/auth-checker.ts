import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors.js';
import type { User } from './user.entity.js';
import type { RequestContext } from '../http/context.js';

export type Role = 'ADMIN' | 'SUPER_ADMIN';

export function hasRole(user: User, role: Role): boolean {
  if (role === 'SUPER_ADMIN') return user.isSuperAdmin;
  return user.isAdmin || user.isSuperAdmin;
}

/** One rule for both doors: no user is 401, a user without the role is 403. */
export function requireUser(user: User | null, roles: readonly Role[] = []): User {
  if (!user) throw unauthenticated();
  if (roles.length > 0 && !roles.some((r) => hasRole(user, r))) throw forbidden();
  return user;
}

export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  requireUser(context.user, roles);
  return true;
};
