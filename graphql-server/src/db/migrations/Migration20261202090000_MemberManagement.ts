import { Migration } from '@mikro-orm/migrations';

/**
 * Member Management: an account may be a steward (is_steward) and may be disabled (is_active); a steward directory
 * record may be linked to one account (shop_stewards.user_id, unique: one person, one record); and every change an
 * administrator makes to a member is appended to member_changes (who, to whom, when, each field's before and after).
 * Existing accounts stay active and no one is a steward until an administrator says so.
 */
export class Migration20261202090000_MemberManagement extends Migration {
  override name = 'Migration20261202090000_MemberManagement';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "is_steward" boolean not null default false, add "is_active" boolean not null default true;`);

    this.addSql(`alter table "shop_stewards" add "user_id" uuid null;`);
    this.addSql(
      `alter table "shop_stewards" add constraint "shop_stewards_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "shop_stewards" add constraint "shop_stewards_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "member_changes" ("id" uuid not null, "actor_id" uuid null, "member_id" uuid not null, "at" timestamptz not null, "change" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "member_changes_member_id_at_index" on "member_changes" ("member_id", "at");`);
    this.addSql(
      `alter table "member_changes" add constraint "member_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "member_changes" add constraint "member_changes_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "member_changes" cascade;`);
    this.addSql(`alter table "shop_stewards" drop constraint "shop_stewards_user_id_foreign";`);
    this.addSql(`alter table "shop_stewards" drop constraint "shop_stewards_user_id_unique";`);
    this.addSql(`alter table "shop_stewards" drop column "user_id";`);
    this.addSql(`alter table "users" drop column "is_steward", drop column "is_active";`);
  }
}
