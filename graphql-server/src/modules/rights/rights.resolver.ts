import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { User } from '../../auth/user.entity.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { ContractCitation } from '../contract/contract.types.js';
import {
  clearRepresentationProvision,
  confirmRepresentationProvision,
  representationProposals,
  representationRights,
} from './rights.service.js';
import { RepresentationProvisionInput, RepresentationRights } from './rights.types.js';

@Resolver()
export class RightsResolver {
  @Authorized()
  @Query(() => RepresentationRights, {
    description:
      "What a member may ask for in a meeting that could lead to discipline, and the words to say, as it is for this local: from the server's labour-law regime and the agreement's provision an officer confirmed.",
  })
  representationRights(@Ctx() ctx: RequestContext) {
    return representationRights(ctx.em, ctx.services.config.LABOR_LAW);
  }

  @Authorized('ADMIN')
  @Query(() => [ContractCitation], {
    description:
      'Administrators only: the sections of the published agreement the contract engine reads as its representation provision, best first (empty without a contract). FORBIDDEN for members.',
  })
  representationProposals(@Ctx() ctx: RequestContext) {
    return representationProposals(ctx.em, ctx.services.answerer);
  }

  @Authorized('ADMIN')
  @Mutation(() => RepresentationRights, {
    description:
      "Administrators only: confirms the agreement's representation provision (replacing an earlier one) and whether it lets a member decline to go on; answers the rights as members now see them. BAD_USER_INPUT for an empty or over-long reference; NOT_FOUND for a section not in the published contract.",
  })
  confirmRepresentationProvision(
    @Arg('input', () => RepresentationProvisionInput, { description: 'The provision as cited, and whether it allows declining.' })
    input: RepresentationProvisionInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return confirmRepresentationProvision(ctx.em, actor, ctx.services.config.LABOR_LAW, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => RepresentationRights, {
    description: 'Administrators only: withdraws the confirmed provision; the script no longer assumes one.',
  })
  clearRepresentationProvision(@Ctx() ctx: RequestContext) {
    return clearRepresentationProvision(ctx.em, ctx.services.config.LABOR_LAW);
  }
}
