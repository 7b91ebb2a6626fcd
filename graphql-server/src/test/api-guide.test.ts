import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.js';
import { startTestServer, type TestServer } from './harness.js';

// Keeps docs/api.md honest: its three example scripts run as an integrator runs them (node, two environment
// variables, a token made through the real mutation) against a real server, and what they print is checked.

const EXAMPLES = fileURLToPath(new URL('../../../docs/examples/', import.meta.url));

let server: TestServer;
let member: TestClient;
let memberToken: string;
let adminToken: string;
let adminWithoutAdminWrite: string;

beforeAll(async () => {
  server = await startTestServer();
  member = (await server.signedIn({ firstName: 'Dana', lastName: 'Reyes' })).client;
  const admin = (await server.signedIn({ isAdmin: true })).client;
  memberToken = await createToken(member, ['read']);
  adminToken = await createToken(admin, ['read', 'admin:read', 'admin:write']);
  adminWithoutAdminWrite = await createToken(admin, ['read', 'write', 'admin:read']);
});
afterAll(() => server.close());

async function createToken(client: TestClient, scopes: string[]): Promise<string> {
  const res = await client.gql(`mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { token } }`, {
    input: { name: 'API guide example', scopes, expiresInDays: 30 },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createAccessToken.token;
}

async function created(client: TestClient, path: string, body: unknown) {
  const res = await client.rest('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Runs `node docs/examples/<script>` with the guide's two variables, as a child process; never throws. */
function runExample(script: string, token: string, args: string[] = [], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [EXAMPLES + script, ...args],
      { env: { PATH: process.env.PATH ?? '', UNION_API_URL: server.url, UNION_API_TOKEN: token, ...env }, timeout: 20_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('docs/api.md', () => {
  it('shows every example script, with curl, the way it is run', async () => {
    const guide = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const scripts = (await readdir(EXAMPLES)).filter((name) => name.endsWith('.mjs'));
    expect(scripts.sort()).toEqual(['export-journal-csv.mjs', 'night-shift-stewards.mjs', 'post-bulletin.mjs']);
    for (const script of scripts) {
      expect(guide).toContain(`(examples/${script})`);
      expect(guide).toContain(`node docs/examples/${script}`);
    }
    expect(guide).toContain('Authorization: Bearer $UNION_API_TOKEN');
    // A real-looking token in the guide would be a leaked secret to every scanner (and a bad example).
    expect(guide).not.toMatch(/uc_pat_[0-9A-Za-z]{36}/);
  });
});

describe('export-journal-csv.mjs', () => {
  it('writes every one of my entries, newest first, with witnesses, quoted for a spreadsheet, over several pages', async () => {
    const event = await created(member, '/api/journal/events', { eventTitle: 'Overtime, ramp 3' });
    const entry = (entryDate: string, incidentNotes: string, extra: Record<string, unknown> = {}) =>
      created(member, '/api/journal/entries', {
        eventId: event.id,
        employeeName: 'Dana Reyes',
        employeeNumber: 'E1001',
        shift: '10pm-6am (Night)',
        jobTitle: 'Fleet Service Agent',
        incidentNotes,
        entryDate,
        ...extra,
      });
    const quoted = await entry('2026-03-02', 'Lead said "no OT for you", then\nassigned it to a junior agent.', { status: 'saved' });
    await entry('2026-02-27', 'Asked for the OT list; none posted.');
    await entry('2026-03-05', '=SUM(A1:A9) is what the lead wrote on the board', { isSwappedShift: true, teamNumber: '7' });
    await entry('2026-01-15', 'Plain note');
    await entry('2026-02-01', 'Another plain note');
    await created(member, `/api/journal/entries/${quoted.id}/participants`, {
      name: 'Sam "Red" Ortiz',
      jobTitle: 'Lead Agent',
      employeeNumber: 'E2002',
    });
    await created(member, `/api/journal/entries/${quoted.id}/participants`, { name: 'Lee, Kim', jobTitle: 'Fleet Service Agent' });

    // Another member's journal never reaches my export.
    const other = (await server.signedIn()).client;
    const otherEvent = await created(other, '/api/journal/events', { eventTitle: 'Not mine' });
    await created(other, '/api/journal/entries', {
      eventId: otherEvent.id,
      employeeName: 'Someone Else',
      employeeNumber: 'E9',
      shift: 'Day',
      jobTitle: 'Agent',
      incidentNotes: 'Private to them',
    });

    const run = await runExample('export-journal-csv.mjs', memberToken, [], { UNION_PAGE_SIZE: '2' });
    expect(run.stderr).toBe('Exported 5 journal entries.\n');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\r\n')).toEqual([
      'Date,Event,Status,Shift,Swapped shift,Employee,Employee number,Job title,Team,Notes,Witnesses',
      `2026-03-05,"Overtime, ramp 3",draft,10pm-6am (Night),yes,Dana Reyes,E1001,Fleet Service Agent,7,'=SUM(A1:A9) is what the lead wrote on the board,`,
      '2026-03-02,"Overtime, ramp 3",saved,10pm-6am (Night),no,Dana Reyes,E1001,Fleet Service Agent,,' +
        '"Lead said ""no OT for you"", then\nassigned it to a junior agent.",' +
        '"Sam ""Red"" Ortiz (Lead Agent, E2002); Lee, Kim (Fleet Service Agent)"',
      '2026-02-27,"Overtime, ramp 3",draft,10pm-6am (Night),no,Dana Reyes,E1001,Fleet Service Agent,,Asked for the OT list; none posted.,',
      '2026-02-01,"Overtime, ramp 3",draft,10pm-6am (Night),no,Dana Reyes,E1001,Fleet Service Agent,,Another plain note,',
      '2026-01-15,"Overtime, ramp 3",draft,10pm-6am (Night),no,Dana Reyes,E1001,Fleet Service Agent,,Plain note,',
      '',
    ]);
    expect(run.stdout).not.toContain('Private to them');
  });

  it('says why when the token is refused, and exits non-zero', async () => {
    // Its last character changed (to one it is not: a random token ends in 'x' one time in 62).
    const altered = `${memberToken.slice(0, -1)}${memberToken.endsWith('x') ? 'y' : 'x'}`;
    const run = await runExample('export-journal-csv.mjs', altered);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('401 UNAUTHENTICATED: This is not a personal access token (check that it was copied whole).\n');
  });
});

describe('night-shift-stewards.mjs', () => {
  it('lists only the active stewards whose shift is night', async () => {
    const admin = (await server.signedIn({ isAdmin: true })).client;
    const steward = (name: string, shift: string, department: string) =>
      created(admin, '/api/admin/shop-stewards', {
        name,
        position: 'Steward',
        department,
        shift,
        phoneNumber: '(817) 555-0100',
        email: `${name.split(' ')[0].toLowerCase()}@example.org`,
      });
    await steward('Tanya Whitfield', 'night', 'Ramp');
    await steward('Marcus Bell', 'day', 'Ramp');
    await steward('Linda Nguyen', 'night', 'Baggage');
    await steward('Omar Haddad', 'swing', 'Cargo');
    const gone = await steward('Rita Moss', 'night', 'Cargo');
    const res = await admin.rest('POST', `/api/admin/shop-stewards/${gone.id}/deactivate`);
    expect(res.status).toBe(200);

    const run = await runExample('night-shift-stewards.mjs', memberToken);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'Shop stewards on the night shift (2):\n' +
        'Linda Nguyen | Steward | Baggage | (817) 555-0100 | linda@example.org\n' +
        'Tanya Whitfield | Steward | Ramp | (817) 555-0100 | tanya@example.org\n',
    );

    const swing = await runExample('night-shift-stewards.mjs', memberToken, ['swing']);
    expect(swing.stdout).toBe('Shop stewards on the swing shift (1):\nOmar Haddad | Steward | Cargo | (817) 555-0100 | omar@example.org\n');
  });
});

describe('post-bulletin.mjs', () => {
  it("posts a bulletin with an administrator's admin:write token, published now", async () => {
    const run = await runExample('post-bulletin.mjs', adminToken, ['Ramp safety stand-down', 'Thursday 0600, gate B12.', 'urgent']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Posted bulletin [0-9a-f-]{36}: "Ramp safety stand-down" \(urgent\), published \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.\n$/,
    );

    // A member sees it in the feed.
    const feed = await member.gql('{ bulletins { title content type publishedAt } }');
    expect(feed.data.bulletins).toContainEqual(
      expect.objectContaining({ title: 'Ramp safety stand-down', content: 'Thursday 0600, gate B12.', type: 'urgent' }),
    );
  });

  it("is refused to a member's token and to an administrator's token without admin:write, and posts nothing", async () => {
    const byMember = await runExample('post-bulletin.mjs', memberToken, ['Not allowed', 'x']);
    expect(byMember).toEqual({ code: 1, stdout: '', stderr: '403: You need administrator privileges to do this.\n' });

    const withoutScope = await runExample('post-bulletin.mjs', adminWithoutAdminWrite, ['Not allowed', 'x']);
    expect(withoutScope).toEqual({ code: 1, stdout: '', stderr: "403: This access token does not have the 'admin:write' scope.\n" });

    const invalid = await runExample('post-bulletin.mjs', adminToken, ['Bad type', 'x', 'party']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe(
      '400: Type must be one of general, test_scores, training or urgent\n  type: Type must be one of general, test_scores, training or urgent\n',
    );

    const feed = await member.gql('{ bulletins { title } }');
    expect(feed.data.bulletins.map((b: { title: string }) => b.title)).not.toContain('Not allowed');
    expect(feed.data.bulletins.map((b: { title: string }) => b.title)).not.toContain('Bad type');
  });
});
