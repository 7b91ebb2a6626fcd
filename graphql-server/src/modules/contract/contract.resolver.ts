import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../users/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { CONTRACT_UPLOAD, contractFileOf, previewContractFile, publishContractFile } from './contract.import.js';
import { analyzeForGrievance, askContract, contractOutline, contractSection, contractVersions } from './contract.service.js';
import { ContractAnswer, ContractImportPreview, GrievanceAnalysis } from './contract.types.js';

const deps = (ctx: RequestContext) => ({ em: ctx.em, answerer: ctx.services.answerer });

const receiveContract = async (ctx: RequestContext, upload: PendingUpload) =>
  contractFileOf(await receiveUpload(upload, ctx.services.storage, CONTRACT_UPLOAD));

@Resolver()
export class ContractResolver {
  @Authorized()
  @Mutation(() => ContractAnswer, { description: 'Asks the contract assistant (SPEC POST /api/contract/ask).' })
  askContract(@Arg('question', () => String) question: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return askContract(deps(ctx), actor, { question });
  }

  @Authorized()
  @Mutation(() => GrievanceAnalysis, {
    description: 'Contract provisions an incident may have violated (SPEC POST /api/journal/analyze-for-grievance).',
  })
  analyzeForGrievance(@Arg('journalContent', () => String) journalContent: string, @CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return analyzeForGrievance(deps(ctx), actor, { journalContent });
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
  async previewContractImport(@Arg('file', () => UploadScalar) file: PendingUpload, @Ctx() ctx: RequestContext) {
    return previewContractFile(await receiveContract(ctx, file));
  }

  @Authorized('ADMIN')
  @Mutation(() => [ContractDocument], {
    description: 'Parses the file again and publishes it, replacing the published contract in one transaction.',
  })
  async publishContractImport(
    @Arg('file', () => UploadScalar) file: PendingUpload,
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Arg('effectiveDate', () => String, { nullable: true }) effectiveDate: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return publishContractFile(ctx.em, await receiveContract(ctx, file), {
      title: title ?? undefined,
      effectiveDate: effectiveDate ?? undefined,
    });
  }
}
