import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { Branding, brandingOf } from './branding.type.js';

@Resolver()
export class BrandingResolver {
  @Query(() => Branding, {
    description: "The local's branding (union name, local number, hub, contract date); anyone may call it, signed in or not.",
  })
  branding(@Ctx() ctx: RequestContext): Branding {
    return brandingOf(ctx.services.config);
  }
}
