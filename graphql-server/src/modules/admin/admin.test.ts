import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDraft, isExpired } from '@union/rules/bulletins';
import { BULLETIN_TYPES } from '@union/rules/constants';
import { positionBadgeStyle } from '@union/rules/stewards';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { seedBulletins } from '../bulletins/bulletins.seed.js';
import { seedStewards } from '../stewards/stewards.seed.js';
import { User } from '../../auth/user.entity.js';

let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn({ isAdmin: true });
  const em = server.orm.em.fork();
  const user = await em.findOneOrFail(User, { id: admin.user.id });
  // The demo seeders of this domain, on the test database (what `SEED_DEMO` puts in a fresh install).
  await seedStewards(em, { admin: user, member: user, partTime: user, steward: user });
  await seedBulletins(em, { admin: user, member: user, partTime: user, steward: user });
  await em.flush();
});
afterAll(() => server.close());

describe('admin overview', () => {
  it('counts members, active stewards, active bulletins and allowlisted emails, through both doors', async () => {
    await server.signedIn(); // a second account
    await admin.client.rest('POST', '/api/admin/email-allowlist', { email: 'one@example.org' });
    await admin.client.rest('POST', '/api/admin/email-allowlist', { email: 'two@example.org', isActive: false });
    const rest = await admin.client.rest('GET', '/api/admin/overview');
    expect(rest.status).toBe(200);
    const stewards = (await admin.client.rest('GET', '/api/shop-stewards')).body.length;
    const bulletins = (await admin.client.rest('GET', '/api/bulletins')).body.length;
    expect(rest.body).toEqual({
      members: 2,
      administrators: 1,
      activeStewards: stewards,
      activeBulletins: bulletins,
      allowlistedEmails: 2,
      activeAllowlistedEmails: 1,
    });
    const gql = await admin.client.gql(
      '{ adminOverview { members administrators activeStewards activeBulletins allowlistedEmails activeAllowlistedEmails } }',
    );
    expect(gql.data?.adminOverview).toEqual(rest.body);
  });

  it('is for administrators only', async () => {
    const { client } = await server.signedIn();
    expect((await client.rest('GET', '/api/admin/overview')).status).toBe(403);
    expect((await client.gql('{ adminOverview { members } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.client().rest('GET', '/api/admin/overview')).status).toBe(401);
  });
});

describe('demo seed', () => {
  it('has a believable steward roster: several departments, all three shifts, chiefs and alternates, one inactive', async () => {
    const all = (await admin.client.rest('GET', '/api/admin/shop-stewards')).body as Array<Record<string, string | boolean>>;
    const active = all.filter((s) => s.isActive);
    expect(new Set(active.map((s) => s.department))).toEqual(
      new Set(['Ramp', 'Baggage', 'Cargo', 'Provisioning', 'GSE', 'Tower/Operations']),
    );
    expect(new Set(active.map((s) => s.shift))).toEqual(new Set(['day', 'night', 'swing']));
    const styles = active.map((s) => positionBadgeStyle(String(s.position)));
    expect(styles).toContain('primary');
    expect(styles).toContain('secondary');
    expect(styles).toContain('outline');
    expect(all.some((s) => !s.isActive)).toBe(true);
    expect(active.every((s) => /^\(817\) 555-01\d\d$/.test(String(s.phoneNumber)))).toBe(true);
  });

  it('has bulletins of each type, public and private, one expired, one draft, one inactive', async () => {
    const list = (await admin.client.rest('GET', '/api/bulletins?active=false')).body as Array<{
      type: string;
      isPublic: boolean;
      isActive: boolean;
      publishedAt: string | null;
      expiresAt: string | null;
    }>;
    for (const type of BULLETIN_TYPES) expect(list.some((b) => b.type === type)).toBe(true);
    expect(list.some((b) => b.isPublic)).toBe(true);
    expect(list.some((b) => !b.isPublic)).toBe(true);
    expect(list.filter((b) => b.isActive && isExpired(b))).toHaveLength(1);
    expect(list.filter((b) => b.isActive && isDraft(b))).toHaveLength(1);
    expect(list.some((b) => !b.isActive)).toBe(true);
  });
});
