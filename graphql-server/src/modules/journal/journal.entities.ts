import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { StoredImage } from '../../db/stored-image.entity.js';
import { JOURNAL_ENTRY_STATUSES, type JournalEntryStatus } from '@union/rules/constants';
import { entryReadOnlyReason } from '@union/rules/journal';
import { GrievanceCategory } from '../grievances/grievance-category.entity.js';
import { User } from '../../auth/user.entity.js';
import { enumOf } from '../../graphql/enum-of.js';

export const JournalEntryStatusEnum = enumOf(JOURNAL_ENTRY_STATUSES);
registerEnumType(JournalEntryStatusEnum, {
  name: 'JournalEntryStatus',
  description: "The member's label for a journal entry (shown as Draft, Saved, Grievance Ready, Closed); the member may choose any.",
  valuesConfig: {
    draft: { description: 'Being written (the default for a new entry).' },
    saved: { description: 'Written and saved by the member; still editable.' },
    grievance_ready: { description: 'The member thinks it is ready to become a grievance; still editable until converted.' },
    closed: { description: 'Closed: the entry becomes read-only (isClosed true) and no longer changes.' },
  },
});

@ObjectType({
  description:
    'A workplace event (for example a recurring overtime dispute) that a member keeps journal entries about. Only its owner sees it; only active events take new entries.',
})
@Entity({ tableName: 'journal_events' })
export class JournalEvent extends BaseEntity<'isActive'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { description: "The event's title, at most 200 characters; shown on each of its entries." })
  @Property({ type: 'string', length: 200 })
  eventTitle!: string;

  @Field(() => String, { nullable: true, description: 'What the event is about, at most 5000 characters; null when none.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Boolean, {
    description: 'True while the event takes new entries (createJournalEntry refuses an inactive one with BAD_USER_INPUT).',
  })
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}

@ObjectType({
  description:
    "A dated note of what happened at work (Workplace Journal): the member's evidence, with witnesses and photos. Only its owner sees it; another member's id answers NOT_FOUND.",
})
@Entity({ tableName: 'journal_entries' })
export class JournalEntry extends BaseEntity<
  | 'isSwappedShift'
  | 'entryDate'
  | 'status'
  | 'isGrievance'
  | 'isClosed'
  | 'eventId'
  | 'images'
  | 'participants'
  | 'readOnlyReason'
  | 'version'
> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => JournalEvent, { description: "The workplace event this entry belongs to (one of the member's own)." })
  @ManyToOne(() => JournalEvent, { deleteRule: 'cascade' })
  event!: JournalEvent;

  @Field(() => ID, { description: "Id of the entry's event (JournalEvent.id)." })
  get eventId(): string {
    return this.event.id;
  }

  @Field(() => String, { description: 'The employee the entry is about (usually the member), at most 200 characters.' })
  @Property({ type: 'string', length: 200 })
  employeeName!: string;

  @Field(() => String, { description: "That employee's number, at most 32 characters." })
  @Property({ type: 'string', length: 32 })
  employeeNumber!: string;

  @Field(() => String, {
    description:
      "The shift worked, at most 50 characters; the form offers '6am-2pm (Day)', '2pm-10pm (Evening)', '10pm-6am (Night)', '7am-3pm (Day)', '3pm-11pm (Evening)', '11pm-7am (Night)'.",
  })
  @Property({ type: 'string', length: 50 })
  shift!: string;

  @Field(() => String, { nullable: true, description: 'The team number, at most 50 characters; null when none.' })
  @Property({ type: 'string', length: 50, nullable: true })
  teamNumber?: string | null;

  @Field(() => String, { description: "The employee's job title, at most 100 characters, e.g. 'Fleet Service Agent'." })
  @Property({ type: 'string', length: 100 })
  jobTitle!: string;

  @Field(() => Boolean, { description: 'True when the shift was a swapped shift (the Swapped Shift badge).' })
  @Property({ type: 'boolean', default: false })
  isSwappedShift: boolean = false;

  @Field(() => String, { description: "What happened, in the member's words, at most 50,000 characters." })
  @Property({ type: 'text' })
  incidentNotes!: string;

  @Field(() => String, {
    description: 'The day the entry is about, YYYY-MM-DD (a calendar day, no time zone); lists are ordered by it, newest first.',
  })
  @Property({ type: 'date', defaultRaw: 'current_date' })
  entryDate: string = new Date().toISOString().slice(0, 10);

  @Field(() => JournalEntryStatusEnum, {
    description: "The member's own label for the entry: draft, saved, grievance_ready or closed (closed also makes it read-only).",
  })
  @Enum({ items: () => [...JOURNAL_ENTRY_STATUSES], default: 'draft' })
  status: JournalEntryStatus = 'draft';

  @ManyToOne(() => GrievanceCategory, { nullable: true, deleteRule: 'set null' })
  grievanceCategory?: GrievanceCategory | null;

  @Field(() => Boolean, {
    description: 'True once the entry was converted to a grievance (createGrievance with its journalEntryId): read-only from then on.',
  })
  @Property({ type: 'boolean', default: false })
  isGrievance: boolean = false;

  @Field(() => Boolean, { description: 'True when the entry is closed (status closed sets it): read-only from then on.' })
  @Property({ type: 'boolean', default: false })
  isClosed: boolean = false;

  // MikroORM adds `version = version + 1 ... where version = ?` to every update of the row, whichever code makes it.
  @Field(() => Int, {
    description: 'Goes up by one with every change. Send it back as expectedVersion so an edit never overwrites a newer one unseen.',
  })
  @Property({ type: 'integer', version: true })
  version: number = 1;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the entry cannot be changed, in the banner's words ('Entry is closed. This entry is read-only.' or 'Entry has been converted to grievance. This entry is read-only.'), or null while it is editable.",
  })
  get readOnlyReason(): string | null {
    return entryReadOnlyReason(this);
  }

  @OneToMany(
    () => JournalEntryImage,
    (image) => image.entry,
  )
  imageRows = new Collection<JournalEntryImage>(this);

  @OneToMany(
    () => JournalParticipant,
    (participant) => participant.entry,
  )
  participantRows = new Collection<JournalParticipant>(this);

  @Field(() => [JournalEntryImage], { description: 'Supporting photos, in order (at most 3).' })
  get images(): JournalEntryImage[] {
    return loaded(this.imageRows, 'images').sort((a, b) => a.order - b.order);
  }

  @Field(() => [JournalParticipant], { description: 'Witnesses and participants, in order (at most 8).' })
  get participants(): JournalParticipant[] {
    return loaded(this.participantRows, 'participants').sort((a, b) => a.order - b.order);
  }
}

