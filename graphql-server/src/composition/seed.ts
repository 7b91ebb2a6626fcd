import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../auth/passwords.js';
import { EmailAllowlistEntry } from '../modules/allowlist/allowlist.entity.js';
import { seedJournal } from '../modules/journal/journal.seed.js';
import { seedGrievances } from '../modules/grievances/grievances.seed.js';
import { seedCases } from '../modules/cases/cases.seed.js';
import { seedBulletins } from '../modules/bulletins/bulletins.seed.js';
import { seedStewards } from '../modules/stewards/stewards.seed.js';
import { User } from '../auth/user.entity.js';
import { seedContract } from '../modules/contract/contract.seed.js';
import type { DemoSeeder } from '../db/seed-types.js';

export const DEMO_PASSWORD = 'union-demo-2020';

/**
 * Demo data for a first look, only on an empty database (no users yet): an administrator, two members, a shop steward
 * (each with the department they work in, as the steward directory spells it) and an allowlisted address for trying
 * registration. Each domain adds its own demo rows through `demoSeeders`.
 */
export async function seedDemoData(em: EntityManager): Promise<boolean> {
  if ((await em.count(User, {})) > 0) return false;
  const password = await hashPassword(DEMO_PASSWORD);
  const admin = em.create(User, {
    username: 'admin',
    personalEmail: 'admin@example.org',
    firstName: 'Dana',
    lastName: 'Okafor',
    employeeNumber: '100001',
    employmentStatus: 'full_time',
    hireDate: '2008-05-12',
    department: 'Tower/Operations',
    hashedPassword: password,
    isAdmin: true,
    isSuperAdmin: false,
  });
  const member = em.create(User, {
    username: 'member',
    personalEmail: 'member@example.org',
    phoneNumber: '(817) 555-0142',
    firstName: 'Marcus',
    lastName: 'Reyes',
    employeeNumber: '204518',
    employmentStatus: 'full_time',
    hireDate: '2015-09-21',
    department: 'Ramp',
    hashedPassword: password,
  });
  const partTime = em.create(User, {
    username: 'parttime',
    personalEmail: 'parttime@example.org',
    firstName: 'Priya',
    lastName: 'Shah',
    employeeNumber: '318277',
    employmentStatus: 'part_time',
    hireDate: '2022-03-07',
    department: 'Baggage',
    hashedPassword: password,
  });
  const steward = em.create(User, {
    username: 'steward',
    personalEmail: 'r.castillo@local-union.example',
    phoneNumber: '(817) 555-0101',
    firstName: 'Raymond',
    lastName: 'Castillo',
    employeeNumber: '152090',
    employmentStatus: 'full_time',
    hireDate: '2006-02-13',
    department: 'Ramp',
    hashedPassword: password,
    isSteward: true,
  });
  for (const email of ['admin@example.org', 'member@example.org', 'parttime@example.org', 'newhire@example.org']) {
    em.create(EmailAllowlistEntry, { email, isActive: true, addedBy: admin });
  }
  await em.flush();
  for (const seeder of demoSeeders) await seeder(em, { admin, member, partTime, steward });
  await em.flush();
  return true;
}

/** Domain seeders (stewards, bulletins, journal, contract...) register here. */
const demoSeeders: DemoSeeder[] = [seedStewards, seedBulletins, seedJournal, seedGrievances, seedCases, seedContract];
