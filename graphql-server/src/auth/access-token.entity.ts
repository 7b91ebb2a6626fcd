import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import type { TokenScope } from '@union/rules/tokens';
import { BaseEntity } from '../db/base.entity.js';
import { User } from './user.entity.js';

/**
 * A personal access token of a member. The token itself is shown once, at creation; only its SHA-256 is kept.
 * Revoking deletes the row, and so does a change of the owner's password.
 */
@ObjectType({ description: "A personal access token (the secret itself is shown only once, in createAccessToken's answer)." })
@Entity({ tableName: 'access_tokens' })
export class AccessToken extends BaseEntity<'lastUsedAt'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => String, { description: 'The name its owner gave it, to recognise it later (at most 100 characters).' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Field(() => String, { description: "The token's first characters ('uc_pat_Ab3d…'), to match it with the one you hold." })
  @Property({ type: 'string', length: 20 })
  hint!: string;

  @Field(() => [String], {
    description: "What the token may do: 'read', 'write', 'admin:read', 'admin:write' (the same words as the REST shim's).",
  })
  @Property({ type: 'json' })
  scopes!: TokenScope[];

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null: never (administrators only).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token was last used (to the minute); null: never used.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;
}
