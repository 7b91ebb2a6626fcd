import { Migration } from '@mikro-orm/migrations';

/**
 * The union's side of a grievance: the case columns of a grievance (its steward, step, dates, next time limit,
 * outcome), the steps filed, the local's grievance procedure, and the case history, whose rows the database refuses
 * to change or delete (a row goes only with its case, when the grievance itself is deleted).
 */
export class Migration20261203090000_Cases extends Migration {
  override name = 'Migration20261203090000_Cases';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "grievances" add column "assigned_steward_id" uuid null, add column "incident_on" date null, add column "knowledge_on" date null, add column "current_step" int null, add column "next_deadline" jsonb null, add column "filing_extension" jsonb null, add column "next_deadline_on" date null, add column "outcome" text null, add column "remedy" text null, add column "resolved_at" timestamptz null, add column "closed_at" timestamptz null, add column "history_length" int not null default 0, add column "history_head" varchar(64) null;`,
    );
    this.addSql(
      `alter table "grievances" add constraint "grievances_assigned_steward_id_foreign" foreign key ("assigned_steward_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "grievances" add constraint "grievances_outcome_check" check ("outcome" in ('sustained', 'settled', 'denied', 'withdrawn'));`,
    );
    this.addSql(`create index "grievances_assigned_steward_id_index" on "grievances" ("assigned_steward_id");`);
    this.addSql(`create index "grievances_next_deadline_on_index" on "grievances" ("next_deadline_on");`);

    this.addSql(
      `create table "grievance_steps" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "grievance_id" uuid not null, "step_index" int not null, "step_name" varchar(120) not null, "filed_on" date not null, "answered_on" date null, "answer" text null, "extended_to" date null, "extension_note" text null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "grievance_steps" add constraint "grievance_steps_grievance_id_step_index_unique" unique ("grievance_id", "step_index");`,
    );
    this.addSql(
      `alter table "grievance_steps" add constraint "grievance_steps_grievance_id_foreign" foreign key ("grievance_id") references "grievances" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "grievance_procedures" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "scope" varchar(20) not null default 'agreement', "procedure" jsonb not null, "updated_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "grievance_procedures" add constraint "grievance_procedures_scope_unique" unique ("scope");`);
    this.addSql(
      `alter table "grievance_procedures" add constraint "grievance_procedures_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "case_events" ("id" uuid not null, "grievance_id" uuid not null, "seq" int not null, "at" timestamptz not null, "actor_id" uuid null, "actor_name" varchar(201) not null, "kind" text not null, "internal" boolean not null default false, "body" jsonb not null, "prev_hash" varchar(64) null, "hash" varchar(64) not null, primary key ("id"));`,
    );
    this.addSql(`alter table "case_events" add constraint "case_events_grievance_id_seq_unique" unique ("grievance_id", "seq");`);
    this.addSql(
      `alter table "case_events" add constraint "case_events_grievance_id_foreign" foreign key ("grievance_id") references "grievances" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "case_events" add constraint "case_events_kind_check" check ("kind" in ('submitted', 'assigned', 'step_filed', 'answer_recorded', 'deadline_extended', 'note', 'member_note', 'status', 'outcome', 'evidence_added', 'dates_changed'));`,
    );
    // Append-only: an UPDATE is refused, and so is a DELETE unless the case itself is gone (the cascade from deleting
    // the grievance, whose row is already deleted when the cascade reaches its history). TRUNCATE is refused too.
    this.addSql(
      `create or replace function "case_events_append_only_fn"() returns trigger as $$ begin if tg_op = 'DELETE' and not exists (select 1 from grievances where id = old.grievance_id) then return old; end if; raise exception 'The case history is append-only: % is refused', tg_op; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "append_only" BEFORE UPDATE OR DELETE on "case_events" for each ROW execute function "case_events_append_only_fn"();`,
    );
    this.addSql(
      `create or replace function "case_events_no_truncate_fn"() returns trigger as $$ begin raise exception 'The case history is append-only: % is refused', tg_op; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "case_events" for each STATEMENT execute function "case_events_no_truncate_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "case_events" cascade;`);
    this.addSql(`drop function if exists "case_events_append_only_fn"();`);
    this.addSql(`drop function if exists "case_events_no_truncate_fn"();`);
    this.addSql(`drop table if exists "grievance_procedures" cascade;`);
    this.addSql(`drop table if exists "grievance_steps" cascade;`);
    this.addSql(`alter table "grievances" drop constraint if exists "grievances_assigned_steward_id_foreign";`);
    this.addSql(`alter table "grievances" drop constraint if exists "grievances_outcome_check";`);
    this.addSql(
      `alter table "grievances" drop column "assigned_steward_id", drop column "incident_on", drop column "knowledge_on", drop column "current_step", drop column "next_deadline", drop column "filing_extension", drop column "next_deadline_on", drop column "outcome", drop column "remedy", drop column "resolved_at", drop column "closed_at", drop column "history_length", drop column "history_head";`,
    );
  }
}
