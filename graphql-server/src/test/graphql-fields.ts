import { getMetadataStorage } from 'type-graphql';
import { expect } from 'vitest';

// What the tests of the hand-tuned paths hold them to: a class's @Field properties read plainly from type-graphql's
// metadata, a plain reference of the REST JSON built from them, and comparisons that name the field that differs.

export interface GraphqlField {
  /** The property's name (what REST answers with and a view holds). */
  name: string;
  nullable: boolean;
  array: boolean;
  /** What the field declares it holds: a class, a scalar (Date, String, ...) or an enum. */
  type: unknown;
  /** The class of an object-typed field (it has @Field properties of its own), else undefined. */
  objectType: Function | undefined;
}

/** A class's @Field properties, its own first and then each ancestor's, as its metadata declares them. */
export function graphqlFieldsOf(type: Function): GraphqlField[] {
  const fields: GraphqlField[] = [];
  for (let c: Function | null = type; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    for (const field of getMetadataStorage().fields) {
      if (field.target !== c || fields.some((known) => known.name === field.name)) continue;
      const type: unknown = field.getType();
      const objectType = typeof type === 'function' && hasFields(type) ? type : undefined;
      const { nullable, array } = field.typeOptions;
      fields.push({ name: field.name, nullable: Boolean(nullable), array: Boolean(array), type, objectType });
    }
  }
  return fields;
}

function hasFields(type: Function): boolean {
  for (let c: Function | null = type; c && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (getMetadataStorage().fields.some((field) => field.target === c)) return true;
  }
  return false;
}

/**
 * The REST JSON of a value as the rule says it, with no compiling and no caching: an object of a class with @Field
 * properties becomes exactly those, dates ISO strings, lists and other objects converted member by member.
 */
export function restReference(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(restReference);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return value;
  const fields = graphqlFieldsOf(Object.getPrototypeOf(value)?.constructor ?? Object);
  const source = value as Record<string, unknown>;
  if (fields.length === 0) return Object.fromEntries(Object.entries(source).map(([key, member]) => [key, restReference(member)]));
  return Object.fromEntries(fields.map(({ name }) => [name, restReference(source[name])]));
}

type Json = Record<string, unknown>;

/**
 * Two REST answers of `type` compared field by field, every @Field of the class and of the classes below it, each
 * failure naming its path (`entries[2].images[0].caption`); both must hold exactly the @Field names.
 */
export function expectSameFieldsAs(type: Function, actual: unknown, expected: unknown, path: string): void {
  const fields = graphqlFieldsOf(type);
  const names = fields.map((field) => field.name);
  for (const [side, value] of [
    ['actual', actual],
    ['expected', expected],
  ] as const) {
    expect(value !== null && typeof value === 'object', `${path} (${side}) is an object`).toBe(true);
    expectNames(Object.keys(value as Json), names, `${path} (${side}) holds exactly ${type.name}'s @Field names`);
  }
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    const [got, want] = [(actual as Json)[field.name], (expected as Json)[field.name]];
    if (!field.array || got === null || want === null) {
      expectSameValue(field.objectType, got, want, at);
      continue;
    }
    expect((got as unknown[]).length, `${at}.length`).toBe((want as unknown[]).length);
    for (const [i, item] of (want as unknown[]).entries()) expectSameValue(field.objectType, (got as unknown[])[i], item, `${at}[${i}]`);
  }
}

/** Two lists of REST answers of `type`, item by item (expectSameFieldsAs), after their lengths. */
export function expectSameListAs(type: Function, actual: unknown[], expected: unknown[], path: string): void {
  expect(actual.length, `${path}.length`).toBe(expected.length);
  for (const [i, item] of expected.entries()) expectSameFieldsAs(type, actual[i], item, `${path}[${i}]`);
}

/** The names an object holds against those it should: the failure lists the missing and the extra ones. */
export function expectNames(held: string[], wanted: string[], message: string): void {
  const missing = wanted.filter((name) => !held.includes(name));
  const extra = held.filter((name) => !wanted.includes(name));
  expect({ missing, extra }, message).toEqual({ missing: [], extra: [] });
}

/** One value of a field: an object of a class compared field by field, anything else (null included) as it is. */
function expectSameValue(objectType: Function | undefined, got: unknown, want: unknown, at: string): void {
  if (objectType && got !== null && want !== null) expectSameFieldsAs(objectType, got, want, at);
  else expect(got, at).toEqual(want);
}

/** Two JSON trees compared member by member, each failure naming its path (for answers without a class to go by). */
export function expectSameTree(actual: unknown, expected: unknown, path: string): void {
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is a list`).toBe(true);
    expect((actual as unknown[]).length, `${path}.length`).toBe(expected.length);
    for (const [i, item] of expected.entries()) expectSameTree((actual as unknown[])[i], item, `${path}[${i}]`);
    return;
  }
  if (expected === null || typeof expected !== 'object') {
    expect(actual, path).toEqual(expected);
    return;
  }
  expect(actual !== null && typeof actual === 'object', `${path} is an object`).toBe(true);
  expectNames(Object.keys(actual as Json), Object.keys(expected), `${path}'s fields`);
  expect(Object.keys(actual as Json), `${path}'s fields, in order`).toEqual(Object.keys(expected));
  for (const [key, value] of Object.entries(expected)) expectSameTree((actual as Json)[key], value, `${path}.${key}`);
}
