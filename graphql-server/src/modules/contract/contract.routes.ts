import type { Request, Router } from 'express';
import busboy from 'busboy';
import { requireUser } from '../../auth/auth-checker.js';
import type { RequestContext } from '../../auth/context.js';
import { AppError, badInput } from '../../errors.js';
import { type RestDeps, restHandler } from '../../http/rest.js';
import { CONTRACT_LIMITS } from '../../rules/contract.js';
import { type ContractFile, previewContractFile, publishContractFile, storedFileName } from './contract.import.js';
import { analyzeForGrievance, askContract, contractOutline, contractSection, contractVersions } from './contract.service.js';

const assistant = (ctx: RequestContext) => ({ em: ctx.em, config: ctx.services.config, logger: ctx.services.logger });

const FILE_FIELD = 'file';

/** Reads a multipart form with the contract in the field `file` (at most 10 MB, kept in memory) and its text fields. */
function receiveContract(req: Request): Promise<ContractFile & { fields: Record<string, string> }> {
  const missing = () => badInput("Please attach the contract in the form field 'file'", { file: 'Please choose a file' });
  if (!req.is('multipart/form-data')) return Promise.reject(missing());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: CONTRACT_LIMITS.importMaxBytes, fields: 5, fieldSize: 1000, parts: 8 },
      });
    } catch {
      reject(missing());
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let fileName: string | null = null;
    let truncated = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD || fileName !== null) return void stream.resume();
      fileName = info.filename || 'contract';
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        truncated = true;
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', () => fail(badInput('The upload could not be read. Please try again.')));
    parser.on('close', () => {
      if (settled) return;
      if (truncated) return fail(new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB'));
      if (fileName === null) return fail(missing());
      settled = true;
      resolve({ fileName: storedFileName(fileName), bytes: new Uint8Array(Buffer.concat(chunks)), fields });
    });
    req.on('close', () => {
      if (!req.complete) fail(badInput('The upload was interrupted. Please try again.'));
    });
    req.pipe(parser);
  });
}

export function mountContractRoutes(router: Router, deps: RestDeps) {
  router.post(
    '/contract/ask',
    restHandler(deps, 'member', (ctx, req) => askContract(assistant(ctx), requireUser(ctx.user), req.body)),
  );
  router.post(
    '/journal/analyze-for-grievance',
    restHandler(deps, 'member', (ctx, req) => analyzeForGrievance(assistant(ctx), requireUser(ctx.user), req.body)),
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
    restHandler(deps, 'ADMIN', async (_ctx, req) => previewContractFile(await receiveContract(req))),
  );
  router.post(
    '/admin/contract/publish',
    restHandler(
      deps,
      'ADMIN',
      async (ctx, req) => {
        const { fields, ...file } = await receiveContract(req);
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
