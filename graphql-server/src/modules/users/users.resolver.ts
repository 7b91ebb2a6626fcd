import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { CurrentUser } from '../../graphql/current-user.js';
import { LoginInput, ProfileInput, RegisterInput } from './users.inputs.js';
import { User } from './user.entity.js';
import { registerAndSignIn, signIn, signOut, updateProfile } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Mutation(() => User, { description: 'Signs in; sets the session cookie.' })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    return signIn(ctx, input);
  }

  @Mutation(() => User, { description: 'Registers an allowlisted email and signs the new member in.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<User> {
    return registerAndSignIn(ctx, input);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await signOut(ctx);
    return true;
  }

  @Authorized()
  @Mutation(() => User)
  updateProfile(
    @Arg('input', () => ProfileInput) input: ProfileInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return updateProfile(ctx.em, actor, input);
  }
}
