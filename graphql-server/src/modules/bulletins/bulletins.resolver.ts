import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../auth/auth-checker.js';
import type { RequestContext } from '../../auth/context.js';
import { Bulletin } from './bulletin.entity.js';
import { BulletinInput, BulletinUpdateInput } from './bulletins.inputs.js';
import { createBulletin, deleteBulletin, listBulletins, setVisibility, updateBulletin } from './bulletins.service.js';

@Resolver(() => Bulletin)
export class BulletinsResolver {
  @Authorized()
  @Query(() => [Bulletin], {
    description:
      'Active bulletins (drafts included, none scheduled for later), newest first, with hasOptedIn for the signed-in member. ' +
      'includeInactive (administrators only): every bulletin.',
  })
  bulletins(
    @Arg('includeInactive', () => Boolean, { nullable: true, defaultValue: false }) includeInactive: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    return listBulletins(ctx.em, requireUser(ctx.user), includeInactive);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bulletin)
  createBulletin(@Arg('input', () => BulletinInput) input: BulletinInput, @Ctx() ctx: RequestContext) {
    return createBulletin(ctx.em, requireUser(ctx.user), input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bulletin)
  updateBulletin(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BulletinUpdateInput) input: BulletinUpdateInput,
    @Ctx() ctx: RequestContext,
  ) {
    return updateBulletin(ctx.em, requireUser(ctx.user), id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean)
  deleteBulletin(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return deleteBulletin(ctx.em, id);
  }

  @Authorized()
  @Mutation(() => Bulletin, { description: 'Subscribes the signed-in member to a bulletin (or unsubscribes).' })
  setBulletinVisibility(
    @Arg('id', () => ID) id: string,
    @Arg('hasOptedIn', () => Boolean) hasOptedIn: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    return setVisibility(ctx.em, requireUser(ctx.user), id, { hasOptedIn });
  }
}
