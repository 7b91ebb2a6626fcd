import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ConfirmedProvision,
  LABOR_LAW_LABELS,
  type LaborLaw,
  REPRESENTATION_QUESTION,
  representationProvisionSchema,
  representationScript,
} from '@union/rules/representation';
import type { ContractAnswerer } from '../../ai/answerer/answerer.js';
import { User } from '../../auth/user.entity.js';
import { notFound } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { ContractSection } from '../contract/contract.entities.js';
import { publishedIndex } from '../contract/contract.knowledge.js';
import type { ContractCitation } from '../contract/contract.types.js';
import { RepresentationProvision } from './representation-provision.entity.js';
import { ConfirmedRepresentationProvision, RepresentationRights, RepresentationScript } from './rights.types.js';

function confirmedOf(row: RepresentationProvision): ConfirmedRepresentationProvision {
  return Object.assign(new ConfirmedRepresentationProvision(), {
    reference: row.reference,
    allowsDeclining: row.allowsDeclining,
    sectionId: row.sectionId ?? null,
    confirmedAt: row.updatedAt,
  });
}

/** The script for this local: its regime, and the provision an officer confirmed (none assumed before). */
export function scriptFor(laborLaw: LaborLaw, provision: ConfirmedProvision | null): RepresentationScript {
  return Object.assign(new RepresentationScript(), representationScript(laborLaw, provision));
}

/** GET /api/rights/representation: what a member may ask for and the words to say, as it is for this local. */
export async function representationRights(em: EntityManager, laborLaw: LaborLaw): Promise<RepresentationRights> {
  const row = await em.findOne(RepresentationProvision, { scope: 'agreement' });
  const provision = row ? confirmedOf(row) : null;
  return Object.assign(new RepresentationRights(), {
    laborLaw,
    laborLawLabel: LABOR_LAW_LABELS[laborLaw],
    provision,
    script: scriptFor(laborLaw, provision),
  });
}

/** The sections of the published agreement the contract engine reads as its representation provision, best first. */
export async function representationProposals(em: EntityManager, answerer: ContractAnswerer): Promise<ContractCitation[]> {
  const index = await publishedIndex(em);
  if (!index) return [];
  const answer = await answerer.answer(index, REPRESENTATION_QUESTION, 'full_time');
  return answer.declined ? [] : answer.citations;
}

/** An officer confirms the provision (replacing an earlier one): from then on the script cites it. */
export async function confirmRepresentationProvision(
  em: EntityManager,
  actor: User,
  laborLaw: LaborLaw,
  input: unknown,
): Promise<RepresentationRights> {
  const { reference, allowsDeclining, sectionId } = parseInput(representationProvisionSchema, input);
  if (sectionId && !(await em.count(ContractSection, { id: sectionId, document: { isPublished: true } }))) {
    throw notFound('Contract section');
  }
  await em.transactional(async (tx) => {
    const values = { reference, allowsDeclining, sectionId: sectionId ?? null, confirmedBy: tx.getReference(User, actor.id) };
    const row = await tx.findOne(RepresentationProvision, { scope: 'agreement' });
    if (!row) return void tx.persist(tx.create(RepresentationProvision, { scope: 'agreement', ...values }));
    // A confirmation is a change even when its values are the same: the time it was confirmed moves.
    Object.assign(row, values, { updatedAt: new Date() });
  });
  return representationRights(em, laborLaw);
}

/** An officer withdraws the confirmation: the script goes back to assuming no provision. */
export async function clearRepresentationProvision(em: EntityManager, laborLaw: LaborLaw): Promise<RepresentationRights> {
  await em.nativeDelete(RepresentationProvision, { scope: 'agreement' });
  return representationRights(em, laborLaw);
}
