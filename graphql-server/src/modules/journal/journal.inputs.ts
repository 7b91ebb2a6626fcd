import { Field, ID, InputType, Int } from 'type-graphql';
import type { JournalEntryStatus } from '@union/rules/constants';
import { JournalEntryStatusEnum } from './journal.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (journal) and run in the service for both doors.

@InputType()
export class JournalEventInput {
  @Field(() => String) eventTitle!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' }) isActive?: boolean;
}

@InputType()
export class JournalEntryInput {
  @Field(() => ID) eventId!: string;
  @Field(() => String) employeeName!: string;
  @Field(() => String) employeeNumber!: string;
  @Field(() => String) shift!: string;
  @Field(() => String, { nullable: true }) teamNumber?: string | null;
  @Field(() => String) jobTitle!: string;
  @Field(() => Boolean, { nullable: true }) isSwappedShift?: boolean;
  @Field(() => String) incidentNotes!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; defaults to today.' }) entryDate?: string | null;
  @Field(() => JournalEntryStatusEnum, { nullable: true }) status?: JournalEntryStatus;
  @Field(() => Boolean, { nullable: true }) isGrievance?: boolean;
  @Field(() => Boolean, { nullable: true }) isClosed?: boolean;
}

/** An edit: only the fields sent change (auto-save sends what the member changed). */
@InputType()
export class JournalEntryUpdateInput {
  @Field(() => String, { nullable: true }) employeeName?: string;
  @Field(() => String, { nullable: true }) employeeNumber?: string;
  @Field(() => String, { nullable: true }) shift?: string;
  @Field(() => String, { nullable: true }) teamNumber?: string | null;
  @Field(() => String, { nullable: true }) jobTitle?: string;
  @Field(() => Boolean, { nullable: true }) isSwappedShift?: boolean;
  @Field(() => String, { nullable: true }) incidentNotes?: string;
  @Field(() => JournalEntryStatusEnum, { nullable: true }) status?: JournalEntryStatus;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) entryDate?: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'The version the client last saw: when the entry has changed since, nothing is saved and the answer is CONFLICT with the current entry in extensions.current.',
  })
  expectedVersion?: number | null;
}

@InputType()
export class JournalParticipantInput {
  @Field(() => String) name!: string;
  @Field(() => String) jobTitle!: string;
  @Field(() => String, { nullable: true }) employeeNumber?: string | null;
  @Field(() => Int, { nullable: true, description: '1-8; the first free position when omitted or taken.' }) order?: number | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}
