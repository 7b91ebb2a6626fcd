import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveImageArgument, UploadScalar } from '../../http/multipart.js';
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
  @Query(() => [JournalEvent], { description: 'Signed-in member: their own journal events, newest first (active and inactive).' })
  journalEvents(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listEvents(ctx.em, actor);
  }

  @Authorized()
  @Query(() => [JournalEntry], {
    description:
      'Signed-in member: all their own journal entries with event, witnesses and photos, newest entry date first (then newest written). For long journals use journalEntriesConnection.',
  })
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
  @Query(() => JournalEntry, {
    description:
      "Signed-in member: one of their own journal entries with its event, witnesses and photos. NOT_FOUND for an unknown id or another member's.",
  })
  journalEntry(
    @Arg('id', () => ID, { description: 'Id of the journal entry (JournalEntry.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return getEntry(ctx.em, actor, id);
  }

  @Authorized()
  @Query(() => [JournalParticipant], {
    description:
      "Signed-in member: the witnesses and participants of one of their own entries, in order 1 to 8. NOT_FOUND for another member's entry.",
  })
  journalParticipants(
    @Arg('entryId', () => ID, { description: "Id of the member's own journal entry." }) entryId: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return listParticipants(ctx.em, actor, entryId);
  }

  @Authorized()
  @Mutation(() => JournalEvent, {
    description: 'Signed-in member: creates a workplace event of their own to keep entries about. BAD_USER_INPUT per field.',
  })
  createJournalEvent(
    @Arg('input', () => JournalEventInput, { description: "The event's title, description and whether it is active." })
    input: JournalEventInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createEvent(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => JournalEntry, {
    description:
      "Signed-in member: writes a journal entry under one of their own active events. BAD_USER_INPUT per field (an inactive event: 'This event is not active. Only active events can have new entries added.'); NOT_FOUND for another member's event. Add witnesses and photos once it exists.",
  })
  createJournalEntry(
    @Arg('input', () => JournalEntryInput, { description: "The entry's fields." }) input: JournalEntryInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createEntry(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => JournalEntry, {
    description:
      "Signed-in member: changes only the fields sent of their own entry (auto-save). CONFLICT with the read-only banner's words when the entry is closed or converted to a grievance, or, with expectedVersion, when it changed since (extensions.current holds it); NOT_FOUND for another member's id; BAD_USER_INPUT per field.",
  })
  updateJournalEntry(
    @Arg('id', () => ID, { description: "Id of the member's own journal entry." }) id: string,
    @Arg('input', () => JournalEntryUpdateInput, { description: 'The fields to change, and optionally expectedVersion.' })
    input: JournalEntryUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateEntry(ctx.em, actor, id, input);
  }

  @Authorized()
  @Mutation(() => JournalEntryImage, {
    description:
      "Signed-in member: adds a supporting photo to their own editable entry (JPEG, PNG or WebP by its bytes, at most 10 MB, re-encoded without EXIF/GPS; at most 3 per entry, else BAD_USER_INPUT 'Maximum 3 images allowed per journal entry'). NOT_FOUND for another member's entry; CONFLICT when it is read-only.",
  })
  uploadJournalEntryImage(
    @Arg('entryId', () => ID, { description: "Id of the member's own journal entry." }) entryId: string,
    @Arg('image', () => UploadScalar, { description: 'The photo (multipart upload, GraphQL multipart request spec), at most 10 MB.' })
    image: PendingUpload,
    @Arg('caption', () => String, {
      nullable: true,
      description: 'A caption for the photo, at most 500 characters (BAD_USER_INPUT beyond, never cut); optional.',
    })
    caption: string | null,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return uploadEntryImage(ctx.em, ctx.services, actor, entryId, receiveImageArgument(image, caption, ctx.services.storage));
  }

  @Authorized()
  @Mutation(() => JournalParticipant, {
    description:
      "Signed-in member: adds a witness or participant to their own editable entry, at the wanted position or the first free one. BAD_USER_INPUT 'Maximum 8 participants allowed' when 8 are there, or per field; CONFLICT when the entry is read-only; NOT_FOUND for another member's entry.",
  })
  addJournalParticipant(
    @Arg('entryId', () => ID, { description: "Id of the member's own journal entry." }) entryId: string,
    @Arg('input', () => JournalParticipantInput, { description: "The participant's name, job title, employee number, position and notes." })
    input: JournalParticipantInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return addParticipant(ctx.em, actor, entryId, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Signed-in member: removes a witness or participant from their own editable entry (its position becomes free); true when done. NOT_FOUND for another member's participant; CONFLICT when the entry is read-only.",
  })
  removeJournalParticipant(
    @Arg('id', () => ID, { description: 'Id of the participant (JournalParticipant.id).' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return removeParticipant(ctx.em, actor, id);
  }
}
