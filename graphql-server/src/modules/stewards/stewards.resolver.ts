import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { StewardInput, StewardUpdateInput } from './stewards.inputs.js';
import { ShopSteward } from './steward.entity.js';
import {
  createSteward,
  deactivateSteward,
  listActiveStewards,
  listAllStewards,
  listDepartments,
  updateSteward,
} from './stewards.service.js';

@Resolver(() => ShopSteward)
export class StewardsResolver {
  @Authorized()
  @Query(() => [ShopSteward], {
    description:
      "Signed-in member: the directory, i.e. the active shop stewards, by name (A to Z). To list one shift (e.g. the night shift), filter on shift == 'night' in your client.",
  })
  shopStewards(@Ctx() ctx: RequestContext) {
    return listActiveStewards(ctx.em);
  }

  @Authorized()
  @Query(() => [String], {
    description:
      "Signed-in member: the departments the steward directory knows (each active steward's department, once, A to Z), e.g. for choosing one's own department.",
  })
  departments(@Ctx() ctx: RequestContext) {
    return listDepartments(ctx.em);
  }

  @Authorized('ADMIN')
  @Query(() => [ShopSteward], {
    description: 'Administrators only: every shop steward, inactive ones too, by name. FORBIDDEN for members.',
  })
  allShopStewards(@Ctx() ctx: RequestContext) {
    return listAllStewards(ctx.em);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward, {
    description: 'Administrators only: adds a shop steward to the directory. BAD_USER_INPUT per field; FORBIDDEN for members.',
  })
  createShopSteward(
    @Arg('input', () => StewardInput, { description: "The new steward's fields." }) input: StewardInput,
    @Ctx() ctx: RequestContext,
  ) {
    return createSteward(ctx.em, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward, {
    description:
      'Administrators only: changes the fields given of a shop steward (isActive true reactivates one). NOT_FOUND for an unknown id; BAD_USER_INPUT per field; FORBIDDEN for members.',
  })
  updateShopSteward(
    @Arg('id', () => ID, { description: 'Id of the shop steward (ShopSteward.id).' }) id: string,
    @Arg('input', () => StewardUpdateInput, { description: 'The fields to change.' }) input: StewardUpdateInput,
    @Ctx() ctx: RequestContext,
  ) {
    return updateSteward(ctx.em, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ShopSteward, {
    description:
      'Administrators only: removes a steward from the directory; the record is kept (isActive false) and can be reactivated with updateShopSteward. NOT_FOUND for an unknown id; FORBIDDEN for members.',
  })
  deactivateShopSteward(
    @Arg('id', () => ID, { description: 'Id of the shop steward (ShopSteward.id).' }) id: string,
    @Ctx() ctx: RequestContext,
  ) {
    return deactivateSteward(ctx.em, id);
  }
}
