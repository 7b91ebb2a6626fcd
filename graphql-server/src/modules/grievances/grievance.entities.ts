import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { StoredImage } from '../../db/stored-image.entity.js';
import { CASE_OUTCOMES, type CaseOutcome } from '@union/rules/cases';
import { GRIEVANCE_STATUSES, type GrievanceStatus, IMAGE_TYPES, type ImageType } from '@union/rules/constants';
import { JournalEntry } from '../journal/journal.entities.js';
import { User } from '../../auth/user.entity.js';
import { GrievanceCategory } from './grievance-category.entity.js';
import { enumOf } from '../../graphql/enum-of.js';
import { CaseOutcomeEnum, NextDeadline } from './next-deadline.type.js';

export const GrievanceStatusEnum = enumOf(GRIEVANCE_STATUSES);
registerEnumType(GrievanceStatusEnum, {
  name: 'GrievanceStatus',
  description:
    "Where a grievance stands (labels Draft, Submitted, In Progress, Resolved, Closed). A member creates it as draft or submitted and submits a draft; the later statuses are the union's to set.",
  valuesConfig: {
    draft: { description: 'Being written: the member may still change, add images to, submit or withdraw it.' },
    submitted: { description: 'Submitted by the member (submittedAt says when): read-only for the member from then on.' },
    in_progress: { description: 'Being handled by the union.' },
    resolved: { description: 'Resolved: the grievance has been settled.' },
    closed: { description: 'Closed without further action.' },
  },
});
export const ImageTypeEnum = enumOf(IMAGE_TYPES);
registerEnumType(ImageTypeEnum, {
  name: 'ImageType',
  description: 'What a grievance image is for.',
  valuesConfig: {
    evidence: { description: 'Evidence of what happened (the default: every uploaded image and every photo copied from a journal entry).' },
    documentation: { description: 'A document supporting the grievance (for example a schedule or a notice).' },
  },
});

