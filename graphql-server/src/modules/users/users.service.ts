import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { endSession, startSession } from '../../auth/sessions.js';
import { checkSignIn } from '../../auth/throttle.js';
import { AppError, badInput, conflict } from '../../errors.js';
import type { RequestContext } from '../../http/context.js';
import { loginSchema, normalizeIdentifier, profileSchema, registrationSchema } from '@union/rules/users';
import { parseInput } from '../../validation.js';
import { isEmailAllowed } from '../allowlist/allowlist.service.js';
import { inDirectorySpelling } from '../stewards/stewards.service.js';
import { User } from '../../auth/user.entity.js';

export const NOT_ALLOWLISTED =
  'Registration is limited to union members. This email is not on the allowlist; please contact your union local.';

const USERNAME_TAKEN = 'Username is already taken';
// One account per email: the allowlist entry stays (it says who may register), but it opens one account only.
const EMAIL_TAKEN = 'An account with this email already exists';
const EMPLOYEE_NUMBER_TAKEN = 'An account with this employee number already exists';
/**
 * Emails are never verified, so an allowlisted address is a colleague's way in until they register with it: a member
 * who put it on their own profile would hold it and block that registration.
 */
export const EMAIL_RESERVED_FOR_REGISTRATION =
  'This email is on the allowlist for a member who has not registered yet. If it is yours, ask an administrator to remove it from the allowlist first.';

/**
 * The account a typed username names: equality on the normalised key, so `Member`, `ｍｅｍｂｅｒ` and ` member ` reach
 * `member`, and `%` or `parttim_` reach nobody.
 */
export function findUserByUsername(em: EntityManager, username: string, options: { withPassword?: boolean } = {}) {
  const where = { usernameKey: normalizeIdentifier(username) };
  return options.withPassword ? em.findOne(User, where, { populate: ['hashedPassword'] }) : em.findOne(User, where);
}

/** Friendly answers for the common case; the unique indexes (uniqueViolation) still decide races between requests. */
async function assertUnique(
  em: EntityManager,
  fields: { username?: string; personalEmail?: string; employeeNumber?: string },
  exceptId?: string,
) {
  const another = (found: User | null) => found !== null && found.id !== exceptId;
  if (fields.username && another(await findUserByUsername(em, fields.username))) throw conflict(USERNAME_TAKEN);
  if (fields.personalEmail && another(await em.findOne(User, { emailKey: normalizeIdentifier(fields.personalEmail) }))) {
    throw conflict(EMAIL_TAKEN);
  }
  if (fields.employeeNumber && another(await em.findOne(User, { employeeNumber: fields.employeeNumber }))) {
    throw conflict(EMPLOYEE_NUMBER_TAKEN);
  }
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_key_unique: USERNAME_TAKEN,
  users_username_unique: USERNAME_TAKEN,
  users_email_key_unique: EMAIL_TAKEN,
  users_employee_number_unique: EMPLOYEE_NUMBER_TAKEN,
};

/** The unique index a write ran into (PostgreSQL names it; MikroORM copies it onto its exception). */
const violatedConstraint = (error: unknown) =>
  error instanceof UniqueConstraintViolationException ? String((error as { constraint?: unknown }).constraint) : undefined;

/** Two requests that both passed assertUnique: the database's unique index refused the second; name what collided. */
function uniqueViolation(error: unknown): never {
  const message = CONSTRAINT_MESSAGES[violatedConstraint(error) ?? ''];
  if (message) throw conflict(message);
  throw error;
}

export async function registerUser(em: EntityManager, input: unknown): Promise<User> {
  const data = parseInput(registrationSchema, input);
  if (!(await isEmailAllowed(em, data.personalEmail))) throw new AppError('FORBIDDEN', NOT_ALLOWLISTED);
  await assertUnique(em, data);
  const { password, ...fields } = data;
  const user = em.create(User, {
    ...fields,
    personalEmail: data.personalEmail.toLowerCase(),
    hashedPassword: await hashPassword(password),
    isAdmin: false,
    isSuperAdmin: false,
  });
  try {
    await em.persist(user).flush();
  } catch (error) {
    uniqueViolation(error);
  }
  return user;
}

