import type { EntityManager } from '@mikro-orm/postgresql';
import { dayIn } from '@union/rules/dates';
import { type CaseDates, DEFAULT_GRIEVANCE_PROCEDURE, type GrievanceProcedure, nextDeadline } from '@union/rules/cases';
import type { Grievance } from '../grievances/grievance.entities.js';
import { type GrievanceStep, GrievanceProcedureSetting } from './case.entities.js';

/** The local's grievance procedure: the one an officer saved, or the default drawn from the sample agreement. */
export async function currentProcedure(em: EntityManager): Promise<GrievanceProcedure> {
  const saved = await em.findOne(GrievanceProcedureSetting, { scope: 'agreement' });
  return saved?.procedure ?? DEFAULT_GRIEVANCE_PROCEDURE;
}

/** The dates of a case its time limits count from. */
export function caseDatesOf(grievance: Grievance, steps: readonly GrievanceStep[]): CaseDates {
  return {
    incidentOn: grievance.incidentOn ?? grievance.submittedAt?.toISOString().slice(0, 10) ?? grievance.createdAt.toISOString().slice(0, 10),
    knowledgeOn: grievance.knowledgeOn ?? null,
    steps: steps.map((s) => ({
      stepIndex: s.stepIndex,
      filedOn: s.filedOn,
      answeredOn: s.answeredOn ?? null,
      extendedTo: s.extendedTo ?? null,
    })),
    pendingExtension: grievance.filingExtension ?? null,
  };
}

/**
 * Works out the case's next time limit again and keeps it on the case (the queue sorts and filters on its day). Every
 * change to a case's status, steps or dates calls it, and so does a change of the procedure, for every open case.
 */
export function refreshNextDeadline(grievance: Grievance, steps: readonly GrievanceStep[], procedure: GrievanceProcedure): void {
  const deadline = nextDeadline(procedure, caseDatesOf(grievance, steps), grievance.status);
  grievance.nextDeadline = deadline;
  grievance.nextDeadlineOn = deadline?.dueOn ?? null;
}

/** Today's date in the local's time zone: the calendar every time limit is counted on, whatever the caller's clock. */
export function localToday(ctx: { services: { config: { LOCAL_TIME_ZONE: string } } }): string {
  return dayIn(ctx.services.config.LOCAL_TIME_ZONE);
}
