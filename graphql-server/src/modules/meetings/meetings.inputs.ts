import type { MeetingRole } from '@union/rules/meetings';
import { Field, InputType } from 'type-graphql';
import { MeetingRoleEnum } from './meeting.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (meetings) and run in the service for both doors.

@InputType({ description: 'Someone present at the meeting.' })
export class MeetingParticipantInput {
  @Field(() => String, { description: "The participant's name, 1 to 200 characters ('Participant name is required')." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: "The participant's employee number, at most 32 characters; optional (empty means none).",
  })
  employeeNumber?: string | null;
  @Field(() => MeetingRoleEnum, { description: 'What the participant was there as: manager, supervisor, coworker or shop_steward.' })
  role!: MeetingRole;
}

@InputType({ description: 'A new meeting record (startMeeting).' })
export class MeetingStartInput {
  @Field(() => [MeetingParticipantInput], { description: "Who is present: 1 to 20 participants ('Please add at least one participant')." })
  participants!: MeetingParticipantInput[];
  @Field(() => Boolean, {
    description:
      'True when every participant consents to recording: the record starts as recording and accepts audio chunks; false starts a draft with no audio.',
  })
  recordingConsent!: boolean;
  @Field(() => String, { nullable: true, description: "The member's notes, at most 100,000 characters; optional." }) notes?: string | null;
}

/** An edit: only the fields sent change. */
@InputType({ description: 'An edit of a meeting record (updateMeeting, finalizeMeeting): only the fields sent change.' })
export class MeetingUpdateInput {
  @Field(() => [MeetingParticipantInput], {
    nullable: true,
    description: 'The whole new list of participants (1 to 20), replacing the old one; omit to keep it.',
  })
  participants?: MeetingParticipantInput[];
  @Field(() => String, { nullable: true, description: 'The notes, at most 100,000 characters; omit to keep them.' }) notes?: string;
  @Field(() => String, {
    nullable: true,
    deprecationReason: 'A meeting holds several recordings: correct each with updateMeetingRecording.',
    description:
      "The first recording's corrected transcript, at most 500,000 characters; omit to keep it. CONFLICT while a transcription is pending or processing.",
  })
  transcript?: string;
}

@InputType({ description: 'An edit of one recording (updateMeetingRecording): only the fields sent change.' })
export class MeetingRecordingUpdateInput {
  @Field(() => String, {
    nullable: true,
    description:
      "The recording's corrected transcript, at most 500,000 characters; omit to keep it. CONFLICT while its transcription is pending or processing.",
  })
  transcript?: string;
}
