import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { StoredImage } from '../../db/stored-image.entity.js';
import { JOURNAL_ENTRY_STATUSES, type JournalEntryStatus } from '@union/rules/constants';
import { entryReadOnlyReason } from '@union/rules/journal';
import { GrievanceCategory } from '../grievances/grievance-category.entity.js';
import { User } from '../users/user.entity.js';

export const JournalEntryStatusEnum = Object.fromEntries(JOURNAL_ENTRY_STATUSES.map((s) => [s, s])) as {
  [K in JournalEntryStatus]: K;
};
registerEnumType(JournalEntryStatusEnum, { name: 'JournalEntryStatus' });

@ObjectType({ description: 'A workplace event a member keeps entries about. Only active events take new entries.' })
@Entity({ tableName: 'journal_events' })
export class JournalEvent extends BaseEntity<'isActive'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  eventTitle!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;
}

@ObjectType({ description: "A dated note of what happened at work: the member's evidence." })
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

  @Field(() => JournalEvent)
  @ManyToOne(() => JournalEvent, { deleteRule: 'cascade' })
  event!: JournalEvent;

  @Field(() => ID)
  get eventId(): string {
    return this.event.id;
  }

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  employeeName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  employeeNumber!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  shift!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  teamNumber?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  jobTitle!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isSwappedShift: boolean = false;

  @Field(() => String)
  @Property({ type: 'text' })
  incidentNotes!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  @Property({ type: 'date', defaultRaw: 'current_date' })
  entryDate: string = new Date().toISOString().slice(0, 10);

  @Field(() => JournalEntryStatusEnum)
  @Enum({ items: () => [...JOURNAL_ENTRY_STATUSES], default: 'draft' })
  status: JournalEntryStatus = 'draft';

  @ManyToOne(() => GrievanceCategory, { nullable: true, deleteRule: 'set null' })
  grievanceCategory?: GrievanceCategory | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isGrievance: boolean = false;

  @Field(() => Boolean)
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
    description: 'Why the entry cannot be changed (the read-only banner), or null while it is editable.',
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

// The service always loads these with the entry; reading one that was not loaded is a bug, not an empty list.
function loaded<T extends object>(rows: Collection<T>, name: string): T[] {
  if (!rows.isInitialized()) throw new Error(`JournalEntry.${name} was read before it was loaded`);
  return rows.getItems();
}

@ObjectType({ description: 'A witness or participant of a journal entry (at most 8, in order 1-8).' })
@Entity({ tableName: 'journal_participants' })
@Unique({ properties: ['entry', 'order'] })
export class JournalParticipant extends BaseEntity<'entryId'> {
  @ManyToOne(() => JournalEntry, { deleteRule: 'cascade' })
  entry!: JournalEntry;

  @Field(() => ID)
  get entryId(): string {
    return this.entry.id;
  }

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  jobTitle!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  employeeNumber?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'order' })
  order!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;
}

@ObjectType({ description: 'A supporting photo of a journal entry (at most 3).' })
@Entity({ tableName: 'journal_entry_images' })
@Unique({ properties: ['entry', 'order'] })
export class JournalEntryImage extends StoredImage<'entryId' | 'url'> {
  @ManyToOne(() => JournalEntry, { deleteRule: 'cascade' })
  entry!: JournalEntry;

  @Field(() => ID)
  get entryId(): string {
    return this.entry.id;
  }

  @Field(() => String, { description: 'Where the owner views the image; add ?download=1 to download it.' })
  get url(): string {
    return `/api/journal/entries/${this.entry.id}/images/${this.id}/view`;
  }
}
