import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { checkSignIn } from '../../auth/throttle.js';
import { AppError, badInput, conflict } from '../../errors.js';
import { loginSchema, profileSchema, registrationSchema } from '../../rules/users.js';
import { parseInput } from '../../validation.js';
import { isEmailAllowed } from '../allowlist/allowlist.service.js';
import { User } from './user.entity.js';

export const NOT_ALLOWLISTED =
  'Registration is limited to union members. This email is not on the allowlist; please contact your union local.';

async function assertUnique(em: EntityManager, fields: { username?: string; employeeNumber?: string }, exceptId?: string) {
  if (fields.username) {
    const found = await em.findOne(User, { username: { $ilike: fields.username } });
    if (found && found.id !== exceptId) throw conflict('Username is already taken');
  }
  if (fields.employeeNumber) {
    const found = await em.findOne(User, { employeeNumber: fields.employeeNumber });
    if (found && found.id !== exceptId) throw conflict('An account with this employee number already exists');
  }
}

function uniqueViolation(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException) {
    const text = String(error.message);
    if (text.includes('employee_number')) throw conflict('An account with this employee number already exists');
    throw conflict('Username is already taken');
  }
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
  const user = await em.findOne(User, { username: { $ilike: username } }, { populate: ['hashedPassword'] });
  const ok = await checkSignIn(em, username, ip, user?.hashedPassword, password);
  if (!user || !ok) throw new AppError('UNAUTHENTICATED', 'Invalid username or password');
  return user;
}

export async function updateProfile(em: EntityManager, actor: User, input: unknown): Promise<User> {
  const data = parseInput(profileSchema, input);
  await assertUnique(em, { employeeNumber: data.employeeNumber }, actor.id);
  const user = await em.findOneOrFail(User, { id: actor.id });
  em.assign(user, { ...data, personalEmail: data.personalEmail.toLowerCase(), phoneNumber: data.phoneNumber || null });
  try {
    await em.flush();
  } catch (error) {
    uniqueViolation(error);
  }
  return user;
}

/** ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL: create that super-administrator, or keep it one. */
export async function ensureSuperAdmin(em: EntityManager, admin: { username: string; password: string; email: string }): Promise<User> {
  const existing = await em.findOne(User, { username: { $ilike: admin.username } });
  if (existing) {
    existing.isAdmin = true;
    existing.isSuperAdmin = true;
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
  await em.persist(user).flush();
  return user;
}
