import { getMetadataStorage } from 'type-graphql';

type Fielded = Record<string, unknown>;

function fieldNamesOf(value: object): string[] | undefined {
  const storage = getMetadataStorage();
  const names = new Set<string>();
  let proto = Object.getPrototypeOf(value);
  while (proto && proto !== Object.prototype) {
    for (const field of storage.fields) if (field.target === proto.constructor) names.add(field.name);
    proto = Object.getPrototypeOf(proto);
  }
  return names.size > 0 ? [...names] : undefined;
}

/**
 * The REST shim answers with exactly the fields the GraphQL type exposes (its @Field properties), so both doors
 * show the same data and nothing without a @Field (password hash, storage paths) can leak through either.
 */
export function toRest(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map(toRest);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return value;
  const names = fieldNamesOf(value);
  if (!names) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRest(v)]));
  }
  const out: Fielded = {};
  for (const name of names) out[name] = toRest((value as Fielded)[name]);
  return out;
}
