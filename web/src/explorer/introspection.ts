import { getIntrospectionQuery } from 'graphql';

/**
 * How many `ofType` levels the explorer asks for. The server refuses operations deeper than 10 fields
 * (graphql-server/src/graphql/limits.ts), and GraphiQL's standard introspection query is 15 deep (9 levels of
 * ofType). The deepest path is __schema > types > fields > args > type > kind, 6 levels, which leaves 4 for ofType:
 * enough for a type wrapped four times (`[[Item!]!]`); this schema wraps at most three times (`[Item!]!`).
 * introspection.test.ts fails if the committed schema ever needs more.
 */
export const OF_TYPE_LEVELS = 4;

const ofType = (levels: number): string => (levels === 0 ? '' : ` ofType { kind name${ofType(levels - 1)} }`);

const standard = getIntrospectionQuery({ inputValueDeprecation: true });

/** GraphiQL's introspection query (descriptions included, for the docs explorer) with a TypeRef the server accepts. */
export const EXPLORER_INTROSPECTION_QUERY = `${standard.slice(0, standard.indexOf('fragment TypeRef on __Type'))}fragment TypeRef on __Type { kind name${ofType(OF_TYPE_LEVELS)} }\n`;
