import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../auth/auth-checker.js';
import { resolvers } from './resolvers.js';

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
}
