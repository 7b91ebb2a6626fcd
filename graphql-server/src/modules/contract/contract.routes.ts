import type { Request, Router } from 'express';
import type { RequestContext } from '../../http/context.js';
import { receiveMultipartFile } from '../../http/multipart.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { CONTRACT_UPLOAD, type ContractFile, contractFileOf, previewContractFile, publishContractFile } from './contract.import.js';
import { analyzeForGrievance, askContract, contractOutline, contractSection, contractVersions } from './contract.service.js';

const assistant = (ctx: RequestContext) => ({ em: ctx.em, answerer: ctx.services.answerer });

/** The contract in the form field `file` and the form's text fields (title, effectiveDate). */
async function receiveContract(ctx: RequestContext, req: Request): Promise<ContractFile & { fields: Record<string, string> }> {
  const received = await receiveMultipartFile(req, ctx.services.storage, CONTRACT_UPLOAD);
  return { ...(await contractFileOf(received)), fields: received.fields };
}

export function mountContractRoutes(router: Router, deps: RestDeps) {
  router.post(
    '/contract/ask',
    restHandler(deps, { access: 'member', scope: 'read' }, (ctx, req) => askContract(assistant(ctx), ctx.user, req.body)),
  );
  router.post(
    '/journal/analyze-for-grievance',
    restHandler(deps, { access: 'member', scope: 'read' }, (ctx, req) => analyzeForGrievance(assistant(ctx), ctx.user, req.body)),
  );
  router.get(
    '/contract/outline',
    restHandler(deps, 'member', (ctx) => contractOutline(ctx.em)),
  );
  router.get(
    '/contract/sections/:id',
    restHandler(deps, 'member', (ctx, req) => contractSection(ctx.em, req.params.id)),
  );

  // The administrators' import screen: upload and preview (nothing saved), then publish the same file.
  router.post(
    '/admin/contract/preview',
    restHandler(deps, 'ADMIN', async (ctx, req) => previewContractFile(await receiveContract(ctx, req))),
  );
  router.post(
    '/admin/contract/publish',
    restHandler(
      deps,
      'ADMIN',
      async (ctx, req) => {
        const { fields, ...file } = await receiveContract(ctx, req);
        return publishContractFile(ctx.em, file, { title: fields.title || undefined, effectiveDate: fields.effectiveDate || undefined });
      },
      201,
    ),
  );
  router.get(
    '/admin/contract/versions',
    restHandler(deps, 'ADMIN', (ctx) => contractVersions(ctx.em)),
  );
}
