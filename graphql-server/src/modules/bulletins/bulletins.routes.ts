import type { Router } from 'express';
import { pageOrList } from '../../http/pagination.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { createBulletin, deleteBulletin, listBulletins, listBulletinsPage, setVisibility, updateBulletin } from './bulletins.service.js';

export function mountBulletinRoutes(router: Router, deps: RestDeps) {
  // ?active=false: administrators get every bulletin, inactive and scheduled too (members still get only the feed).
  router.get(
    '/bulletins',
    restHandler(deps, { access: 'member', scope: (req) => (req.query.active === 'false' ? 'admin:read' : 'read') }, (ctx, req) =>
      pageOrList(
        req.query,
        () => listBulletins(ctx.em, ctx.user, req.query.active === 'false'),
        (page) => listBulletinsPage(ctx.em, ctx.user, req.query.active === 'false', page),
      ),
    ),
  );
  router.post(
    '/bulletins',
    restHandler(deps, 'ADMIN', (ctx, req) => createBulletin(ctx.em, ctx.user, req.body), 201),
  );
  router.patch(
    '/bulletins/:id',
    restHandler(deps, 'ADMIN', (ctx, req) => updateBulletin(ctx.em, ctx.user, req.params.id, req.body)),
  );
  router.delete(
    '/bulletins/:id',
    restHandler(deps, 'ADMIN', async (ctx, req) => {
      await deleteBulletin(ctx.em, req.params.id);
      return { success: true };
    }),
  );
  router.post(
    '/bulletins/:id/visibility',
    restHandler(deps, 'member', (ctx, req) => setVisibility(ctx.em, ctx.user, req.params.id, req.body)),
  );
}
