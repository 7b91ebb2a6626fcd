import { Migration } from '@mikro-orm/migrations';

/**
 * A meeting holds several recordings, each with its own audio and transcript (meeting_recordings). A meeting's one
 * recording and transcript move into its first recording, which takes the meeting's id: its audio file keeps its name
 * (the file's key is made from that id), and a transcription job queued before the change ({ meetingId }) still
 * names it. A meeting with neither audio nor a transcript, and not recording, gets no recording.
 */
export class Migration20261201090000_MeetingRecordings extends Migration {
  override name = 'Migration20261201090000_MeetingRecordings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "meeting_recordings" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "meeting_id" uuid not null, "position" int not null, "status" text not null default 'recording', "started_at" timestamptz not null, "closed_at" timestamptz null, "audio_key" varchar(100) null, "audio_mime_type" varchar(50) null, "audio_size" int not null default 0, "audio_chunks" int not null default 0, "duration_seconds" double precision null, "transcript" text not null default '', "transcript_status" text not null default 'none', "transcript_progress" int null, "transcript_engine" varchar(20) null, "transcript_is_draft" boolean not null default false, "transcript_error" text null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "meeting_recordings" add constraint "meeting_recordings_meeting_id_position_unique" unique ("meeting_id", "position");`,
    );
    this.addSql(
      `alter table "meeting_recordings" add constraint "meeting_recordings_meeting_id_foreign" foreign key ("meeting_id") references "meetings" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "meeting_recordings_one_open_unique" on "meeting_recordings" ("meeting_id") where "status" = 'recording';`,
    );
    this.addSql(`alter table "meeting_recordings" add constraint "meeting_recordings_status_check" check ("status" in ('recording', 'closed'));`);
    this.addSql(
      `alter table "meeting_recordings" add constraint "meeting_recordings_transcript_status_check" check ("transcript_status" in ('none', 'pending', 'processing', 'done', 'failed'));`,
    );

    this.addSql(
      `insert into "meeting_recordings" ("id", "created_at", "updated_at", "meeting_id", "position", "status", "started_at", "closed_at", "audio_key", "audio_mime_type", "audio_size", "audio_chunks", "duration_seconds", "transcript", "transcript_status", "transcript_progress", "transcript_engine", "transcript_is_draft", "transcript_error")
      select "id", "created_at", "updated_at", "id", 1,
        case when "status" = 'recording' then 'recording' else 'closed' end,
        "started_at",
        case when "status" = 'recording' then null else coalesce("finalized_at", "updated_at") end,
        "audio_key", "audio_mime_type", "audio_size", "audio_chunks", "audio_duration_seconds",
        "transcript", "transcript_status", "transcript_progress", "transcript_engine", "transcript_is_draft", "transcript_error"
      from "meetings"
      where "status" = 'recording' or "audio_chunks" > 0 or "transcript" <> '' or "transcript_status" <> 'none';`,
    );

    this.addSql(
      `alter table "meetings" drop column "transcript", drop column "transcript_status", drop column "transcript_progress", drop column "transcript_engine", drop column "transcript_is_draft", drop column "transcript_error", drop column "audio_key", drop column "audio_mime_type", drop column "audio_size", drop column "audio_chunks", drop column "audio_duration_seconds";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "meetings" add column "transcript" text not null default '', add column "transcript_status" text not null default 'none', add column "transcript_progress" int null, add column "transcript_engine" varchar(20) null, add column "transcript_is_draft" boolean not null default false, add column "transcript_error" text null, add column "audio_key" varchar(100) null, add column "audio_mime_type" varchar(50) null, add column "audio_size" int not null default 0, add column "audio_chunks" int not null default 0, add column "audio_duration_seconds" double precision null;`,
    );
    this.addSql(
      `alter table "meetings" add constraint "meetings_transcript_status_check" check ("transcript_status" in ('none', 'pending', 'processing', 'done', 'failed'));`,
    );
    // Going back keeps each meeting's first recording; the later ones cannot be held by a meeting of one recording.
    this.addSql(
      `update "meetings" m set "transcript" = r."transcript", "transcript_status" = r."transcript_status", "transcript_progress" = r."transcript_progress", "transcript_engine" = r."transcript_engine", "transcript_is_draft" = r."transcript_is_draft", "transcript_error" = r."transcript_error", "audio_key" = r."audio_key", "audio_mime_type" = r."audio_mime_type", "audio_size" = r."audio_size", "audio_chunks" = r."audio_chunks", "audio_duration_seconds" = r."duration_seconds"
      from "meeting_recordings" r where r."meeting_id" = m."id" and r."position" = 1;`,
    );
    this.addSql(`drop table if exists "meeting_recordings" cascade;`);
  }
}
