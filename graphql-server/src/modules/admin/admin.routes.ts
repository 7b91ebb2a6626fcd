import type { Router } from 'express';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import { adminOverview } from './admin.service.js';

export function mountAdminRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Administration');
  route(
    {
      method: 'get',
      path: '/admin/overview',
      summary: "The administrators' overview",
      access: 'ADMIN',
      response: { graphql: 'AdminOverview', description: 'Counts for the dashboard.' },
    },
    (ctx) => adminOverview(ctx.em),
  );
}
