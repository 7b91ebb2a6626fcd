import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../auth/context.js';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { queryLimitsRule } from './limits.js';

// Codes that Apollo itself gives to malformed requests; their messages describe the request, not the server.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Only signed-in users may introspect in production (integrators sign in first). */
function introspectionGuard(production: boolean): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!production || contextValue.user) return;
          const text = JSON.stringify(document);
          if (text.includes('"__schema"') || text.includes('"__type"')) {
            throw new AppError('UNAUTHENTICATED', 'Sign in to introspect the schema.');
          }
        },
      };
    },
  };
}

export function createApolloServer(schema: GraphQLSchema, logger: Logger, production: boolean) {
  return new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: true,
    validationRules: [queryLimitsRule],
    plugins: [introspectionGuard(production)],
    includeStacktraceInErrorResponses: false,
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      if (original instanceof AppError) {
        return { message: original.message, path: formatted.path, extensions: original.extensions };
      }
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return { message: formatted.message, extensions: { code } };
      logger.error('Unhandled GraphQL error', original);
      return {
        message: 'Something went wrong on our side. Please try again.',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}
