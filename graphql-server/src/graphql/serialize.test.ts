import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../auth/user.entity.js';
import { buildGraphqlSchema } from '../composition/schema.js';
import { Bulletin } from '../modules/bulletins/bulletin.entity.js';
import { listBulletins } from '../modules/bulletins/bulletins.service.js';
import { GrievanceCategory } from '../modules/grievances/grievance-category.entity.js';
import { Grievance, GrievanceImage } from '../modules/grievances/grievance.entities.js';
import { ENTRY_POPULATE, JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from '../modules/journal/journal.entities.js';
import { listEntries } from '../modules/journal/journal.service.js';
import {
  expectNames,
  expectSameFieldsAs,
  expectSameListAs,
  type GraphqlField,
  graphqlFieldsOf,
  restReference,
} from '../test/graphql-fields.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { writeSampleRows } from '../test/sample-rows.js';
import { toRest, viewAs } from './serialize.js';

// toRest and viewAs compile a function per class from its @Field names. Each must do exactly what the plain rule says
// (test/graphql-fields.ts restReference: the @Field names read one by one, dates as ISO strings, recursing), for every
// output class of the schema, on made-up objects and on the entities and views the app really answers with.

/** Every object type of the schema, as its class (the root types aside). */
async function outputClasses(): Promise<Function[]> {
  const schema = await buildGraphqlSchema();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type))
    .map((type) => getMetadataStorage().objectTypes.find((candidate) => candidate.name === type.name)?.target)
    .filter((target): target is Function => target !== undefined);
}

const AT = Date.UTC(2026, 2, 10, 14, 5);
type Variant = 'set' | 'unset';

/** A made-up value of a field: nullable fields null in the 'unset' variant; nested objects down to two levels. */
function sampleValue(owner: Function, field: GraphqlField, variant: Variant, depth: number): unknown {
  if (variant === 'unset' && field.nullable) return null;
  const one = (i: number) => {
    if (field.objectType) return depth < 2 ? sample(field.objectType, variant, depth + 1) : null;
    if (field.type === Date) return new Date(AT + i * 1000);
    return `${owner.name}.${field.name} ${i}`;
  };
  return field.array ? [one(1), one(2)] : one(0);
}

/** An object of the class holding a made-up value in each @Field, and one property that is no @Field. */
function sample(type: Function, variant: Variant, depth = 0): object {
  const object = Object.create(type.prototype) as object;
  for (const field of graphqlFieldsOf(type)) {
    Object.defineProperty(object, field.name, { value: sampleValue(type, field, variant, depth), enumerable: true, writable: true });
  }
  Object.defineProperty(object, 'notAField', { value: 'never answered', enumerable: true });
  return object;
}

/** A read row for viewAs: a made-up value for each @Field, and a column that is none. */
function sampleRow(type: Function): Record<string, unknown> {
  const row: Record<string, unknown> = { not_a_field: 'never kept' };
  for (const field of graphqlFieldsOf(type)) row[field.name] = sampleValue(type, field, 'set', 2);
  return row;
}

let classes: Function[];
beforeAll(async () => {
  classes = await outputClasses();
});

describe('toRest and viewAs, on every output class of the schema', () => {
  it('covers the classes the REST answers and the hand-written lists meet', () => {
    const names = classes.map((type) => type.name);
    for (const type of [JournalEntry, JournalEvent, JournalEntryImage, JournalParticipant, Bulletin, Grievance, GrievanceImage, User]) {
      expect(names).toContain(type.name);
    }
  });

  it.each(['set', 'unset'] as const)('toRest answers exactly the reference, with nullable fields %s', (variant) => {
    for (const type of classes) {
      const value = sample(type, variant);
      expectSameFieldsAs(type, toRest(value), restReference(value), type.name);
      // The same in a list, and a second time (the compiled copier is cached per class).
      expectSameFieldsAs(type, (toRest([value]) as unknown[])[0], restReference(value), `[${type.name}]`);
    }
  });

  it('viewAs makes an instance of the class that holds exactly its @Field values', () => {
    for (const type of classes) {
      const row = sampleRow(type);
      const view = viewAs(type as new () => object, row) as Record<string, unknown>;
      expect(view, type.name).toBeInstanceOf(type);
      const names = graphqlFieldsOf(type).map((field) => field.name);
      expectNames(Object.keys(view), names, `${type.name}'s view holds exactly its @Field names`);
      for (const name of names) expect(view[name], `${type.name}.${name}`).toBe(row[name]);
      expectSameFieldsAs(type, toRest(view), restReference(view), `view of ${type.name}`);
    }
  });

  it('viewAs refuses a row that lacks a field, naming it', () => {
    for (const type of classes) {
      for (const { name } of graphqlFieldsOf(type)) {
        const { [name]: _left, ...row } = sampleRow(type);
        expect(() => viewAs(type as new () => object, row), `${type.name} without ${name}`).toThrow(
          `${type.name}.${name} is missing from its read row`,
        );
      }
    }
  });
});

describe('toRest on what the app answers with', () => {
  let server: TestServer;
  let admin: User;
  let member: User;
  beforeAll(async () => {
    server = await startTestServer();
    ({ admin, member } = await writeSampleRows(server));
  }, 120_000);
  afterAll(() => server.close());

  const expectAsReference = (type: Function, values: unknown[], path: string) => {
    expect(values.length, `${path}: some to compare`).toBeGreaterThan(0);
    expectSameListAs(type, toRest(values) as unknown[], restReference(values) as unknown[], path);
  };

  it('answers users, journal entries, bulletins and grievances (entities) exactly as the reference', async () => {
    const em = server.orm.em.fork();
    expectAsReference(User, await em.find(User, {}), 'users');
    expectAsReference(JournalEntry, await em.find(JournalEntry, {}, { populate: ENTRY_POPULATE }), 'journal entries');
    expectAsReference(Bulletin, await em.find(Bulletin, {}), 'bulletins');
    expectAsReference(Grievance, await em.find(Grievance, {}, { populate: ['category', 'imageRows'] }), 'grievances');
    expectAsReference(GrievanceCategory, await em.find(GrievanceCategory, {}), 'grievance categories');
  });

  it('answers the hand-written lists’ views exactly as the reference', async () => {
    expectAsReference(JournalEntry, await listEntries(server.orm.em.fork(), member), 'listEntries');
    expectAsReference(Bulletin, await listBulletins(server.orm.em.fork(), admin, true), 'listBulletins');
  });
});
