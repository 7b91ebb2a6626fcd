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
import { User } from '../../auth/user.entity.js';
import { enumOf } from '../../graphql/enum-of.js';

export const MeetingStatusEnum = enumOf(MEETING_STATUSES);
registerEnumType(MeetingStatusEnum, {
  name: 'MeetingStatus',
  description: 'Where a meeting record stands; it only moves forward: recording -> draft -> finalized.',
  valuesConfig: {
    recording: { description: 'Audio is being recorded: uploadMeetingAudioChunk accepts chunks until finishMeetingAudio.' },
    draft: { description: 'No audio is coming (closed or never recorded); the record can still be edited or finalized.' },
    finalized: { description: 'Read-only: nothing changes any more, except that images may still be added (at most 5).' },
  },
});
export const MeetingRoleEnum = enumOf(MEETING_ROLES);
registerEnumType(MeetingRoleEnum, {
  name: 'MeetingRole',
  description: 'What a participant was at the meeting as (shown as Manager, Supervisor, Coworker, Shop Steward).',
  valuesConfig: {
    manager: { description: 'A manager of the airline.' },
    supervisor: { description: "The member's supervisor or another supervisor." },
    coworker: { description: 'A fellow worker present as a witness.' },
    shop_steward: { description: 'A union shop steward representing the member.' },
  },
});
export const TranscriptStatusEnum = enumOf(TRANSCRIPT_STATUSES);
registerEnumType(TranscriptStatusEnum, {
  name: 'TranscriptStatus',
  description: "Where the transcription of a meeting's audio stands.",
  valuesConfig: {
    none: { description: 'No transcription was started (no audio, or the recording is still open).' },
    pending: { description: 'Queued: a background job will transcribe the audio; the transcript cannot be edited meanwhile.' },
    processing: { description: 'Being transcribed now; transcriptProgress says how far (0-100).' },
    done: { description: 'The transcript is written (by the engine in transcriptEngine) and can be corrected.' },
    failed: {
      description: 'The transcription failed (transcriptError says why); the audio is kept and retryMeetingTranscription tries again.',
    },
  },
});

@ObjectType({ description: 'Someone present at the meeting, as the member listed them (1 to 20 per meeting).' })
export class MeetingParticipant {
  @Field(() => String, { description: "The participant's name, 1 to 200 characters." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: "The participant's employee number (at most 32 characters), or null when not given.",
  })
  employeeNumber?: string | null;
  @Field(() => MeetingRoleEnum, { description: 'What the participant was there as: manager, supervisor, coworker or shop steward.' })
  role!: MeetingRole;
}

@ObjectType({
  description:
    "The meeting's recorded audio: one file, appended chunk by chunk while the meeting is recording. Only the meeting's owner reaches it.",
})
export class MeetingAudio {
  @Field(() => String, {
    description: "Audio type decided from the first chunk's bytes: audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg.",
  })
  mimeType!: string;
  @Field(() => Int, { description: 'Size of the audio stored so far, in bytes (at most 200 MB).' }) fileSize!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'Length in seconds as the browser measured it (sent to finishMeetingAudio), or as the transcriber found it; null until known.',
  })
  durationSeconds?: number | null;
  @Field(() => Int, { description: 'How many chunks are stored; the next chunk to send is seq = chunks.' }) chunks!: number;
  @Field(() => String, {
    description:
      'Path (on this server) where the owner plays or downloads the audio with the session or a token; Range requests are honoured.',
  })
  url!: string;
}

@ObjectType({
  description:
    "A member's record of a management meeting (the meeting wizard): participants, notes, audio, transcript and images. Only its owner sees it; another member's id answers NOT_FOUND.",
})
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

  @Field(() => MeetingStatusEnum, {
    description:
      'recording (audio chunks accepted), draft (audio closed or none; still editable) or finalized (read-only; images may still be added up to 5).',
  })
  @Enum({ items: () => [...MEETING_STATUSES], default: 'draft' })
  status: MeetingStatus = 'draft';

  @Field(() => Date, { description: 'When the member started the record: ISO 8601 date-time in UTC.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the record was finalized (ISO 8601 date-time in UTC); null until then.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finalizedAt?: Date | null;

  @Property({ type: 'json', fieldName: 'participants' })
  participantRows: MeetingParticipantValue[] = [];

  @Field(() => [MeetingParticipant], { description: 'Who was present, in the order the member listed them (1 to 20).' })
  get participants(): MeetingParticipant[] {
    return this.participantRows.map((p) => ({ name: p.name, employeeNumber: p.employeeNumber ?? null, role: p.role }));
  }

  @Field(() => Boolean, {
    description: "True when the member ticked 'All participants are aware of and consent to recording'; only then is audio accepted.",
  })
  @Property({ type: 'boolean' })
  recordingConsent!: boolean;

  @Field(() => String, { description: "The member's notes of the meeting, at most 100,000 characters; empty when none." })
  @Property({ type: 'text', default: '' })
  notes: string = '';

  @Field(() => String, {
    description:
      'The transcript of the audio as the transcriber wrote it or the member corrected it (at most 500,000 characters); empty until transcribed.',
  })
  @Property({ type: 'text', default: '' })
  transcript: string = '';

  @Field(() => TranscriptStatusEnum, {
    description: 'Where the transcription of the audio stands: none, pending, processing, done or failed.',
  })
  @Enum({ items: () => [...TRANSCRIPT_STATUSES], default: 'none' })
  transcriptStatus: TranscriptStatus = 'none';

  @Field(() => Int, { nullable: true, description: 'How far a transcription has come, 0 to 100 percent; null when none was started.' })
  @Property({ type: 'integer', nullable: true })
  transcriptProgress?: number | null;

  @Field(() => String, { nullable: true, description: "Which engine wrote the transcript: 'openai' or 'offline'; null until transcribed." })
  @Property({ type: 'string', length: 20, nullable: true })
  transcriptEngine?: string | null;

  @Field(() => Boolean, { description: 'True when the offline engine wrote the transcript: a draft for the member to read and correct.' })
  @Property({ type: 'boolean', default: false })
  transcriptIsDraft: boolean = false;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the last transcription failed, in words for the member (e.g. 'Unable to transcribe audio. Please check your notes.'); null otherwise.",
  })
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

  @Field(() => MeetingAudio, { nullable: true, description: 'The recorded audio, or null when nothing was recorded.' })
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

  @Field(() => ID, {
    nullable: true,
    description: "Id of the member's own grievance this record is attached to (attachMeetingToGrievance), or null.",
  })
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

  @Field(() => String, {
    description:
      'Path (on this server) where the owner downloads the whole record as a ZIP: audio, transcript, notes, participants and images with their captions.',
  })
  get recordUrl(): string {
    return `/api/meetings/${this.id}/record`;
  }
}

@ObjectType({ description: "A supporting image of a meeting record (at most 5 per meeting); only the meeting's owner sees it." })
@Entity({ tableName: 'meeting_images' })
@Unique({ properties: ['meeting', 'order'] })
export class MeetingImage extends StoredImage<'meetingId' | 'url'> {
  @ManyToOne(() => Meeting, { deleteRule: 'cascade' })
  meeting!: Meeting;

  @Field(() => ID, { description: 'Id of the meeting record the image belongs to.' })
  get meetingId(): string {
    return this.meeting.id;
  }

  @Field(() => String, { description: 'Path (on this server) where the owner views the image; add ?download=1 to download it as a file.' })
  get url(): string {
    return `/api/meetings/${this.meeting.id}/images/${this.id}/view`;
  }
}
