import { EMPLOYMENT_STATUSES, type EmploymentStatus } from '@union/rules/constants';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Grievance } from '../grievances/grievance.entities.js';
import { JournalEntry } from '../journal/journal.entities.js';
import { CaseEvent, GrievanceStep } from './case.entities.js';

/** A person on a case, with the ways to reach them. */
const LOCAL_TODAY = {
  description:
    "Today's date (YYYY-MM-DD) in the local's time zone: the day time limits are told against, and the latest day a step may be filed or answered on.",
};

@ObjectType({ description: 'A person on a case (the member, or the steward working it) and how to reach them.' })
export class CaseContact {
  @Field(() => ID, { description: "The person's account id." })
  userId!: string;

  @Field(() => String, { description: 'First and last name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Phone number, or null when none is on record.' })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'Email address, or null when none is on record.' })
  email!: string | null;

  @Field(() => String, { nullable: true, description: "The member's employee number (null for a steward's contact)." })
  employeeNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The member's employment status (${EMPLOYMENT_STATUSES.join(' or ')}); null for a steward's contact.`,
  })
  employmentStatus!: EmploymentStatus | null;

  @Field(() => String, { nullable: true, description: "The steward's position in the directory (e.g. Chief Steward); null for a member." })
  position!: string | null;
}

@ObjectType({ description: 'One case in the Union Desk queue.' })
export class CaseQueueItem {
  @Field(() => Grievance, { description: 'The grievance (status, step, next time limit, dates).' })
  grievance!: Grievance;

  @Field(() => CaseContact, { description: 'The member who filed it.' })
  member!: CaseContact;

  @Field(() => CaseContact, { nullable: true, description: 'The steward working it, or null while unassigned.' })
  steward!: CaseContact | null;

  @Field(() => Boolean, { description: "True when the next time limit's day has passed (in the local's time zone)." })
  overdue!: boolean;
}

@ObjectType({ description: 'How many open cases a steward is working.' })
export class StewardWorkload {
  @Field(() => CaseContact, { description: 'The steward.' })
  steward!: CaseContact;

  @Field(() => Int, { description: 'Open cases (submitted or in progress) assigned to them.' })
  openCases!: number;
}

@ObjectType({ description: 'A page of the Union Desk queue: overdue first, then by the next time limit.' })
export class CaseQueue {
  @Field(() => [CaseQueueItem], { description: 'The cases of this page.' })
  items!: CaseQueueItem[];

  @Field(() => Int, { description: 'How many cases match the filters, on every page.' })
  total!: number;

  @Field(() => Int, { description: 'Open cases with no steward (within reach of every steward).' })
  unassigned!: number;

  @Field(() => [StewardWorkload], { description: 'Open cases per steward, most first.' })
  workload!: StewardWorkload[];

  @Field(() => [String], {
    description: "The names of the procedure's steps, in order: the names of Grievance.currentStep and of the step filter's values.",
  })
  procedureSteps!: string[];

  @Field(() => String, LOCAL_TODAY)
  today!: string;
}

@ObjectType({ description: 'A piece of evidence on a case, with the path a steward or officer views it at.' })
export class CaseEvidence {
  @Field(() => ID, { description: 'The image id.' })
  id!: string;

  @Field(() => String, { description: 'The file name the member uploaded.' })
  originalFileName!: string;

  @Field(() => String, { nullable: true, description: "The member's caption, or null." })
  caption!: string | null;

  @Field(() => String, { description: 'image/jpeg, image/png or image/webp.' })
  mimeType!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  fileSize!: number;

  @Field(() => Date, { description: 'When it was added.' })
  uploadedAt!: Date;

  @Field(() => String, { description: 'Path (on this server) where a steward or officer within reach views it; ?download=1 downloads it.' })
  url!: string;
}

@ObjectType({ description: 'Whether a case history is as it was written.' })
export class CaseHistoryCheck {
  @Field(() => Boolean, { description: "True when every entry links to the one before it and matches its own content ('history intact')." })
  intact!: boolean;

  @Field(() => Int, { description: 'How many entries were checked.' })
  checked!: number;

  @Field(() => Int, { nullable: true, description: 'The position of the first entry that does not hold, or null when intact.' })
  brokenAt!: number | null;

  @Field(() => String, { nullable: true, description: 'What does not hold, in words; null when intact.' })
  problem!: string | null;
}

@ObjectType({ description: "A case as the union works it: the grievance, the people, the procedure's steps and the whole history." })
export class CaseDetail {
  @Field(() => Grievance, { description: 'The grievance as the member wrote it, with its case fields.' })
  grievance!: Grievance;

  @Field(() => CaseContact, { description: 'The member who filed it, with their contact details.' })
  member!: CaseContact;

  @Field(() => CaseContact, { nullable: true, description: 'The steward working it, or null while unassigned.' })
  steward!: CaseContact | null;

  @Field(() => [CaseEvidence], { description: 'The evidence, in order.' })
  evidence!: CaseEvidence[];

  @Field(() => JournalEntry, {
    nullable: true,
    description: "The journal entry it was converted from, with its witnesses (its photos are the case's evidence); null when none.",
  })
  journalEntry!: JournalEntry | null;

  @Field(() => [GrievanceStep], { description: 'The steps filed, in order.' })
  steps!: GrievanceStep[];

  @Field(() => [String], { description: "The names of the procedure's steps, in order (the step a case may be filed at next)." })
  procedureSteps!: string[];

  @Field(() => [CaseEvent], { description: 'The whole history, oldest first, internal notes included.' })
  history!: CaseEvent[];

  @Field(() => Boolean, { description: 'True when the person asking may work the case now (assigned to them, or an officer).' })
  canWork!: boolean;

  @Field(() => Boolean, { description: 'True when the person asking may take it (a steward, and the case is unassigned).' })
  canTake!: boolean;

  @Field(() => String, LOCAL_TODAY)
  today!: string;
}
