import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The committed sample agreement and benchmark live in graphql-server/data/contract; this file sits three levels
// below graphql-server both as source (src/ai/answerer) and compiled (dist/ai/answerer).
export const CONTRACT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/contract');
export const SAMPLE_AGREEMENT_PATH = path.join(CONTRACT_DATA_DIR, 'sample-agreement.md');
export const BENCHMARK_PATH = path.join(CONTRACT_DATA_DIR, 'benchmark.json');
