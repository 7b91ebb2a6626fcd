import { bulletinSchema, bulletinUpdateSchema, visibilitySchema } from '@union/rules/bulletins';
import type { Router } from 'express';
import { z } from 'zod';
import { pageOrList } from '../../http/pagination.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import { createBulletin, deleteBulletin, listBulletins, listBulletinsPage, setVisibility, updateBulletin } from './bulletins.service.js';

const BULLETIN_ID = { id: "The bulletin's id." };

const feedQuery = z.object({
  active: z
    .enum(['false'])
    .optional()
    .meta({ description: 'false: every bulletin, drafts, scheduled and inactive ones too (administrators only).' }),
});

export function mountBulletinRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Bulletins');
  // ?active=false: administrators get every bulletin, inactive and scheduled too (members still get only the feed).
  route(
    {
      method: 'get',
      path: '/bulletins',
      summary: 'The bulletin feed',
      description:
        "The published, current bulletins; with ?active=false an administrator gets every one (an access token then needs 'admin:read'). " +
        'Without ?limit= and ?cursor= the whole list as an array; with either, one page.',
      access: { access: 'member', scope: (req) => (req.query.active === 'false' ? 'admin:read' : 'read') },
      query: feedQuery,
      pagination: true,
      response: { graphql: 'Bulletin', list: true, pageable: true, description: 'The bulletins, drafts first, then newest published.' },
    },
    (ctx, req) =>
      pageOrList(
        req.query,
        () => listBulletins(ctx.em, ctx.user, req.query.active === 'false'),
        (page) => listBulletinsPage(ctx.em, ctx.user, req.query.active === 'false', page),
      ),
  );
  route(
    {
      method: 'post',
      path: '/bulletins',
      summary: 'Post a bulletin',
      access: 'ADMIN',
      body: bulletinSchema,
      response: { graphql: 'Bulletin', description: 'The new bulletin.' },
      status: 201,
    },
    (ctx, req) => createBulletin(ctx.em, ctx.user, req.body),
  );
  route(
    {
      method: 'patch',
      path: '/bulletins/:id',
      summary: 'Edit a bulletin',
      description: 'Only the fields sent change.',
      access: 'ADMIN',
      params: BULLETIN_ID,
      body: bulletinUpdateSchema,
      response: { graphql: 'Bulletin', description: 'The updated bulletin.' },
    },
    (ctx, req) => updateBulletin(ctx.em, ctx.user, req.params.id, req.body),
  );
  route(
    {
      method: 'delete',
      path: '/bulletins/:id',
      summary: 'Delete a bulletin',
      access: 'ADMIN',
      params: BULLETIN_ID,
      response: { success: true },
    },
    async (ctx, req) => {
      await deleteBulletin(ctx.em, req.params.id);
      return { success: true };
    },
  );
  route(
    {
      method: 'post',
      path: '/bulletins/:id/visibility',
      summary: 'Opt in or out of a bulletin',
      access: 'member',
      params: BULLETIN_ID,
      body: visibilitySchema,
      response: { graphql: 'Bulletin', description: "The bulletin, with the caller's choice." },
    },
    (ctx, req) => setVisibility(ctx.em, ctx.user, req.params.id, req.body),
  );
}
