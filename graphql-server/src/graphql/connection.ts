import { type PageArgs, PAGE_SIZE, pageArgsSchema } from '@union/rules/pagination';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { Page } from '../db/keyset.js';
import { parseInput } from '../validation.js';

// Relay-style connections (edges, pageInfo, totalCount) for the lists that grow, beside their plain list fields.

@ObjectType({ description: 'Where a page stands in its list: whether another page follows, and the cursor to ask for it with.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more rows follow this page: ask again with after = endCursor.' })
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The last edge's cursor (null when the page is empty): pass it as `after` to get the next page.",
  })
  endCursor!: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: PAGE_SIZE.default,
    description: `How many rows this page holds, ${PAGE_SIZE.min} to ${PAGE_SIZE.max} (${PAGE_SIZE.default} when left out); outside that range: BAD_USER_INPUT.`,
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Continue after this cursor: a previous page's pageInfo.endCursor (or an edge's cursor). Left out: the first page. " +
      "Cursors are opaque and belong to their list; one the server did not hand out is BAD_USER_INPUT ('That page cursor is not valid.').",
  })
  after?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The `<name>Connection` and `<name>Edge` types of one node type; call once per node type (type names are global).
 * `what` names one row in the descriptions ('journal entry').
 */
export function connectionType<T extends object>(node: ClassType<T>, name: string, what: string): ClassType<Connection<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${what} of a page, with the cursor that continues after it.` })
  class Edge {
    @Field(() => String, { description: `Pass as \`after\` to get the rows that follow this ${what}.` })
    cursor!: string;

    @Field(() => node, { description: `The ${what} itself, with the same fields as in the plain list field.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, {
    description:
      `One page of ${what} rows, in the same order as the plain list field, with the cursor to the next page. ` +
      'Pages are read by position (keyset), so rows added while you page are neither repeated nor skipped.',
  })
  class ConnectionType {
    @Field(() => [Edge], { description: `The ${what} rows of this page, in order, each with its cursor.` })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Whether another page follows and the cursor to ask for it with.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: `How many ${what} rows the whole list holds, every page together.` })
    totalCount!: number;
  }
  return ConnectionType;
}

/** The connection arguments checked with the shared rules (BAD_USER_INPUT naming the bounds). */
export function pageArgsOf(args: ConnectionArgs): PageArgs {
  return parseInput(pageArgsSchema, { first: args.first, after: args.after });
}

export function toConnection<T>(page: Page<T>): Connection<T> {
  return {
    edges: page.items.map((node, i) => ({ cursor: page.cursors[i], node })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    totalCount: page.totalCount,
  };
}
