import { Migration } from '@mikro-orm/migrations';

/** Meeting records: a member's record of a management meeting, its audio and its supporting images. */
export class Migration20261127090000_Meetings extends Migration {
  override name = 'Migration20261127090000_Meetings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "meetings" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "status" text not null default 'draft', "started_at" timestamptz not null, "finalized_at" timestamptz null, "participants" jsonb not null, "recording_consent" boolean not null, "notes" text not null default '', "transcript" text not null default '', "transcript_status" text not null default 'none', "transcript_progress" int null, "transcript_engine" varchar(20) null, "transcript_is_draft" boolean not null default false, "transcript_error" text null, "audio_key" varchar(100) null, "audio_mime_type" varchar(50) null, "audio_size" int not null default 0, "audio_chunks" int not null default 0, "audio_duration_seconds" double precision null, "grievance_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "meetings_user_id_index" on "meetings" ("user_id");`);
    this.addSql(
      `create table "meeting_images" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "meeting_id" uuid not null, "file_name" varchar(100) not null, "original_file_name" varchar(255) not null, "file_size" int not null, "mime_type" varchar(50) not null, "object_storage_path" varchar(500) not null, "sha256" varchar(64) not null, "caption" varchar(500) null, "order" int not null, primary key ("id"));`,
    );
    this.addSql(`alter table "meeting_images" add constraint "meeting_images_meeting_id_order_unique" unique ("meeting_id", "order");`);
    this.addSql(
      `alter table "meetings" add constraint "meetings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "meetings" add constraint "meetings_grievance_id_foreign" foreign key ("grievance_id") references "grievances" ("id") on delete set null;`,
    );
    this.addSql(`alter table "meetings" add constraint "meetings_status_check" check ("status" in ('recording', 'draft', 'finalized'));`);
    this.addSql(
      `alter table "meetings" add constraint "meetings_transcript_status_check" check ("transcript_status" in ('none', 'pending', 'processing', 'done', 'failed'));`,
    );
    this.addSql(
      `alter table "meeting_images" add constraint "meeting_images_meeting_id_foreign" foreign key ("meeting_id") references "meetings" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "meeting_images" cascade;`);
    this.addSql(`drop table if exists "meetings" cascade;`);
  }
}
