import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { conflict, notFound } from '../../errors.js';
import { allowlistSchema } from '../../rules/allowlist.js';
import { parseInput } from '../../validation.js';
import type { User } from '../users/user.entity.js';
import { EmailAllowlistEntry } from './allowlist.entity.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function listAllowlist(em: EntityManager) {
  return em.find(EmailAllowlistEntry, {}, { populate: ['addedBy'], orderBy: { createdAt: 'desc' } });
}

export async function isEmailAllowed(em: EntityManager, email: string): Promise<boolean> {
  const entry = await em.findOne(EmailAllowlistEntry, { email: normalizeEmail(email), isActive: true });
  return entry !== null;
}

export async function addToAllowlist(em: EntityManager, actor: User, input: unknown) {
  const data = parseInput(allowlistSchema, input);
  const email = normalizeEmail(data.email);
  if (await em.findOne(EmailAllowlistEntry, { email })) throw conflict('This email is already on the allowlist');
  const entry = em.create(EmailAllowlistEntry, { email, isActive: data.isActive, addedBy: actor });
  try {
    await em.persist(entry).flush();
  } catch (error) {
    // Two admins adding the same address at once: the unique key decides, the loser gets the same message.
    if (error instanceof UniqueConstraintViolationException) throw conflict('This email is already on the allowlist');
    throw error;
  }
  return entry;
}

export async function removeFromAllowlist(em: EntityManager, email: unknown): Promise<boolean> {
  const parsed = z.string().max(320).safeParse(email);
  const deleted = parsed.success ? await em.nativeDelete(EmailAllowlistEntry, { email: normalizeEmail(parsed.data) }) : 0;
  if (deleted === 0) throw notFound('Allowlisted email');
  return true;
}
