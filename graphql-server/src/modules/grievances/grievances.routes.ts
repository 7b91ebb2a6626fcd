import type { Router } from 'express';
import { receiveImageFrom } from '../../http/multipart.js';
import { pageOrList } from '../../http/pagination.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { contentDisposition, sendStoredImage } from '../../http/stored-image.js';
import { grievancePdf } from './grievance-document.js';
import {
  createGrievance,
  getGrievance,
  listCategories,
  listGrievances,
  listGrievancesPage,
  listImages,
  openGrievanceImage,
  removeGrievanceImage,
  submitGrievance,
  updateGrievance,
  updateGrievanceImage,
  uploadGrievanceImage,
  withdrawGrievance,
} from './grievances.service.js';

export function mountGrievanceRoutes(router: Router, deps: RestDeps) {
  router.get(
    '/grievance-categories',
    restHandler(deps, 'member', (ctx) => listCategories(ctx.em)),
  );

  router.get(
    '/grievances',
    restHandler(deps, 'member', (ctx, req) =>
      pageOrList(
        req.query,
        () => listGrievances(ctx.em, ctx.user),
        (page) => listGrievancesPage(ctx.em, ctx.user, page),
      ),
    ),
  );
  router.post(
    '/grievances',
    restHandler(deps, 'member', (ctx, req) => createGrievance(ctx.em, ctx.services.storage, ctx.user, req.body), 201),
  );
  router.get(
    '/grievances/:id',
    restHandler(deps, 'member', (ctx, req) => getGrievance(ctx.em, ctx.user, req.params.id)),
  );
  router.patch(
    '/grievances/:id',
    restHandler(deps, 'member', (ctx, req) => updateGrievance(ctx.em, ctx.user, req.params.id, req.body)),
  );
  router.post(
    '/grievances/:id/submit',
    restHandler(deps, 'member', (ctx, req) => submitGrievance(ctx.em, ctx.user, req.params.id)),
  );
  router.delete(
    '/grievances/:id',
    restHandler(deps, 'member', async (ctx, req) => {
      await withdrawGrievance(ctx.em, ctx.services.storage, ctx.user, req.params.id);
      return { success: true };
    }),
  );

  router.get(
    '/grievances/:id/images',
    restHandler(deps, 'member', (ctx, req) => listImages(ctx.em, ctx.user, req.params.id)),
  );
  // Multipart with the file in the field `image` (and an optional `caption`); checked before a byte is read.
  router.post(
    '/grievances/:id/images',
    restHandler(
      deps,
      'member',
      (ctx, req) =>
        uploadGrievanceImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
      201,
    ),
  );
  router.patch(
    '/grievances/:id/images/:imageId',
    restHandler(deps, 'member', async (ctx, req) => {
      const caption = (req.body as { caption?: unknown } | undefined)?.caption;
      return updateGrievanceImage(ctx.em, ctx.user, req.params.imageId, caption, req.params.id);
    }),
  );
  router.delete(
    '/grievances/:id/images/:imageId',
    restHandler(deps, 'member', async (ctx, req) => {
      await removeGrievanceImage(ctx.em, ctx.services.storage, ctx.user, req.params.imageId, req.params.id);
      return { success: true };
    }),
  );
  // The filing-ready PDF, as a download; ?tz= is the member's time zone for its dates (UTC when absent or unknown).
  router.get(
    '/grievances/:id/pdf',
    restHandler(deps, 'member', async (ctx, req, res) => {
      const timeZone = typeof req.query.tz === 'string' ? req.query.tz : undefined;
      const services = { em: ctx.em, storage: ctx.services.storage, config: ctx.services.config };
      const { pdf, fileName } = await grievancePdf(services, ctx.user, req.params.id, { timeZone });
      res.status(200);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', String(pdf.length));
      res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(pdf);
    }),
  );
  router.get(
    '/grievances/:id/images/:imageId/view',
    restHandler(deps, 'member', async (ctx, req, res) => {
      await sendStoredImage(req, res, await openGrievanceImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, req.params.imageId));
    }),
  );
}
