import { journalEntrySchema, journalEntryUpdateSchema, journalEventSchema, journalParticipantSchema } from '@union/rules/journal';
import type { Router } from 'express';
import { receiveImageFrom } from '../../http/multipart.js';
import { pageOrList } from '../../http/pagination.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes, downloadQuery, IMAGE_FILE, imageUploadBody } from '../../http/route.js';
import { sendStoredImage } from '../../http/stored-image.js';
import {
  addParticipant,
  createEntry,
  createEvent,
  getEntry,
  listEntries,
  listEntriesPage,
  listEvents,
  listParticipants,
  openEntryImage,
  removeParticipant,
  updateEntry,
  uploadEntryImage,
} from './journal.service.js';

const ENTRY_ID = { id: "The journal entry's id." };

export function mountJournalRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Journal');
  route(
    {
      method: 'get',
      path: '/journal/events',
      summary: 'My journal events',
      access: 'member',
      response: { graphql: 'JournalEvent', list: true, description: "The caller's own events." },
    },
    (ctx) => listEvents(ctx.em, ctx.user),
  );
  route(
    {
      method: 'post',
      path: '/journal/events',
      summary: 'Create a journal event',
      access: 'member',
      body: journalEventSchema,
      response: { graphql: 'JournalEvent', description: 'The new event.' },
      status: 201,
    },
    (ctx, req) => createEvent(ctx.em, ctx.user, req.body),
  );

  route(
    {
      method: 'get',
      path: '/journal/entries',
      summary: 'My journal entries',
      description: 'Newest first. Without ?limit= and ?cursor= the whole list as an array; with either, one page.',
      access: 'member',
      pagination: true,
      response: { graphql: 'JournalEntry', list: true, pageable: true, description: "The caller's own entries." },
    },
    (ctx, req) =>
      pageOrList(
        req.query,
        () => listEntries(ctx.em, ctx.user),
        (page) => listEntriesPage(ctx.em, ctx.user, page),
      ),
  );
  route(
    {
      method: 'post',
      path: '/journal/entries',
      summary: 'Write a journal entry',
      description: "Under one of the caller's events (`eventId`; another member's is 404).",
      access: 'member',
      body: journalEntrySchema,
      response: { graphql: 'JournalEntry', description: 'The new entry.' },
      status: 201,
    },
    (ctx, req) => createEntry(ctx.em, ctx.user, req.body),
  );
  route(
    {
      method: 'get',
      path: '/journal/entries/:id',
      summary: 'One of my journal entries',
      access: 'member',
      params: ENTRY_ID,
      response: { graphql: 'JournalEntry', description: 'The entry.' },
    },
    (ctx, req) => getEntry(ctx.em, ctx.user, req.params.id),
  );
  route(
    {
      method: 'patch',
      path: '/journal/entries/:id',
      summary: 'Edit a journal entry',
      description:
        'Only the fields sent change. 409 when the entry is read-only (converted to a grievance), or when ' +
        '`expectedVersion` is sent and the entry changed meanwhile (the answer then carries the current entry).',
      access: 'member',
      params: ENTRY_ID,
      body: journalEntryUpdateSchema,
      response: { graphql: 'JournalEntry', description: 'The updated entry.' },
      errors: [409],
    },
    (ctx, req) => updateEntry(ctx.em, ctx.user, req.params.id, req.body),
  );

  // Multipart with the file in the field `image`; checked before a byte is read, then streamed to a staged file.
  route(
    {
      method: 'post',
      path: '/journal/entries/:id/images',
      summary: 'Add a photo to a journal entry',
      description: 'At most 3 photos per entry (400 beyond); 409 when the entry is read-only.',
      access: 'member',
      params: ENTRY_ID,
      body: imageUploadBody('The photo'),
      response: { graphql: 'JournalEntryImage', description: 'The stored photo.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => uploadEntryImage(ctx.em, ctx.services, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
  );

  // The owner's view of a photo: inline, or as a download with ?download=1 (see sendStoredImage).
  route(
    {
      method: 'get',
      path: '/journal/entries/:entryId/images/:imageId/view',
      summary: "View a journal entry's photo",
      access: 'member',
      params: { entryId: "The journal entry's id.", imageId: "The photo's id." },
      query: downloadQuery,
      response: IMAGE_FILE,
    },
    async (ctx, req, res) => {
      const storage = ctx.services.storage;
      await sendStoredImage(req, res, await openEntryImage(ctx.em, storage, ctx.user, req.params.entryId, req.params.imageId));
    },
  );

  route(
    {
      method: 'get',
      path: '/journal/entries/:entryId/participants',
      summary: "A journal entry's witnesses",
      access: 'member',
      params: { entryId: "The journal entry's id." },
      response: { graphql: 'JournalParticipant', list: true, description: 'The witnesses, in order.' },
    },
    (ctx, req) => listParticipants(ctx.em, ctx.user, req.params.entryId),
  );
  route(
    {
      method: 'post',
      path: '/journal/entries/:entryId/participants',
      summary: 'Add a witness to a journal entry',
      description: 'At most 8 witnesses per entry (400 beyond); 409 when the entry is read-only.',
      access: 'member',
      params: { entryId: "The journal entry's id." },
      body: journalParticipantSchema,
      response: { graphql: 'JournalParticipant', description: 'The new witness.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => addParticipant(ctx.em, ctx.user, req.params.entryId, req.body),
  );
  route(
    {
      method: 'delete',
      path: '/journal/participants/:id',
      summary: 'Remove a witness',
      description: '409 when the entry is read-only.',
      access: 'member',
      params: { id: "The witness's id." },
      response: { success: true },
      errors: [409],
    },
    async (ctx, req) => {
      await removeParticipant(ctx.em, ctx.user, req.params.id);
      return { success: true };
    },
  );
}
