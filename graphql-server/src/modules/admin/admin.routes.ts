import type { Router } from 'express';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { adminOverview } from './admin.service.js';

export function mountAdminRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/admin/overview',
    restHandler(deps, 'ADMIN', (ctx) => adminOverview(ctx.em)),
  );
}
