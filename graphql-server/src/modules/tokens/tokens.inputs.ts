import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AccessToken } from '../../auth/access-token.entity.js';

// Shapes only: the rules and their messages live in packages/rules (tokens) and run in the service.
@InputType({ description: 'A new personal access token (createAccessToken).' })
export class AccessTokenInput {
  @Field(() => String, { description: 'A name to recognise it by, such as the script that uses it; 1 to 100 characters.' })
  name!: string;

  @Field(() => [String], {
    description:
      "What it may do, among 'read' (your own data, and what every member may read), 'write' (needs 'read'), 'admin:read' " +
      "and 'admin:write' (administrators only; 'admin:write' needs 'admin:read'). BAD_USER_INPUT for any other word.",
  })
  scopes!: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Days until it expires: 30, 90 or 365; left out: 30. null: never expires (administrators only).',
  })
  expiresInDays?: number | null;
}

@ObjectType({ description: 'A token just created: the secret, shown this one time, and its record.' })
export class CreatedAccessToken {
  @Field(() => String, {
    description: "The secret ('uc_pat_' and 36 characters). Send it as 'Authorization: Bearer <token>'. It is never shown again.",
  })
  token!: string;

  @Field(() => AccessToken, { description: 'The stored record (name, scopes, expiry), as accessTokens lists it.' })
  accessToken!: AccessToken;
}
