import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { User } from '../../auth/user.entity.js';
import { AccessToken } from '../../auth/access-token.entity.js';
import { AccessTokenInput, CreatedAccessToken } from './tokens.inputs.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './tokens.service.js';

// Managing tokens needs the browser session: an access token cannot call these (graphql/operation-scopes.ts).
@Resolver(() => AccessToken)
export class TokensResolver {
  @Authorized()
  @Query(() => [AccessToken], {
    description: "The signed-in member's personal access tokens, expired ones included, newest first. Browser session only.",
  })
  accessTokens(@CurrentUser() actor: User, @Ctx() ctx: RequestContext) {
    return listAccessTokens(ctx.em, actor);
  }

  @Authorized()
  @Mutation(() => CreatedAccessToken, {
    description:
      'Creates a personal access token and answers its secret, this once (only its SHA-256 is stored). BAD_USER_INPUT for a ' +
      'name or scopes the rules refuse; CONFLICT at 20 live tokens. Browser session only.',
  })
  createAccessToken(
    @Arg('input', () => AccessTokenInput, { description: 'Its name, scopes and expiry.' }) input: AccessTokenInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return createAccessToken(ctx.em, actor, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Revokes one of the member's tokens at once (the next request with it is 401). NOT_FOUND for another member's. Browser session only.",
  })
  revokeAccessToken(
    @Arg('id', () => ID, { description: 'The id of the token, from accessTokens.' }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return revokeAccessToken(ctx.em, actor, id);
  }
}
