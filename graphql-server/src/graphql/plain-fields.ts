import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type Source = Record<string, unknown>;

/**
 * type-graphql gives every field of an object type a resolver of its own: a property field reads `root[name]`
 * through its middleware runner (a context object and a call per field, with no middleware to run), and a getter
 * field (JournalEntry.images, .eventId, ...) converts the root to its class first. A journal list has about 5,000
 * such fields, and they were a fifth of graphql-js's execution. Where a field has no middleware and no
 * role (@Authorized) and the schema no global middleware (schema.ts sets none), this reads the value directly:
 * the same value, without the wrapper. A getter on a root that is not an instance of its class, a method taking
 * arguments and a resolver class's @FieldResolver keep type-graphql's resolver.
 */
export function readPlainFieldsDirectly(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type)) continue;
    const objectType = storage.objectTypes.find((candidate) => candidate.name === type.name);
    if (!objectType) continue;
    const target = objectType.target as abstract new (...args: never[]) => unknown;
    // The class and its ancestors: fields declared on a base class (id, createdAt, a stored image's columns) live there.
    const chain: Function[] = [];
    for (let p: Function | null = objectType.target; p && p !== Function.prototype; p = Object.getPrototypeOf(p)) chain.push(p);
    for (const [schemaName, field] of Object.entries(type.getFields())) {
      const owner = chain.find((candidate) => storage.fields.some((f) => f.target === candidate && f.schemaName === schemaName));
      const meta = storage.fields.find((candidate) => candidate.target === owner && candidate.schemaName === schemaName);
      if (!meta || meta.roles || (meta.middlewares?.length ?? 0) > 0 || !field.resolve) continue;
      const name = meta.name;
      const fieldResolver = storage.fieldResolvers.find(
        (candidate) => candidate.methodName === name && chain.includes(candidate.getObjectType?.() as Function),
      );
      if (!fieldResolver) {
        // No resolver at all where the property has the field's name: the compiled executor (compiled-execution.ts)
        // then reads it inline, as graphql-js's default resolver would.
        field.resolve = schemaName === name ? undefined : (source: Source) => source[name];
        continue;
      }
      const usesNothing =
        fieldResolver.kind === 'internal' &&
        !fieldResolver.roles &&
        (fieldResolver.middlewares?.length ?? 0) === 0 &&
        (fieldResolver.params?.length ?? 0) === 0;
      if (!usesNothing) continue;
      const wrapped: GraphQLFieldResolver<Source, unknown> = field.resolve;
      field.resolve = (source: Source, args, context, info) => {
        if (!(source instanceof target)) return wrapped(source, args, context, info);
        const value = source[name];
        return typeof value === 'function' ? wrapped(source, args, context, info) : value;
      };
    }
  }
  return schema;
}
