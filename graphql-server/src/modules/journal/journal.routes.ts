import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { receiveMultipartFile } from '../../http/multipart.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import {
  addParticipant,
  createEntry,
  createEvent,
  getEntry,
  listEntries,
  listEvents,
  listParticipants,
  openEntryImage,
  removeParticipant,
  updateEntry,
  uploadEntryImage,
} from './journal.service.js';

/** `Content-Disposition` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

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
    restHandler(deps, 'member', (ctx) => listEntries(ctx.em, ctx.user)),
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
      (ctx, req) => {
        const storage = ctx.services.storage;
        return uploadEntryImage(ctx.em, storage, ctx.user, req.params.id, async (rule) => {
          const { raw, fileName, fields } = await receiveMultipartFile(req, storage, rule);
          return { raw, fileName, caption: fields.caption };
        });
      },
      201,
    ),
  );

  // The owner's view of a photo: inline, or as a download with ?download=1. Sandboxed and never sniffed, so a file
  // can never run as a page of this site.
  router.get(
    '/journal/entries/:entryId/images/:imageId/view',
    restHandler(deps, 'member', async (ctx, req, res) => {
      const storage = ctx.services.storage;
      const { image, stream, size } = await openEntryImage(ctx.em, storage, ctx.user, req.params.entryId, req.params.imageId);
      const download = req.query.download === '1' || req.query.download === 'true';
      res.status(200);
      res.setHeader('Content-Type', image.mimeType);
      res.setHeader('Content-Length', String(size));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', 'sandbox');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', image.originalFileName));
      await pipeline(stream, res);
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
