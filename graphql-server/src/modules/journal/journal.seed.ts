import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoUsers } from '../../db/seed-types.js';
import { JournalEntry, JournalEvent, JournalParticipant } from './journal.entities.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A believable journal for the demo member: two ramp incidents and an overtime dispute, one entry closed. */
export async function seedJournal(em: EntityManager, { member }: DemoUsers): Promise<void> {
  const beltLoader = em.create(JournalEvent, {
    user: member,
    eventTitle: 'Belt loader BL-07 emergency stop failure',
    description: 'Gate C14. The emergency stop on belt loader BL-07 does not cut power; crews were told to keep using it.',
    isActive: true,
  });
  const overtime = em.create(JournalEvent, {
    user: member,
    eventTitle: 'Saturday overtime bypassed by seniority',
    description: 'Overtime for the Saturday morning bank was offered to junior agents without asking the seniority list.',
    isActive: true,
  });
  const me = { employeeName: 'Marcus Reyes', employeeNumber: '204518', teamNumber: 'Team 4', jobTitle: 'Fleet Service Agent' };

  const first = em.create(JournalEntry, {
    ...me,
    user: member,
    event: beltLoader,
    shift: '6am-2pm (Day)',
    entryDate: daysAgo(12),
    status: 'saved',
    incidentNotes:
      'At 06:40 I pressed the emergency stop on BL-07 while loading the 7:15 departure at C14. The belt kept running. ' +
      'I reported it to the crew chief on duty, who told me to finish loading and write it up after the push. ' +
      'No lockout tag was placed on the loader.',
  });
  em.create(JournalParticipant, {
    entry: first,
    order: 1,
    name: 'Alicia Romero',
    jobTitle: 'Senior Fleet Service Agent',
    employeeNumber: '198402',
    notes: 'Was on the belt with me when the stop failed.',
  });
  em.create(JournalParticipant, { entry: first, order: 2, name: 'Tom Becker', jobTitle: 'Crew Chief', employeeNumber: '176930' });

  const second = em.create(JournalEntry, {
    ...me,
    user: member,
    event: beltLoader,
    shift: '6am-2pm (Day)',
    entryDate: daysAgo(5),
    status: 'grievance_ready',
    isSwappedShift: true,
    incidentNotes:
      'BL-07 was back at C14 with no repair tag and no maintenance sign-off in the log book. I asked the lead for another ' +
      'loader and was told none were available. We loaded two flights with it. Pictures of the missing tag taken at 07:05.',
  });
  em.create(JournalParticipant, {
    entry: second,
    order: 1,
    name: 'Alicia Romero',
    jobTitle: 'Senior Fleet Service Agent',
    employeeNumber: '198402',
  });

  const closed = em.create(JournalEntry, {
    ...me,
    user: member,
    event: overtime,
    shift: '2pm-10pm (Evening)',
    entryDate: daysAgo(30),
    status: 'closed',
    isClosed: true,
    incidentNotes:
      'Saturday overtime (04:00-12:00) went to two agents hired this year. I am third on the seniority list and was at work ' +
      'all week; nobody called. The supervisor said the list "was not posted in time". Resolved: paid the missed hours after ' +
      'the steward raised it.',
  });
  em.create(JournalParticipant, {
    entry: closed,
    order: 1,
    name: 'Denise Carter',
    jobTitle: 'Lead Fleet Service Agent',
    employeeNumber: '165221',
  });
}
