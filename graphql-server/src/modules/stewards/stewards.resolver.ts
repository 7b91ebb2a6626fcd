import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { StewardInput, StewardUpdateInput } from './stewards.inputs.js';
import { ShopSteward } from './steward.entity.js';
import { createSteward, deactivateSteward, listActiveStewards, listAllStewards, updateSteward } from './stewards.service.js';

@Resolver(() => ShopSteward)
export class StewardsResolver {
  @Authorized()
  @Query(() => [ShopSteward], { description: 'The directory: active shop stewards.' })
  shopStewards(@Ctx() ctx: RequestContext) {
    return listActiveStewards(ctx.em);
  }

  @Authorized('ADMIN')
  @Query(() => [ShopSteward], { description: 'Every shop steward, inactive ones too (administrators).' })
  allShopStewards(@Ctx() ctx: RequestContext) {
    return listAllStewards(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward)
  createShopSteward(@Arg('input', () => StewardInput) input: StewardInput, @Ctx() ctx: RequestContext) {
    return createSteward(ctx.em, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward)
  updateShopSteward(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StewardUpdateInput) input: StewardUpdateInput,
    @Ctx() ctx: RequestContext,
  ) {
    return updateSteward(ctx.em, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward, { description: 'Removes a steward from the directory (kept, inactive).' })
  deactivateShopSteward(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return deactivateSteward(ctx.em, id);
  }
}
