import {
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from '../composition/schema.js';

// Integrators read schema.graphql and the explorer's docs pane: every type, field, argument, input field and enum
// value says what it is. A new operation or field without a description fails here, naming it.
// 'The id.' is no description: shorter than this, it cannot say what the value is and what to do with it.
const MIN_LENGTH = 12;

function lacking(description: string | null | undefined): boolean {
  return !description || description.trim().length < MIN_LENGTH;
}

// The root types hold the operations; each operation (a field of theirs) is checked, not the root type itself.
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function undescribed(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  if (lacking(type.description) && !ROOT_TYPES.has(type.name)) missing.push(type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (lacking(field.description)) missing.push(`${type.name}.${field.name}`);
      for (const arg of field.args) {
        if (lacking(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
      if (lacking(field.description)) missing.push(`${type.name}.${field.name}`);
    }
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (lacking(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describes every type, field, argument, input field and enum value of the public schema', async () => {
    const schema = await buildGraphqlSchema();
    const types = Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type));
    const missing = types.flatMap(undescribed).sort();
    expect(missing, `Add a description (what it is, its format and limits, who may use it, its errors) to:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });

  it('checks the operations an integrator calls, not an empty schema', async () => {
    const schema = await buildGraphqlSchema();
    const queries = Object.keys(schema.getQueryType()?.getFields() ?? {});
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(queries).toContain('journalEntries');
    expect(mutations).toContain('createJournalEntry');
  });
});
