import { Migration } from '@mikro-orm/migrations';

/**
 * Grievances get a category and the moment they were submitted. The categories are reference data every local
 * needs in the form (not demo data), so they are written here once, active and in order; an operator may change them.
 */
export const GRIEVANCE_CATEGORIES: readonly { name: string; description: string }[] = [
  { name: 'Discipline', description: 'Warnings, suspensions, terminations or other discipline without just cause or due process.' },
  { name: 'Overtime', description: 'Overtime offered out of order, bypassed, mandated unfairly or paid at the wrong rate.' },
  { name: 'Scheduling', description: 'Shift bids, schedule changes, shift swaps, days off and meal or rest breaks.' },
  { name: 'Seniority', description: 'Seniority lists, bidding, layoffs, recalls and assignments made out of seniority order.' },
  { name: 'Pay', description: 'Wages, premiums, differentials, missed hours or errors on a paycheck.' },
  { name: 'Leave', description: 'Sick leave, vacation, FMLA, bereavement or other leave refused or charged wrongly.' },
  { name: 'Safety', description: 'Unsafe equipment, conditions or practices, and retaliation for reporting them.' },
  { name: 'Harassment', description: 'Harassment, discrimination or a hostile work environment.' },
  { name: 'Other', description: 'Any other violation of the contract or of past practice.' },
];

export class Migration20261126090000_Grievances extends Migration {
  override name = 'Migration20261126090000_Grievances';

  override async up(): Promise<void> {
    await this.execute(`alter table "grievances" add column "category_id" uuid null, add column "submitted_at" timestamptz null;`);
    await this.execute(
      `alter table "grievances" add constraint "grievances_category_id_foreign" foreign key ("category_id") references "grievance_categories" ("id") on delete set null;`,
    );
    for (const [index, category] of GRIEVANCE_CATEGORIES.entries()) {
      await this.execute(
        `insert into "grievance_categories" ("id", "created_at", "updated_at", "name", "description", "order", "is_active") values (gen_random_uuid(), now(), now(), ?, ?, ?, true) on conflict ("name") do nothing;`,
        [category.name, category.description, index + 1],
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "grievances" drop constraint "grievances_category_id_foreign";`);
    this.addSql(`alter table "grievances" drop column "category_id", drop column "submitted_at";`);
  }
}
