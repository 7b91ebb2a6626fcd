import { Migration } from '@mikro-orm/migrations';

/** The agreement's representation provision, as an officer confirmed it (one row at most). */
export class Migration20261129090000_RepresentationProvision extends Migration {
  override name = 'Migration20261129090000_RepresentationProvision';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "representation_provisions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "scope" varchar(20) not null default 'agreement', "reference" varchar(200) not null, "allows_declining" boolean not null, "section_id" uuid null, "confirmed_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "representation_provisions" add constraint "representation_provisions_scope_unique" unique ("scope");`);
    this.addSql(
      `alter table "representation_provisions" add constraint "representation_provisions_confirmed_by_id_foreign" foreign key ("confirmed_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "representation_provisions" cascade;`);
  }
}
