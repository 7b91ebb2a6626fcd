import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { RequestContext } from '../auth/context.js';
import { resolveSessionUser } from '../auth/sessions.js';
import type { AppServices } from '../services.js';

/** One forked EntityManager per request, for GraphQL and REST alike; never the global one. */
export async function createRequestContext(orm: MikroORM, services: AppServices, req: Request, res: Response): Promise<RequestContext> {
  const em = orm.em.fork();
  const user = await resolveSessionUser(em, req, services.sessions);
  return { em, user, req, res, services };
}
