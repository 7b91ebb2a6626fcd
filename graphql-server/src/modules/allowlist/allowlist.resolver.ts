import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../auth/auth-checker.js';
import type { RequestContext } from '../../auth/context.js';
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
  addAllowlistEmail(@Arg('input', () => AllowlistInput) input: AllowlistInput, @Ctx() ctx: RequestContext) {
    return addToAllowlist(ctx.em, requireUser(ctx.user), input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  removeAllowlistEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext) {
    return removeFromAllowlist(ctx.em, email);
  }
}
