import { stewardSchema, stewardUpdateSchema } from '@union/rules/stewards';
import type { Router } from 'express';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import {
  createSteward,
  deactivateSteward,
  listActiveStewards,
  listAllStewards,
  listDepartments,
  updateSteward,
} from './stewards.service.js';

const STEWARD_ID = { id: "The shop steward's id." };

export function mountStewardRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Shop stewards');
  route(
    {
      method: 'get',
      path: '/shop-stewards',
      summary: 'The shop steward directory',
      access: 'member',
      response: { graphql: 'ShopSteward', list: true, description: 'The active stewards.' },
    },
    (ctx) => listActiveStewards(ctx.em),
  );
  route(
    {
      method: 'get',
      path: '/departments',
      summary: 'The departments',
      description: "The departments the steward directory knows: each active steward's department, once, A to Z.",
      access: 'member',
      response: { graphql: 'String', list: true, description: 'The department names.' },
    },
    (ctx) => listDepartments(ctx.em),
  );
  route(
    {
      method: 'get',
      path: '/admin/shop-stewards',
      summary: 'Every shop steward',
      description: 'Inactive ones too.',
      access: 'ADMIN',
      response: { graphql: 'ShopSteward', list: true, description: 'Every steward.' },
    },
    (ctx) => listAllStewards(ctx.em),
  );
  route(
    {
      method: 'post',
      path: '/admin/shop-stewards',
      summary: 'Add a shop steward',
      access: 'ADMIN',
      body: stewardSchema,
      response: { graphql: 'ShopSteward', description: 'The new steward.' },
      status: 201,
    },
    (ctx, req) => createSteward(ctx.em, req.body),
  );
  route(
    {
      method: 'patch',
      path: '/admin/shop-stewards/:id',
      summary: 'Edit a shop steward',
      description: 'Only the fields sent change.',
      access: 'ADMIN',
      params: STEWARD_ID,
      body: stewardUpdateSchema,
      response: { graphql: 'ShopSteward', description: 'The updated steward.' },
    },
    (ctx, req) => updateSteward(ctx.em, req.params.id, req.body),
  );
  route(
    {
      method: 'post',
      path: '/admin/shop-stewards/:id/deactivate',
      summary: 'Deactivate a shop steward',
      description: 'Takes them out of the directory (kept for the record).',
      access: 'ADMIN',
      params: STEWARD_ID,
      response: { graphql: 'ShopSteward', description: 'The deactivated steward.' },
    },
    (ctx, req) => deactivateSteward(ctx.em, req.params.id),
  );
  route(
    {
      method: 'delete',
      path: '/admin/shop-stewards/:id',
      summary: 'Deactivate a shop steward (DELETE)',
      description: 'The same as POST …/deactivate: stewards are deactivated, never deleted.',
      access: 'ADMIN',
      params: STEWARD_ID,
      response: { graphql: 'ShopSteward', description: 'The deactivated steward.' },
    },
    (ctx, req) => deactivateSteward(ctx.em, req.params.id),
  );
}
