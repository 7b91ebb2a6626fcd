import { Field, ID, InputType } from 'type-graphql';
import type { GrievanceStatus } from '@union/rules/constants';
import { GrievanceStatusEnum } from './grievance.entities.js';

// Shapes only: the rules (and their messages) live in packages/rules (grievances) and run in the service for both doors.

@InputType()
export class GrievanceInput {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) contractViolation!: string;
  @Field(() => GrievanceStatusEnum, { nullable: true, description: 'draft (the default) or submitted.' }) status?: GrievanceStatus | null;
  @Field(() => ID, {
    nullable: true,
    description: "The member's journal entry this grievance is converted from: it becomes read-only and its photos are copied as evidence.",
  })
  journalEntryId?: string | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { nullable: true }) witnessName?: string | null;
  @Field(() => String, { nullable: true }) witnessEmployeeNumber?: string | null;
  @Field(() => String, { nullable: true }) witnessPhone?: string | null;
  @Field(() => String, { nullable: true }) witnessEmail?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true, description: 'The AI suggestions the member saw, as readable text.' }) aiAssistance?:
    | string
    | null;
}

/** An edit of a draft: only the fields sent change. */
@InputType()
export class GrievanceUpdateInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true }) contractViolation?: string;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { nullable: true }) witnessName?: string | null;
  @Field(() => String, { nullable: true }) witnessEmployeeNumber?: string | null;
  @Field(() => String, { nullable: true }) witnessPhone?: string | null;
  @Field(() => String, { nullable: true }) witnessEmail?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true }) aiAssistance?: string | null;
}
