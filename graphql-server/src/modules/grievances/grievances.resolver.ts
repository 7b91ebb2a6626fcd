import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveImageArgument, UploadScalar } from '../../http/multipart.js';
import type { User } from '../../auth/user.entity.js';
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
  @Query(() => [Grievance], {
    description:
      'Signed-in member: all their own grievances with category and images, newest first. For long lists use grievancesConnection.',
  })
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
  @Query(() => Grievance, {
    description:
      "Signed-in member: one of their own grievances with its category and images. NOT_FOUND for an unknown id or another member's.",
  })
  grievance(
    @Arg('id', () => ID, { description: 'Id of the grievance (Grievance.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return getGrievance(ctx.em, actor, id);
  }

  @Authorized()
  @Query(() => [GrievanceImage], {
    description:
      "Signed-in member: the evidence images of one of their own grievances, in order (at most 5). NOT_FOUND for another member's grievance.",
  })
  grievanceImages(
    @Arg('grievanceId', () => ID, { description: "Id of the member's own grievance." }) grievanceId: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return listImages(ctx.em, actor, grievanceId);
  }

  @Authorized()
  @Query(() => [GrievanceCategory], {
    description: "Signed-in member: the active grievance categories, in the form's order; the same for every member.",
  })
  grievanceCategories(@Ctx() ctx: RequestContext) {
    return listCategories(ctx.em);
  }

  @Authorized()
  @Mutation(() => Grievance, {
    description:
      "Signed-in member: creates a grievance of their own, as a draft or submitted at once. With journalEntryId it converts that entry: the entry becomes read-only (isGrievance) and its photos are copied as evidence. BAD_USER_INPUT per field; NOT_FOUND for another member's entry; CONFLICT when the entry is closed or already converted; SERVICE_BUSY when a photo could not be copied (nothing is saved).",
  })
  createGrievance(
    @Arg('input', () => GrievanceInput, { description: "The grievance's fields, and optionally the journal entry to convert." })
    input: GrievanceInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createGrievance(ctx.em, ctx.services.storage, actor, input, ctx.services.config.LOCAL_TIME_ZONE);
  }

  @Authorized()
  @Mutation(() => Grievance, {
    description:
      "Signed-in member: changes only the fields sent of their own draft grievance. CONFLICT 'Only a draft grievance can be changed.' once submitted; NOT_FOUND for another member's id; BAD_USER_INPUT per field.",
  })
  updateGrievance(
    @Arg('id', () => ID, { description: "Id of the member's own draft grievance." }) id: string,
    @Arg('input', () => GrievanceUpdateInput, { description: 'The fields to change.' }) input: GrievanceUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateGrievance(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => Grievance, {
    description:
      "Signed-in member: submits their own draft (status submitted, submittedAt now); from then on it is read-only for the member. CONFLICT when it is not a draft; NOT_FOUND for another member's id.",
  })
  submitGrievance(
    @Arg('id', () => ID, { description: "Id of the member's own draft grievance." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return submitGrievance(ctx.em, actor, id, ctx.services.config.LOCAL_TIME_ZONE);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Signed-in member: withdraws their own draft: deletes it and its images for good, and the journal entry it came from becomes editable and convertible again; true when done. CONFLICT when it is not a draft; NOT_FOUND for another member's id.",
  })
  withdrawGrievance(
    @Arg('id', () => ID, { description: "Id of the member's own draft grievance." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return withdrawGrievance(ctx.em, ctx.services.storage, actor, id);
  }

  @Authorized()
  @Mutation(() => GrievanceImage, {
    description:
      "Signed-in member: adds an evidence image to their own grievance while it is a draft or its case is open (submitted or in progress; the case's history records it) (JPEG, PNG or WebP by its bytes, at most 10 MB, re-encoded without EXIF/GPS; at most 5 per grievance, else BAD_USER_INPUT 'Maximum 5 images allowed per grievance'). CONFLICT once the case is resolved or closed; NOT_FOUND for another member's grievance.",
  })
  uploadGrievanceImage(
    @Arg('grievanceId', () => ID, { description: "Id of the member's own grievance (a draft or an open case)." }) grievanceId: string,
    @Arg('image', () => UploadScalar, { description: 'The image file (multipart upload, GraphQL multipart request spec), at most 10 MB.' })
    image: PendingUpload,
    @Arg('caption', () => String, {
      nullable: true,
      description: 'A caption for the image, at most 500 characters (BAD_USER_INPUT beyond, never cut); optional.',
    })
    caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadGrievanceImage(ctx.em, ctx.services, actor, grievanceId, receiveImageArgument(image, caption, ctx.services.storage));
  }

  @Authorized()
  @Mutation(() => GrievanceImage, {
    description:
      "Signed-in member: changes the caption of an image of their own draft grievance. BAD_USER_INPUT over 500 characters; CONFLICT when the grievance is not a draft; NOT_FOUND for another member's image.",
  })
  updateGrievanceImage(
    @Arg('id', () => ID, { description: 'Id of the image (GrievanceImage.id).' }) id: string,
    @Arg('caption', () => String, { nullable: true, description: 'The new caption, at most 500 characters; null or blank clears it.' })
    caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateGrievanceImage(ctx.em, actor, id, caption);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Signed-in member: removes an image, and its file, from their own draft grievance (its position becomes free); true when done. CONFLICT when the grievance is not a draft; NOT_FOUND for another member's image.",
  })
  removeGrievanceImage(
    @Arg('id', () => ID, { description: 'Id of the image (GrievanceImage.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return removeGrievanceImage(ctx.em, ctx.services.storage, actor, id);
  }
}
