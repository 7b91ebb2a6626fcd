import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Authentication } from '../auth/scopes.js';
import { resolveSessionUser } from '../auth/sessions.js';
import { User } from '../auth/user.entity.js';
import type { AppServices } from '../services.js';
import { bearerIdentity } from './bearer.js';

export type { Authentication } from '../auth/scopes.js';

/** What every GraphQL resolver and REST handler gets: its own EntityManager, the actor, and the services. */
export interface RequestContext {
  em: EntityManager;
  /** The signed-in member, or null. */
  user: User | null;
  /** How `user` was authenticated; null exactly when `user` is. */
  authentication: Authentication | null;
  req: Request;
  res: Response;
  services: AppServices;
}

/** The context of a handler that only runs for a signed-in member: the actor is never null. */
export type ActorContext = RequestContext & { user: User; authentication: Authentication };

/** One forked EntityManager per request, for GraphQL and REST alike; never the global one. */
export async function createRequestContext(orm: MikroORM, services: AppServices, req: Request, res: Response): Promise<RequestContext> {
  const em = orm.em.fork();
  // A request with a bearer token was authenticated by bearerAuthentication and speaks for the token alone.
  const bearer = bearerIdentity(res);
  if (bearer) {
    const user = await em.findOne(User, { id: bearer.userId, isActive: true });
    const authentication: Authentication | null = user ? { kind: 'token', tokenId: bearer.tokenId, scopes: bearer.scopes } : null;
    return { em, user, authentication, req, res, services };
  }
  const user = await resolveSessionUser(em, req, services.sessions);
  return { em, user, authentication: user ? { kind: 'session' } : null, req, res, services };
}
