import type { Router } from 'express';
import { pageOrList } from '../../http/pagination.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { addToAllowlist, listAllowlist, listAllowlistPage, removeFromAllowlist } from './allowlist.service.js';

export function mountAllowlistRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/admin/email-allowlist',
    restHandler(deps, 'ADMIN', (ctx, req) =>
      pageOrList(
        req.query,
        () => listAllowlist(ctx.em),
        (page) => listAllowlistPage(ctx.em, page),
      ),
    ),
  );
  router.post(
    '/admin/email-allowlist',
    restHandler(deps, 'ADMIN', (ctx, req) => addToAllowlist(ctx.em, ctx.user, req.body), 201),
  );
  // Express has already decoded the URL-encoded email in the path.
  router.delete(
    '/admin/email-allowlist/:email',
    restHandler(deps, 'ADMIN', async (ctx, req) => {
      await removeFromAllowlist(ctx.em, req.params.email);
      return { success: true };
    }),
  );
}
