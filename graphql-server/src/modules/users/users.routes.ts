import type { Router } from 'express';
import { endSession, startSession } from '../../auth/sessions.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { requireUser } from '../../auth/auth-checker.js';
import { authenticate, registerUser, updateProfile } from './users.service.js';

export function mountUserRoutes(router: Router, deps: RestDeps) {
  router.post(
    '/auth/register',
    restHandler(
      deps,
      'public',
      async (ctx, req) => {
        const user = await registerUser(ctx.em, req.body);
        await startSession(ctx.em, ctx.req, ctx.res, user, ctx.services.sessions);
        return user;
      },
      201,
    ),
  );
  router.post(
    '/auth/login',
    restHandler(deps, 'public', async (ctx, req) => {
      const user = await authenticate(ctx.em, req.body, req.ip ?? 'unknown');
      await startSession(ctx.em, ctx.req, ctx.res, user, ctx.services.sessions);
      return user;
    }),
  );
  router.post(
    '/auth/logout',
    restHandler(deps, 'public', async (ctx) => {
      await endSession(ctx.em, ctx.req, ctx.res, ctx.services.sessions);
      return { success: true };
    }),
  );
  router.get(
    '/auth/me',
    restHandler(deps, 'member', (ctx) => requireUser(ctx.user)),
  );
  router.patch(
    '/users/profile',
    restHandler(deps, 'member', (ctx, req) => updateProfile(ctx.em, requireUser(ctx.user), req.body)),
  );
}
