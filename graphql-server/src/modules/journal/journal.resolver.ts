import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../auth/auth-checker.js';
import type { RequestContext } from '../../auth/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import { fileStorage } from '../../storage/file-storage.js';
import { IMAGE_UPLOAD } from '../../storage/images.js';
import { JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from './journal.entities.js';
import { JournalEntryInput, JournalEntryUpdateInput, JournalEventInput, JournalParticipantInput } from './journal.inputs.js';
import {
  addEntryImage,
  addParticipant,
  assertCanAddImage,
  createEntry,
  createEvent,
  getEntry,
  listEntries,
  listEvents,
  listParticipants,
  removeParticipant,
  updateEntry,
} from './journal.service.js';

@Resolver(() => JournalEntry)
export class JournalResolver {
  @Authorized()
  @Query(() => [JournalEvent], { description: "The signed-in member's journal events, newest first." })
  journalEvents(@Ctx() ctx: RequestContext) {
    return listEvents(ctx.em, requireUser(ctx.user));
  }

  @Authorized()
  @Query(() => [JournalEntry], { description: "The signed-in member's journal entries, newest entry date first." })
  journalEntries(@Ctx() ctx: RequestContext) {
    return listEntries(ctx.em, requireUser(ctx.user));
  }

  @Authorized()
  @Query(() => JournalEntry)
  journalEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return getEntry(ctx.em, requireUser(ctx.user), id);
  }

  @Authorized()
  @Query(() => [JournalParticipant])
  journalParticipants(@Arg('entryId', () => ID) entryId: string, @Ctx() ctx: RequestContext) {
    return listParticipants(ctx.em, requireUser(ctx.user), entryId);
  }

  @Authorized()
  @Mutation(() => JournalEvent)
  createJournalEvent(@Arg('input', () => JournalEventInput) input: JournalEventInput, @Ctx() ctx: RequestContext) {
    return createEvent(ctx.em, requireUser(ctx.user), input);
  }

  @Authorized()
  @Mutation(() => JournalEntry)
  createJournalEntry(@Arg('input', () => JournalEntryInput) input: JournalEntryInput, @Ctx() ctx: RequestContext) {
    return createEntry(ctx.em, requireUser(ctx.user), input);
  }

  @Authorized()
  @Mutation(() => JournalEntry, { description: 'Changes only the fields sent; refused while the entry is read-only.' })
  updateJournalEntry(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JournalEntryUpdateInput) input: JournalEntryUpdateInput,
    @Ctx() ctx: RequestContext,
  ) {
    return updateEntry(ctx.em, requireUser(ctx.user), id, input);
  }

  @Authorized()
  @Mutation(() => JournalEntryImage, { description: 'Adds a supporting photo (JPEG, PNG or WebP, at most 10 MB, at most 3 per entry).' })
  async uploadJournalEntryImage(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('image', () => UploadScalar) image: PendingUpload,
    @Arg('caption', () => String, { nullable: true }) caption: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    const actor = requireUser(ctx.user);
    await assertCanAddImage(ctx.em, actor, entryId);
    const storage = fileStorage(ctx.services.config);
    const { raw, fileName } = await receiveUpload(image, storage, IMAGE_UPLOAD);
    return addEntryImage(ctx.em, storage, actor, entryId, { raw, fileName, caption });
  }

  @Authorized()
  @Mutation(() => JournalParticipant)
  addJournalParticipant(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('input', () => JournalParticipantInput) input: JournalParticipantInput,
    @Ctx() ctx: RequestContext,
  ) {
    return addParticipant(ctx.em, requireUser(ctx.user), entryId, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  removeJournalParticipant(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return removeParticipant(ctx.em, requireUser(ctx.user), id);
  }
}
