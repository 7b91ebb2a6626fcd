import type { MeetingRole } from '@union/rules/meetings';
import { Field, InputType } from 'type-graphql';
import { MeetingRoleEnum } from './meeting.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (meetings) and run in the service for both doors.

@InputType()
export class MeetingParticipantInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) employeeNumber?: string | null;
  @Field(() => MeetingRoleEnum) role!: MeetingRole;
}

@InputType()
export class MeetingStartInput {
  @Field(() => [MeetingParticipantInput], { description: '1 to 20 participants.' }) participants!: MeetingParticipantInput[];
  @Field(() => Boolean, { description: 'True when the meeting is recorded (status recording), else draft.' }) recordingConsent!: boolean;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

/** An edit: only the fields sent change. */
@InputType()
export class MeetingUpdateInput {
  @Field(() => [MeetingParticipantInput], { nullable: true }) participants?: MeetingParticipantInput[];
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => String, { nullable: true }) transcript?: string;
}
