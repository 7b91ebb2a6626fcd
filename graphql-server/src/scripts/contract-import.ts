import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { connectDatabase } from '../composition/database.js';
import { AppError } from '../errors.js';
import { createLogger } from '../logger.js';
import { parseContractFile, previewOf, publishParsedContract } from '../modules/contract/contract.import.js';
import { contractPublishSchema } from '@union/rules/contract';
import { parseInput } from '../validation.js';

// npm run contract:import -- <file> [--title "..."] [--effective-date YYYY-MM-DD] [--dry-run]
// Reads an agreement (PDF, Markdown or text), prints its outline, and publishes it in place of the current contract
// on the configured database (DATABASE_URL, or the embedded one under DATA_DIR, as the server uses).

const usage = 'Usage: npm run contract:import -- <file.pdf|.md|.txt> [--title "Agreement title"] [--effective-date YYYY-MM-DD] [--dry-run]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        'effective-date': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) fail(usage);

// npm runs this in graphql-server/; a relative path means relative to where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
let bytes: Uint8Array;
try {
  bytes = new Uint8Array(await readFile(file));
} catch {
  fail(`Cannot read ${file}`);
}

try {
  // The overrides are checked before anything else, so a dry run also reports a bad --effective-date.
  parseInput(contractPublishSchema, { title: values.title, effectiveDate: values['effective-date'] });
  const { parsed, format } = await parseContractFile({ fileName: path.basename(file), bytes });
  const preview = previewOf(path.basename(file), format, parsed);
  for (const doc of preview.documents) {
    console.log(
      `${doc.kind === 'agreement' ? 'Agreement' : 'Side letter'}: ${doc.title}${doc.effectiveDate ? ` (effective ${doc.effectiveDate})` : ''}`,
    );
    console.log(`  ${doc.articleCount} article(s), ${doc.sections.length} section(s)`);
    for (const s of doc.sections) console.log(`    ${s.reference}${s.subsections.length ? ` ${s.subsections.join(' ')}` : ''}`);
  }
  for (const w of preview.warnings) console.log(`Warning: ${w}`);
  if (values['dry-run']) {
    console.log('\nDry run: nothing was saved.');
    process.exit(0);
  }

  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let database: Awaited<ReturnType<typeof connectDatabase>>;
  try {
    database = await connectDatabase(config, logger);
  } catch (error) {
    fail(
      `Could not open the database: ${(error as Error).message}\n` +
        'If the server is running on the embedded database, stop it first, or publish from Admin Tools > Contract Import.',
    );
  }
  try {
    const docs = await publishParsedContract(database.orm.em.fork(), parsed, {
      fileName: path.basename(file),
      title: values.title,
      effectiveDate: values['effective-date'],
    });
    const replaced = docs[0].version > 1 ? ' It replaces the previously published contract.' : '';
    console.log(`\nPublished version ${docs[0].version}: ${docs.length} document(s), ${preview.sectionCount} section(s).${replaced}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
}