export async function authenticate(em: EntityManager, input: unknown, ip: string): Promise<User> {
  const { username, password } = parseInput(loginSchema, input);
  const user = await findUserByUsername(em, username, { withPassword: true });
  const ok = await checkSignIn(em, username, ip, user?.hashedPassword, password);
  // A disabled account gets the wrong password's answer: nothing tells an outsider that the account exists.
  if (!user || !ok || !user.isActive) throw new AppError('UNAUTHENTICATED', 'Invalid username or password');
  return user;
}

/** What starting or ending a session needs from the request, through either door. */
export type SessionDoor = Pick<RequestContext, 'em' | 'req' | 'res' | 'services'>;

/** Sign-in, the same through both doors: authenticate, then start the session. */
export async function signIn(door: SessionDoor, input: unknown): Promise<User> {
  const user = await authenticate(door.em, input, door.req.ip ?? 'unknown');
  await startSession(door.em, door.req, door.res, user, door.services.sessions);
  return user;
}

/** Registration signs the new member in. */
export async function registerAndSignIn(door: SessionDoor, input: unknown): Promise<User> {
  const user = await registerUser(door.em, input);
  await startSession(door.em, door.req, door.res, user, door.services.sessions);
  return user;
}

export function signOut(door: SessionDoor): Promise<void> {
  return endSession(door.em, door.req, door.res, door.services.sessions);
}

export async function updateProfile(em: EntityManager, actor: User, input: unknown): Promise<User> {
  const data = parseInput(profileSchema, input);
  await assertUnique(em, { personalEmail: data.personalEmail, employeeNumber: data.employeeNumber }, actor.id);
  const user = await em.findOneOrFail(User, { id: actor.id });
  // A member keeps their own address even when it is allowlisted; only taking a new one is checked.
  const changesEmail = normalizeIdentifier(data.personalEmail) !== normalizeIdentifier(user.personalEmail);
  if (changesEmail && (await isEmailAllowed(em, data.personalEmail))) {
    throw new AppError('CONFLICT', EMAIL_RESERVED_FOR_REGISTRATION, { personalEmail: EMAIL_RESERVED_FOR_REGISTRATION });
  }
  const { department, ...fields } = data;
  em.assign(user, { ...fields, personalEmail: data.personalEmail.toLowerCase(), phoneNumber: data.phoneNumber || null });
  if (department !== undefined) user.department = await inDirectorySpelling(em, department);
  try {
    await em.flush();
  } catch (error) {
    uniqueViolation(error);
  }
  return user;
}

/** ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL: create that super-administrator, or keep it one. */
export async function ensureSuperAdmin(em: EntityManager, admin: { username: string; password: string; email: string }): Promise<User> {
  // Exactly the named account: ADMIN_USERNAME=ops_boss must never promote `ops-boss` or `opsXboss`.
  const existing = await findUserByUsername(em, admin.username);
  if (existing) {
    existing.isAdmin = true;
    existing.isSuperAdmin = true;
    // The operator's configuration is the way back in: the named account is enabled again if it was disabled.
    existing.isActive = true;
    await em.flush();
    return existing;
  }
  if (admin.password.length < 8) throw badInput('ADMIN_PASSWORD must be at least 8 characters');
  const user = em.create(User, {
    username: admin.username,
    personalEmail: admin.email.toLowerCase(),
    firstName: 'Union',
    lastName: 'Administrator',
    employeeNumber: `ADMIN-${admin.username}`.slice(0, 32),
    employmentStatus: 'full_time',
    hireDate: new Date().toISOString().slice(0, 10),
    hashedPassword: await hashPassword(admin.password),
    isAdmin: true,
    isSuperAdmin: true,
  });
  try {
    await em.persist(user).flush();
  } catch (error) {
    if (violatedConstraint(error) === 'users_email_key_unique') {
      throw badInput(`ADMIN_EMAIL ${user.personalEmail} already belongs to another account; set ADMIN_EMAIL to another address`);
    }
    throw error;
  }
  return user;
}
