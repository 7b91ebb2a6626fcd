import { representationProvisionSchema } from '@union/rules/representation';
import type { Router } from 'express';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import {
  clearRepresentationProvision,
  confirmRepresentationProvision,
  representationProposals,
  representationRights,
} from './rights.service.js';

export function mountRightsRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Rights');
  route(
    {
      method: 'get',
      path: '/rights/representation',
      summary: 'My right to representation',
      description:
        "What a member may ask for in a meeting that could lead to discipline, and the words to say, for this local: from the server's labour-law regime and the agreement's provision an officer confirmed.",
      access: 'member',
      response: { graphql: 'RepresentationRights', description: 'The regime, the confirmed provision (or null) and the script.' },
    },
    (ctx) => representationRights(ctx.em, ctx.services.config.LABOR_LAW),
  );
  route(
    {
      method: 'get',
      path: '/admin/representation/proposals',
      summary: "The agreement's representation provision, as the contract engine reads it",
      description: 'Sections of the published agreement, best first; empty without a contract.',
      access: 'ADMIN',
      response: { graphql: 'ContractCitation', list: true, description: 'The proposed sections.' },
    },
    (ctx) => representationProposals(ctx.em, ctx.services.answerer),
  );
  route(
    {
      method: 'post',
      path: '/admin/representation',
      summary: "Confirm the agreement's representation provision",
      description: 'Replaces an earlier confirmation. 404 for a section not in the published contract.',
      access: 'ADMIN',
      body: representationProvisionSchema,
      response: { graphql: 'RepresentationRights', description: 'The rights as members now see them.' },
    },
    (ctx, req) => confirmRepresentationProvision(ctx.em, ctx.user, ctx.services.config.LABOR_LAW, req.body),
  );
  route(
    {
      method: 'delete',
      path: '/admin/representation',
      summary: 'Withdraw the confirmed provision',
      access: 'ADMIN',
      response: { graphql: 'RepresentationRights', description: 'The rights as members now see them.' },
    },
    (ctx) => clearRepresentationProvision(ctx.em, ctx.services.config.LABOR_LAW),
  );
}
