import type { Router } from 'express';
import { requireUser } from '../../auth/auth-checker.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { analyzeForGrievance, askContract, contractOutline, contractSection } from './contract.service.js';

export function mountContractRoutes(router: Router, deps: RestDeps) {
  const assistant = (ctx: Parameters<Parameters<typeof restHandler>[2]>[0]) => ({ em: ctx.em, config: ctx.services.config, logger: ctx.services.logger });
  router.post('/contract/ask', restHandler(deps, 'member', (ctx, req) => askContract(assistant(ctx), requireUser(ctx.user), req.body)));
  router.post(
    '/journal/analyze-for-grievance',
    restHandler(deps, 'member', (ctx, req) => analyzeForGrievance(assistant(ctx), requireUser(ctx.user), req.body)),
  );
  router.get('/contract/outline', restHandler(deps, 'member', (ctx) => contractOutline(ctx.em)));
  router.get('/contract/sections/:id', restHandler(deps, 'member', (ctx, req) => contractSection(ctx.em, req.params.id)));
}
