import { defaultFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { cleanInputText } from '../validation.js';

/**
 * Cleans the text of the arguments of every field before its resolver sees them (cleanInputText: NUL dropped,
 * lone surrogates replaced). Arguments are the coerced values of variables and inline literals alike, so this is
 * the one place both pass; the services' parseInput cleans again, and REST bodies are cleaned as they are parsed (http/without-nul.ts).
 */
export function dropNulFromArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => resolve(source, cleanInputText(args) as typeof args, context, info);
    }
  }
  return schema;
}
