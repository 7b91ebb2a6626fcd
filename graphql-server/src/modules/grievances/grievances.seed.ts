import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoUsers } from '../../db/seed-types.js';
import { JournalEntry } from '../journal/journal.entities.js';
import { GrievanceCategory } from './grievance-category.entity.js';
import { Grievance } from './grievance.entities.js';

/**
 * One submitted grievance for the demo member, converted from their first belt loader entry (which becomes
 * read-only); the grievance-ready entry is left for trying Convert to Grievance. The categories come from the
 * migration, so every database has them.
 */
export async function seedGrievances(em: EntityManager, { member }: DemoUsers): Promise<void> {
  const entry = await em.findOne(JournalEntry, { user: member, status: 'saved' }, { orderBy: { entryDate: 'asc' } });
  const safety = await em.findOne(GrievanceCategory, { name: 'Safety' });
  em.create(Grievance, {
    user: member,
    journalEntry: entry,
    category: safety,
    status: 'submitted',
    submittedAt: new Date(Date.now() - 10 * 86_400_000),
    title: 'Belt loader BL-07 kept in service with a failed emergency stop',
    description:
      'On the morning shift at gate C14 the emergency stop on belt loader BL-07 did not cut power to the belt. I reported it ' +
      'to the crew chief on duty, who told me to finish loading. No lockout tag was placed and the loader stayed in service.',
    contractViolation:
      'Article 12 (Safety and Health): equipment found unsafe must be tagged out of service until repaired; employees may not ' +
      'be directed to operate equipment known to be unsafe.',
    location: 'Gate C14',
    witnessName: 'Alicia Romero',
    witnessEmployeeNumber: '198402',
    aiAssistance: 'Article 12 - Safety and Health: unsafe equipment must be removed from service until repaired.',
  });
  if (entry) entry.isGrievance = true;
}
