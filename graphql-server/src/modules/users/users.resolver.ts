import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { endSession, startSession } from '../../auth/sessions.js';
import type { RequestContext } from '../../auth/context.js';
import { requireUser } from '../../auth/auth-checker.js';
import { LoginInput, ProfileInput, RegisterInput } from './users.inputs.js';
import { User } from './user.entity.js';
import { authenticate, registerUser, updateProfile } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Mutation(() => User, { description: 'Signs in; sets the session cookie.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await authenticate(ctx.em, input, ctx.req.ip ?? 'unknown');
    await startSession(ctx.em, ctx.req, ctx.res, user, ctx.services.sessions);
    return user;
  }

  @Mutation(() => User, { description: 'Registers an allowlisted email and signs the new member in.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await registerUser(ctx.em, input);
    await startSession(ctx.em, ctx.req, ctx.res, user, ctx.services.sessions);
    return user;
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await endSession(ctx.em, ctx.req, ctx.res, ctx.services.sessions);
    return true;
  }

  @Authorized()
  @Mutation(() => User)
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: RequestContext): Promise<User> {
    return updateProfile(ctx.em, requireUser(ctx.user), input);
  }
}
