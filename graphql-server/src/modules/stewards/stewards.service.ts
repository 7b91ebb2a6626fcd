import type { EntityManager } from '@mikro-orm/postgresql';
import { definedOnly, findOrNotFound } from '../../db/find.js';
import { stewardSchema, stewardUpdateSchema } from '@union/rules/stewards';
import { parseInput } from '../../validation.js';
import { ShopSteward } from './steward.entity.js';

const ORDER = { name: 'asc', id: 'asc' } as const;

/** The directory: active stewards only (any signed-in member). */
export function listActiveStewards(em: EntityManager) {
  return em.find(ShopSteward, { isActive: true }, { orderBy: ORDER });
}

/** The departments the directory knows: each active steward's, once, A to Z (what a member picks their own from). */
export async function listDepartments(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ department: string }[]>('select distinct department from shop_stewards where is_active');
  return rows.map((row) => row.department).sort((a, b) => a.localeCompare(b));
}

/**
 * A department as it is stored: the directory's spelling when it names one of the directory's departments in other
 * letter case ('ramp' is 'Ramp'), so filters, which match exactly, find everyone in it; any other name as typed.
 */
export async function inDirectorySpelling(em: EntityManager, department: string | null): Promise<string | null> {
  if (!department) return null;
  const known = await listDepartments(em);
  return known.find((name) => name.toLowerCase() === department.toLowerCase()) ?? department;
}

/** The administrators' list: inactive stewards too. */
export function listAllStewards(em: EntityManager) {
  return em.find(ShopSteward, {}, { orderBy: ORDER });
}

function findSteward(em: EntityManager, id: unknown): Promise<ShopSteward> {
  return findOrNotFound(em, ShopSteward, id, 'Shop steward');
}

export async function createSteward(em: EntityManager, input: unknown): Promise<ShopSteward> {
  const data = parseInput(stewardSchema, input);
  const steward = em.create(ShopSteward, data);
  await em.persist(steward).flush();
  return steward;
}

export async function updateSteward(em: EntityManager, id: unknown, input: unknown): Promise<ShopSteward> {
  const steward = await findSteward(em, id);
  const data = parseInput(stewardUpdateSchema, input);
  const changes = definedOnly(data);
  em.assign(steward, changes);
  await em.flush();
  return steward;
}

/** Stewards are never deleted: a deactivated one leaves the directory and can be reactivated by an edit. */
export async function deactivateSteward(em: EntityManager, id: unknown): Promise<ShopSteward> {
  const steward = await findSteward(em, id);
  steward.isActive = false;
  await em.flush();
  return steward;
}
