import { type ASTVisitor, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * ARCHITECTURE.md: depth <= 10, aliases <= 15, and a cost limit (fields selected, a fragment's fields counted each
 * time it is spread). maxTokens bounds the parser itself, before any of this runs: the web's largest document has
 * under 100 tokens and the full introspection query under 200, while 400 fields with arguments stay well inside it.
 */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxFields: 400, maxTokens: 5000 };

interface Measure {
  /** Levels of fields below (and including) this selection set. */
  depth: number;
  aliases: number;
  fields: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, fields: 0 };

/**
 * Measures every selection set of one document, each named fragment once. Without the memo, fragments that spread
 * another twice double the work per level: 23 such fragments (826 bytes) blocked the event loop for seconds.
 * Measures are relative to where the set sits, so a fragment's measure holds wherever it is spread.
 */
class DocumentMeasurer {
  private readonly memo = new Map<string, Measure>();
  private readonly inProgress = new Set<string>();

  constructor(private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>) {}

  measure(set: SelectionSetNode): Measure {
    const total: Measure = { depth: 0, aliases: 0, fields: 0 };
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? this.measure(selection.selectionSet) : NOTHING;
        inner = { depth: below.depth + 1, aliases: below.aliases + (selection.alias ? 1 : 0), fields: below.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.measure(selection.selectionSet);
      } else {
        inner = this.fragment(selection.name.value);
      }
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.fields += inner.fields;
    }
    return total;
  }

  private fragment(name: string): Measure {
    const known = this.memo.get(name);
    if (known) return known;
    const definition = this.fragments.get(name);
    // Unknown fragments and cycles are refused by the standard rules (KnownFragmentNames, NoFragmentCycles);
    // here they only must not recurse forever.
    if (!definition || this.inProgress.has(name)) return NOTHING;
    this.inProgress.add(name);
    const result = this.measure(definition.selectionSet);
    this.inProgress.delete(name);
    this.memo.set(name, result);
    return result;
  }
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(def.name.value)) fragments.set(def.name.value, def);
  }
  const measurer = new DocumentMeasurer(fragments);
  return {
    OperationDefinition(node) {
      const m = measurer.measure(node.selectionSet);
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
