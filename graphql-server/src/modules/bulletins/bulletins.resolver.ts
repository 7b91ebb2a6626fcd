import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../users/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { Bulletin } from './bulletin.entity.js';
import { BulletinInput, BulletinUpdateInput } from './bulletins.inputs.js';
import { createBulletin, deleteBulletin, listBulletins, listBulletinsPage, setVisibility, updateBulletin } from './bulletins.service.js';

const BulletinConnection = connectionType(Bulletin, 'Bulletin', 'bulletin');

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
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return listBulletins(ctx.em, actor, includeInactive);
  }

  @Authorized()
  @Query(() => BulletinConnection, {
    description:
      'The bulletins field a page at a time: the same bulletins, rules and order (drafts first, then newest published). ' +
      'Follow pageInfo.endCursor with `after` while pageInfo.hasNextPage is true.',
  })
  async bulletinsConnection(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('includeInactive', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description:
        'Administrators only: every bulletin, inactive and scheduled ones too. A member who sends true still gets only the feed.',
    })
    includeInactive: boolean,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return toConnection(await listBulletinsPage(ctx.em, actor, includeInactive, pageArgsOf(args)));
  }

  @Authorized('ADMIN')
  @Mutation(() => Bulletin)
  createBulletin(@Arg('input', () => BulletinInput) input: BulletinInput, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return createBulletin(ctx.em, actor, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bulletin)
  updateBulletin(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BulletinUpdateInput) input: BulletinUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateBulletin(ctx.em, actor, id, input);
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
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return setVisibility(ctx.em, actor, id, { hasOptedIn });
  }
}
