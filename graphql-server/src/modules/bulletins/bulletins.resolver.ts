import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../../auth/user.entity.js';
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
      'Signed-in member: the feed: active bulletins that are published or Drafts (none scheduled for later; expired ones included, to badge them), Drafts first, then newest published, with hasOptedIn for the member. For long lists use bulletinsConnection.',
  })
  bulletins(
    @Arg('includeInactive', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description:
        'Administrators only: true lists every bulletin, inactive and scheduled ones too (Bulletin Management). A member who sends true still gets only the feed.',
    })
    includeInactive: boolean,
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
  @Mutation(() => Bulletin, {
    description:
      'Administrators only: publishes a bulletin (now, at publishedAt, or as a Draft). BAD_USER_INPUT per field; FORBIDDEN for members.',
  })
  createBulletin(
    @Arg('input', () => BulletinInput, { description: "The bulletin's fields." }) input: BulletinInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createBulletin(ctx.em, actor, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Bulletin, {
    description:
      'Administrators only: changes the fields given of a bulletin. NOT_FOUND for an unknown id; BAD_USER_INPUT per field; FORBIDDEN for members.',
  })
  updateBulletin(
    @Arg('id', () => ID, { description: 'Id of the bulletin (Bulletin.id).' }) id: string,
    @Arg('input', () => BulletinUpdateInput, { description: 'The fields to change.' }) input: BulletinUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateBulletin(ctx.em, actor, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description:
      "Administrators only: deletes a bulletin for good, with every member's subscription to it; true when done. NOT_FOUND for an unknown id; FORBIDDEN for members.",
  })
  deleteBulletin(@Arg('id', () => ID, { description: 'Id of the bulletin (Bulletin.id).' }) id: string, @Ctx() ctx: RequestContext) {
    return deleteBulletin(ctx.em, id);
  }

  @Authorized()
  @Mutation(() => Bulletin, {
    description:
      'Signed-in member: subscribes to a bulletin of the feed (hasOptedIn true) or unsubscribes (false); answers the bulletin with the new hasOptedIn. NOT_FOUND for a bulletin the feed does not show (hidden or scheduled).',
  })
  setBulletinVisibility(
    @Arg('id', () => ID, { description: 'Id of a bulletin in the feed.' }) id: string,
    @Arg('hasOptedIn', () => Boolean, { description: 'true to subscribe, false to unsubscribe.' }) hasOptedIn: boolean,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return setVisibility(ctx.em, actor, id, { hasOptedIn });
  }
}
