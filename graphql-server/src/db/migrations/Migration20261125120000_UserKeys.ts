import { Migration } from '@mikro-orm/migrations';
import { normalizeIdentifier } from '@union/rules/users';

/**
 * Usernames and emails were matched with ILIKE (`%` signed in as anyone) and were not unique once case and width are
 * ignored (`Dana` and `dana`, one email on two accounts). Each user now carries both in the compared form
 * (normalizeIdentifier, computed here in JavaScript because PostgreSQL's lower() under the C locale knows only ASCII)
 * in columns with unique indexes.
 *
 * Existing rows that collide (they could, through the races this closes): the oldest account keeps the key, each
 * later one gets null. A later account with a null username key cannot be signed into until an operator renames it
 * (it was unreachable or reached the other account before); one with a null email key still signs in, but saving its
 * profile is refused until it uses an email no other account has. The migration never fails on old data, so the app
 * still starts.
 */
export class Migration20261125120000_UserKeys extends Migration {
  override name = 'Migration20261125120000_UserKeys';

  override async up(): Promise<void> {
    await this.execute(`alter table "users" add column "username_key" text null, add column "email_key" text null;`);
    const users = await this.execute(`select "id", "username", "personal_email" from "users" order by "created_at", "id";`);
    const taken = { username: new Set<string>(), email: new Set<string>() };
    const claim = (kind: keyof typeof taken, key: string) => {
      if (taken[kind].has(key)) return null;
      taken[kind].add(key);
      return key;
    };
    for (const user of users) {
      await this.execute(`update "users" set "username_key" = ?, "email_key" = ? where "id" = ?;`, [
        claim('username', normalizeIdentifier(String(user.username))),
        claim('email', normalizeIdentifier(String(user.personal_email))),
        user.id,
      ]);
    }
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);
    this.addSql(`alter table "users" add constraint "users_email_key_unique" unique ("email_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "username_key", drop column "email_key";`);
  }
}
