import {
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** A JSON Schema (OpenAPI 3.1 dialect) as plain data. */
export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

/** The names the REST shim sends for a type-graphql class: its @Field properties, inherited ones too (graphql/serialize.ts). */
function restFieldNames(typeName: string): Map<string, string> | undefined {
  const storage = getMetadataStorage();
  const target = storage.objectTypes.find((t) => t.name === typeName)?.target;
  if (!target) return undefined;
  const names = new Map<string, string>();
  for (let proto = target.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const field of storage.fields) if (field.target === proto.constructor) names.set(field.schemaName, field.name);
  }
  return names;
}

/**
 * JSON Schemas of GraphQL output types, as the REST shim answers them (toRest: the type's fields, dates as ISO
 * strings, null for a missing value): each object type and enum becomes a component, referenced by `$ref`.
 * Fields computed by a resolver (not properties of the class) are not sent by REST, so they are left out.
 */
export class GraphqlJsonSchemas {
  readonly components: Record<string, JsonSchema> = {};

  constructor(private readonly schema: GraphQLSchema) {}

  /** `$ref` to the component of the named type (made on first use); throws for a type the schema does not have. */
  ref(typeName: string): JsonSchema {
    const type = this.schema.getType(typeName);
    if (!type) throw new Error(`OpenAPI: the GraphQL schema has no type '${typeName}'`);
    return this.of(type as GraphQLOutputType, true);
  }

  /** A field's value: nullable unless the GraphQL type is non-null. */
  private of(type: GraphQLOutputType, nonNull = false): JsonSchema {
    if (isNonNullType(type)) return this.of(type.ofType, true);
    let schema: JsonSchema;
    if (isListType(type)) schema = { type: 'array', items: this.of(type.ofType) };
    else if (isScalarType(type)) schema = SCALARS[type.name] ?? { description: type.description ?? type.name };
    else if (isEnumType(type) || isObjectType(type)) {
      this.component(type.name);
      schema = { $ref: `#/components/schemas/${type.name}` };
    } else throw new Error(`OpenAPI: cannot describe the GraphQL type '${String(type)}' as JSON`);
    if (nonNull) return schema;
    return '$ref' in schema || !('type' in schema)
      ? { anyOf: [schema, { type: 'null' }] }
      : { ...schema, type: [schema.type, 'null'].flat() };
  }

  private component(name: string): void {
    if (name in this.components) return;
    const type = this.schema.getType(name);
    if (isEnumType(type)) {
      this.components[name] = {
        type: 'string',
        enum: type.getValues().map((v) => v.value as string),
        ...(type.description ? { description: type.description } : {}),
      };
      return;
    }
    if (!isObjectType(type)) throw new Error(`OpenAPI: '${name}' is not an object type or enum`);
    const schema: JsonSchema = { type: 'object' };
    this.components[name] = schema; // before the fields: a type may refer to itself
    const restNames = restFieldNames(name);
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      const key = restNames ? restNames.get(field.name) : field.name;
      if (key === undefined) continue;
      const value = this.of(field.type);
      const described = field.description ? withDescription(value, field.description) : value;
      // A field kept for existing clients but going away: JSON Schema's own mark, and the reason with its description.
      properties[key] = field.deprecationReason
        ? { ...described, deprecated: true, description: `Deprecated: ${field.deprecationReason} ${field.description ?? ''}`.trim() }
        : described;
      // toRest sends every field, null when it has no value: all are present.
      required.push(key);
    }
    Object.assign(schema, {
      ...(type.description ? { description: type.description } : {}),
      properties,
      required,
    });
  }
}

/** A description beside a `$ref` is allowed in OpenAPI 3.1 (JSON Schema 2020-12). */
function withDescription(schema: JsonSchema, description: string): JsonSchema {
  return { ...schema, description };
}
