import { Migration } from '@mikro-orm/migrations';

/** Personal access tokens: only the SHA-256 of each token is stored. */
export class Migration20261128090000_AccessTokens extends Migration {
  override name = 'Migration20261128090000_AccessTokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "access_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "hint" varchar(20) not null, "scopes" jsonb not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "access_tokens_user_id_index" on "access_tokens" ("user_id");`);
    this.addSql(`alter table "access_tokens" add constraint "access_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "access_tokens" add constraint "access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access_tokens" cascade;`);
  }
}
