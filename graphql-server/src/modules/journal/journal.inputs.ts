import { Field, ID, InputType, Int } from 'type-graphql';
import type { JournalEntryStatus } from '@union/rules/constants';
import { JournalEntryStatusEnum } from './journal.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (journal) and run in the service for both doors.

@InputType({ description: 'A new workplace event (createJournalEvent). Errors are BAD_USER_INPUT with a message per field.' })
export class JournalEventInput {
  @Field(() => String, { description: "The event's title, 1 to 200 characters ('Event title is required')." }) eventTitle!: string;
  @Field(() => String, { nullable: true, description: 'What the event is about, at most 5000 characters; optional.' }) description?:
    | string
    | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the event takes new entries; defaults to true.' }) isActive?: boolean;
}

@InputType({
  description: "A new journal entry (createJournalEntry). Errors are BAD_USER_INPUT with a message per field, in the spec's words.",
})
export class JournalEntryInput {
  @Field(() => ID, {
    description: "Id of one of the member's own active events ('Please select an event'); another member's event is NOT_FOUND.",
  })
  eventId!: string;
  @Field(() => String, { description: "The employee the entry is about, 1 to 200 characters ('Employee name is required')." })
  employeeName!: string;
  @Field(() => String, { description: "That employee's number, 1 to 32 characters ('Employee number is required')." })
  employeeNumber!: string;
  @Field(() => String, { description: "The shift worked, 1 to 50 characters, e.g. '10pm-6am (Night)' ('Shift is required')." })
  shift!: string;
  @Field(() => String, { nullable: true, description: 'The team number, at most 50 characters; optional.' }) teamNumber?: string | null;
  @Field(() => String, {
    description: "The employee's job title, 1 to 100 characters, e.g. 'Fleet Service Agent' ('Job title is required').",
  })
  jobTitle!: string;
  @Field(() => Boolean, { nullable: true, description: 'True when the shift was swapped; defaults to false.' }) isSwappedShift?: boolean;
  @Field(() => String, { description: "What happened, 1 to 50,000 characters ('Incident notes are required')." }) incidentNotes!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The day the entry is about, YYYY-MM-DD, from 1950-01-01 up to tomorrow (no future dates); defaults to today.',
  })
  entryDate?: string | null;
  @Field(() => JournalEntryStatusEnum, {
    nullable: true,
    description: 'draft (the default), saved, grievance_ready or closed; closed makes the entry read-only at once.',
  })
  status?: JournalEntryStatus;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Marks the entry as already converted to a grievance (read-only); defaults to false. To convert it, use createGrievance with journalEntryId instead.',
  })
  isGrievance?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Creates the entry closed (read-only); defaults to false.' }) isClosed?: boolean;
}

/** An edit: only the fields sent change (auto-save sends what the member changed). */
@InputType({
  description:
    'An edit of a journal entry (updateJournalEntry, auto-save): only the fields sent change, each under the same rule as when creating.',
})
export class JournalEntryUpdateInput {
  @Field(() => String, { nullable: true, description: 'The employee the entry is about, 1 to 200 characters; omit to keep it.' })
  employeeName?: string;
  @Field(() => String, { nullable: true, description: "That employee's number, 1 to 32 characters; omit to keep it." })
  employeeNumber?: string;
  @Field(() => String, { nullable: true, description: 'The shift worked, 1 to 50 characters; omit to keep it.' }) shift?: string;
  @Field(() => String, {
    nullable: true,
    description: 'The team number, at most 50 characters; empty or null removes it; omit to keep it.',
  })
  teamNumber?: string | null;
  @Field(() => String, { nullable: true, description: "The employee's job title, 1 to 100 characters; omit to keep it." })
  jobTitle?: string;
  @Field(() => Boolean, { nullable: true, description: 'True when the shift was swapped; omit to keep it.' }) isSwappedShift?: boolean;
  @Field(() => String, { nullable: true, description: 'What happened, 1 to 50,000 characters; omit to keep it.' }) incidentNotes?: string;
  @Field(() => JournalEntryStatusEnum, {
    nullable: true,
    description: 'draft, saved, grievance_ready or closed; closed makes the entry read-only; omit to keep it.',
  })
  status?: JournalEntryStatus;
  @Field(() => String, {
    nullable: true,
    description: 'The day the entry is about, YYYY-MM-DD, from 1950-01-01 up to tomorrow; omit to keep it.',
  })
  entryDate?: string;
  @Field(() => Int, {
    nullable: true,
    description:
      "The entry's version the client last saw (JournalEntry.version): when the entry has changed since, nothing is saved and the answer is CONFLICT with the current entry in extensions.current. Omit it and the last save wins.",
  })
  expectedVersion?: number | null;
}

@InputType({
  description:
    'A witness or participant to add to a journal entry (addJournalParticipant). Errors are BAD_USER_INPUT with a message per field.',
})
export class JournalParticipantInput {
  @Field(() => String, { description: "The participant's full name, 1 to 200 characters ('Full name is required')." }) name!: string;
  @Field(() => String, { description: "The participant's job title, 1 to 100 characters ('Job title is required')." }) jobTitle!: string;
  @Field(() => String, { nullable: true, description: "The participant's employee number, at most 32 characters; optional." })
  employeeNumber?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "The wanted position, 1 to 8 ('Maximum 8 participants allowed'); the first free position when omitted or taken.",
  })
  order?: number | null;
  @Field(() => String, { nullable: true, description: 'Notes about the participant, at most 2000 characters; optional.' }) notes?:
    | string
    | null;
}
