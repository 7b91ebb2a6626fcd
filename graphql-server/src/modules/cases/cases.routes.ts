import {
  assignCaseSchema,
  CASE_LIMITS,
  caseDatesSchema,
  caseNoteSchema,
  caseStatusSchema,
  caseStepSchema,
  memberNoteSchema,
  withdrawCaseSchema,
} from '@union/rules/caseActions';
import { grievanceProcedureSchema } from '@union/rules/cases';
import type { Router } from 'express';
import { z } from 'zod';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes, downloadQuery, IMAGE_FILE } from '../../http/route.js';
import { sendStoredImage } from '../../http/stored-image.js';
import { localToday } from './case-deadlines.js';
import {
  addCaseNote,
  addMemberNote,
  assignCase,
  changeCaseStatus,
  checkHistory,
  getCase,
  getProcedure,
  listCases,
  memberTimeline,
  openCaseImage,
  recordCaseStep,
  setCaseDates,
  updateProcedure,
  withdrawOwnCase,
} from './cases.service.js';

const CASE_ID = { id: "The case's id (the grievance's id)." };
const GRIEVANCE_ID = { id: "The grievance's id." };
const READ_CASES = { access: 'member', scope: 'cases:read' } as const;
const WORK_CASES = { access: 'member', scope: 'cases:write' } as const;
const REACH =
  'Stewards reach the unassigned cases and their own, officers every case; 403 for other members, 404 for a case outside reach. A token needs ';
const WORKER_ONLY = 'Only the assigned steward or an officer (403 otherwise).';

const queueQuery = z.object({
  status: z.string().optional().meta({ description: "submitted, in_progress, resolved, closed, or 'open' (submitted or in progress)." }),
  step: z.string().optional().meta({ description: 'The step the case is at (0 for the first).' }),
  assigned: z.string().optional().meta({ description: "'me', 'none' (unassigned), or a steward's user id." }),
  overdue: z.enum(['true', 'false']).optional().meta({ description: "true: only cases whose next time limit's day has passed." }),
  dueSoon: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: `true: only cases whose next time limit falls within ${CASE_LIMITS.dueSoonDays} days.` }),
  shift: z.string().optional().meta({ description: "The converted journal entry's shift, exactly." }),
  article: z.string().optional().meta({ description: "Words of a cited contract article, e.g. 'Article 12'." }),
  department: z.string().optional().meta({ description: "The filing member's department, exactly, e.g. 'Ramp'." }),
  q: z.string().optional().meta({ description: "Search in the title, description, location and the member's name and employee number." }),
  offset: z.string().optional().meta({ description: 'How many matching cases to skip (0 by default).' }),
  limit: z
    .string()
    .optional()
    .meta({ description: `How many to answer, 1 to ${CASE_LIMITS.pageSizeMax} (25 by default).` }),
});

/** The query string as the queue's rules read it: numbers and booleans from their text. */
function queueFilterOf(query: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const number = (name: string) => {
    const value = text(name);
    return value === undefined || value === '' ? undefined : Number(value);
  };
  const flag = (name: string) => (text(name) === undefined ? undefined : text(name) === 'true');
  return {
    status: text('status') || undefined,
    step: number('step'),
    assigned: text('assigned') || undefined,
    overdue: flag('overdue'),
    dueSoon: flag('dueSoon'),
    shift: text('shift') || undefined,
    article: text('article') || undefined,
    department: text('department') || undefined,
    q: text('q'),
    offset: number('offset'),
    limit: number('limit'),
  };
}

