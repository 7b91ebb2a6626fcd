import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  MEETING_ROLES,
  MEETING_STATUSES,
  type MeetingParticipantValue,
  type MeetingRole,
  type MeetingStatus,
  RECORDING_STATUSES,
  type RecordingStatus,
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
  description:
    'Where a meeting record stands: recording while one of its recordings is open, draft between recordings (another may start), finalized at the end.',
  valuesConfig: {
    recording: {
      description: 'One of its recordings is open: it takes chunks (uploadMeetingRecordingChunk) until finishMeetingRecording.',
    },
    draft: {
      description:
        'No recording is open (all closed, or none made); the record can still be edited, recorded again (startMeetingRecording) or finalized.',
    },
    finalized: { description: 'Read-only: nothing changes any more, except that images may still be added (at most 5).' },
  },
});
export const RecordingStatusEnum = enumOf(RECORDING_STATUSES);
registerEnumType(RecordingStatusEnum, {
  name: 'MeetingRecordingStatus',
  description: 'Whether a recording still takes audio: recording (open) until it is finished, then closed for good.',
  valuesConfig: {
    recording: { description: 'Open: uploadMeetingRecordingChunk appends chunks until finishMeetingRecording closes it.' },
    closed: {
      description: 'Closed: no more audio; its file carries its duration, and its transcript is written or being written.',
    },
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
  description: "Where the transcription of a recording's audio stands.",
  valuesConfig: {
    none: { description: 'No transcription was started (no audio, or the recording is still open).' },
    pending: { description: 'Queued: a background job will transcribe the audio; the transcript cannot be edited meanwhile.' },
    processing: { description: 'Being transcribed now; transcriptProgress says how far (0-100).' },
    done: { description: 'The transcript is written (by the engine in transcriptEngine) and can be corrected.' },
    failed: {
      description:
        'The transcription failed (transcriptError says why); the audio is kept and retryMeetingRecordingTranscription tries again.',
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
  description: "A recording's audio: one file, appended chunk by chunk while it is open. Only the meeting's owner reaches it.",
})
export class MeetingAudio {
  @Field(() => String, {
    description: "Audio type decided from the first chunk's bytes: audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg.",
  })
  mimeType!: string;
  @Field(() => Int, { description: 'Size of the audio stored, in bytes (at most 200 MB a recording).' }) fileSize!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'Length in seconds as the server measured it when the recording was closed (the file then carries it in its header for players), else as the browser declared it or the transcriber found it; null until known.',
  })
  durationSeconds?: number | null;
  @Field(() => Int, { description: 'How many chunks are stored; the next chunk to send is seq = chunks.' }) chunks!: number;
  @Field(() => String, {
    description:
      'Path (on this server) where the owner plays or downloads the audio with the session or a token; Range requests are honoured.',
  })
  url!: string;
}

/** What a meeting says of its transcript and audio while it held one recording: its first recording's, or none. */
const FIRST_RECORDING_DEPRECATION = 'A meeting holds several recordings: read recordings[].';

@ObjectType({
  description:
    "A member's record of a management meeting (the meeting wizard): participants, notes, its recordings with their transcripts, and images. Only its owner sees it; another member's id answers NOT_FOUND.",
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
  | 'grievance'
  | 'grievanceId'
  | 'audio'
  | 'recordings'
  | 'images'
  | 'recordUrl'
  | 'participants'
> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => MeetingStatusEnum, {
    description:
      'recording (one of its recordings is open), draft (none open; still editable, and another recording may start) or finalized (read-only; images may still be added up to 5).',
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
    description:
      "True when the member ticked 'All participants are aware of and consent to recording'; only then may the meeting be recorded.",
  })
  @Property({ type: 'boolean' })
  recordingConsent!: boolean;

  @Field(() => String, { description: "The member's notes of the meeting, at most 100,000 characters; empty when none." })
  @Property({ type: 'text', default: '' })
  notes: string = '';

  @OneToMany(
    () => MeetingRecording,
    (recording) => recording.meeting,
  )
  recordingRows = new Collection<MeetingRecording>(this);

  @Field(() => [MeetingRecording], {
    description:
      'The recordings made during the meeting, in the order they were made (position 1, 2, ...), each with its audio and its own transcript; at most one is open at a time.',
  })
  get recordings(): MeetingRecording[] {
    if (!this.recordingRows.isInitialized()) throw new Error('Meeting.recordings was read before it was loaded');
    return this.recordingRows.getItems().sort((a, b) => a.position - b.position);
  }

  /** The first recording, which the meeting-level transcript and audio fields stand for. */
  private get firstRecording(): MeetingRecording | null {
    return this.recordings[0] ?? null;
  }

  @Field(() => String, {
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcript`,
    description: "The first recording's transcript (recordings[0].transcript); empty when there is none.",
  })
  get transcript(): string {
    return this.firstRecording?.transcript ?? '';
  }

  @Field(() => TranscriptStatusEnum, {
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcriptStatus`,
    description: "Where the first recording's transcription stands (recordings[0].transcriptStatus); none when there is no recording.",
  })
  get transcriptStatus(): TranscriptStatus {
    return this.firstRecording?.transcriptStatus ?? 'none';
  }

  @Field(() => Int, {
    nullable: true,
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcriptProgress`,
    description: "How far the first recording's transcription has come, 0 to 100 (recordings[0].transcriptProgress).",
  })
  get transcriptProgress(): number | null {
    return this.firstRecording?.transcriptProgress ?? null;
  }

  @Field(() => String, {
    nullable: true,
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcriptEngine`,
    description: "Which engine wrote the first recording's transcript (recordings[0].transcriptEngine).",
  })
  get transcriptEngine(): string | null {
    return this.firstRecording?.transcriptEngine ?? null;
  }

  @Field(() => Boolean, {
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcriptIsDraft`,
    description: "True when the first recording's transcript is the offline engine's draft (recordings[0].transcriptIsDraft).",
  })
  get transcriptIsDraft(): boolean {
    return this.firstRecording?.transcriptIsDraft ?? false;
  }

  @Field(() => String, {
    nullable: true,
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}transcriptError`,
    description: "Why the first recording's last transcription failed (recordings[0].transcriptError).",
  })
  get transcriptError(): string | null {
    return this.firstRecording?.transcriptError ?? null;
  }

  @Field(() => MeetingAudio, {
    nullable: true,
    deprecationReason: `${FIRST_RECORDING_DEPRECATION}audio`,
    description: "The first recording's audio (recordings[0].audio), or null when nothing was recorded.",
  })
  get audio(): MeetingAudio | null {
    return this.firstRecording?.audio ?? null;
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
      'Path (on this server) where the owner downloads the whole record as a ZIP: every recording and its transcript (recording-1, transcript-1.txt, ...), notes, participants and images with their captions.',
  })
  get recordUrl(): string {
    return `/api/meetings/${this.id}/record`;
  }
}

