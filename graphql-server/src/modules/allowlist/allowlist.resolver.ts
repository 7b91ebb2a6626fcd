import { Arg, Args, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { EmailAllowlistEntry } from './allowlist.entity.js';
import { addToAllowlist, listAllowlist, listAllowlistPage, removeFromAllowlist } from './allowlist.service.js';

@InputType({ description: 'An email address to put on the allowlist (addAllowlistEmail, administrators only).' })
export class AllowlistInput {
  @Field(() => String, {
    description:
      "A valid email address, at most 254 characters ('Please enter a valid email address'); stored trimmed and lower-cased. CONFLICT 'This email is already on the allowlist'.",
  })
  email!: string;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description: 'true (the default) lets the address register now; false keeps it listed but refused.',
  })
  isActive?: boolean;
}

const EmailAllowlistEntryConnection = connectionType(EmailAllowlistEntry, 'EmailAllowlistEntry', 'allowlisted email');

@Resolver(() => EmailAllowlistEntry)
export class AllowlistResolver {
  @Authorized('ADMIN')
  @Query(() => [EmailAllowlistEntry], {
    description:
      'Administrators only: every allowlisted address, newest added first, with who added it. FORBIDDEN for members. For long lists use emailAllowlistConnection.',
  })
  emailAllowlist(@Ctx() ctx: RequestContext) {
    return listAllowlist(ctx.em);
  }

  @Authorized('ADMIN')
  @Query(() => EmailAllowlistEntryConnection, {
    description:
      'Administrators only: the email allowlist a page at a time, in emailAllowlist order (newest added first). ' +
      'Follow pageInfo.endCursor with `after` while pageInfo.hasNextPage is true.',
  })
  async emailAllowlistConnection(@Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: RequestContext) {
    return toConnection(await listAllowlistPage(ctx.em, pageArgsOf(args)));
  }

  @Authorized('ADMIN')
  @Mutation(() => EmailAllowlistEntry, {
    description:
      'Administrators only: puts an address on the allowlist, so that its owner can register. BAD_USER_INPUT for an invalid email; CONFLICT when it is already listed; FORBIDDEN for members.',
  })
  addAllowlistEmail(
    @Arg('input', () => AllowlistInput, { description: 'The address and whether it is active.' }) input: AllowlistInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return addToAllowlist(ctx.em, actor, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description:
      'Administrators only: takes an address off the allowlist; true when done. An account already registered with it is kept. NOT_FOUND when the address is not listed; FORBIDDEN for members.',
  })
  removeAllowlistEmail(
    @Arg('email', () => String, { description: 'The listed address, compared trimmed and case-insensitively.' }) email: string,
    @Ctx() ctx: RequestContext,
  ) {
    return removeFromAllowlist(ctx.em, email);
  }
}
