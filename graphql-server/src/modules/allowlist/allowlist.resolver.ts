import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../users/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { EmailAllowlistEntry } from './allowlist.entity.js';
import { addToAllowlist, listAllowlist, removeFromAllowlist } from './allowlist.service.js';

@InputType()
export class AllowlistInput {
  @Field(() => String) email!: string;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) isActive?: boolean;
}

@Resolver(() => EmailAllowlistEntry)
export class AllowlistResolver {
  @Authorized('ADMIN')
  @Query(() => [EmailAllowlistEntry])
  emailAllowlist(@Ctx() ctx: RequestContext) {
    return listAllowlist(ctx.em);
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
