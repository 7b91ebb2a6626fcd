import { type ApolloServerOptionsWithGateway, type ApolloServerPlugin, type GraphQLRequestListener, HeaderMap } from '@apollo/server';
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

// Operations run as compiled functions (graphql-jit) instead of graphql-js's interpreter, which walked every field of
// every answer and allocated an info, a path and an arguments object for each (about 15 % of the app's busy
// time on the journal list's 5,000 fields, and much of its garbage collection). Apollo Server still does everything
// else (parsing, validation and its limits, the plugins, error formatting, the HTTP answer).
//
// Two doors into Apollo, because each has a cost the other has not:
// - An answer without errors is given by the plugin's responseForOperation hook (Apollo's hook for a response made
//   without its executor). Apollo sends it as it is: nothing is left to format.
// - An answer with errors goes through the gateway interface (since Apollo Server 4 the only door for another
//   executor), so that Apollo formats the errors and sets the HTTP status exactly as for its own execution. The
//   operation is not run twice: the gateway hands over the result the hook has already made (or rethrows what the
//   run threw).
// Every answer went through the gateway before, and that cost the most of all: for each request Apollo builds the
// gateway's view of it as an object literal with a getter and setter of the status, and V8 keeps such an object's
// accessors in old-generation memory, which holds the whole request (its rows, its answer, its EntityManager) through
// every young-generation collection until the next full one. Under bench:api's load a fifth of all memory allocated was
// promoted that way, and the full collections it brought on, about one a second, made the slowest answers twice as slow
// (docs/benchmarks.md).

type Compiled = CompiledQuery | ExecutionResult;
type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

interface Operation {
  document: DocumentNode;
  operation: OperationDefinitionNode | undefined;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
  context: object;
}

/**
 * The variables as sent, with each one not sent that has a default given its default (as sent, not yet coerced): the
 * compiled function refuses a missing non-null variable even when it has a default, which graphql-js and the
 * GraphQL specification accept.
 */
function withDefaults(definitions: readonly VariableDefinitionNode[], variables: Record<string, unknown>): Record<string, unknown> {
  let filled = variables;
  for (const { variable, defaultValue } of definitions) {
    if (defaultValue && filled[variable.name.value] === undefined) {
      if (filled === variables) filled = { ...variables };
      filled[variable.name.value] = valueFromASTUntyped(defaultValue);
    }
  }
  return filled;
}

/** Runs operations compiled, each parsed document compiled once, for as long as Apollo's document cache keeps it. */
function compiledRunner(schema: GraphQLSchema) {
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

  return async ({ document, operation, operationName, variables, context }: Operation): Promise<ExecutionResult> => {
    const compiled = compiledFor(document, operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return compiled;
    // Variables are checked by graphql-js first, so a wrong one is refused in its words (which Apollo recognises as
    // the caller's mistake: BAD_USER_INPUT, HTTP 400), exactly as before. The operation is the one Apollo resolved.
    let inputs = variables ?? {};
    if (operation?.variableDefinitions?.length) {
      const coerced = getVariableValues(schema, operation.variableDefinitions, inputs, { maxErrors: 50 });
      if (coerced.errors) return { errors: coerced.errors };
      inputs = withDefaults(operation.variableDefinitions, inputs);
    }
    return compiled.query(undefined, context, inputs);
  };
}

/**
 * Compiled execution for the app's ApolloServer: `plugin` goes in its plugins, `gateway` is its gateway (it serves the
 * one local schema).
 */
export function compiledExecution(schema: GraphQLSchema): { plugin: ApolloServerPlugin<object>; gateway: GatewayInterface } {
  const run = compiledRunner(schema);
  // What the hook leaves to the gateway's executor, by the request's context (one per request): a result with errors,
  // or what the run threw (Apollo answers it as it answered a failed execution).
  const handedOver = new WeakMap<object, () => ExecutionResult>();

  const listener: GraphQLRequestListener<object> = {
    async responseForOperation({ document, operation, operationName, request, contextValue }) {
      let result: ExecutionResult;
      try {
        result = await run({ document, operation, operationName, variables: request.variables, context: contextValue });
      } catch (error) {
        handedOver.set(contextValue, () => {
          throw error;
        });
        return null;
      }
      if (result.errors?.length) {
        handedOver.set(contextValue, () => result);
        return null;
      }
      const singleResult = { data: result.data, extensions: result.extensions };
      return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult } };
    },
  };

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const made = handedOver.get(context);
    if (made) {
      handedOver.delete(context);
      return made();
    }
    return run({ document, operation, operationName, variables: request.variables, context });
  };

  return {
    plugin: { requestDidStart: async () => listener },
    gateway: {
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: '' });
        return () => {};
      },
      async load() {
        return { executor };
      },
      async stop() {},
    },
  };
}
