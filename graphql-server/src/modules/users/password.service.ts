import { changePasswordSchema, PASSWORD_MESSAGES } from '@union/rules/tokens';
import { hashPassword } from '../../auth/passwords.js';
import { Session } from '../../auth/session.entity.js';
import { startSession } from '../../auth/sessions.js';
import { checkSignIn } from '../../auth/throttle.js';
import { badInput } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { revokeAllAccessTokens } from '../tokens/tokens.service.js';
import { User } from '../../auth/user.entity.js';
import type { SessionDoor } from './users.service.js';

/**
 * Changes the signed-in member's password. The current one is checked under the sign-in limits (so a borrowed
 * session cannot guess it), then every other session ends and every access token is revoked: whoever held the old
 * password, or a token made with it, is out. This browser stays signed in with a new session. The same password
 * again is allowed: it is how a member signs out everywhere else and revokes every token at once.
 */
export async function changePassword(door: SessionDoor, actor: User, input: unknown): Promise<User> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const { em } = door;
  const user = await em.findOneOrFail(User, { id: actor.id }, { populate: ['hashedPassword'] });
  const ok = await checkSignIn(em, user.username, door.req.ip ?? 'unknown', user.hashedPassword, currentPassword);
  if (!ok) throw badInput(PASSWORD_MESSAGES.currentWrong, { currentPassword: PASSWORD_MESSAGES.currentWrong });
  const hashedPassword = await hashPassword(newPassword);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { hashedPassword });
    await tx.nativeDelete(Session, { user: user.id });
    await revokeAllAccessTokens(tx, user.id);
  });
  await startSession(em, door.req, door.res, user, door.services.sessions);
  return user;
}
