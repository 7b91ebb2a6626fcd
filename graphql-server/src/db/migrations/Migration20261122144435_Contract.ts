import { Migration } from '@mikro-orm/migrations';

export class Migration20261122144435_Contract extends Migration {

  override name = 'Migration20261122144435_Contract';

  override up(): void | Promise<void> {
    this.addSql(`create table "contract_documents" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" varchar(300) not null, "kind" text not null, "label" varchar(120) not null, "effective_date" date null, "version" int not null, "is_published" boolean not null default false, "position" int not null, "source_file_name" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "contract_documents_is_published_index" on "contract_documents" ("is_published");`);

    this.addSql(`create table "contract_rate_limits" ("key" varchar(64) not null, "window_start" timestamptz not null, "count" int not null, primary key ("key"));`);

    this.addSql(`create table "contract_sections" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "document_id" uuid not null, "article_number" varchar(20) not null, "article_title" varchar(300) not null, "article_label" varchar(140) not null, "section_number" varchar(20) null, "section_title" varchar(300) null, "reference" varchar(500) not null, "text" text not null, "order" int not null, primary key ("id"));`);
    this.addSql(`create index "contract_sections_document_id_index" on "contract_sections" ("document_id");`);

    this.addSql(`alter table "contract_documents" add constraint "contract_documents_kind_check" check ("kind" in ('agreement', 'side_letter'));`);

    this.addSql(`alter table "contract_sections" add constraint "contract_sections_document_id_foreign" foreign key ("document_id") references "contract_documents" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contract_sections" drop constraint "contract_sections_document_id_foreign";`);

    this.addSql(`drop table if exists "contract_documents" cascade;`);
    this.addSql(`drop table if exists "contract_rate_limits" cascade;`);
    this.addSql(`drop table if exists "contract_sections" cascade;`);
  }

}
