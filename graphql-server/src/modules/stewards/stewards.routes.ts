import type { Router } from 'express';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { createSteward, deactivateSteward, listActiveStewards, listAllStewards, updateSteward } from './stewards.service.js';

export function mountStewardRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/shop-stewards',
    restHandler(deps, 'member', (ctx) => listActiveStewards(ctx.em)),
  );
  router.get(
    '/admin/shop-stewards',
    restHandler(deps, 'ADMIN', (ctx) => listAllStewards(ctx.em)),
  );
  router.post(
    '/admin/shop-stewards',
    restHandler(deps, 'ADMIN', (ctx, req) => createSteward(ctx.em, req.body), 201),
  );
  router.patch(
    '/admin/shop-stewards/:id',
    restHandler(deps, 'ADMIN', (ctx, req) => updateSteward(ctx.em, req.params.id, req.body)),
  );
  router.post(
    '/admin/shop-stewards/:id/deactivate',
    restHandler(deps, 'ADMIN', (ctx, req) => deactivateSteward(ctx.em, req.params.id)),
  );
  router.delete(
    '/admin/shop-stewards/:id',
    restHandler(deps, 'ADMIN', (ctx, req) => deactivateSteward(ctx.em, req.params.id)),
  );
}
