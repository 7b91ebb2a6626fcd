import { readFile } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseContract } from './import/parse.js';
import { SAMPLE_AGREEMENT_PATH } from '../../ai/answerer/sample.js';
import { publishParsedContract } from './contract.import.js';

/** Tests: publishes the sample agreement on a test server's database. */
export async function publishSample(orm: MikroORM) {
  const parsed = parseContract(await readFile(SAMPLE_AGREEMENT_PATH, 'utf8'), 'markdown');
  return publishParsedContract(orm.em.fork(), parsed, { fileName: 'sample-agreement.md' });
}
