import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { AdminOverview } from './admin-overview.type.js';
import { adminOverview } from './admin.service.js';

@Resolver()
export class AdminResolver {
  @Authorized('ADMIN')
  @Query(() => AdminOverview, {
    description:
      'Administrators only: the counts on the Admin Panel (members, administrators, stewards, bulletins, allowlist). FORBIDDEN for members.',
  })
  adminOverview(@Ctx() ctx: RequestContext) {
    return adminOverview(ctx.em);
  }
}
