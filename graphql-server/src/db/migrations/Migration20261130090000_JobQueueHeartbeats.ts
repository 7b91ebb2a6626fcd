import { Migration } from '@mikro-orm/migrations';

/**
 * Each running server's job queue says here, every few seconds, that it is alive (one row per graphile-worker pool):
 * the jobs a pool holds while its row goes silent are handed to the live servers (jobs/jobs.ts).
 */
export class Migration20261130090000_JobQueueHeartbeats extends Migration {
  override name = 'Migration20261130090000_JobQueueHeartbeats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_queue_heartbeats" ("worker_pool_id" text not null, "beat_at" timestamptz not null default now(), primary key ("worker_pool_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_queue_heartbeats" cascade;`);
  }
}
