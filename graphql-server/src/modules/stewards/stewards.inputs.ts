import { Field, InputType } from 'type-graphql';

// Shapes only: the rules (and their messages) live in packages/rules (stewards) and run in the service.
@InputType({ description: 'A new shop steward (createShopSteward). Errors are BAD_USER_INPUT with a message per field.' })
export class StewardInput {
  @Field(() => String, { description: "Full name, 1 to 200 characters ('Name is required')." }) name!: string;
  @Field(() => String, { description: 'Position, 1 to 100 characters, e.g. Chief Steward, Alternate Steward, Steward.' }) position!: string;
  @Field(() => String, { description: 'Department, 1 to 100 characters, e.g. Ramp.' }) department!: string;
  @Field(() => String, {
    description:
      'day, night or swing (shown as Day Shift, Night Shift, Swing Shift); any other text of 1 to 50 characters is kept and shown as it is.',
  })
  shift!: string;
  @Field(() => String, {
    description:
      "At least 10 digits ('Phone number must be at least 10 digits'); digits, spaces, -, ( ) and + only; at most 32 characters.",
  })
  phoneNumber!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A valid email, at most 254 characters, stored lower-cased; optional (empty or null: none).',
  })
  email?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description: 'Whether the steward is listed in the directory; defaults to true.',
  })
  isActive?: boolean;
}

@InputType({
  description: 'An edit of a shop steward (updateShopSteward): only the fields given change, each under the same rule as when creating.',
})
export class StewardUpdateInput {
  @Field(() => String, { nullable: true, description: 'Full name, 1 to 200 characters; omit to keep it.' }) name?: string;
  @Field(() => String, { nullable: true, description: 'Position, 1 to 100 characters; omit to keep it.' }) position?: string;
  @Field(() => String, { nullable: true, description: 'Department, 1 to 100 characters; omit to keep it.' }) department?: string;
  @Field(() => String, { nullable: true, description: 'day, night or swing (or other text, 1 to 50 characters); omit to keep it.' })
  shift?: string;
  @Field(() => String, {
    nullable: true,
    description: 'At least 10 digits; digits, spaces, -, ( ) and + only; at most 32 characters; omit to keep it.',
  })
  phoneNumber?: string;
  @Field(() => String, {
    nullable: true,
    description: 'A valid email, at most 254 characters; empty or null removes the email; omit to keep it.',
  })
  email?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true lists the steward in the directory again, false removes them from it; omit to keep it.',
  })
  isActive?: boolean;
}