@ObjectType({
  description:
    "A member's formal grievance, often converted from a journal entry. Only its owner sees it (another member's id answers NOT_FOUND); the member changes it only while it is a draft.",
})
@Entity({ tableName: 'grievances' })
// The Union Desk's counts read these narrow indexes instead of the wide rows: a steward's reach (their cases and the
// unassigned) by status and time limit, and the open cases per steward.
@Index({ name: 'grievances_case_queue_index', properties: ['assignedSteward', 'status', 'nextDeadlineOn'] })
@Index({
  name: 'grievances_open_by_steward_index',
  expression: `create index "grievances_open_by_steward_index" on "grievances" ("assigned_steward_id") where "status" in ('submitted', 'in_progress')`,
})
export class Grievance extends BaseEntity<'status' | 'journalEntryId' | 'categoryId' | 'images' | 'pdfUrl' | 'historyLength'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => JournalEntry, { nullable: true, deleteRule: 'set null' })
  journalEntry?: JournalEntry | null;

  @Field(() => ID, {
    nullable: true,
    description: "Id of the member's journal entry this grievance was converted from, or null (also null once that entry is deleted).",
  })
  get journalEntryId(): string | null {
    return this.journalEntry?.id ?? null;
  }

  @Field(() => GrievanceCategory, {
    nullable: true,
    description: 'The kind of grievance chosen (discipline, overtime, ...), or null when none.',
  })
  @ManyToOne(() => GrievanceCategory, { nullable: true, deleteRule: 'set null' })
  category?: GrievanceCategory | null;

  @Field(() => ID, { nullable: true, description: 'Id of the chosen category (GrievanceCategory.id), or null.' })
  get categoryId(): string | null {
    return this.category?.id ?? null;
  }

  @Field(() => String, {
    description: "The grievance's title, at most 200 characters (the conversion dialog proposes 'Entry' plus the entry's date).",
  })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: 'What happened, at most 50,000 characters.' })
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String, { description: 'Which contract provisions were violated and how, at most 20,000 characters.' })
  @Property({ type: 'text' })
  contractViolation!: string;

  @Field(() => GrievanceStatusEnum, {
    description:
      'Where the grievance stands: draft, submitted, in_progress, resolved or closed (labels Draft, Submitted, In Progress, Resolved, Closed).',
  })
  @Enum({ items: () => [...GRIEVANCE_STATUSES], default: 'draft' })
  status: GrievanceStatus = 'draft';

  @Field(() => String, { nullable: true, description: "A witness's name, at most 200 characters; null when none." })
  @Property({ type: 'string', length: 200, nullable: true })
  witnessName?: string | null;

  @Field(() => String, { nullable: true, description: "The witness's employee number, at most 32 characters; null when none." })
  @Property({ type: 'string', length: 32, nullable: true })
  witnessEmployeeNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The witness's phone number (digits, spaces, -, ( ) and +; at most 32 characters); null when none.",
  })
  @Property({ type: 'string', length: 32, nullable: true })
  witnessPhone?: string | null;

  @Field(() => String, { nullable: true, description: "The witness's email, at most 254 characters; null when none." })
  @Property({ type: 'string', length: 254, nullable: true })
  witnessEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Where it happened, at most 200 characters; null when not given.' })
  @Property({ type: 'string', length: 200, nullable: true })
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The AI suggestions the member saw when writing it (analyzeForGrievance), as readable text, at most 20,000 characters; null when none.',
  })
  @Property({ type: 'text', nullable: true })
  aiAssistance?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the member submitted it: ISO 8601 date-time in UTC; null while it is a draft.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  submittedAt?: Date | null;

  // The case: what the union does with it once submitted.

  /** The steward working the case (a member account with the steward role), or null while unassigned. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  assignedSteward?: User | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The day of the incident, YYYY-MM-DD: the journal entry's date, or the day it was submitted; the first time limit counts from it. Null while a draft.",
  })
  @Property({ type: 'date', nullable: true })
  incidentOn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The day the member learnt of it, YYYY-MM-DD, when later than the incident; null otherwise.',
  })
  @Property({ type: 'date', nullable: true })
  knowledgeOn?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The step of the grievance procedure the case is at (0 for the first), or null before the first is filed.',
  })
  @Property({ type: 'integer', nullable: true })
  currentStep?: number | null;

  @Field(() => NextDeadline, {
    nullable: true,
    description: 'The next time limit of the open case, from the procedure and the dates entered; null when none runs.',
  })
  @Property({ type: 'json', nullable: true })
  nextDeadline?: NextDeadline | null;

  /** The union's time to file the next step, when extended by agreement before that step was filed. */
  @Property({ type: 'json', nullable: true })
  filingExtension?: { stepIndex: number; extendedTo: string } | null;

  /** The due day of nextDeadline, kept as a column so the queue sorts and filters on it. */
  @Index()
  @Property({ type: 'date', nullable: true })
  nextDeadlineOn?: string | null;

  @Field(() => CaseOutcomeEnum, { nullable: true, description: 'How the case ended, once resolved; null before.' })
  @Enum({ items: () => [...CASE_OUTCOMES], nullable: true })
  outcome?: CaseOutcome | null;

  @Field(() => String, { nullable: true, description: 'The remedy obtained, in words, once resolved; null before.' })
  @Property({ type: 'text', nullable: true })
  remedy?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the case was resolved: ISO 8601 date-time in UTC; null before.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  resolvedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the case was closed: ISO 8601 date-time in UTC; null before.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  closedAt?: Date | null;

  /** How many history rows the case has, and the hash of the last: the next row's position and link. */
  @Property({ type: 'integer', default: 0 })
  historyLength: number = 0;

  @Property({ type: 'string', length: 64, nullable: true })
  historyHead?: string | null;

  @OneToMany(
    () => GrievanceImage,
    (image) => image.grievance,
  )
  imageRows = new Collection<GrievanceImage>(this);

  @Field(() => [GrievanceImage], {
    description: "Supporting images (evidence), in order (at most 5); a converted entry's photos are copied here.",
  })
  get images(): GrievanceImage[] {
    // The service always loads them with the grievance; reading them unloaded is a bug, not an empty list.
    if (!this.imageRows.isInitialized()) throw new Error('Grievance.images was read before it was loaded');
    return this.imageRows.getItems().sort((a, b) => a.order - b.order);
  }

  @Field(() => String, {
    description: 'Path (on this server) where the owner downloads the filing-ready PDF of the grievance with the session or a token.',
  })
  get pdfUrl(): string {
    return `/api/grievances/${this.id}/pdf`;
  }
}

@ObjectType({
  description:
    "A supporting image of a grievance (at most 5 per grievance). Only the grievance's owner sees it; it changes only while the grievance is a draft.",
})
@Entity({ tableName: 'grievance_images' })
@Unique({ properties: ['grievance', 'order'] })
export class GrievanceImage extends StoredImage<'imageType' | 'grievanceId' | 'url'> {
  @ManyToOne(() => Grievance, { deleteRule: 'cascade' })
  grievance!: Grievance;

  @Field(() => ID, { description: 'Id of the grievance the image belongs to.' })
  get grievanceId(): string {
    return this.grievance.id;
  }

  @Field(() => String, {
    description:
      'Path (on this server) where the owner views the image with the session or a token; add ?download=1 to download it as a file.',
  })
  get url(): string {
    return `/api/grievances/${this.grievance.id}/images/${this.id}/view`;
  }

  @Field(() => ImageTypeEnum, { description: 'evidence (every uploaded or copied image) or documentation.' })
  @Enum({ items: () => [...IMAGE_TYPES], default: 'evidence' })
  imageType: ImageType = 'evidence';
}
