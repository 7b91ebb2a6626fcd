import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import type { Config } from '../../config.js';

@ObjectType({ description: "The local's branding, from configuration; public (the sign-in screen shows it)." })
export class Branding {
  @Field(() => String) unionName!: string;
  @Field(() => String) localNumber!: string;
  @Field(() => String) hubName!: string;
  @Field(() => String) contractDate!: string;
}

export function brandingOf(config: Config): Branding {
  return Object.assign(new Branding(), {
    unionName: config.UNION_NAME,
    localNumber: config.LOCAL_NUMBER,
    hubName: config.HUB_NAME,
    contractDate: config.CONTRACT_DATE,
  });
}

@Resolver()
export class BrandingResolver {
  @Query(() => Branding)
  branding(@Ctx() ctx: RequestContext): Branding {
    return brandingOf(ctx.services.config);
  }
}