export function mountCaseRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Cases');
  route(
    {
      method: 'get',
      path: '/cases',
      summary: 'The Union Desk queue',
      description: `Overdue first, then by the next time limit; with the unassigned count and each steward's load. ${REACH}'cases:read'.`,
      access: READ_CASES,
      query: queueQuery,
      response: { graphql: 'CaseQueue', description: 'One page of the queue.' },
    },
    (ctx, req) => listCases(ctx.em, ctx.user, queueFilterOf(req.query), localToday(ctx)),
  );
  route(
    {
      method: 'get',
      path: '/cases/:id',
      summary: 'One case',
      description: `The grievance, the member's contact, evidence, witnesses, steps and the whole history, internal notes included. ${REACH}'cases:read'.`,
      access: READ_CASES,
      params: CASE_ID,
      response: { graphql: 'CaseDetail', description: 'The case.' },
    },
    (ctx, req) => getCase(ctx.em, ctx.user, req.params.id, localToday(ctx)),
  );
  route(
    {
      method: 'get',
      path: '/cases/:id/history-check',
      summary: "Check a case's history",
      description: `Whether every history entry is as it was written ('history intact'), or where the chain breaks. ${REACH}'cases:read'.`,
      access: READ_CASES,
      params: CASE_ID,
      response: { graphql: 'CaseHistoryCheck', description: 'The result of the check.' },
    },
    (ctx, req) => checkHistory(ctx.em, ctx.user, req.params.id),
  );
  route(
    {
      method: 'post',
      path: '/cases/:id/assign',
      summary: 'Assign or take a case',
      description:
        'An officer assigns or reassigns it to any active steward (`stewardUserId`), or returns it to the queue (null); a steward takes an unassigned case for themself. A submitted case becomes in progress. ' +
        "409 once the case is resolved or closed. A token needs 'cases:write'.",
      access: WORK_CASES,
      params: CASE_ID,
      body: assignCaseSchema,
      response: { graphql: 'CaseDetail', description: 'The case as it now is.' },
      errors: [409],
    },
    (ctx, req) => assignCase(ctx.em, ctx.user, req.params.id, req.body, localToday(ctx)),
  );
  route(
    {
      method: 'post',
      path: '/cases/:id/status',
      summary: "Change a case's status",
      description: `submitted -> in_progress -> resolved (outcome, and the remedy for sustained or settled) -> closed, or resolved back to in_progress; 409 for any other move. ${WORKER_ONLY}`,
      access: WORK_CASES,
      params: CASE_ID,
      body: caseStatusSchema,
      response: { graphql: 'CaseDetail', description: 'The case as it now is.' },
      errors: [409],
    },
    (ctx, req) => changeCaseStatus(ctx.em, ctx.user, req.params.id, req.body, localToday(ctx)),
  );
  route(
    {
      method: 'post',
      path: '/cases/:id/steps',
      summary: 'File a step, record an answer or an extension',
      description: `\`action\`: 'file' (\`filedOn\`), 'answer' (\`answeredOn\`, \`answer\`) or 'extend' (\`extendedTo\`, \`note\`). The next time limit is worked out again. ${WORKER_ONLY}`,
      access: WORK_CASES,
      params: CASE_ID,
      body: caseStepSchema,
      response: { graphql: 'CaseDetail', description: 'The case as it now is.' },
      errors: [409],
    },
    (ctx, req) => recordCaseStep(ctx.em, ctx.user, req.params.id, req.body, localToday(ctx)),
  );
  route(
    {
      method: 'post',
      path: '/cases/:id/dates',
      summary: "Correct a case's incident dates",
      description: `\`incidentOn\` and the optional \`knowledgeOn\` (YYYY-MM-DD, not in the future): the first time limit counts from them. ${WORKER_ONLY}`,
      access: WORK_CASES,
      params: CASE_ID,
      body: caseDatesSchema,
      response: { graphql: 'CaseDetail', description: 'The case as it now is.' },
      errors: [409],
    },
    (ctx, req) => setCaseDates(ctx.em, ctx.user, req.params.id, req.body, localToday(ctx)),
  );
  route(
    {
      method: 'post',
      path: '/cases/:id/notes',
      summary: 'Write a note on a case',
      description: `Shared with the member, or \`internal\` (never shown to the member). ${WORKER_ONLY}`,
      access: WORK_CASES,
      params: CASE_ID,
      body: caseNoteSchema,
      response: { graphql: 'CaseDetail', description: 'The case as it now is.' },
      status: 201,
    },
    (ctx, req) => addCaseNote(ctx.em, ctx.user, req.params.id, req.body, localToday(ctx)),
  );
  route(
    {
      method: 'get',
      path: '/cases/:id/images/:imageId/view',
      summary: "View a case's evidence",
      access: READ_CASES,
      params: { ...CASE_ID, imageId: "The image's id." },
      query: downloadQuery,
      response: IMAGE_FILE,
    },
    async (ctx, req, res) => {
      await sendStoredImage(req, res, await openCaseImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, req.params.imageId));
    },
  );

  // The member's own case.
  const own = declareRoutes(router, deps, 'Grievances');
  own(
    {
      method: 'get',
      path: '/grievances/:id/timeline',
      summary: "My grievance's case history",
      description:
        "The shared history of the member's own case, oldest first; internal notes of the union never appear. 404 for anyone else's.",
      access: 'member',
      params: GRIEVANCE_ID,
      response: { graphql: 'CaseEvent', list: true, description: 'The shared history.' },
    },
    (ctx, req) => memberTimeline(ctx.em, ctx.user, req.params.id),
  );
  own(
    {
      method: 'post',
      path: '/grievances/:id/notes',
      summary: 'Write a note on my case',
      description: 'A note or reply on the member’s own open case, shared with the union. 409 once resolved or closed.',
      access: 'member',
      params: GRIEVANCE_ID,
      body: memberNoteSchema,
      response: { graphql: 'CaseEvent', description: 'The note as the history holds it.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => addMemberNote(ctx.em, ctx.user, req.params.id, req.body),
  );
  own(
    {
      method: 'post',
      path: '/grievances/:id/withdraw',
      summary: 'Withdraw my open case',
      description:
        "Resolves the member's own open case with the outcome 'withdrawn'; the optional `reason` is shared with the union. 409 once resolved or closed (a draft is deleted with DELETE /api/grievances/{id}).",
      access: 'member',
      params: GRIEVANCE_ID,
      body: withdrawCaseSchema,
      response: { graphql: 'Grievance', description: 'The grievance as it now is.' },
      errors: [409],
    },
    (ctx, req) => withdrawOwnCase(ctx.em, ctx.user, req.params.id, req.body),
  );

  const admin = declareRoutes(router, deps, 'Administration');
  admin(
    {
      method: 'get',
      path: '/admin/grievance-procedure',
      summary: 'The grievance procedure',
      description: "The steps, their time limits, how days count and the holidays (the sample agreement's until one is saved).",
      access: 'ADMIN',
      response: { graphql: 'GrievanceProcedureShape', description: 'The procedure.' },
    },
    (ctx) => getProcedure(ctx.em),
  );
  admin(
    {
      method: 'put',
      path: '/admin/grievance-procedure',
      summary: 'Replace the grievance procedure',
      description: "Replaced whole; every open case's next time limit is worked out again.",
      access: 'ADMIN',
      body: grievanceProcedureSchema,
      response: { graphql: 'GrievanceProcedureShape', description: 'The procedure as saved.' },
    },
    (ctx, req) => updateProcedure(ctx.em, ctx.user, req.body),
  );
}
