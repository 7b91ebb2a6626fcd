import type { Router } from 'express';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { changePassword } from '../users/password.service.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './tokens.service.js';

// The browser's own doors (an access token cannot manage tokens or the password): see graphql/operation-scopes.ts.
const SESSION_ONLY = { access: 'member', scope: 'session' } as const;

export function mountTokenRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/tokens',
    restHandler(deps, SESSION_ONLY, (ctx) => listAccessTokens(ctx.em, ctx.user)),
  );
  router.post(
    '/tokens',
    restHandler(deps, SESSION_ONLY, (ctx, req) => createAccessToken(ctx.em, ctx.user, req.body), 201),
  );
  router.delete(
    '/tokens/:id',
    restHandler(deps, SESSION_ONLY, async (ctx, req) => {
      await revokeAccessToken(ctx.em, ctx.user, req.params.id);
      return { success: true };
    }),
  );
  router.post(
    '/auth/password',
    restHandler(deps, SESSION_ONLY, (ctx, req) => changePassword(ctx, ctx.user, req.body)),
  );
}
