import { grievanceSchema, grievanceUpdateSchema } from '@union/rules/grievances';
import { imageCaptionSchema } from '@union/rules/images';
import type { Router } from 'express';
import { z } from 'zod';
import { receiveImageFrom } from '../../http/multipart.js';
import { pageOrList } from '../../http/pagination.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes, downloadQuery, IMAGE_FILE, imageUploadBody } from '../../http/route.js';
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

const GRIEVANCE_ID = { id: "The grievance's id." };
const GRIEVANCE_IMAGE_IDS = { id: "The grievance's id.", imageId: "The image's id." };
const DRAFTS_ONLY = '409 once the grievance is submitted (only drafts change).';

const pdfQuery = z.object({
  tz: z.string().optional().meta({
    description: "The member's time zone for the PDF's dates (IANA name); UTC when absent or unknown.",
    example: 'America/Chicago',
  }),
});

export function mountGrievanceRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Grievances');
  route(
    {
      method: 'get',
      path: '/grievance-categories',
      summary: 'Grievance categories',
      access: 'member',
      response: { graphql: 'GrievanceCategory', list: true, description: 'The categories the form offers.' },
    },
    (ctx) => listCategories(ctx.em),
  );

  route(
    {
      method: 'get',
      path: '/grievances',
      summary: 'My grievances',
      description: 'Without ?limit= and ?cursor= the whole list as an array; with either, one page.',
      access: 'member',
      pagination: true,
      response: { graphql: 'Grievance', list: true, pageable: true, description: "The caller's own grievances." },
    },
    (ctx, req) =>
      pageOrList(
        req.query,
        () => listGrievances(ctx.em, ctx.user),
        (page) => listGrievancesPage(ctx.em, ctx.user, page),
      ),
  );
  route(
    {
      method: 'post',
      path: '/grievances',
      summary: 'Create a grievance',
      description:
        'A draft. With `journalEntryId`, converts that entry in one transaction: the entry becomes read-only and its ' +
        'photos are copied as evidence (409 when it was already converted or is closed; 503 when a photo could not be copied).',
      access: 'member',
      body: grievanceSchema,
      response: { graphql: 'Grievance', description: 'The new grievance.' },
      status: 201,
      errors: [409, 503],
    },
    (ctx, req) => createGrievance(ctx.em, ctx.services.storage, ctx.user, req.body, ctx.services.config.LOCAL_TIME_ZONE),
  );
  route(
    {
      method: 'get',
      path: '/grievances/:id',
      summary: 'One of my grievances',
      access: 'member',
      params: GRIEVANCE_ID,
      response: { graphql: 'Grievance', description: 'The grievance.' },
    },
    (ctx, req) => getGrievance(ctx.em, ctx.user, req.params.id),
  );
  route(
    {
      method: 'patch',
      path: '/grievances/:id',
      summary: 'Edit a draft grievance',
      description: `Only the fields sent change. ${DRAFTS_ONLY}`,
      access: 'member',
      params: GRIEVANCE_ID,
      body: grievanceUpdateSchema,
      response: { graphql: 'Grievance', description: 'The updated grievance.' },
      errors: [409],
    },
    (ctx, req) => updateGrievance(ctx.em, ctx.user, req.params.id, req.body),
  );
  route(
    {
      method: 'post',
      path: '/grievances/:id/submit',
      summary: 'Submit a grievance',
      description: `Files the draft. ${DRAFTS_ONLY}`,
      access: 'member',
      params: GRIEVANCE_ID,
      response: { graphql: 'Grievance', description: 'The submitted grievance.' },
      errors: [409],
    },
    (ctx, req) => submitGrievance(ctx.em, ctx.user, req.params.id, ctx.services.config.LOCAL_TIME_ZONE),
  );
  route(
    {
      method: 'delete',
      path: '/grievances/:id',
      summary: 'Withdraw a draft grievance',
      description: `Deletes the draft and its images; a converted journal entry becomes editable again. ${DRAFTS_ONLY}`,
      access: 'member',
      params: GRIEVANCE_ID,
      response: { success: true },
      errors: [409],
    },
    async (ctx, req) => {
      await withdrawGrievance(ctx.em, ctx.services.storage, ctx.user, req.params.id);
      return { success: true };
    },
  );

  route(
    {
      method: 'get',
      path: '/grievances/:id/images',
      summary: "A grievance's images",
      access: 'member',
      params: GRIEVANCE_ID,
      response: { graphql: 'GrievanceImage', list: true, description: 'The evidence images.' },
    },
    (ctx, req) => listImages(ctx.em, ctx.user, req.params.id),
  );
  // Multipart with the file in the field `image` (and an optional `caption`); checked before a byte is read.
  route(
    {
      method: 'post',
      path: '/grievances/:id/images',
      summary: 'Add an image to a grievance',
      description:
        'At most 5 images per grievance (400 beyond). While a draft, or while its case is open (submitted or in progress: ' +
        "the case's history records it); 409 once the case is resolved or closed.",
      access: 'member',
      params: GRIEVANCE_ID,
      body: imageUploadBody('The image', true),
      response: { graphql: 'GrievanceImage', description: 'The stored image.' },
      status: 201,
      errors: [409],
    },
    (ctx, req) => uploadGrievanceImage(ctx.em, ctx.services, ctx.user, req.params.id, receiveImageFrom(req, ctx.services.storage)),
  );
  route(
    {
      method: 'patch',
      path: '/grievances/:id/images/:imageId',
      summary: "Change an image's caption",
      description: DRAFTS_ONLY,
      access: 'member',
      params: GRIEVANCE_IMAGE_IDS,
      body: imageCaptionSchema,
      response: { graphql: 'GrievanceImage', description: 'The image.' },
      errors: [409],
    },
    async (ctx, req) => {
      const caption = (req.body as { caption?: unknown } | undefined)?.caption;
      return updateGrievanceImage(ctx.em, ctx.user, req.params.imageId, caption, req.params.id);
    },
  );
  route(
    {
      method: 'delete',
      path: '/grievances/:id/images/:imageId',
      summary: 'Remove an image from a grievance',
      description: DRAFTS_ONLY,
      access: 'member',
      params: GRIEVANCE_IMAGE_IDS,
      response: { success: true },
      errors: [409],
    },
    async (ctx, req) => {
      await removeGrievanceImage(ctx.em, ctx.services.storage, ctx.user, req.params.imageId, req.params.id);
      return { success: true };
    },
  );
  // The filing-ready PDF, as a download; ?tz= is the member's time zone for its dates (UTC when absent or unknown).
  route(
    {
      method: 'get',
      path: '/grievances/:id/pdf',
      summary: 'The grievance as a filing-ready PDF',
      access: 'member',
      params: GRIEVANCE_ID,
      query: pdfQuery,
      response: { file: ['application/pdf'], description: 'The PDF, as a download (Content-Disposition: attachment).' },
    },
    async (ctx, req, res) => {
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
    },
  );
  route(
    {
      method: 'get',
      path: '/grievances/:id/images/:imageId/view',
      summary: "View a grievance's image",
      access: 'member',
      params: GRIEVANCE_IMAGE_IDS,
      query: downloadQuery,
      response: IMAGE_FILE,
    },
    async (ctx, req, res) => {
      await sendStoredImage(req, res, await openGrievanceImage(ctx.em, ctx.services.storage, ctx.user, req.params.id, req.params.imageId));
    },
  );
}
