import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphqlSchema } from '../composition/schema.js';

// Writes the committed schema.graphql at the repository root; CI compares it with a fresh one.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const header = '# Generated from the type-graphql classes in graphql-server/src. Do not edit: run `npm run schema`.\n\n';
const schema = await buildGraphqlSchema();
await writeFile(path.join(root, 'schema.graphql'), `${header}${printSchema(lexicographicSortSchema(schema))}\n`);
console.log('schema.graphql written');
