import type { Router } from 'express';
import { receiveImageFrom } from '../../http/multipart.js';
import { pageOrList } from '../../http/pagination.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
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

export function mountJournalRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/journal/events',
    restHandler(deps, 'member', (ctx) => listEvents(ctx.em, ctx.user)),
  );
  router.post(
    '/journal/events',
    restHandler(deps, 'member', (ctx, req) => createEvent(ctx.em, ctx.user, req.body), 201),
  );

  router.get(
    '/journal/entries',
    restHandler(deps, 'member', (ctx, req) =>
      pageOrList(
        req.query,
        () => listEntries(ctx.em, ctx.user),
        (page) => listEntriesPage(ctx.em, ctx.user, page),
      ),
    ),
  );
  router.post(
    '/journal/entries',
    restHandler(deps, 'member', (ctx, req) => createEntry(ctx.em, ctx.user, req.body), 201),
  );
  router.get(
    '/journal/entries/:id',
    restHandler(deps, 'member', (ctx, req) => getEntry(ctx.em, ctx.user, req.params.id)),
  );
  router.patch(
    '/journal/entries/:id',
    restHandler(deps, 'member', (ctx, req) => updateEntry(ctx.em, ctx.user, req.params.id, req.body)),
  );

  // Multipart with the file in the field `image`; checked before a byte is read, then streamed to a staged file.
  router.post(
    '/journal/entries/:id/images',
    restHandler(
      deps,
      'member',
      (ctx, req) => uploadEntryImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
      201,
    ),
  );

  // The owner's view of a photo: inline, or as a download with ?download=1 (see sendStoredImage).
  router.get(
    '/journal/entries/:entryId/images/:imageId/view',
    restHandler(deps, 'member', async (ctx, req, res) => {
      const storage = ctx.services.storage;
      await sendStoredImage(req, res, await openEntryImage(ctx.em, storage, ctx.user, req.params.entryId, req.params.imageId));
    }),
  );

  router.get(
    '/journal/entries/:entryId/participants',
    restHandler(deps, 'member', (ctx, req) => listParticipants(ctx.em, ctx.user, req.params.entryId)),
  );
  router.post(
    '/journal/entries/:entryId/participants',
    restHandler(deps, 'member', (ctx, req) => addParticipant(ctx.em, ctx.user, req.params.entryId, req.body), 201),
  );
  router.delete(
    '/journal/participants/:id',
    restHandler(deps, 'member', async (ctx, req) => {
      await removeParticipant(ctx.em, ctx.user, req.params.id);
      return { success: true };
    }),
  );
}
