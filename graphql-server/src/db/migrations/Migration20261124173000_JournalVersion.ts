import { Migration } from '@mikro-orm/migrations';

// Each journal entry counts its changes, so an edit made from a stale window is refused instead of overwriting.
export class Migration20261124173000_JournalVersion extends Migration {
  override name = 'Migration20261124173000_JournalVersion';

  override up(): void | Promise<void> {
    this.addSql(`alter table "journal_entries" add column "version" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "journal_entries" drop column "version";`);
  }
}