/** What every read of an entry loads with it: its event and the rows behind `images` and `participants`. */
export const ENTRY_POPULATE = ['event', 'imageRows', 'participantRows'] as const;

// The service always loads these with the entry; reading one that was not loaded is a bug, not an empty list.
function loaded<T extends object>(rows: Collection<T>, name: string): T[] {
  if (!rows.isInitialized()) throw new Error(`JournalEntry.${name} was read before it was loaded`);
  return rows.getItems();
}

@ObjectType({
  description: "A witness or participant of a journal entry (at most 8 per entry, in positions 1 to 8). Only the entry's owner sees it.",
})
@Entity({ tableName: 'journal_participants' })
@Unique({ properties: ['entry', 'order'] })
export class JournalParticipant extends BaseEntity<'entryId'> {
  @ManyToOne(() => JournalEntry, { deleteRule: 'cascade' })
  entry!: JournalEntry;

  @Field(() => ID, { description: 'Id of the journal entry the participant belongs to.' })
  get entryId(): string {
    return this.entry.id;
  }

  @Field(() => String, { description: "The participant's full name, at most 200 characters." })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String, { description: "The participant's job title, at most 100 characters (the form's list, or 'Other')." })
  @Property({ type: 'string', length: 100 })
  jobTitle!: string;

  @Field(() => String, { nullable: true, description: "The participant's employee number, at most 32 characters; null when not given." })
  @Property({ type: 'string', length: 32, nullable: true })
  employeeNumber?: string | null;

  @Field(() => Int, { description: "The participant's 1-based position on the entry, 1 to 8." })
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Notes about the participant, at most 2000 characters (included in exports); null when none.',
  })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;
}

@ObjectType({ description: "A supporting photo of a journal entry (at most 3 per entry). Only the entry's owner sees it." })
@Entity({ tableName: 'journal_entry_images' })
@Unique({ properties: ['entry', 'order'] })
export class JournalEntryImage extends StoredImage<'entryId' | 'url'> {
  @ManyToOne(() => JournalEntry, { deleteRule: 'cascade' })
  entry!: JournalEntry;

  @Field(() => ID, { description: 'Id of the journal entry the photo belongs to.' })
  get entryId(): string {
    return this.entry.id;
  }

  @Field(() => String, {
    description:
      'Path (on this server) where the owner views the photo with the session or a token; add ?download=1 to download it as a file.',
  })
  get url(): string {
    return `/api/journal/entries/${this.entry.id}/images/${this.id}/view`;
  }
}
