import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoUsers } from '../../db/seed-types.js';
import { ShopSteward } from './steward.entity.js';

// A believable roster for the demo: every department on the ramp, all three shifts, chiefs and alternates.
// 555-01xx numbers are reserved for fiction.
const ROSTER: Array<[name: string, position: string, department: string, shift: string, phone: string, email: string | null]> = [
  ['Raymond Castillo', 'Chief Steward', 'Ramp', 'day', '(817) 555-0101', 'r.castillo@local-union.example'],
  ['Tanya Whitfield', 'Steward', 'Ramp', 'night', '(817) 555-0102', 't.whitfield@local-union.example'],
  ['DeShawn Mercer', 'Alternate Steward', 'Ramp', 'swing', '(817) 555-0103', null],
  ['Linda Nguyen', 'Chief Steward', 'Baggage', 'night', '(817) 555-0104', 'l.nguyen@local-union.example'],
  ['Carlos Ibarra', 'Steward', 'Baggage', 'day', '(817) 555-0105', 'c.ibarra@local-union.example'],
  ['Shirley Odom', 'Alternate Steward', 'Baggage', 'swing', '(817) 555-0106', null],
  ['Victor Okonkwo', 'Steward', 'Cargo', 'day', '(817) 555-0107', 'v.okonkwo@local-union.example'],
  ['Maria Delgado', 'Alternate Steward', 'Cargo', 'night', '(817) 555-0108', 'm.delgado@local-union.example'],
  ['Gene Pruitt', 'Steward', 'Provisioning', 'swing', '(817) 555-0109', 'g.pruitt@local-union.example'],
  ['Angela Brooks', 'Alternate Steward', 'Provisioning', 'day', '(817) 555-0110', null],
  ['Hector Salinas', 'Steward', 'GSE', 'night', '(817) 555-0111', 'h.salinas@local-union.example'],
  ['Kim Tran', 'Alternate Steward', 'GSE', 'day', '(817) 555-0112', 'k.tran@local-union.example'],
  ['Bernard Walsh', 'Chief Steward', 'Tower/Operations', 'swing', '(817) 555-0113', 'b.walsh@local-union.example'],
  ['Patrice Lemaire', 'Steward', 'Tower/Operations', 'day', '(817) 555-0114', null],
];

export async function seedStewards(em: EntityManager, { steward }: DemoUsers): Promise<void> {
  for (const [name, position, department, shift, phoneNumber, email] of ROSTER) {
    // The demo steward's account is linked to their directory record (one person, one record).
    const user = name === `${steward.firstName} ${steward.lastName}` ? steward : null;
    em.create(ShopSteward, { name, position, department, shift, phoneNumber, email, isActive: true, user });
  }
  // A steward who stepped down: kept for the administrators, not in the directory.
  em.create(ShopSteward, {
    name: 'Walter Greer',
    position: 'Steward',
    department: 'Cargo',
    shift: 'swing',
    phoneNumber: '(817) 555-0115',
    email: null,
    isActive: false,
  });
}
