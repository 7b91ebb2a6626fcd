import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { findPage, type Keyset, orderByOf, type Page } from '../../db/keyset.js';
import { conflict, notFound } from '../../errors.js';
import { allowlistSchema } from '@union/rules/allowlist';
import type { PageArgs } from '@union/rules/pagination';
import { withoutNul } from '@union/rules/text';
import { normalizeIdentifier } from '@union/rules/users';
import { parseInput } from '../../validation.js';
import type { User } from '../../auth/user.entity.js';
import { EmailAllowlistEntry } from './allowlist.entity.js';

/** Newest first; the id decides between equals. */
const ALLOWLIST_ORDER: Keyset<EmailAllowlistEntry> = {
  name: 'allowlist',
  keys: [
    { field: 'createdAt', direction: 'desc', type: 'timestamp' },
    { field: 'id', direction: 'desc', type: 'uuid' },
  ],
};

export function listAllowlist(em: EntityManager) {
  return em.find(EmailAllowlistEntry, {}, { populate: ['addedBy'], orderBy: orderByOf(ALLOWLIST_ORDER) });
}

/** One page of listAllowlist: the same rows in the same order. */
export function listAllowlistPage(em: EntityManager, page: PageArgs): Promise<Page<EmailAllowlistEntry>> {
  return findPage(em, EmailAllowlistEntry, {}, ALLOWLIST_ORDER, page, { populate: ['addedBy'] });
}

export async function isEmailAllowed(em: EntityManager, email: string): Promise<boolean> {
  const entry = await em.findOne(EmailAllowlistEntry, { email: normalizeIdentifier(email), isActive: true });
  return entry !== null;
}

export async function addToAllowlist(em: EntityManager, actor: User, input: unknown) {
  const data = parseInput(allowlistSchema, input);
  const email = normalizeIdentifier(data.email);
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

// Any text may arrive in the URL; what is not a stored address (a NUL, which PostgreSQL cannot even compare) is 404.
export async function removeFromAllowlist(em: EntityManager, email: unknown): Promise<boolean> {
  const parsed = z.string().max(320).transform(withoutNul).safeParse(email);
  const deleted = parsed.success ? await em.nativeDelete(EmailAllowlistEntry, { email: normalizeIdentifier(parsed.data) }) : 0;
  if (deleted === 0) throw notFound('Allowlisted email');
  return true;
}
