import { Arg, Args, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../users/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { EmailAllowlistEntry } from './allowlist.entity.js';
import { addToAllowlist, listAllowlist, listAllowlistPage, removeFromAllowlist } from './allowlist.service.js';

@InputType()
export class AllowlistInput {
  @Field(() => String) email!: string;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) isActive?: boolean;
}

const EmailAllowlistEntryConnection = connectionType(EmailAllowlistEntry, 'EmailAllowlistEntry', 'allowlisted email');

@Resolver(() => EmailAllowlistEntry)
export class AllowlistResolver {
  @Authorized('ADMIN')
  @Query(() => [EmailAllowlistEntry])
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
  @Mutation(() => EmailAllowlistEntry)
  addAllowlistEmail(@Arg('input', () => AllowlistInput) input: AllowlistInput, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return addToAllowlist(ctx.em, actor, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  removeAllowlistEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    return removeFromAllowlist(ctx.em, email);
  }
}
