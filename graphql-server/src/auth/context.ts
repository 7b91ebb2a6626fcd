import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../modules/users/user.entity.js';
import type { AppServices } from '../services.js';

/** What every GraphQL resolver and REST handler gets: its own EntityManager, the actor, and the services. */
export interface RequestContext {
  em: EntityManager;
  user: User | null;
  req: Request;
  res: Response;
  services: AppServices;
}

export type Role = 'ADMIN' | 'SUPER_ADMIN';
