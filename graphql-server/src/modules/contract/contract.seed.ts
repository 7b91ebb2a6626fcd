import { readFile } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseContract } from './import/parse.js';
import { SAMPLE_AGREEMENT_PATH } from '../../ai/answerer/sample.js';
import { ContractDocument } from './contract.entities.js';
import { publishParsedContract } from './contract.import.js';

/** Publishes the clearly labelled SAMPLE agreement for the demo, unless a contract is already there. */
export async function seedContract(em: EntityManager): Promise<void> {
  if ((await em.count(ContractDocument, {})) > 0) return;
  const parsed = parseContract(await readFile(SAMPLE_AGREEMENT_PATH, 'utf8'), 'markdown');
  await publishParsedContract(em, parsed, { fileName: 'sample-agreement.md' });
}
