/** A GraphQL enum object (`{ draft: 'draft', ... }`) from a shared rules list, for type-graphql's registerEnumType. */
export const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
