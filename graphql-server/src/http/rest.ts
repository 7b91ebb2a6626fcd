import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { type Role, requireUser } from '../auth/auth-checker.js';
import { requireScope, type ScopeRule } from '../auth/scopes.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AppServices } from '../services.js';
import { type ActorContext, createRequestContext, type RequestContext } from './context.js';
import { toRest } from '../graphql/serialize.js';

export type Access = 'public' | 'member' | Role;

/** What an access token needs for a route; a function when it depends on the request (GET /bulletins?active=false). */
export type RestScope = ScopeRule | ((req: Request) => ScopeRule);

/** Who may call a route: the sign-in level, and what an access token needs (see restScopeOf for the default). */
export type RouteAccess<A extends Access = Access> = A | { access: A; scope: RestScope };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A route's token rule when it does not name one: reads of member routes need `read`, other methods `write`, the
 * administrator's `admin:read` / `admin:write`; public routes (signing in, registering, signing out) are the browser's.
 */
export function restScopeOf(access: RouteAccess, req: Request): ScopeRule {
  if (typeof access === 'object') return typeof access.scope === 'function' ? access.scope(req) : access.scope;
  if (access === 'public') return 'session';
  const kind = READ_METHODS.has(req.method) ? 'read' : 'write';
  return access === 'member' ? kind : `admin:${kind}`;
}

export interface RestDeps {
  orm: MikroORM;
  services: AppServices;
  logger: Logger;
}

type Handler<C extends RequestContext> = (ctx: C, req: Request, res: Response) => Promise<unknown> | unknown;
/** A route's handler, carrying who may call it (read by the tests that check every route's rule). */
type Middleware = ((req: Request, res: Response, next: NextFunction) => Promise<void>) & { routeAccess: RouteAccess };

/**
 * Wraps a REST handler: builds the request context, enforces the access level (401 / 403), answers with the
 * GraphQL type's fields as JSON, and turns errors into `{ message }` with the matching status. A member or
 * administrator handler gets the actor, never null, as `ctx.user`.
 */
export function restHandler(
  deps: RestDeps,
  access: RouteAccess<'public'>,
  handler: Handler<RequestContext>,
  successStatus?: number,
): Middleware;
export function restHandler(
  deps: RestDeps,
  access: RouteAccess<Exclude<Access, 'public'>>,
  handler: Handler<ActorContext>,
  successStatus?: number,
): Middleware;
export function restHandler(deps: RestDeps, route: RouteAccess, handler: Handler<ActorContext>, successStatus = 200): Middleware {
  const access = typeof route === 'object' ? route.access : route;
  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await createRequestContext(deps.orm, deps.services, req, res);
      if (access !== 'public') requireUser(ctx.user, access === 'member' ? [] : [access]);
      requireScope(ctx.authentication, restScopeOf(route, req));
      // For 'public' the handler was typed to take a RequestContext (the actor may be null).
      const result = await handler(ctx as ActorContext, req, res);
      if (res.headersSent) return;
      if (result === undefined) res.status(204).end();
      else res.status(successStatus).json(toRest(result));
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, { routeAccess: route });
}

/** Error answer for the REST shim and everything outside GraphQL: a clear message, never a stack. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
      res
        .status(error.status)
        .json({ ...error.details, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
      return;
    }
    const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
    if (status === 413) return void res.status(413).json({ message: 'Request body is too large' });
    if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
      return void res.status(400).json({ message: 'Request body is not valid JSON' });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // http-errors mark messages written for the client as `expose`; others stay generic.
      const exposed = (error as { expose?: boolean; message?: string }).expose ? (error as Error).message : undefined;
      return void res.status(status).json({ message: exposed || 'Bad request' });
    }
    logger.error('Unhandled error in request', error);
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}

export function newRouter(): Router {
  return express.Router();
}
