import { getMetadataStorage } from 'type-graphql';

type Fielded = Record<string, unknown>;

// A class's @Field names (its own and its ancestors'), found once per class: decorators run when the class is
// defined, so the list never changes afterwards. undefined: the class has no @Field (copied as it is).
const fieldNamesByClass = new Map<Function, readonly string[] | undefined>();

function fieldNamesOfClass(type: Function, proto: object): readonly string[] | undefined {
  if (fieldNamesByClass.has(type)) return fieldNamesByClass.get(type);
  const fields = getMetadataStorage().fields;
  const names = new Set<string>();
  for (let p: object | null = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const field of fields) if (field.target === p.constructor) names.add(field.name);
  }
  const found = names.size > 0 ? [...names] : undefined;
  fieldNamesByClass.set(type, found);
  return found;
}

// Per class: the prototype of its views. It inherits the class's (so a view is an instance of it, and type-graphql
// resolves getter fields on it) but turns each @Field that is an accessor on the chain (a getter such as
// JournalEntry.images, or one an ORM defines) into a plain writable slot, so a view assigns every field as its own
// property, in one fixed order: plain objects of one shape, no per-row defineProperty.
const viewPrototypes = new Map<Function, object>();

function viewPrototypeOf(type: Function, names: readonly string[]): object {
  let found = viewPrototypes.get(type);
  if (found) return found;
  const slots: PropertyDescriptorMap = {};
  for (let p: object | null = type.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of names) {
      const descriptor = Object.getOwnPropertyDescriptor(p, name);
      if (descriptor && (descriptor.get || descriptor.set)) slots[name] = { value: undefined, writable: true, configurable: true };
    }
  }
  found = Object.create(type.prototype, slots) as object;
  viewPrototypes.set(type, found);
  return found;
}

/**
 * A read-only view of a row loaded without the ORM (see the journal list): an object of the GraphQL type's class
 * (type-graphql resolves its getter fields on an instance of it) that holds exactly the type's @Field values as its
 * own properties, computed ones included, so GraphQL and toRest answer for it as for the entity. It is no managed
 * entity: no collections, never flushed. A field the row does not carry is a bug (a new @Field not read there),
 * never a silent null.
 */
export function viewAs<T extends object>(type: abstract new (...args: never[]) => T, row: Record<string, unknown>): T {
  return viewMakerOf(type)(row) as T;
}

type ViewMaker = (row: Record<string, unknown>) => object;
const viewMakers = new Map<Function, ViewMaker>();

/**
 * Per class, a function that checks the row and copies its fields in straight-line code (`o["id"] = row["id"]; ...`),
 * compiled once from the class's own @Field names. A loop over the names (`out[name] = row[name]`) made every copy a
 * generic keyed access: about ten times slower, a tenth of a journal list's CPU. The names are the
 * class's property names, written as JSON string literals: no outside input reaches the generated code.
 */
function viewMakerOf(type: Function): ViewMaker {
  let found = viewMakers.get(type);
  if (found) return found;
  const names = fieldNamesOfClass(type, type.prototype);
  if (!names) throw new Error(`${type.name} has no GraphQL fields`);
  const keys = names.map((name) => JSON.stringify(name));
  const missing = (row: Record<string, unknown>) => {
    const name = names.find((candidate) => !(candidate in row));
    throw new Error(`${type.name}.${name} is missing from its read row`);
  };
  const make = new Function(
    'proto',
    'missing',
    'row',
    `if (${keys.map((key) => `!(${key} in row)`).join(' || ')}) missing(row);
     const out = Object.create(proto);
     ${keys.map((key) => `out[${key}] = row[${key}];`).join('\n')}
     return out;`,
  ) as (proto: object, missing: (row: Record<string, unknown>) => never, row: Record<string, unknown>) => object;
  const proto = viewPrototypeOf(type, names);
  found = (row) => make(proto, missing, row);
  viewMakers.set(type, found);
  return found;
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
  const proto: object | null = Object.getPrototypeOf(value);
  const copier = proto === null || proto === Object.prototype ? undefined : restCopierOf(proto.constructor, proto);
  if (!copier) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toRest(v)]));
  return copier(value as Fielded, toRest);
}

type RestCopier = (value: Fielded, convert: typeof toRest) => Fielded;
// undefined: the class has no @Field (copied as it is).
const restCopiers = new Map<Function, RestCopier | undefined>();

/**
 * Per class, one object literal of its @Field names (`{ "id": convert(value["id"]), ... }`), compiled once as
 * viewMakerOf does: a loop adding the fields one by one made a generic keyed store of each (slow on the REST
 * lists). The names are the class's property names as JSON string literals: no outside input reaches the code.
 */
function restCopierOf(type: Function, proto: object): RestCopier | undefined {
  if (restCopiers.has(type)) return restCopiers.get(type);
  const names = fieldNamesOfClass(type, proto);
  const copier = names
    ? (new Function(
        'value',
        'convert',
        `return { ${names
          .map((name) => JSON.stringify(name))
          .map((key) => `${key}: convert(value[${key}])`)
          .join(', ')} };`,
      ) as RestCopier)
    : undefined;
  restCopiers.set(type, copier);
  return copier;
}
