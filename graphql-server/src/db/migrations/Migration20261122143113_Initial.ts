import { Migration } from '@mikro-orm/migrations';

export class Migration20261122143113_Initial extends Migration {

  override name = 'Migration20261122143113_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "grievance_categories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(100) not null, "description" text not null, "order" int not null, "is_active" boolean not null default true, primary key ("id"));`);
    this.addSql(`alter table "grievance_categories" add constraint "grievance_categories_name_unique" unique ("name");`);

    this.addSql(`create table "login_throttle" ("key" varchar(400) not null, "failures" int not null default 0, "window_start" timestamptz not null, "locked_until" timestamptz null, primary key ("key"));`);

    this.addSql(`create table "shop_stewards" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(200) not null, "position" varchar(100) not null, "department" varchar(100) not null, "shift" varchar(50) not null, "phone_number" varchar(32) not null, "email" varchar(254) null, "is_active" boolean not null default true, primary key ("id"));`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "username" varchar(64) not null, "personal_email" varchar(254) not null, "phone_number" varchar(32) null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "employee_number" varchar(32) not null, "hashed_password" varchar(255) not null, "employment_status" text not null, "badge_renewal_date" date null, "last_hearing_test_date" date null, "intl_badge_renewal_date" date null, "hire_date" date not null, "pushback_training_date" date null, "wide_body_training_date" date null, "mini_bio" text null, "is_admin" boolean not null default false, "is_super_admin" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_employee_number_unique" unique ("employee_number");`);

    this.addSql(`create table "test_scores" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "test_name" varchar(200) not null, "score" int not null, "max_score" int not null, "percentage" numeric(5,2) not null, "publish_score" boolean not null default false, "taken_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "test_scores_user_id_index" on "test_scores" ("user_id");`);

    this.addSql(`create table "sessions" ("token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "journal_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "event_title" varchar(200) not null, "description" text null, "is_active" boolean not null default true, primary key ("id"));`);
    this.addSql(`create index "journal_events_user_id_index" on "journal_events" ("user_id");`);

    this.addSql(`create table "journal_entries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "event_id" uuid not null, "employee_name" varchar(200) not null, "employee_number" varchar(32) not null, "shift" varchar(50) not null, "team_number" varchar(50) null, "job_title" varchar(100) not null, "is_swapped_shift" boolean not null default false, "incident_notes" text not null, "entry_date" date not null default current_date, "status" text not null default 'draft', "grievance_category_id" uuid null, "is_grievance" boolean not null default false, "is_closed" boolean not null default false, primary key ("id"));`);
    this.addSql(`create index "journal_entries_user_id_index" on "journal_entries" ("user_id");`);

    this.addSql(`create table "journal_participants" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "entry_id" uuid not null, "name" varchar(200) not null, "job_title" varchar(100) not null, "employee_number" varchar(32) null, "order" int not null, "notes" text null, primary key ("id"));`);
    this.addSql(`alter table "journal_participants" add constraint "journal_participants_entry_id_order_unique" unique ("entry_id", "order");`);

    this.addSql(`create table "journal_entry_images" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "entry_id" uuid not null, "file_name" varchar(100) not null, "original_file_name" varchar(255) not null, "file_size" int not null, "mime_type" varchar(50) not null, "object_storage_path" varchar(500) not null, "sha256" varchar(64) not null, "caption" varchar(500) null, "order" int not null, primary key ("id"));`);
    this.addSql(`alter table "journal_entry_images" add constraint "journal_entry_images_entry_id_order_unique" unique ("entry_id", "order");`);

    this.addSql(`create table "grievances" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "journal_entry_id" uuid null, "title" varchar(200) not null, "description" text not null, "contract_violation" text not null, "status" text not null default 'draft', "witness_name" varchar(200) null, "witness_employee_number" varchar(32) null, "witness_phone" varchar(32) null, "witness_email" varchar(254) null, "location" varchar(200) null, "ai_assistance" text null, primary key ("id"));`);
    this.addSql(`create index "grievances_user_id_index" on "grievances" ("user_id");`);

    this.addSql(`create table "grievance_images" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "grievance_id" uuid not null, "file_name" varchar(100) not null, "original_file_name" varchar(255) not null, "file_size" int not null, "mime_type" varchar(50) not null, "object_storage_path" varchar(500) not null, "sha256" varchar(64) not null, "caption" varchar(500) null, "image_type" text not null default 'evidence', "order" int not null, primary key ("id"));`);
    this.addSql(`alter table "grievance_images" add constraint "grievance_images_grievance_id_order_unique" unique ("grievance_id", "order");`);

    this.addSql(`create table "email_allowlist" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "is_active" boolean not null default true, "added_by_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "email_allowlist" add constraint "email_allowlist_email_unique" unique ("email");`);

    this.addSql(`create table "bulletins" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" varchar(200) not null, "content" text not null, "type" text not null default 'general', "is_public" boolean not null default true, "published_at" timestamptz null, "expires_at" timestamptz null, "author_id" uuid null, "is_active" boolean not null default true, primary key ("id"));`);

    this.addSql(`create table "bulletin_visibility" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "bulletin_id" uuid not null, "has_opted_in" boolean not null default false, "viewed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "bulletin_visibility" add constraint "bulletin_visibility_user_id_bulletin_id_unique" unique ("user_id", "bulletin_id");`);

    this.addSql(`alter table "users" add constraint "users_employment_status_check" check ("employment_status" in ('full_time', 'part_time'));`);

    this.addSql(`alter table "test_scores" add constraint "test_scores_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "journal_events" add constraint "journal_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "journal_entries" add constraint "journal_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "journal_entries" add constraint "journal_entries_event_id_foreign" foreign key ("event_id") references "journal_events" ("id") on delete cascade;`);
    this.addSql(`alter table "journal_entries" add constraint "journal_entries_grievance_category_id_foreign" foreign key ("grievance_category_id") references "grievance_categories" ("id") on delete set null;`);
    this.addSql(`alter table "journal_entries" add constraint "journal_entries_status_check" check ("status" in ('draft', 'saved', 'grievance_ready', 'closed'));`);

    this.addSql(`alter table "journal_participants" add constraint "journal_participants_entry_id_foreign" foreign key ("entry_id") references "journal_entries" ("id") on delete cascade;`);

    this.addSql(`alter table "journal_entry_images" add constraint "journal_entry_images_entry_id_foreign" foreign key ("entry_id") references "journal_entries" ("id") on delete cascade;`);

    this.addSql(`alter table "grievances" add constraint "grievances_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "grievances" add constraint "grievances_journal_entry_id_foreign" foreign key ("journal_entry_id") references "journal_entries" ("id") on delete set null;`);
    this.addSql(`alter table "grievances" add constraint "grievances_status_check" check ("status" in ('draft', 'submitted', 'in_progress', 'resolved', 'closed'));`);

    this.addSql(`alter table "grievance_images" add constraint "grievance_images_grievance_id_foreign" foreign key ("grievance_id") references "grievances" ("id") on delete cascade;`);
    this.addSql(`alter table "grievance_images" add constraint "grievance_images_image_type_check" check ("image_type" in ('evidence', 'documentation'));`);

    this.addSql(`alter table "email_allowlist" add constraint "email_allowlist_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "bulletins" add constraint "bulletins_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "bulletins" add constraint "bulletins_type_check" check ("type" in ('general', 'test_scores', 'training', 'urgent'));`);

    this.addSql(`alter table "bulletin_visibility" add constraint "bulletin_visibility_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "bulletin_visibility" add constraint "bulletin_visibility_bulletin_id_foreign" foreign key ("bulletin_id") references "bulletins" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "journal_entries" drop constraint "journal_entries_grievance_category_id_foreign";`);
    this.addSql(`alter table "test_scores" drop constraint "test_scores_user_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "journal_events" drop constraint "journal_events_user_id_foreign";`);
    this.addSql(`alter table "journal_entries" drop constraint "journal_entries_user_id_foreign";`);
    this.addSql(`alter table "grievances" drop constraint "grievances_user_id_foreign";`);
    this.addSql(`alter table "email_allowlist" drop constraint "email_allowlist_added_by_id_foreign";`);
    this.addSql(`alter table "bulletins" drop constraint "bulletins_author_id_foreign";`);
    this.addSql(`alter table "bulletin_visibility" drop constraint "bulletin_visibility_user_id_foreign";`);
    this.addSql(`alter table "journal_entries" drop constraint "journal_entries_event_id_foreign";`);
    this.addSql(`alter table "journal_participants" drop constraint "journal_participants_entry_id_foreign";`);
    this.addSql(`alter table "journal_entry_images" drop constraint "journal_entry_images_entry_id_foreign";`);
    this.addSql(`alter table "grievances" drop constraint "grievances_journal_entry_id_foreign";`);
    this.addSql(`alter table "grievance_images" drop constraint "grievance_images_grievance_id_foreign";`);
    this.addSql(`alter table "bulletin_visibility" drop constraint "bulletin_visibility_bulletin_id_foreign";`);

    this.addSql(`drop table if exists "grievance_categories" cascade;`);
    this.addSql(`drop table if exists "login_throttle" cascade;`);
    this.addSql(`drop table if exists "shop_stewards" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "test_scores" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "journal_events" cascade;`);
    this.addSql(`drop table if exists "journal_entries" cascade;`);
    this.addSql(`drop table if exists "journal_participants" cascade;`);
    this.addSql(`drop table if exists "journal_entry_images" cascade;`);
    this.addSql(`drop table if exists "grievances" cascade;`);
    this.addSql(`drop table if exists "grievance_images" cascade;`);
    this.addSql(`drop table if exists "email_allowlist" cascade;`);
    this.addSql(`drop table if exists "bulletins" cascade;`);
    this.addSql(`drop table if exists "bulletin_visibility" cascade;`);
  }

}
