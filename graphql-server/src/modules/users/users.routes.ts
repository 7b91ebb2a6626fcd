import type { Router } from 'express';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { registerAndSignIn, signIn, signOut, updateProfile } from './users.service.js';

export function mountUserRoutes(router: Router, deps: RestDeps) {
  router.post(
    '/auth/register',
    restHandler(deps, 'public', (ctx, req) => registerAndSignIn(ctx, req.body), 201),
  );
  router.post(
    '/auth/login',
    restHandler(deps, 'public', (ctx, req) => signIn(ctx, req.body)),
  );
  router.post(
    '/auth/logout',
    restHandler(deps, 'public', async (ctx) => {
      await signOut(ctx);
      return { success: true };
    }),
  );
  router.get(
    '/auth/me',
    restHandler(deps, 'member', (ctx) => ctx.user),
  );
  router.patch(
    '/users/profile',
    restHandler(deps, 'member', (ctx, req) => updateProfile(ctx.em, ctx.user, req.body)),
  );
}
