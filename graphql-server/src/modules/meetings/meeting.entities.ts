import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  MEETING_ROLES,
  MEETING_STATUSES,
  type MeetingParticipantValue,
  type MeetingRole,
  type MeetingStatus,
  TRANSCRIPT_STATUSES,
  type TranscriptStatus,
} from '@union/rules/meetings';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { StoredImage } from '../../db/stored-image.entity.js';
import { Grievance } from '../grievances/grievance.entities.js';
import { User } from '../users/user.entity.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((s) => [s, s])) as { [K in T]: K };
export const MeetingStatusEnum = enumOf(MEETING_STATUSES);
registerEnumType(MeetingStatusEnum, {
  name: 'MeetingStatus',
  description: 'recording: audio still coming; draft: audio closed or none, not finalized; finalized: read-only.',
});
export const MeetingRoleEnum = enumOf(MEETING_ROLES);
registerEnumType(MeetingRoleEnum, { name: 'MeetingRole' });
export const TranscriptStatusEnum = enumOf(TRANSCRIPT_STATUSES);
registerEnumType(TranscriptStatusEnum, { name: 'TranscriptStatus' });

@ObjectType({ description: 'Someone present at the meeting.' })
export class MeetingParticipant {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) employeeNumber?: string | null;
  @Field(() => MeetingRoleEnum) role!: MeetingRole;
}

@ObjectType({ description: "The meeting's recorded audio (one file, appended chunk by chunk)." })
export class MeetingAudio {
  @Field(() => String) mimeType!: string;
  @Field(() => Int) fileSize!: number;
  @Field(() => Float, { nullable: true, description: 'As the browser measured it, in seconds.' }) durationSeconds?: number | null;
  @Field(() => Int, { description: 'How many chunks were stored (the next one expected is seq = chunks).' }) chunks!: number;
  @Field(() => String, { description: 'Where the owner plays or downloads it (Range requests honoured).' }) url!: string;
}

@ObjectType({ description: "A member's record of a management meeting: participants, notes, audio, transcript and images." })
@Entity({ tableName: 'meetings' })
export class Meeting extends BaseEntity<
  | 'status'
  | 'finalizedAt'
  | 'notes'
  | 'transcript'
  | 'transcriptStatus'
  | 'transcriptProgress'
  | 'transcriptEngine'
  | 'transcriptIsDraft'
  | 'transcriptError'
  | 'audioKey'
  | 'audioMimeType'
  | 'audioSize'
  | 'audioChunks'
  | 'audioDurationSeconds'
  | 'grievance'
  | 'grievanceId'
  | 'audio'
  | 'images'
  | 'recordUrl'
  | 'participants'
> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => MeetingStatusEnum)
  @Enum({ items: () => [...MEETING_STATUSES], default: 'draft' })
  status: MeetingStatus = 'draft';

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finalizedAt?: Date | null;

  @Property({ type: 'json', fieldName: 'participants' })
  participantRows: MeetingParticipantValue[] = [];

  @Field(() => [MeetingParticipant])
  get participants(): MeetingParticipant[] {
    return this.participantRows.map((p) => ({ name: p.name, employeeNumber: p.employeeNumber ?? null, role: p.role }));
  }

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  recordingConsent!: boolean;

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  notes: string = '';

  @Field(() => String)
  @Property({ type: 'text', default: '' })
  transcript: string = '';

  @Field(() => TranscriptStatusEnum)
  @Enum({ items: () => [...TRANSCRIPT_STATUSES], default: 'none' })
  transcriptStatus: TranscriptStatus = 'none';

  @Field(() => Int, { nullable: true, description: 'How far a background transcription has come, 0-100.' })
  @Property({ type: 'integer', nullable: true })
  transcriptProgress?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  transcriptEngine?: string | null;

  @Field(() => Boolean, { description: 'True when the transcript is a draft for the member to read and correct.' })
  @Property({ type: 'boolean', default: false })
  transcriptIsDraft: boolean = false;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  transcriptError?: string | null;

  /** The audio file's key under the meetings' audio folder (never shown). */
  @Property({ type: 'string', length: 100, nullable: true })
  audioKey?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  audioMimeType?: string | null;

  @Property({ type: 'integer', default: 0 })
  audioSize: number = 0;

  @Property({ type: 'integer', default: 0 })
  audioChunks: number = 0;

  @Property({ type: 'double', nullable: true })
  audioDurationSeconds?: number | null;

  @Field(() => MeetingAudio, { nullable: true, description: 'Null when nothing was recorded.' })
  get audio(): MeetingAudio | null {
    if (!this.audioKey || !this.audioMimeType || this.audioChunks === 0) return null;
    return {
      mimeType: this.audioMimeType,
      fileSize: this.audioSize,
      durationSeconds: this.audioDurationSeconds ?? null,
      chunks: this.audioChunks,
      url: `/api/meetings/${this.id}/audio`,
    };
  }

  @ManyToOne(() => Grievance, { nullable: true, deleteRule: 'set null' })
  grievance?: Grievance | null;

  @Field(() => ID, { nullable: true, description: "The member's grievance this meeting is attached to." })
  get grievanceId(): string | null {
    return this.grievance?.id ?? null;
  }

  @OneToMany(
    () => MeetingImage,
    (image) => image.meeting,
  )
  imageRows = new Collection<MeetingImage>(this);

  @Field(() => [MeetingImage], { description: 'Supporting images, in order (at most 5).' })
  get images(): MeetingImage[] {
    if (!this.imageRows.isInitialized()) throw new Error('Meeting.images was read before it was loaded');
    return this.imageRows.getItems().sort((a, b) => a.order - b.order);
  }

  @Field(() => String, { description: 'Where the member downloads the whole record as a ZIP.' })
  get recordUrl(): string {
    return `/api/meetings/${this.id}/record`;
  }
}

@ObjectType({ description: 'A supporting image of a meeting record (at most 5).' })
@Entity({ tableName: 'meeting_images' })
@Unique({ properties: ['meeting', 'order'] })
export class MeetingImage extends StoredImage<'meetingId' | 'url'> {
  @ManyToOne(() => Meeting, { deleteRule: 'cascade' })
  meeting!: Meeting;

  @Field(() => ID)
  get meetingId(): string {
    return this.meeting.id;
  }

  @Field(() => String, { description: 'Where the owner views the image; add ?download=1 to download it.' })
  get url(): string {
    return `/api/meetings/${this.meeting.id}/images/${this.id}/view`;
  }
}
