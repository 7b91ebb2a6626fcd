import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../users/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import { JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from './journal.entities.js';
import { JournalEntryInput, JournalEntryUpdateInput, JournalEventInput, JournalParticipantInput } from './journal.inputs.js';
import {
  addParticipant,
  createEntry,
  createEvent,
  getEntry,
  listEntries,
  listEntriesPage,
  listEvents,
  listParticipants,
  removeParticipant,
  updateEntry,
  uploadEntryImage,
} from './journal.service.js';

const JournalEntryConnection = connectionType(JournalEntry, 'JournalEntry', 'journal entry');

@Resolver(() => JournalEntry)
export class JournalResolver {
  @Authorized()
  @Query(() => [JournalEvent], { description: "The signed-in member's journal events, newest first." })
  journalEvents(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listEvents(ctx.em, actor);
  }

  @Authorized()
  @Query(() => [JournalEntry], { description: "The signed-in member's journal entries, newest entry date first." })
  journalEntries(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listEntries(ctx.em, actor);
  }

  @Authorized()
  @Query(() => JournalEntryConnection, {
    description:
      "The signed-in member's journal entries a page at a time, in journalEntries' order (newest entry date first, then newest written). " +
      'Follow pageInfo.endCursor with `after` while pageInfo.hasNextPage is true.',
  })
  async journalEntriesConnection(@Args(() => ConnectionArgs) args: ConnectionArgs, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return toConnection(await listEntriesPage(ctx.em, actor, pageArgsOf(args)));
  }

  @Authorized()
  @Query(() => JournalEntry)
  journalEntry(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return getEntry(ctx.em, actor, id);
  }

  @Authorized()
  @Query(() => [JournalParticipant])
  journalParticipants(@Arg('entryId', () => ID) entryId: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listParticipants(ctx.em, actor, entryId);
  }

  @Authorized()
  @Mutation(() => JournalEvent)
  createJournalEvent(
    @Arg('input', () => JournalEventInput) input: JournalEventInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createEvent(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => JournalEntry)
  createJournalEntry(
    @Arg('input', () => JournalEntryInput) input: JournalEntryInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createEntry(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => JournalEntry, { description: 'Changes only the fields sent; refused while the entry is read-only.' })
  updateJournalEntry(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JournalEntryUpdateInput) input: JournalEntryUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateEntry(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => JournalEntryImage, { description: 'Adds a supporting photo (JPEG, PNG or WebP, at most 10 MB, at most 3 per entry).' })
  uploadJournalEntryImage(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('image', () => UploadScalar) image: PendingUpload,
    @Arg('caption', () => String, { nullable: true }) caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    const storage = ctx.services.storage;
    return uploadEntryImage(ctx.em, storage, actor, entryId, async (rule) => {
      const { raw, fileName } = await receiveUpload(image, storage, rule);
      return { raw, fileName, caption };
    });
  }

  @Authorized()
  @Mutation(() => JournalParticipant)
  addJournalParticipant(
    @Arg('entryId', () => ID) entryId: string,
    @Arg('input', () => JournalParticipantInput) input: JournalParticipantInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return addParticipant(ctx.em, actor, entryId, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  removeJournalParticipant(@Arg('id', () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return removeParticipant(ctx.em, actor, id);
  }
}
