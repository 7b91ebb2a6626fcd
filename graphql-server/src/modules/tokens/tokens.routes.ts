import { accessTokenSchema } from '@union/rules/tokens';
import type { Router } from 'express';
import type { RestDeps } from '../../http/rest.js';
import { BROWSER_SESSION_ONLY, declareRoutes } from '../../http/route.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './tokens.service.js';

export function mountTokenRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Account');
  route(
    {
      method: 'get',
      path: '/tokens',
      summary: 'My access tokens',
      description: 'Never the secrets: only their names, scopes and dates.',
      access: BROWSER_SESSION_ONLY,
      response: { graphql: 'AccessToken', list: true, description: "The caller's tokens." },
    },
    (ctx) => listAccessTokens(ctx.em, ctx.user),
  );
  route(
    {
      method: 'post',
      path: '/tokens',
      summary: 'Create an access token',
      description:
        "The secret (`uc_pat_…`) is in this answer only: it is never shown again. 'write' needs 'read'; the admin " +
        'scopes and no expiry are for administrators only.',
      access: BROWSER_SESSION_ONLY,
      body: accessTokenSchema,
      response: { graphql: 'CreatedAccessToken', description: 'The token and its secret.' },
      status: 201,
    },
    (ctx, req) => createAccessToken(ctx.em, ctx.user, req.body),
  );
  route(
    {
      method: 'delete',
      path: '/tokens/:id',
      summary: 'Revoke an access token',
      access: BROWSER_SESSION_ONLY,
      params: { id: "The token's id." },
      response: { success: true },
    },
    async (ctx, req) => {
      await revokeAccessToken(ctx.em, ctx.user, req.params.id);
      return { success: true };
    },
  );
}
