import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { User } from '../../auth/user.entity.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { Grievance } from '../grievances/grievance.entities.js';
import { CaseEvent } from './case.entities.js';
import { localToday } from './case-deadlines.js';
import { CaseContact, CaseDetail, CaseHistoryCheck, CaseQueue } from './case.types.js';
import { CaseQueueFilter, CaseStatusInput, CaseStepInput, GrievanceProcedureShape } from './cases.inputs.js';
import {
  addCaseNote,
  addMemberNote,
  assignCase,
  caseSteward,
  changeCaseStatus,
  checkHistory,
  currentStepName,
  getCase,
  getProcedure,
  listCases,
  memberTimeline,
  recordCaseStep,
  setCaseDates,
  sharedHistory,
  updateProcedure,
  withdrawOwnCase,
} from './cases.service.js';

const CASE_ID = { description: 'Id of the case (the grievance id).' };
const STEWARDS_AND_OFFICERS =
  'Stewards (the unassigned cases and their own) and officers (every case); FORBIDDEN for other members, NOT_FOUND for a case outside reach.';

@Resolver()
export class CasesResolver {
  @Authorized()
  @Query(() => CaseQueue, {
    description: `The Union Desk queue, overdue first and then by the next time limit. ${STEWARDS_AND_OFFICERS}`,
  })
  cases(
    @Arg('filter', () => CaseQueueFilter, { nullable: true, description: 'Filters, all optional.' }) filter: CaseQueueFilter | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return listCases(ctx.em, actor, { ...filter }, localToday(ctx));
  }