@ObjectType({
  description:
    "One recording of a meeting (a meeting holds several, one after another): its audio, appended chunk by chunk while it is open, and its own transcript. Only the meeting's owner reaches it; another member's id answers NOT_FOUND.",
})
@Entity({ tableName: 'meeting_recordings' })
@Unique({ properties: ['meeting', 'position'] })
// At most one open recording per meeting, whatever a request does: a second one could not tell which audio it takes.
@Unique({
  name: 'meeting_recordings_one_open_unique',
  expression: `create unique index "meeting_recordings_one_open_unique" on "meeting_recordings" ("meeting_id") where "status" = 'recording'`,
})
export class MeetingRecording extends BaseEntity<
  | 'status'
  | 'closedAt'
  | 'audioKey'
  | 'audioMimeType'
  | 'audioSize'
  | 'audioChunks'
  | 'durationSeconds'
  | 'transcript'
  | 'transcriptStatus'
  | 'transcriptProgress'
  | 'transcriptEngine'
  | 'transcriptIsDraft'
  | 'transcriptError'
  | 'meetingId'
  | 'audio'
> {
  @ManyToOne(() => Meeting, { deleteRule: 'cascade' })
  meeting!: Meeting;

  @Field(() => ID, { description: 'Id of the meeting record the recording belongs to.' })
  get meetingId(): string {
    return this.meeting.id;
  }

  @Field(() => Int, { description: "The recording's place in its meeting: 1 for the first, 2 for the next, ..." })
  @Property({ type: 'integer' })
  position!: number;

  @Field(() => RecordingStatusEnum, { description: 'recording while it takes chunks, closed once finished.' })
  @Enum({ items: () => [...RECORDING_STATUSES], default: 'recording' })
  status: RecordingStatus = 'recording';

  @Field(() => Date, { description: 'When the recording started: ISO 8601 date-time in UTC.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the recording was closed (ISO 8601 date-time in UTC); null while it is open.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  closedAt?: Date | null;

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
  durationSeconds?: number | null;

  @Field(() => MeetingAudio, { nullable: true, description: 'The recorded audio, or null while no chunk has arrived.' })
  get audio(): MeetingAudio | null {
    if (!this.audioKey || !this.audioMimeType || this.audioChunks === 0) return null;
    return {
      mimeType: this.audioMimeType,
      fileSize: this.audioSize,
      durationSeconds: this.durationSeconds ?? null,
      chunks: this.audioChunks,
      url: `/api/meetings/${this.meeting.id}/recordings/${this.id}/audio`,
    };
  }

  @Field(() => String, {
    description:
      'The transcript of this recording as the transcriber wrote it or the member corrected it (at most 500,000 characters); empty until transcribed.',
  })
  @Property({ type: 'text', default: '' })
  transcript: string = '';

  @Field(() => TranscriptStatusEnum, {
    description: 'Where the transcription of this recording stands: none, pending, processing, done or failed.',
  })
  @Enum({ items: () => [...TRANSCRIPT_STATUSES], default: 'none' })
  transcriptStatus: TranscriptStatus = 'none';

  @Field(() => Int, { nullable: true, description: 'How far a transcription has come, 0 to 100 percent; null when none was started.' })
  @Property({ type: 'integer', nullable: true })
  transcriptProgress?: number | null;

  @Field(() => String, { nullable: true, description: "Which engine wrote the transcript: 'openai' or 'offline'; null until transcribed." })
  @Property({ type: 'string', length: 20, nullable: true })
  transcriptEngine?: string | null;

  @Field(() => Boolean, {
    description:
      'True when the offline engine wrote the transcript: a draft for the member to read and correct (cleared once an edit changes it).',
  })
  @Property({ type: 'boolean', default: false })
  transcriptIsDraft: boolean = false;

  @Field(() => String, {
    nullable: true,
    description:
      "Why the last transcription failed, in words for the member (e.g. 'Unable to transcribe audio. Please check your notes.'); null otherwise.",
  })
  @Property({ type: 'text', nullable: true })
  transcriptError?: string | null;
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
