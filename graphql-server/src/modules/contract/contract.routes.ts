import { contractPublishSchema, contractQuestionSchema, grievanceAnalysisSchema } from '@union/rules/contract';
import type { Request, Router } from 'express';
import type { RequestContext } from '../../http/context.js';
import { receiveMultipartFile } from '../../http/multipart.js';
import type { RestDeps } from '../../http/rest.js';
import { declareRoutes, type MultipartBody } from '../../http/route.js';
import { CONTRACT_UPLOAD, contractFileOf, previewContractFile, publishContractFile } from './contract.import.js';
import type { ContractFile } from './import/parse-file.js';
import { analyzeForGrievance, askContract, assistantOf, contractOutline, contractSection, contractVersions } from './contract.service.js';

/** The contract in the form field `file` and the form's text fields (title, effectiveDate). */
async function receiveContract(ctx: RequestContext, req: Request): Promise<ContractFile & { fields: Record<string, string> }> {
  const received = await receiveMultipartFile(req, ctx.services.storage, CONTRACT_UPLOAD);
  return { ...(await contractFileOf(received)), fields: received.fields };
}

const contractFile = (fields?: MultipartBody['multipart']['fields']): MultipartBody => ({
  multipart: {
    file: {
      field: CONTRACT_UPLOAD.field,
      maxBytes: CONTRACT_UPLOAD.maxBytes,
      description: 'The agreement as a PDF with text, Markdown or plain text (judged by its bytes).',
    },
    fields,
  },
});

const ASKS = '429 past 20 questions and analyses a minute (Retry-After).';

export function mountContractRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Contract');
  route(
    {
      method: 'post',
      path: '/contract/ask',
      summary: 'Ask the contract a question',
      description: `An answer with citations of the articles it comes from. ${ASKS} A read, for access tokens.`,
      access: { access: 'member', scope: 'read' },
      body: contractQuestionSchema,
      response: { graphql: 'ContractAnswer', description: 'The answer.' },
    },
    (ctx, req) => askContract(assistantOf(ctx), ctx.user, req.body),
  );
  route(
    {
      method: 'post',
      path: '/journal/analyze-for-grievance',
      summary: 'Analyze an incident for a grievance',
      description: `Suggests the contract articles an incident may violate. ${ASKS} A read, for access tokens.`,
      access: { access: 'member', scope: 'read' },
      body: grievanceAnalysisSchema,
      response: { graphql: 'GrievanceAnalysis', description: 'The analysis.' },
    },
    (ctx, req) => analyzeForGrievance(assistantOf(ctx), ctx.user, req.body),
  );
  route(
    {
      method: 'get',
      path: '/contract/outline',
      summary: "The contract's outline",
      access: 'member',
      response: { graphql: 'ContractDocument', list: true, description: 'The published documents with their sections.' },
    },
    (ctx) => contractOutline(ctx.em),
  );
  route(
    {
      method: 'get',
      path: '/contract/sections/:id',
      summary: 'One section of the contract',
      access: 'member',
      params: { id: "The section's id." },
      response: { graphql: 'ContractSection', description: 'The section with its text.' },
    },
    (ctx, req) => contractSection(ctx.em, req.params.id),
  );

  // The administrators' import screen: upload and preview (nothing saved), then publish the same file.
  route(
    {
      method: 'post',
      path: '/admin/contract/preview',
      summary: 'Preview a contract import',
      description: 'Reads and splits the file into articles and sections; nothing is saved.',
      access: 'ADMIN',
      body: contractFile(),
      response: { graphql: 'ContractImportPreview', description: 'What would be published.' },
    },
    async (ctx, req) => previewContractFile(await receiveContract(ctx, req)),
  );
  route(
    {
      method: 'post',
      path: '/admin/contract/publish',
      summary: 'Publish a contract',
      description: 'Replaces the published agreement with the file.',
      access: 'ADMIN',
      body: contractFile({
        title: { schema: contractPublishSchema.shape.title, description: "The agreement's title (the file's otherwise)." },
        effectiveDate: { schema: contractPublishSchema.shape.effectiveDate, description: 'The date it takes effect, YYYY-MM-DD.' },
      }),
      response: { graphql: 'ContractDocument', list: true, description: 'The published documents.' },
      status: 201,
    },
    async (ctx, req) => {
      const { fields, ...file } = await receiveContract(ctx, req);
      return publishContractFile(ctx.em, file, { title: fields.title || undefined, effectiveDate: fields.effectiveDate || undefined });
    },
  );
  route(
    {
      method: 'get',
      path: '/admin/contract/versions',
      summary: 'Every version of the contract',
      access: 'ADMIN',
      response: { graphql: 'ContractDocument', list: true, description: 'Published and earlier documents.' },
    },
    (ctx) => contractVersions(ctx.em),
  );
}
