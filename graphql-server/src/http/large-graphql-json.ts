import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Kind, parse } from 'graphql';
import { AppError, retryLater } from '../errors.js';
import { createRequestContext } from './context.js';
import type { RestDeps } from './rest.js';

export const LARGE_BODY_BUSY_MESSAGE = 'Another large request of yours is still being received. Wait for it to finish.';

/** The mutation allowed a JSON body past the usual 1 MB, and how large that body may be. */
export interface LargeMutation {
  field: string;
  limitBytes: number;
}

/** Whether a GraphQL request body asks for that mutation and nothing else. */
function onlyMutation(body: unknown, field: string): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string') return false;
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    return (
      operations.length > 0 &&
      operations.every(
        (op) =>
          op.operation === 'mutation' &&
          op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === field || s.name.value === '__typename')),
      )
    );
  } catch {
    return false;
  }
}

/**
 * A JSON request to /graphql larger than the usual 1 MB is read, up to the mutation's limit, only for a signed-in
 * member, one at a time per member, and only when it turns out to be that mutation (anything else that large is 413,
 * as for everyone). Anyone else's still meets the 1 MB parser after this one (413).
 */
export function largeGraphqlJsonForMembers(deps: RestDeps, mutation: LargeMutation): RequestHandler {
  const bodyBytes = new WeakMap<Request, number>();
  const read = express.json({
    limit: mutation.limitBytes,
    verify: (req, _res, buffer) => {
      bodyBytes.set(req as Request, buffer.length);
    },
  });
  const usual = 1024 * 1024;
  const reading = new Set<string>();
  return async (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.get('content-length') ?? Number.NaN);
    if (req.method !== 'POST' || !req.is('application/json') || (Number.isFinite(length) && length <= usual)) return next();
    let userId: string;
    try {
      const ctx = await createRequestContext(deps.orm, deps.services, req, res);
      if (!ctx.user) return next();
      userId = ctx.user.id;
    } catch (error) {
      return next(error);
    }
    // At most one such body per member in memory at a time: 25 MB of audio is about 34 MB of JSON.
    if (reading.has(userId)) return next(retryLater('RATE_LIMITED', LARGE_BODY_BUSY_MESSAGE, 5));
    reading.add(userId);
    read(req, res, (error?: unknown) => {
      reading.delete(userId);
      if (error) return next(error);
      if ((bodyBytes.get(req) ?? 0) > usual && !onlyMutation(req.body, mutation.field))
        return next(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
      next();
    });
  };
}
