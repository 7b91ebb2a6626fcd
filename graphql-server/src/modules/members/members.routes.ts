import { MEMBER_ROLES, MEMBER_STATUSES, memberUpdateSchema } from '@union/rules/members';
import type { Router } from 'express';
import { z } from 'zod';
import { onePage, pageOrList } from '../../http/pagination.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes } from '../../http/route.js';
import { getMember, listMemberChangesPage, listMembers, listMembersPage, updateMember } from './members.service.js';

const MEMBER_ID = { id: "The member's account id." };

const listQuery = z.object({
  search: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Words to find: each in the username, first name, last name or employee number, case-insensitively.' }),
  status: z.enum(MEMBER_STATUSES).optional().meta({ description: 'Only active or only disabled accounts.' }),
  role: z
    .enum(MEMBER_ROLES)
    .optional()
    .meta({ description: "Only this role: 'member' (neither steward nor administrator), 'steward' or 'admin'." }),
  department: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "Only members of this department, e.g. 'Ramp': their own, or the one their linked steward record covers." }),
});

const filtersOf = (query: Record<string, unknown>) => ({
  search: query.search,
  status: query.status,
  role: query.role,
  department: query.department,
});

export function mountMemberRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Administration');
  route(
    {
      method: 'get',
      path: '/admin/members',
      summary: 'Member accounts',
      description:
        'By last name, then first name; ?search=, ?status=, ?role= and ?department= narrow the list. ' +
        'Without ?limit= and ?cursor= the whole list as an array; with either, one page.',
      access: 'ADMIN',
      query: listQuery,
      pagination: true,
      response: { graphql: 'Member', list: true, pageable: true, description: 'The members found.' },
    },
    (ctx, req) =>
      pageOrList(
        req.query,
        () => listMembers(ctx.em, filtersOf(req.query)),
        (page) => listMembersPage(ctx.em, filtersOf(req.query), page),
      ),
  );
  route(
    {
      method: 'get',
      path: '/admin/members/:id',
      summary: 'One member',
      description:
        'Profile summary, roles, access, department, the linked steward record and the latest 20 changes made to them (newest first; the rest at /changes).',
      access: 'ADMIN',
      params: MEMBER_ID,
      response: { graphql: 'MemberDetails', description: 'The member.' },
    },
    (ctx, req) => getMember(ctx.em, req.params.id),
  );
  route(
    {
      method: 'get',
      path: '/admin/members/:id/changes',
      summary: "A member's change history",
      description:
        'Every change made to them in Member Management, newest first, always a page at a time: send nextCursor as ?cursor= for older ones.',
      access: 'ADMIN',
      params: MEMBER_ID,
      pagination: true,
      response: { graphql: 'MemberChangeRecord', list: true, pageable: 'always', description: 'One page of the changes.' },
    },
    (ctx, req) => onePage(req.query, (page) => listMemberChangesPage(ctx.em, req.params.id, page)),
  );
  route(
    {
      method: 'patch',
      path: '/admin/members/:id',
      summary: "Change a member's roles, steward record, access or department",
      description:
        'Any of isSteward, stewardId (null unlinks), isActive, department (null or empty clears it), and isAdmin (super-administrators only: 403 otherwise). ' +
        'isActive false ends their sessions and access tokens at once. 409 for a steward record linked to another member, ' +
        'disabling yourself, or removing the last active super-administrator. Every change is recorded with who made it.',
      access: 'ADMIN',
      params: MEMBER_ID,
      body: memberUpdateSchema,
      response: { graphql: 'MemberDetails', description: 'The member after the change, with the change in their history.' },
      errors: [409],
    },
    (ctx, req) => updateMember(ctx.em, ctx.user, req.params.id, req.body),
  );
}
