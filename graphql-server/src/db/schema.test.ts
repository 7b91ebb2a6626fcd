import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { adminUrlFor } from '../test/databases.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { openDatabase } from '../composition/database.js';
import { JournalEntry, JournalEvent, JournalParticipant } from '../modules/journal/journal.entities.js';
import { Grievance } from '../modules/grievances/grievance.entities.js';
import { Bulletin, BulletinVisibility } from '../modules/bulletins/bulletin.entity.js';
import { TestScore } from '../modules/users/test-score.entity.js';
import { User } from '../auth/user.entity.js';

describe('migrations', () => {
  it('apply to an empty database and leave nothing for the entities to change', async () => {
    const server = inject('pgServerUrl');
    const name = `empty_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const orm = await openDatabase(adminUrlFor(server, name));
    try {
      const tables = await orm.em
        .getConnection()
        .execute<{ table_name: string }[]>(`select table_name from information_schema.tables where table_schema = 'public'`);
      const names = tables.map((t) => t.table_name);
      for (const table of [
        'users',
        'test_scores',
        'bulletins',
        'bulletin_visibility',
        'email_allowlist',
        'grievances',
        'grievance_images',
        'shop_stewards',
        'grievance_categories',
        'journal_events',
        'journal_entries',
        'journal_participants',
        'journal_entry_images',
      ]) {
        expect(names).toContain(table);
      }
      // The committed migrations describe exactly what the entities declare.
      expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
      expect(await orm.migrator.getPending()).toHaveLength(0);
    } finally {
      await orm.close();
    }
  });
});

describe('cascades', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function memberWithRecords() {
    const { user } = await server.signedIn();
    const em = server.orm.em.fork();
    const owner = await em.findOneOrFail(User, { id: user.id });
    const event = em.create(JournalEvent, { user: owner, eventTitle: 'Forced overtime' });
    const entry = em.create(JournalEntry, {
      user: owner,
      event,
      employeeName: 'A',
      employeeNumber: '1',
      shift: '6am-2pm (Day)',
      jobTitle: 'Crew Chief',
      incidentNotes: 'n',
    });
    em.create(JournalParticipant, { entry, name: 'W', jobTitle: 'Team Lead', order: 1 });
    const grievance = em.create(Grievance, { user: owner, journalEntry: entry, title: 't', description: 'd', contractViolation: 'c' });
    em.create(TestScore, { user: owner, testName: 'Pushback', score: 9, maxScore: 10, percentage: 90 });
    const bulletin = em.create(Bulletin, { title: 'b', content: 'c', isPublic: false });
    em.create(BulletinVisibility, { user: owner, bulletin, hasOptedIn: true });
    await em.flush();
    return { userId: owner.id, entryId: entry.id, grievanceId: grievance.id };
  }

  it('deleting a user removes their scores, visibility rows, grievances, events, entries and participants', async () => {
    const { userId } = await memberWithRecords();
    const em = server.orm.em.fork();
    await em.nativeDelete(User, { id: userId });
    expect(await em.count(JournalEvent, { user: userId })).toBe(0);
    expect(await em.count(JournalEntry, { user: userId })).toBe(0);
    expect(await em.count(JournalParticipant, { entry: { user: userId } })).toBe(0);
    expect(await em.count(Grievance, { user: userId })).toBe(0);
    expect(await em.count(TestScore, { user: userId })).toBe(0);
    expect(await em.count(BulletinVisibility, { user: userId })).toBe(0);
  });

  it('deleting an entry keeps its grievance and clears the link', async () => {
    const { entryId, grievanceId } = await memberWithRecords();
    const em = server.orm.em.fork();
    await em.nativeDelete(JournalEntry, { id: entryId });
    const grievance = await em.findOneOrFail(Grievance, { id: grievanceId });
    expect(grievance.journalEntryId).toBeNull();
  });
});
