import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchmarkQuestion } from '../ai/answerer/benchmark.js';
import { ContractIndex } from '../ai/answerer/retrieval.js';
import { CONTRACT_DATA_DIR } from '../ai/answerer/sample.js';
import { parseContract } from '../modules/contract/import/parse.js';
import { readContractFile } from '../modules/contract/import/read-file.js';
import { sectionRecordsOf } from '../modules/contract/import/section-records.js';

/** The waves of held-out agreements under graphql-server/data/contract, oldest first. */
export const CORPORA = ['corpus', 'corpus-wave2', 'corpus-wave3', 'corpus-wave4'] as const;

export interface CorpusAgreement {
  name: string;
  file: string;
  questions: BenchmarkQuestion[];
}

/** Every agreement of a corpus folder (<name>/questions.json naming its agreement file), by name. */
export async function corpusAgreements(corpus: string): Promise<CorpusAgreement[]> {
  const dir = path.join(CONTRACT_DATA_DIR, corpus);
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: CorpusAgreement[] = [];
  for (const name of names.sort()) {
    const set = JSON.parse(await readFile(path.join(dir, name, 'questions.json'), 'utf8').catch(() => 'null')) as {
      agreement: string;
      questions: BenchmarkQuestion[];
    } | null;
    if (set) out.push({ name, file: path.join(dir, name, set.agreement), questions: set.questions });
  }
  return out;
}

/** An agreement file read and imported as an administrator's upload would be, with what it took. */
export async function importAgreement(file: string) {
  return importUpload(path.basename(file), await readFile(file));
}

/** A file's bytes read, parsed and indexed as an administrator's upload of it would be, with the time it took. */
export async function importUpload(fileName: string, bytes: Uint8Array) {
  const started = performance.now();
  const source = await readContractFile(fileName, bytes);
  const parsed = parseContract(source.text, source.format);
  const index = new ContractIndex(sectionRecordsOf(parsed));
  return { source, parsed, index, importMs: performance.now() - started };
}
