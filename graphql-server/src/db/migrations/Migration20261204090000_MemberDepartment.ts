import { Migration } from '@mikro-orm/migrations';

/**
 * A member's department (users.department: Ramp, Cargo...), optional, set on their profile or by an administrator;
 * indexed, since Member Management and the Union Desk queue filter on it. Existing accounts have none until set.
 */
export class Migration20261204090000_MemberDepartment extends Migration {
  override name = 'Migration20261204090000_MemberDepartment';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "department" varchar(100) null;`);
    this.addSql(`create index "users_department_index" on "users" ("department");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_department_index";`);
    this.addSql(`alter table "users" drop column "department";`);
  }
}
