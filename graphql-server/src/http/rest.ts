import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { requireUser } from '../auth/auth-checker.js';
import type { RequestContext, Role } from '../auth/context.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AppServices } from '../services.js';
import { createRequestContext } from './context.js';
import { toRest } from './serialize.js';

export type Access = 'public' | 'member' | Role;

export interface RestDeps {
  orm: MikroORM;
  services: AppServices;
  logger: Logger;
}

type Handler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * Wraps a REST handler: builds the request context, enforces the access level (401 / 403), answers with the
 * GraphQL type's fields as JSON, and turns errors into `{ message }` with the matching status.
 */
export function restHandler(deps: RestDeps, access: Access, handler: Handler, successStatus = 200) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await createRequestContext(deps.orm, deps.services, req, res);
      if (access !== 'public') requireUser(ctx.user, access === 'member' ? [] : [access]);
      const result = await handler(ctx, req, res);
      if (res.headersSent) return;
      if (result === undefined) res.status(204).end();
      else res.status(successStatus).json(toRest(result));
    } catch (error) {
      next(error);
    }
  };
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
