import { User } from '../auth/user.entity.js';
import { seedBulletins } from '../modules/bulletins/bulletins.seed.js';
import { Grievance, GrievanceImage } from '../modules/grievances/grievance.entities.js';
import { seedGrievances } from '../modules/grievances/grievances.seed.js';
import { JournalEntry, JournalEntryImage } from '../modules/journal/journal.entities.js';
import { seedJournal } from '../modules/journal/journal.seed.js';
import type { TestServer } from './harness.js';

export interface SampleRows {
  admin: User;
  member: User;
}

/**
 * Rows of every kind the answers compared by the hot paths' tests hold: an administrator and a member, the demo's
 * bulletins, the member's journal (witnesses, a closed entry, one converted to a grievance) and grievance, and a photo
 * on an entry and on the grievance (their rows only: nothing reads the files).
 */
export async function writeSampleRows(server: TestServer): Promise<SampleRows> {
  const ids: string[] = [];
  for (const overrides of [{ isAdmin: true }, { phoneNumber: '(817) 555-0142' }, {}]) ids.push((await server.signedIn(overrides)).user.id);
  const em = server.orm.em.fork();
  const [admin, member, partTime] = await Promise.all(ids.map((id) => em.findOneOrFail(User, id)));
  for (const seed of [seedBulletins, seedJournal, seedGrievances]) await seed(em, { admin, member, partTime, steward: partTime });
  await em.flush();
  const stored = { fileName: 'a.jpg', originalFileName: 'gate.jpg', fileSize: 2048, mimeType: 'image/jpeg', objectStoragePath: 'none' };
  const image = { ...stored, sha256: '0'.repeat(64), order: 1 };
  const entry = await em.findOneOrFail(JournalEntry, { user: member, isGrievance: false }, { orderBy: { entryDate: 'desc' } });
  em.create(JournalEntryImage, { ...image, entry, caption: 'Gate C14' });
  em.create(GrievanceImage, { ...image, grievance: await em.findOneOrFail(Grievance, { user: member }), caption: null });
  await em.flush();
  return { admin, member };
}