  @Authorized()
  @Query(() => CaseDetail, {
    description: `One case with its evidence, witnesses, steps and whole history (internal notes included). ${STEWARDS_AND_OFFICERS}`,
  })
  case(@Arg('id', () => ID, CASE_ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return getCase(ctx.em, actor, id, localToday(ctx));
  }

  @Authorized()
  @Query(() => CaseHistoryCheck, {
    description: `Whether a case's history is as it was written ('history intact'), or where it breaks. ${STEWARDS_AND_OFFICERS}`,
  })
  caseHistoryCheck(@Arg('id', () => ID, CASE_ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return checkHistory(ctx.em, actor, id);
  }

  @Authorized()
  @Mutation(() => CaseDetail, {
    description:
      'Assigns a case. An officer assigns or reassigns it to any active steward (or null: back to the unassigned queue); a steward takes an unassigned case for themself. A submitted case becomes in progress.',
  })
  assignCase(
    @Arg('id', () => ID, CASE_ID) id: string,
    @Arg('stewardUserId', () => ID, {
      nullable: true,
      description: "The steward's user id; null returns the case to the queue (officers).",
    })
    stewardUserId: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return assignCase(ctx.em, actor, id, { stewardUserId: stewardUserId ?? null }, localToday(ctx));
  }

  @Authorized()
  @Mutation(() => CaseDetail, {
    description:
      'The assigned steward or an officer moves the case: submitted -> in_progress -> resolved (with outcome, and the remedy for sustained or settled) -> closed, or a resolved case back to in_progress. CONFLICT for any other move.',
  })
  changeCaseStatus(
    @Arg('id', () => ID, CASE_ID) id: string,
    @Arg('input', () => CaseStatusInput, { description: 'The new status and its details.' }) input: CaseStatusInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return changeCaseStatus(ctx.em, actor, id, input, localToday(ctx));
  }

  @Authorized()
  @Mutation(() => CaseDetail, {
    description:
      "The assigned steward or an officer files the next step, records the company's answer at the current step, or records an extension of the running time limit agreed with the company. The next time limit is worked out again.",
  })
  recordCaseStep(
    @Arg('id', () => ID, CASE_ID) id: string,
    @Arg('input', () => CaseStepInput, { description: 'The move and its dates.' }) input: CaseStepInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return recordCaseStep(ctx.em, actor, id, stepOf(input), localToday(ctx));
  }

  @Authorized()
  @Mutation(() => CaseDetail, {
    description:
      'The assigned steward or an officer corrects the day of the incident and of the knowledge of it (optional), which the first time limit counts from.',
  })
  setCaseDates(
    @Arg('id', () => ID, CASE_ID) id: string,
    @Arg('incidentOn', () => String, { description: 'The day of the incident, YYYY-MM-DD (not in the future).' }) incidentOn: string,
    @Arg('knowledgeOn', () => String, { nullable: true, description: 'The day the member learnt of it, YYYY-MM-DD, when later; optional.' })
    knowledgeOn: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return setCaseDates(ctx.em, actor, id, { incidentOn, knowledgeOn }, localToday(ctx));
  }

  @Authorized()
  @Mutation(() => CaseDetail, {
    description:
      "The assigned steward or an officer writes a note: shared (the member sees it in their case's history) or internal (stewards and officers only; never shown to the member).",
  })
  addCaseNote(
    @Arg('id', () => ID, CASE_ID) id: string,
    @Arg('text', () => String, { description: 'The note, 1 to 10,000 characters.' }) text: string,
    @Arg('internal', () => Boolean, {
      nullable: true,
      description: 'True keeps it within the union; false or left out shares it with the member.',
    })
    internal: boolean | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return addCaseNote(ctx.em, actor, id, { text, internal: internal ?? false }, localToday(ctx));
  }

  @Authorized('ADMIN')
  @Query(() => GrievanceProcedureShape, {
    description: "Administrators: the local's grievance procedure (the sample agreement's until one is saved).",
  })
  grievanceProcedure(@Ctx() ctx: RequestContext) {
    return getProcedure(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => GrievanceProcedureShape, {
    description: "Administrators: replaces the grievance procedure; every open case's next time limit is worked out again.",
  })
  updateGrievanceProcedure(
    @Arg('input', () => GrievanceProcedureShape, { description: 'The whole procedure.' }) input: GrievanceProcedureShape,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateProcedure(ctx.em, actor, input);
  }

  @Authorized()
  @Query(() => [CaseEvent], {
    description:
      "Signed-in member: the shared history of their own grievance's case, oldest first (never an internal note). NOT_FOUND for another member's.",
  })
  grievanceTimeline(
    @Arg('grievanceId', () => ID, { description: "Id of the member's own grievance." }) grievanceId: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return memberTimeline(ctx.em, actor, grievanceId);
  }

  @Authorized()
  @Mutation(() => CaseEvent, {
    description: 'Signed-in member: a note or reply on their own open case, shared with the union. CONFLICT once resolved or closed.',
  })
  addGrievanceNote(
    @Arg('grievanceId', () => ID, { description: "Id of the member's own grievance." }) grievanceId: string,
    @Arg('text', () => String, { description: 'The note, 1 to 10,000 characters.' }) text: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return addMemberNote(ctx.em, actor, grievanceId, { text });
  }

  @Authorized()
  @Mutation(() => Grievance, {
    description:
      "Signed-in member: withdraws their own open case; it is resolved with the outcome 'withdrawn' and the union sees the reason. CONFLICT once resolved or closed. (A draft is withdrawn with withdrawGrievance, which deletes it.)",
  })
  withdrawCase(
    @Arg('grievanceId', () => ID, { description: "Id of the member's own grievance." }) grievanceId: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, in words; optional.' }) reason: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return withdrawOwnCase(ctx.em, actor, grievanceId, { reason });
  }
}

/** The case fields of a grievance that only the case's people need: who works it, the step's name, and the shared history. */
@Resolver(() => Grievance)
export class GrievanceCaseFieldsResolver {
  @FieldResolver(() => CaseContact, {
    nullable: true,
    description: 'The steward working the case, with how to reach them (as in the steward directory); null while unassigned or a draft.',
  })
  steward(@Root() grievance: Grievance, @Ctx() ctx: RequestContext) {
    return caseSteward(ctx.em, grievance);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The name of the step the case is at, as filed (e.g. 'Step 1 - Immediate supervisor'); null before the first step is filed.",
  })
  currentStepName(@Root() grievance: Grievance, @Ctx() ctx: RequestContext) {
    return currentStepName(ctx.em, grievance);
  }

  @FieldResolver(() => [CaseEvent], {
    description: "The case's shared history, oldest first: what the member sees (internal notes never appear here).",
  })
  sharedHistory(@Root() grievance: Grievance, @Ctx() ctx: RequestContext) {
    return sharedHistory(ctx.em, grievance.id);
  }
}

/** The GraphQL input as the rules read it: only the fields its action takes. */
function stepOf(input: CaseStepInput): Record<string, unknown> {
  const { action, filedOn, answeredOn, answer, extendedTo, note } = input;
  if (action === 'file') return { action, filedOn, note };
  if (action === 'answer') return { action, answeredOn, answer };
  return { action, extendedTo, note };
}
