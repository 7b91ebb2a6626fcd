import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildClientSchema, buildSchema, type DocumentNode, graphqlSync, Kind, parse, printSchema, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXPLORER_INTROSPECTION_QUERY } from './introspection';

// The explorer's docs and autocompletion come from this query: it must pass the server's depth limit (10 levels,
// graphql-server/src/graphql/limits.ts) and still describe every type of the committed schema.

function findRepo(dir: string): string {
  if (existsSync(join(dir, 'schema.graphql'))) return dir;
  if (dirname(dir) === dir) throw new Error('schema.graphql not found above the working directory');
  return findRepo(dirname(dir));
}

/** Levels of fields, fragments expanded (the way the server's limit counts them). */
function depth(set: SelectionSetNode, document: DocumentNode): number {
  return Math.max(
    0,
    ...set.selections.map((selection) => {
      if (selection.kind === Kind.FIELD) return 1 + (selection.selectionSet ? depth(selection.selectionSet, document) : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return depth(selection.selectionSet, document);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION ? depth(fragment.selectionSet, document) : 0;
    }),
  );
}

describe('the explorer introspection query', () => {
  it('stays within the server depth limit of 10', () => {
    const document = parse(EXPLORER_INTROSPECTION_QUERY);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operation?.kind === Kind.OPERATION_DEFINITION && depth(operation.selectionSet, document)).toBe(10);
  });

  it('rebuilds the whole committed schema with its descriptions', () => {
    const schema = buildSchema(readFileSync(join(findRepo(process.cwd()), 'schema.graphql'), 'utf8'));
    const result = graphqlSync({ schema, source: EXPLORER_INTROSPECTION_QUERY });
    expect(result.errors).toBeUndefined();
    const rebuilt = buildClientSchema(result.data as never);
    expect(printSchema(rebuilt)).toBe(printSchema(schema));
    const description = schema.getQueryType()?.getFields().journalEntries.description;
    expect(description).toMatch(/journal entries/);
    expect(rebuilt.getQueryType()?.getFields().journalEntries.description).toBe(description);
  });
});
