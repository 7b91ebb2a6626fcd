import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import type { User } from '../users/user.entity.js';
import { GrievanceCategory } from './grievance-category.entity.js';
import { Grievance, GrievanceImage } from './grievance.entities.js';
import { GrievanceInput, GrievanceUpdateInput } from './grievances.inputs.js';
import {
  createGrievance,
  getGrievance,
  listCategories,
  listGrievances,
  listGrievancesPage,
  listImages,
  removeGrievanceImage,
  submitGrievance,
  updateGrievance,
  updateGrievanceImage,
  uploadGrievanceImage,
  withdrawGrievance,
} from './grievances.service.js';

const GrievanceConnection = connectionType(Grievance, 'Grievance', 'grievance');

@Resolver(() => Grievance)
export class GrievancesResolver {
  @Authorized()
  @Query(() => [Grievance], { description: "The signed-in member's grievances, newest first." })
  grievances(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listGrievances(ctx.em, actor);
  }

  @Authorized()
  @Query(() => GrievanceConnection, {
    description:
      "The signed-in member's grievances a page at a time, in grievances' order (newest first). " +
      'Follow pageInfo.endCursor with `after` while pageInfo.hasNextPage is true.',
  })
  async grievancesConnection(@Args(() => ConnectionArgs) args: ConnectionArgs, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return toConnection(await listGrievancesPage(ctx.em, actor, pageArgsOf(args)));
  }

  @Authorized()
  @Query(() => Grievance)
  grievance(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return getGrievance(ctx.em, actor, id);
  }

  @Authorized()
  @Query(() => [GrievanceImage], { description: "A grievance's evidence images, in order." })
  grievanceImages(@Arg('grievanceId', () => ID) grievanceId: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listImages(ctx.em, actor, grievanceId);
  }

  @Authorized()
  @Query(() => [GrievanceCategory], { description: 'The active grievance categories, in order.' })
  grievanceCategories(@Ctx() ctx: RequestContext) {
    return listCategories(ctx.em);
  }

  @Authorized()
  @Mutation(() => Grievance, {
    description:
      'Creates a grievance (draft, or submitted at once). With journalEntryId it converts that entry: the entry becomes read-only and its photos become the evidence.',
  })
  createGrievance(@Arg('input', () => GrievanceInput) input: GrievanceInput, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return createGrievance(ctx.em, ctx.services.storage, actor, input);
  }

  @Authorized()
  @Mutation(() => Grievance, { description: 'Changes only the fields sent; only while the grievance is a draft.' })
  updateGrievance(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => GrievanceUpdateInput) input: GrievanceUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateGrievance(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => Grievance, { description: 'Submits a draft; from then on it is read-only for the member.' })
  submitGrievance(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return submitGrievance(ctx.em, actor, id);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Withdraws a draft: deletes it and its images, and releases the journal entry it came from.',
  })
  withdrawGrievance(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return withdrawGrievance(ctx.em, ctx.services.storage, actor, id);
  }

  @Authorized()
  @Mutation(() => GrievanceImage, {
    description: 'Adds an evidence image to a draft (JPEG, PNG or WebP, at most 10 MB, at most 5 per grievance).',
  })
  uploadGrievanceImage(
    @Arg('grievanceId', () => ID) grievanceId: string,
    @Arg('image', () => UploadScalar) image: PendingUpload,
    @Arg('caption', () => String, { nullable: true }) caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    const storage = ctx.services.storage;
    return uploadGrievanceImage(ctx.em, storage, actor, grievanceId, async (rule) => {
      const { raw, fileName } = await receiveUpload(image, storage, rule);
      return { raw, fileName, caption };
    });
  }

  @Authorized()
  @Mutation(() => GrievanceImage, { description: "Changes an image's caption (null or blank clears it); only on a draft." })
  updateGrievanceImage(
    @Arg('id', () => ID) id: string,
    @Arg('caption', () => String, { nullable: true }) caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateGrievanceImage(ctx.em, actor, id, caption);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes an image and its file; only on a draft.' })
  removeGrievanceImage(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return removeGrievanceImage(ctx.em, ctx.services.storage, actor, id);
  }
}
