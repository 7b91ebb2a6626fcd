import { type ASTVisitor, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from 'graphql';

// ARCHITECTURE.md: depth <= 10, aliases <= 15, and a cost limit (here: fields selected, fragments expanded).
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxFields: 400 };

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
}

function measure(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>, level: number): Measure {
  const total: Measure = { depth: level, aliases: 0, fields: 0 };
  for (const selection of set.selections) {
    let inner: Measure | undefined;
    if (selection.kind === Kind.FIELD) {
      total.fields += 1;
      if (selection.alias) total.aliases += 1;
      if (selection.selectionSet) inner = measure(selection.selectionSet, fragments, seen, level + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, seen, level);
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      inner = measure(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]), level);
    }
    if (inner) {
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.fields += inner.fields;
    }
  }
  return total;
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  }
  return {
    OperationDefinition(node) {
      const m = measure(node.selectionSet, fragments, new Set(), 1);
      if (m.depth > GRAPHQL_LIMITS.maxDepth) {
        context.reportError(new GraphQLError(`Query is too deep (${m.depth} levels; at most ${GRAPHQL_LIMITS.maxDepth}).`));
      }
      if (m.aliases > GRAPHQL_LIMITS.maxAliases) {
        context.reportError(new GraphQLError(`Query uses too many aliases (${m.aliases}; at most ${GRAPHQL_LIMITS.maxAliases}).`));
      }
      if (m.fields > GRAPHQL_LIMITS.maxFields) {
        context.reportError(new GraphQLError(`Query is too costly (${m.fields} fields; at most ${GRAPHQL_LIMITS.maxFields}).`));
      }
    },
  };
}
