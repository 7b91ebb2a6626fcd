import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { CurrentUser } from '../../graphql/current-user.js';
import { ChangePasswordInput, LoginInput, ProfileInput, RegisterInput } from './users.inputs.js';
import { changePassword } from './password.service.js';
import { StorageUsage, storageUsageOf } from './storage-usage.js';
import { User } from '../../auth/user.entity.js';
import { registerAndSignIn, signIn, signOut, updateProfile } from './users.service.js';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, {
    nullable: true,
    description:
      "The signed-in member's own account, or null when the request carries no session or token. Use it to check who you are signed in as.",
  })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Authorized()
  @Query(() => StorageUsage, {
    description:
      'Signed-in member: how much of their storage quota their meeting recordings and photos take (used / total bytes). An upload past the quota is refused with PAYLOAD_TOO_LARGE.',
  })
  storageUsage(@CurrentUser() actor: User, @Ctx() ctx: RequestContext): Promise<StorageUsage> {
    return storageUsageOf(ctx.em, ctx.services.config, actor);
  }

  @Mutation(() => User, {
    description:
      "Signs in with a username and password and sets the session cookie (for browsers; scripts use an access token instead). UNAUTHENTICATED 'Invalid username or password'; RATE_LIMITED after 10 failures in a row for the username from one address (15 minutes) or 100 from one address in a day.",
  })
  login(
    @Arg('input', () => LoginInput, { description: 'The username and password.' }) input: LoginInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return signIn(ctx, input);
  }

  @Mutation(() => User, {
    description:
      'Creates a member account for an allowlisted email and signs it in (sets the session cookie). BAD_USER_INPUT per field; FORBIDDEN when the email is not on the allowlist; CONFLICT when the username, email or employee number is taken.',
  })
  register(
    @Arg('input', () => RegisterInput, { description: "The new account's fields." }) input: RegisterInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return registerAndSignIn(ctx, input);
  }

  @Mutation(() => Boolean, {
    description: 'Ends the current session and clears its cookie; true even when there was none. Access tokens are not affected.',
  })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await signOut(ctx);
    return true;
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Signed-in member: replaces their own profile fields and returns the account. BAD_USER_INPUT per field; CONFLICT when the email or employee number belongs to another account.',
  })
  updateProfile(
    @Arg('input', () => ProfileInput, { description: "The profile's new values (all of them)." }) input: ProfileInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return updateProfile(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "Changes the signed-in member's password: ends every other session and revokes every access token. BAD_USER_INPUT " +
      "'Current password is incorrect' (counts toward the sign-in limits). Browser session only.",
  })
  changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current password and the new one.' }) input: ChangePasswordInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return changePassword(ctx, actor, input);
  }
}
