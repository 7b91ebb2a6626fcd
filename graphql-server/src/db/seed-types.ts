import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../auth/user.entity.js';

// What a domain's demo seeder receives. Apart from composition/seed.ts so that the module seeds depend on this file and
// composition/seed.ts on them, never both ways.

/** The demo accounts every domain seeder can own rows for. */
export interface DemoUsers {
  admin: User;
  member: User;
  partTime: User;
  /** A shop steward (Raymond Castillo in the directory) who works cases on the Union Desk. */
  steward: User;
}

/** Adds one domain's demo rows (stewards, bulletins, journal, contract...). */
export type DemoSeeder = (em: EntityManager, users: DemoUsers) => Promise<void>;
