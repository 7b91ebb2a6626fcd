// The web's own GraphQL requests, as its Apollo Client sends them: the codegen'd document (web/src/gql/graphql.ts)
// with the __typename that InMemoryCache adds to every selection set, printed by graphql-js, in the HttpLink's body
// with the clientLibrary extension that Apollo Client 4 adds.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';

const root = new URL('../../', import.meta.url);
const generated = readFileSync(new URL('web/src/gql/graphql.ts', root), 'utf8');
const apolloVersion = createRequire(import.meta.url)('@apollo/client/package.json').version;

/**
 * @param {string} operationName a query of the web, e.g. 'JournalEntries'
 * @returns {{ operationName: string, query: string, body: string }}
 */
export function webOperation(operationName) {
  const found = new RegExp(`export const ${operationName}Document = (\\{.*?\\}) as unknown as`).exec(generated);
  if (!found) throw new Error(`web/src/gql/graphql.ts has no ${operationName}Document: regenerate the web types`);
  const query = print(addTypenameToDocument(JSON.parse(found[1])));
  const extensions = { clientLibrary: { name: '@apollo/client', version: apolloVersion } };
  return { operationName, query, body: JSON.stringify({ operationName, variables: {}, extensions, query }) };
}

/** The journal list (Workplace Journal) and the bulletin feed (Bulletins, Home). */
export const JOURNAL_QUERY = 'JournalEntries';
export const FEED_QUERY = 'FeedBulletins';
