import { buffer } from 'node:stream/consumers';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../auth/auth-checker.js';
import type { RequestContext } from '../../auth/context.js';
import { badInput } from '../../errors.js';
import { CONTRACT_LIMITS } from '../../rules/contract.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { type ContractFile, previewContractFile, publishContractFile, storedFileName } from './contract.import.js';
import { analyzeForGrievance, askContract, contractOutline, contractSection, contractVersions } from './contract.service.js';
import { ContractAnswer, ContractImportPreview, GrievanceAnalysis } from './contract.types.js';

const deps = (ctx: RequestContext) => ({ em: ctx.em, config: ctx.services.config, logger: ctx.services.logger });

async function readUpload(upload: Promise<FileUpload>): Promise<ContractFile> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw badInput('The file could not be received. Please try again.');
  }
  try {
    const bytes = await buffer(file.createReadStream());
    if (bytes.length > CONTRACT_LIMITS.importMaxBytes) throw new Error('too large');
    return { fileName: storedFileName(file.filename || 'contract'), bytes: new Uint8Array(bytes) };
  } catch {
    throw badInput('The file is larger than 10 MB');
  }
}

@Resolver()
export class ContractResolver {
  @Authorized()
  @Mutation(() => ContractAnswer, { description: 'Asks the contract assistant (SPEC POST /api/contract/ask).' })
  askContract(@Arg('question', () => String) question: string, @Ctx() ctx: RequestContext) {
    return askContract(deps(ctx), requireUser(ctx.user), { question });
  }

  @Authorized()
  @Mutation(() => GrievanceAnalysis, {
    description: 'Contract provisions an incident may have violated (SPEC POST /api/journal/analyze-for-grievance).',
  })
  analyzeForGrievance(@Arg('journalContent', () => String) journalContent: string, @Ctx() ctx: RequestContext) {
    return analyzeForGrievance(deps(ctx), requireUser(ctx.user), { journalContent });
  }

  @Authorized()
  @Query(() => [ContractDocument], { description: 'The published contract: the agreement and its side letters, with their sections.' })
  contractOutline(@Ctx() ctx: RequestContext) {
    return contractOutline(ctx.em);
  }

  @Authorized()
  @Query(() => ContractSection, { description: "One section's full text, e.g. a cited source." })
  contractSection(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return contractSection(ctx.em, id);
  }

  @Authorized('ADMIN')
  @Query(() => [ContractDocument], { description: 'Every imported version, newest first.' })
  contractVersions(@Ctx() ctx: RequestContext) {
    return contractVersions(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => ContractImportPreview, {
    description: 'Parses an agreement (PDF, Markdown or text) and shows its outline; nothing is saved.',
  })
  async previewContractImport(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>) {
    return previewContractFile(await readUpload(file));
  }

  @Authorized('ADMIN')
  @Mutation(() => [ContractDocument], {
    description: 'Parses the file again and publishes it, replacing the published contract in one transaction.',
  })
  async publishContractImport(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Arg('effectiveDate', () => String, { nullable: true }) effectiveDate: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return publishContractFile(ctx.em, await readUpload(file), { title: title ?? undefined, effectiveDate: effectiveDate ?? undefined });
  }
}
