import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { AdminOverview } from './admin-overview.type.js';
import { adminOverview } from './admin.service.js';

@Resolver()
export class AdminResolver {
  @Authorized('ADMIN')
  @Query(() => AdminOverview)
  adminOverview(@Ctx() ctx: RequestContext) {
    return adminOverview(ctx.em);
  }
}
