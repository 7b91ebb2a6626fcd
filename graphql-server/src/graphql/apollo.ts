import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import {
  BREAK,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  visit,
} from 'graphql';
import { requireScope } from '../auth/scopes.js';
import type { RequestContext } from '../http/context.js';
import { AppError } from '../errors.js';
import { compiledExecution } from './compiled-execution.js';
import type { Logger } from '../logger.js';
import { GRAPHQL_LIMITS, queryLimitsRule } from './limits.js';
import { coercedVariables, scopeOfField } from './operation-scopes.js';

// Codes that Apollo itself gives to malformed requests; their messages describe the request, not the server.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

// graphql-js's words for a document over parseOptions.maxTokens (16.x spells it 'more that').
const TOO_MANY_TOKENS = /Document contains more tha[nt] \d+ tokens/;

/** Whether any field of the document (aliased or inside a fragment) is an introspection entry point. */
function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * An error thrown from a plugin hook ends the request before execution; Apollo answers it with HTTP 500 unless
 * the error names its own status (extensions.http, which Apollo removes from the body).
 */
function withHttpStatus(error: AppError): AppError {
  Object.assign(error.extensions, { http: { status: error.status } });
  return error;
}

/** Only signed-in users may introspect in production (integrators sign in first). */
function introspectionGuard(production: boolean): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (!production || contextValue.user || !asksForSchema(document)) return;
          throw withHttpStatus(new AppError('UNAUTHENTICATED', 'Sign in to introspect the schema.'));
        },
      };
    },
  };
}

/** The operation's root fields, through fragments and inline fragments (the depth limit bounds the recursion). */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition): definition is FragmentDefinitionNode =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment ? rootFields(fragment.selectionSet, document, seen) : [];
  });
}

/**
 * An access token reaches only what its scopes allow (graphql/operation-scopes.ts), checked on every root field
 * before anything runs; a browser session is not limited by scopes. Sign-in and roles are checked by @Authorized.
 */
const tokenScopes: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document, operation, request, schema }) {
        if (contextValue.authentication?.kind !== 'token' || !operation) return;
        try {
          // Rules read arguments as execution will: the variables coerced, with the operation's defaults.
          const variables = coercedVariables(schema, operation, request.variables);
          const rootType = schema.getRootType(operation.operation);
          for (const field of rootFields(operation.selectionSet, document)) {
            requireScope(contextValue.authentication, scopeOfField(rootType, field, variables));
          }
        } catch (error) {
          throw error instanceof AppError ? withHttpStatus(error) : error;
        }
      },
    };
  },
};

/**
 * A refusal that says when to come back (rate limits, a busy server) sets Retry-After, as the REST shim does.
 * Every answer is the caller's own data: Cache-Control: no-store, as Apollo's cache-control plugin said for a
 * schema without cache hints (that plugin is off: its hook ran on every field of every answer).
 */
const responseHeaders: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        response.http.headers.set('cache-control', 'no-store');
        const waits = (errors ?? [])
          .map((error) => unwrapResolverError(error))
          .map((error) => (error instanceof AppError ? error.retryAfterSeconds : undefined))
          .filter((seconds): seconds is number => seconds !== undefined);
        if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
      },
    };
  },
};

export function createApolloServer(schema: GraphQLSchema, logger: Logger, production: boolean) {
  const compiled = compiledExecution(schema);
  return new ApolloServer<RequestContext>({
    gateway: compiled.gateway,
    introspection: true,
    allowBatchedHttpRequests: false,
    // A request carrying an Authorization header cannot be a cross-site forgery (browsers never add one on their own
    // and this server grants no CORS preflight); such requests are authenticated by http/bearer.ts first.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    hideSchemaDetailsFromClientErrors: true,
    // The parser stops at this many tokens, so a huge document costs no more than a small one to refuse.
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: [queryLimitsRule],
    plugins: [
      // The app serves its own explorer (http/explorer.ts); Apollo's landing page would load from Apollo's CDN.
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints exist: the plugin's per-field hook made Apollo wrap every resolver only to compute
      // "no-store", which responseHeaders now says once per answer.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo adds these by itself (usage reporting only with an APOLLO_KEY, inline traces only for a federated
      // subgraph): off explicitly, so no environment variable can send members' operations to Apollo's cloud.
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      introspectionGuard(production),
      tokenScopes,
      responseHeaders,
      // Answers each operation (graphql/compiled-execution.ts), after every plugin's didResolveOperation has checked it.
      compiled.plugin,
    ],
    includeStacktraceInErrorResponses: false,
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      // formatted.extensions: the error's own, less the HTTP status Apollo has already applied.
      if (original instanceof AppError) return { message: original.message, path: formatted.path, extensions: formatted.extensions };
      const code = formatted.extensions?.code;
      if (code === 'GRAPHQL_PARSE_FAILED' && TOO_MANY_TOKENS.test(formatted.message)) {
        return { message: `Query is too large (more than ${GRAPHQL_LIMITS.maxTokens} tokens).`, extensions: { code } };
      }
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
