import { Field, ID, InputType } from 'type-graphql';
import type { GrievanceStatus } from '@union/rules/constants';
import { GrievanceStatusEnum } from './grievance.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (grievances) and run in the service for both doors.

@InputType({
  description:
    "A new grievance (createGrievance), plain or converted from a journal entry. Errors are BAD_USER_INPUT with a message per field, in the spec's words.",
})
export class GrievanceInput {
  @Field(() => String, { description: "The title, 1 to 200 characters ('Title is required')." }) title!: string;
  @Field(() => String, { description: "What happened, 1 to 50,000 characters ('Description is required')." }) description!: string;
  @Field(() => String, {
    description: "Which contract provisions were violated, 1 to 20,000 characters ('Contract violation details are required').",
  })
  contractViolation!: string;
  @Field(() => GrievanceStatusEnum, {
    nullable: true,
    description: 'draft (the default) or submitted (submits it at once); other statuses are refused.',
  })
  status?: GrievanceStatus | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Id of the member's own journal entry to convert: the entry becomes read-only and its photos are copied as evidence. NOT_FOUND for another member's entry; CONFLICT when it is closed or already converted.",
  })
  journalEntryId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "Id of an active grievance category (grievanceCategories); optional. An unknown or inactive one is BAD_USER_INPUT 'Please select a valid category'.",
  })
  categoryId?: string | null;
  @Field(() => String, { nullable: true, description: "A witness's name, at most 200 characters; optional." }) witnessName?: string | null;
  @Field(() => String, { nullable: true, description: "The witness's employee number, at most 32 characters; optional." })
  witnessEmployeeNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The witness's phone: digits, spaces, -, ( ) and + only, at most 32 characters ('Invalid phone number format'); optional.",
  })
  witnessPhone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The witness's email ('Please enter a valid email address'), at most 254 characters; optional.",
  })
  witnessEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Where it happened, at most 200 characters; optional.' }) location?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The AI suggestions the member saw, as readable text, at most 20,000 characters; optional.',
  })
  aiAssistance?: string | null;
}

/** An edit of a draft: only the fields sent change. */
@InputType({
  description: 'An edit of a draft grievance (updateGrievance): only the fields sent change, each under the same rule as when creating.',
})
export class GrievanceUpdateInput {
  @Field(() => String, { nullable: true, description: 'The title, 1 to 200 characters; omit to keep it.' }) title?: string;
  @Field(() => String, { nullable: true, description: 'What happened, 1 to 50,000 characters; omit to keep it.' }) description?: string;
  @Field(() => String, { nullable: true, description: 'Which contract provisions were violated, 1 to 20,000 characters; omit to keep it.' })
  contractViolation?: string;
  @Field(() => ID, { nullable: true, description: 'Id of an active grievance category; null removes the category; omit to keep it.' })
  categoryId?: string | null;
  @Field(() => String, { nullable: true, description: "A witness's name, at most 200 characters; empty or null removes it." }) witnessName?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "The witness's employee number, at most 32 characters; empty or null removes it." })
  witnessEmployeeNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The witness's phone (digits, spaces, -, ( ) and +; at most 32 characters); empty or null removes it.",
  })
  witnessPhone?: string | null;
  @Field(() => String, { nullable: true, description: "The witness's email, at most 254 characters; empty or null removes it." })
  witnessEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Where it happened, at most 200 characters; empty or null removes it.' }) location?:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description: 'The AI suggestions the member saw, at most 20,000 characters; empty or null removes them.',
  })
  aiAssistance?: string | null;
}
