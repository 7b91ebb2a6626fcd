import { allowlistSchema } from '@union/rules/allowlist';
import type { Router } from 'express';
import { pageOrList } from '../../http/pagination.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import { addToAllowlist, listAllowlist, listAllowlistPage, removeFromAllowlist } from './allowlist.service.js';

export function mountAllowlistRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Administration');
  route(
    {
      method: 'get',
      path: '/admin/email-allowlist',
      summary: 'The email allowlist',
      description: 'Who may register. Without ?limit= and ?cursor= the whole list as an array; with either, one page.',
      access: 'ADMIN',
      pagination: true,
      response: { graphql: 'EmailAllowlistEntry', list: true, pageable: true, description: 'The allowlisted emails.' },
    },
    (ctx, req) =>
      pageOrList(
        req.query,
        () => listAllowlist(ctx.em),
        (page) => listAllowlistPage(ctx.em, page),
      ),
  );
  route(
    {
      method: 'post',
      path: '/admin/email-allowlist',
      summary: 'Allow an email to register',
      description: '409 when the email is already on the list.',
      access: 'ADMIN',
      body: allowlistSchema,
      response: { graphql: 'EmailAllowlistEntry', description: 'The new entry.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => addToAllowlist(ctx.em, ctx.user, req.body),
  );
  // Express has already decoded the URL-encoded email in the path.
  route(
    {
      method: 'delete',
      path: '/admin/email-allowlist/:email',
      summary: 'Remove an email from the allowlist',
      access: 'ADMIN',
      params: { email: 'The email, URL-encoded.' },
      response: { success: true },
    },
    async (ctx, req) => {
      await removeFromAllowlist(ctx.em, req.params.email);
      return { success: true };
    },
  );
}
