import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { resolvers } from './resolvers.js';
import { dropNulFromArguments } from './without-nul.js';

export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
  return dropNulFromArguments(schema);
}
