import type { EntityManager } from '@mikro-orm/postgresql';
import type { DemoUsers } from '../../db/seed-types.js';
import type { BulletinType } from '@union/rules/constants';
import { Bulletin } from './bulletin.entity.js';

const DAY = 24 * 3_600_000;

interface DemoBulletin {
  title: string;
  content: string;
  type: BulletinType;
  isPublic?: boolean;
  /** Days from now; null: Draft. */
  published: number | null;
  expires?: number;
  isActive?: boolean;
}

const BULLETINS: DemoBulletin[] = [
  {
    title: 'Severe weather: ramp lightning protocol reminder',
    content:
      'When lightning is reported within 5 miles of the field, ramp operations stop and everyone clears to shelter. ' +
      'Nobody may be disciplined for refusing to work the ramp during a ramp closure. If a supervisor pressures you ' +
      'to keep working, write down the time, the names and what was said, and call your shop steward right away.',
    type: 'urgent',
    published: -1,
  },
  {
    title: 'Overtime sign-up sheets move to the break room kiosk',
    content:
      'Starting next pay period, voluntary overtime sign-ups for Ramp, Baggage and Cargo are taken at the break room ' +
      'kiosk instead of the paper sheets at the crew desk. Overtime is still offered by seniority under the contract. ' +
      'Ask a steward if your name is skipped.',
    type: 'general',
    published: -3,
  },
  {
    title: 'Wide-body pushback recertification: new class dates',
    content:
      'Recurrent pushback training for wide-body tugs runs every Tuesday and Thursday this month in the GSE classroom. ' +
      'Training time is paid time. Bring your badge and your current certification card.',
    type: 'training',
    isPublic: false,
    published: -5,
  },
  {
    title: 'Hazmat awareness test results posted',
    content:
      "Results for last month's hazmat awareness test are in your member profile. If you scored below the passing " +
      'mark you are entitled to a paid retest within 30 days.',
    type: 'test_scores',
    isPublic: false,
    published: -8,
  },
  {
    title: 'General membership meeting',
    content:
      'The quarterly general membership meeting is at the union hall, 7:00 PM on the second Wednesday. Agenda: ' +
      'contract enforcement report, steward elections, and the shift-bid schedule. Food provided.',
    type: 'general',
    published: -12,
  },
  {
    title: 'Holiday peak staffing: extra shifts available',
    content: 'Extra shifts for the holiday peak were offered by seniority. The sign-up window has closed.',
    type: 'general',
    published: -40,
    expires: -10,
  },
  {
    title: 'Deicing training for the winter season (draft)',
    content: 'Dates and rooms for the deicing refresher are still being confirmed with the training department.',
    type: 'training',
    published: null,
  },
  {
    title: 'Old parking lot shuttle schedule',
    content: 'The employee lot shuttle runs every 10 minutes around shift change.',
    type: 'general',
    published: -90,
    isActive: false,
  },
];

export async function seedBulletins(em: EntityManager, { admin }: DemoUsers): Promise<void> {
  const now = Date.now();
  for (const b of BULLETINS) {
    const publishedAt = b.published === null ? null : new Date(now + b.published * DAY);
    em.create(Bulletin, {
      title: b.title,
      content: b.content,
      type: b.type,
      isPublic: b.isPublic ?? true,
      publishedAt,
      expiresAt: b.expires === undefined ? null : new Date(now + b.expires * DAY),
      author: admin,
      isActive: b.isActive ?? true,
    });
  }
}
