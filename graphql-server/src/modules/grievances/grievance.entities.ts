import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { StoredImage } from '../../db/stored-image.entity.js';
import { GRIEVANCE_STATUSES, type GrievanceStatus, IMAGE_TYPES, type ImageType } from '@union/rules/constants';
import { JournalEntry } from '../journal/journal.entities.js';
import { User } from '../users/user.entity.js';
import { GrievanceCategory } from './grievance-category.entity.js';

export const GrievanceStatusEnum = Object.fromEntries(GRIEVANCE_STATUSES.map((s) => [s, s])) as { [K in GrievanceStatus]: K };
registerEnumType(GrievanceStatusEnum, { name: 'GrievanceStatus' });
export const ImageTypeEnum = Object.fromEntries(IMAGE_TYPES.map((s) => [s, s])) as { [K in ImageType]: K };
registerEnumType(ImageTypeEnum, { name: 'ImageType' });

@ObjectType({ description: "A member's formal grievance, often converted from a journal entry." })
@Entity({ tableName: 'grievances' })
export class Grievance extends BaseEntity<'status' | 'journalEntryId' | 'categoryId' | 'images' | 'pdfUrl'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => JournalEntry, { nullable: true, deleteRule: 'set null' })
  journalEntry?: JournalEntry | null;

  @Field(() => ID, { nullable: true })
  get journalEntryId(): string | null {
    return this.journalEntry?.id ?? null;
  }

  @Field(() => GrievanceCategory, { nullable: true })
  @ManyToOne(() => GrievanceCategory, { nullable: true, deleteRule: 'set null' })
  category?: GrievanceCategory | null;

  @Field(() => ID, { nullable: true })
  get categoryId(): string | null {
    return this.category?.id ?? null;
  }

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  description!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  contractViolation!: string;

  @Field(() => GrievanceStatusEnum)
  @Enum({ items: () => [...GRIEVANCE_STATUSES], default: 'draft' })
  status: GrievanceStatus = 'draft';

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  witnessName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  witnessEmployeeNumber?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 32, nullable: true })
  witnessPhone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 254, nullable: true })
  witnessEmail?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'The AI suggestions the member saw, as readable text.' })
  @Property({ type: 'text', nullable: true })
  aiAssistance?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the member submitted it; null while it is a draft.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  submittedAt?: Date | null;

  @OneToMany(
    () => GrievanceImage,
    (image) => image.grievance,
  )
  imageRows = new Collection<GrievanceImage>(this);

  @Field(() => [GrievanceImage], { description: 'Supporting images, in order (at most 5).' })
  get images(): GrievanceImage[] {
    // The service always loads them with the grievance; reading them unloaded is a bug, not an empty list.
    if (!this.imageRows.isInitialized()) throw new Error('Grievance.images was read before it was loaded');
    return this.imageRows.getItems().sort((a, b) => a.order - b.order);
  }

  @Field(() => String, { description: 'Where the member downloads the filing-ready PDF.' })
  get pdfUrl(): string {
    return `/api/grievances/${this.id}/pdf`;
  }
}

@ObjectType({ description: 'A supporting image of a grievance (at most 5).' })
@Entity({ tableName: 'grievance_images' })
@Unique({ properties: ['grievance', 'order'] })
export class GrievanceImage extends StoredImage<'imageType' | 'grievanceId' | 'url'> {
  @ManyToOne(() => Grievance, { deleteRule: 'cascade' })
  grievance!: Grievance;

  @Field(() => ID)
  get grievanceId(): string {
    return this.grievance.id;
  }

  @Field(() => String, { description: 'Where the owner views the image; add ?download=1 to download it.' })
  get url(): string {
    return `/api/grievances/${this.grievance.id}/images/${this.id}/view`;
  }

  @Field(() => ImageTypeEnum)
  @Enum({ items: () => [...IMAGE_TYPES], default: 'evidence' })
  imageType: ImageType = 'evidence';
}
