import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../http/context.js';
import { type PendingUpload, receiveUpload, UploadScalar } from '../../http/multipart.js';
import { ContractDocument, ContractSection } from './contract.entities.js';
import { CONTRACT_UPLOAD, contractFileOf, previewContractFile, publishContractFile } from './contract.import.js';
import { analyzeForGrievance, askContract, assistantOf, contractOutline, contractSection, contractVersions } from './contract.service.js';
import { ContractAnswer, ContractImportPreview, GrievanceAnalysis } from './contract.types.js';

const receiveContract = async (ctx: RequestContext, upload: PendingUpload) =>
  contractFileOf(await receiveUpload(upload, ctx.services.storage, CONTRACT_UPLOAD));

@Resolver()
export class ContractResolver {
  @Authorized()
  @Mutation(() => ContractAnswer, {
    description:
      "Signed-in member: asks the contract assistant a question (SPEC POST /api/contract/ask); the answer comes from the published contract and takes the member's employment status into account. BAD_USER_INPUT 'Question is required' / 'Question is too long'; RATE_LIMITED after 20 questions and analyses in a minute.",
  })
  askContract(
    @Arg('question', () => String, { description: "The question in the member's words, 1 to 1000 characters after trimming." })
    question: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return askContract(assistantOf(ctx), actor, { question });
  }

  @Authorized()
  @Mutation(() => GrievanceAnalysis, {
    description:
      'Signed-in member: contract provisions an incident may have violated (SPEC POST /api/journal/analyze-for-grievance); nothing is saved. BAD_USER_INPUT when the text is empty or too long; RATE_LIMITED after 20 questions and analyses in a minute.',
  })
  analyzeForGrievance(
    @Arg('journalContent', () => String, {
      description:
        "What happened, in the member's words (for example the journal entry's incident notes), 1 to 20,000 characters after trimming.",
    })
    journalContent: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return analyzeForGrievance(assistantOf(ctx), actor, { journalContent });
  }

  @Authorized()
  @Query(() => [ContractDocument], {
    description:
      'Signed-in member: the published contract, the agreement first and then its side letters, each with its sections in order; empty before an administrator publishes one.',
  })
  contractOutline(@Ctx() ctx: RequestContext) {
    return contractOutline(ctx.em);
  }

  @Authorized()
  @Query(() => ContractSection, {
    description:
      "Signed-in member: one section's full text, for example a cited source; sections of earlier versions still open. NOT_FOUND for an unknown id.",
  })
  contractSection(
    @Arg('id', () => ID, { description: 'Id of the section (ContractCitation.sectionId or SuggestedArticle.sectionId).' }) id: string,
    @Ctx() ctx: RequestContext,
  ) {
    return contractSection(ctx.em, id);
  }

  @Authorized('ADMIN')
  @Query(() => [ContractDocument], {
    description:
      'Administrators only: every imported document of every version, newest version first (sections not included). FORBIDDEN for members.',
  })
  contractVersions(@Ctx() ctx: RequestContext) {
    return contractVersions(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => ContractImportPreview, {
    description:
      'Administrators only: reads an agreement file (PDF, Markdown or text, at most 10 MB) and answers its outline and warnings; nothing is saved. BAD_USER_INPUT for an empty, unreadable or scanned-image file, another type, or no articles found (\'Articles should start with a heading such as "ARTICLE 5 - HOURS OF SERVICE"\'); PAYLOAD_TOO_LARGE over 10 MB.',
  })
  async previewContractImport(
    @Arg('file', () => UploadScalar, {
      description:
        'The contract file (multipart upload, GraphQL multipart request spec): PDF with a text layer, Markdown or plain UTF-8 text (decided by its content), at most 10 MB.',
    })
    file: PendingUpload,
    @Ctx() ctx: RequestContext,
  ) {
    return previewContractFile(await receiveContract(ctx, file));
  }

  @Authorized('ADMIN')
  @Mutation(() => [ContractDocument], {
    description:
      "Administrators only: reads the file again and publishes it as a new version, replacing the published contract in one transaction (members' assistant answers from it at once); earlier versions are kept unpublished. BAD_USER_INPUT when no articles are found or an override is invalid.",
  })
  async publishContractImport(
    @Arg('file', () => UploadScalar, {
      description:
        'The contract file (multipart upload), the same as previewed: PDF with a text layer, Markdown or plain UTF-8 text, at most 10 MB.',
    })
    file: PendingUpload,
    @Arg('title', () => String, {
      nullable: true,
      description: "The agreement's title, replacing the one read from the file; at most 300 characters; optional.",
    })
    title: string | null,
    @Arg('effectiveDate', () => String, {
      nullable: true,
      description: 'The effective date, YYYY-MM-DD (years 1900 to 2200), replacing the one read from the file; optional (empty keeps it).',
    })
    effectiveDate: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return publishContractFile(ctx.em, await receiveContract(ctx, file), {
      title: title ?? undefined,
      effectiveDate: effectiveDate ?? undefined,
    });
  }
}
