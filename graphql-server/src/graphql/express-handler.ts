import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server behind Express, as `@as-integrations/express5` does it (the adapter Apollo documents: the request
 * handed to executeHTTPGraphQLRequest, its answer written back), less two costs it paid on every request:
 * the query string found by Node's legacy `url.parse` (2 % of the busy time of the bulletin feed under load), and the
 * answer sent through Express's `res.send` (it sniffs the type and checks the request's freshness, for an answer whose
 * type, length and no-store Apollo has already decided).
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: Request, res: Response) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      // A configuration mistake (no JSON body parser before this handler), not the caller's.
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.setHeader('content-length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    // Incremental delivery (@defer): each part as Apollo gives it.
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
