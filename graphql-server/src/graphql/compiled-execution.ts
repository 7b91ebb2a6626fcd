import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { type DocumentNode, type ExecutionResult, type GraphQLSchema, getVariableValues } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

// Operations run as compiled functions (graphql-jit) instead of graphql-js's interpreter, which walked every field of
// every answer and allocated an info, a path and an arguments object for each (issue 15: about 15 % of the app's busy
// time on the journal list's 5,000 fields, and much of its garbage collection). Apollo Server still does everything
// else (parsing, validation and its limits, the plugins, error formatting, the HTTP answer); since Apollo Server 4 its
// only door for another executor is the gateway interface, which here serves the one local schema.

type Compiled = CompiledQuery | ExecutionResult;
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** An executor that compiles each parsed document once, for as long as Apollo's document cache keeps it. */
function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  // Keyed by Apollo's parsed document: when its LRU document store lets a document go, its compiled functions go too.
  const cache = new WeakMap<DocumentNode, Map<string | undefined, Compiled>>();
  const compiledFor = (document: DocumentNode, operationName: string | undefined): Compiled => {
    let byOperation = cache.get(document);
    if (!byOperation) {
      byOperation = new Map();
      cache.set(document, byOperation);
    }
    let compiled = byOperation.get(operationName);
    if (!compiled) {
      compiled = compileQuery(schema, document, operationName);
      byOperation.set(operationName, compiled);
    }
    return compiled;
  };

  return async ({ document, operation, operationName, request, context }) => {
    const compiled = compiledFor(document, operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return compiled;
    // Variables are checked by graphql-js first, so a wrong one is refused in its words (which Apollo recognises as
    // the caller's mistake: BAD_USER_INPUT, HTTP 400), exactly as before. The operation is the one Apollo resolved.
    if (operation?.variableDefinitions?.length) {
      const coerced = getVariableValues(schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
    }
    return compiled.query(undefined, context, request.variables ?? {});
  };
}

/** The "gateway" Apollo Server asks for its schema and executor: the app's own schema, run compiled. */
export function compiledExecutionGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async load() {
      return { executor: compiledExecutor(schema) };
    },
    async stop() {},
  };
}
