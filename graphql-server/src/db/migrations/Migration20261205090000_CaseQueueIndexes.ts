import { Migration } from '@mikro-orm/migrations';

/**
 * The Union Desk's counts read narrow indexes instead of the wide grievance rows: a steward's reach (their cases and
 * the unassigned ones) by status and time limit, which also serves lookups by steward alone (so the single-column
 * index goes), and the open cases per steward.
 */
export class Migration20261205090000_CaseQueueIndexes extends Migration {
  override name = 'Migration20261205090000_CaseQueueIndexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "grievances_assigned_steward_id_index";`);
    this.addSql(
      `create index "grievances_case_queue_index" on "grievances" ("assigned_steward_id", "status", "next_deadline_on");`,
    );
    this.addSql(
      `create index "grievances_open_by_steward_index" on "grievances" ("assigned_steward_id") where "status" in ('submitted', 'in_progress');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "grievances_open_by_steward_index";`);
    this.addSql(`drop index if exists "grievances_case_queue_index";`);
    this.addSql(`create index "grievances_assigned_steward_id_index" on "grievances" ("assigned_steward_id");`);
  }
}
