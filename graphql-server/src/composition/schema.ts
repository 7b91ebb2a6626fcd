import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { resolvers } from './resolvers.js';
import { readPlainFieldsDirectly } from '../graphql/plain-fields.js';
import { dropNulFromArguments } from '../graphql/without-nul.js';

export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // No globalMiddlewares: readPlainFieldsDirectly relies on it (a global middleware would have to run on every field).
    validate: false,
    emitSchemaFile: false,
  });
  return dropNulFromArguments(readPlainFieldsDirectly(schema));
}
