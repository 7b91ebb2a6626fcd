import { changePasswordSchema } from '@union/rules/tokens';
import { loginSchema, profileSchema, registrationSchema } from '@union/rules/users';
import type { Router } from 'express';
import type { RestDeps } from '../../http/rest.js';
import { BROWSER_SESSION_ONLY, declareRoutes } from '../../http/route.js';
import { changePassword } from './password.service.js';
import { storageUsageOf } from './storage-usage.js';
import { registerAndSignIn, signIn, signOut, updateProfile } from './users.service.js';

export function mountUserRoutes(router: Router, deps: RestDeps) {
  const route = declareRoutes(router, deps, 'Account');
  route(
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Register and sign in',
      description:
        'Creates a member account for an allowlisted personal email and signs it in (the session cookie is set). ' +
        '409 when the username, email or employee number is taken or the email is not on the allowlist; 503 when ' +
        'passwords are being checked at capacity.',
      access: 'public',
      body: registrationSchema,
      response: { graphql: 'User', description: 'The new account, signed in.' },
      status: 201,
      errors: [409, 503],
    },
    (ctx, req) => registerAndSignIn(ctx, req.body),
  );
  route(
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in',
      description:
        "Checks the username and password and starts a browser session (the 'sid' cookie). Repeated failures are " +
        'slowed and locked for a while (429 with Retry-After); 503 when passwords are being checked at capacity.',
      access: 'public',
      body: loginSchema,
      response: { graphql: 'User', description: 'The signed-in account.' },
      errors: [503],
    },
    (ctx, req) => signIn(ctx, req.body),
  );
  route(
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out',
      description: 'Ends the browser session, if any.',
      access: 'public',
      response: { success: true },
    },
    async (ctx) => {
      await signOut(ctx);
      return { success: true };
    },
  );
  route(
    {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in account',
      access: 'member',
      response: { graphql: 'User', description: 'The caller’s own account.' },
    },
    (ctx) => ctx.user,
  );
  route(
    {
      method: 'get',
      path: '/users/storage',
      summary: 'My storage use',
      description:
        'How many bytes the caller’s meeting recordings and photos take, and their quota. An upload that would pass ' +
        'the quota is refused with 413 and the message “Your storage is full (… of … used). …”.',
      access: 'member',
      response: { graphql: 'StorageUsage', description: 'Bytes used and the quota, both in bytes.' },
    },
    (ctx) => storageUsageOf(ctx.em, ctx.services.config, ctx.user),
  );
  route(
    {
      method: 'patch',
      path: '/users/profile',
      summary: 'Update my profile',
      description:
        'Changes the caller’s own profile (a department left out is kept); 409 when the employee number or email belongs to another account.',
      access: 'member',
      body: profileSchema,
      response: { graphql: 'User', description: 'The updated account.' },
      errors: [409],
    },
    (ctx, req) => updateProfile(ctx.em, ctx.user, req.body),
  );
  route(
    {
      method: 'post',
      path: '/auth/password',
      summary: 'Change my password',
      description:
        'Revokes every access token of the caller and ends their other sessions. 503 when passwords are being checked at capacity.',
      access: BROWSER_SESSION_ONLY,
      body: changePasswordSchema,
      response: { graphql: 'User', description: 'The account.' },
      errors: [503],
    },
    (ctx, req) => changePassword(ctx, ctx.user, req.body),
  );
}
