import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { publishSample } from '../contract/contract.testing.js';

const RIGHTS =
  '{ representationRights { laborLaw laborLawLabel provision { reference allowsDeclining sectionId } script { kind basis words steps } } }';
const CONFIRM =
  'mutation C($input: RepresentationProvisionInput!) { confirmRepresentationProvision(input: $input) { provision { reference allowsDeclining } script { kind words } } }';

type Signed = Awaited<ReturnType<TestServer['signedIn']>>;
const scriptText = (script: { basis: string; words: string; steps: string[] }) => [script.basis, script.words, ...script.steps].join(' ');

describe('representation rights on an airline local (the defaults: RLA, no provision confirmed)', () => {
  let server: TestServer;
  let admin: Signed;
  let member: Signed;
  beforeAll(async () => {
    server = await startTestServer();
    await publishSample(server.orm);
    admin = await server.signedIn({ isAdmin: true });
    member = await server.signedIn();
  });
  afterAll(() => server.close());

  it('tells a member to ask, have it noted, answer truthfully and call a steward after: never Weingarten, never to decline', async () => {
    const rest = await member.client.rest('GET', '/api/rights/representation');
    expect(rest.status).toBe(200);
    expect(rest.body.laborLaw).toBe('rla');
    expect(rest.body.provision).toBeNull();
    expect(rest.body.script.kind).toBe('ask_and_note');
    expect(scriptText(rest.body.script)).not.toMatch(/weingarten|not to participate/i);
    expect(rest.body.script.steps.join(' ')).toMatch(/answer truthfully/);
    const gql = await member.client.gql(RIGHTS);
    expect(gql.data?.representationRights).toEqual(rest.body);
  });

  it("proposes the agreement's own representation section to an officer, who confirms it; members' words then cite it", async () => {
    const proposals = await admin.client.rest('GET', '/api/admin/representation/proposals');
    expect(proposals.status).toBe(200);
    expect(proposals.body[0].reference).toMatch(/Section 15\.3/);

    const confirmed = await admin.client.rest('POST', '/api/admin/representation', {
      reference: 'Article 15, Section 15.3',
      allowsDeclining: false,
      sectionId: proposals.body[0].sectionId,
    });
    expect(confirmed.status).toBe(200);
    const seen = (await member.client.rest('GET', '/api/rights/representation')).body;
    expect(seen.provision).toMatchObject({
      reference: 'Article 15, Section 15.3',
      allowsDeclining: false,
      sectionId: proposals.body[0].sectionId,
    });
    expect(seen.script.kind).toBe('agreement');
    expect(seen.script.words).toContain('Article 15, Section 15.3');
    expect(scriptText(seen.script)).not.toMatch(/not to participate/i);

    // Confirmed again, as letting a member decline: the words say so.
    const again = await admin.client.gql(CONFIRM, { input: { reference: 'Article 15, Section 15.3', allowsDeclining: true } });
    expect(again.data?.confirmRepresentationProvision.script.words).toMatch(/Until my representative arrives/);

    // Withdrawn: back to asking and noting.
    expect((await admin.client.rest('DELETE', '/api/admin/representation')).body.provision).toBeNull();
    expect((await member.client.rest('GET', '/api/rights/representation')).body.script.kind).toBe('ask_and_note');
  });

  it('answers a question about representation in the contract assistant with the same script', async () => {
    const ask = await member.client.rest('POST', '/api/contract/ask', {
      question: 'Can I have a union rep when my supervisor questions me?',
    });
    expect(ask.status).toBe(200);
    const rights = (await member.client.rest('GET', '/api/rights/representation')).body;
    expect(ask.body.representation).toEqual(rights.script);
    const other = await member.client.rest('POST', '/api/contract/ask', { question: 'How is overtime distributed?' });
    expect(other.body.representation).toBeNull();
  });

  it('refuses a confirmation without a reference, or of a section not in the contract, and to members', async () => {
    const empty = await admin.client.rest('POST', '/api/admin/representation', { reference: '  ', allowsDeclining: false });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.reference).toBe('Name the article and section that grants representation');
    const stranger = await admin.client.rest('POST', '/api/admin/representation', {
      reference: 'Article 99',
      allowsDeclining: false,
      sectionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(stranger.status).toBe(404);
    expect((await member.client.rest('POST', '/api/admin/representation', { reference: 'Article 1', allowsDeclining: true })).status).toBe(
      403,
    );
    expect((await member.client.rest('GET', '/api/admin/representation/proposals')).status).toBe(403);
    expect((await server.client().rest('GET', '/api/rights/representation')).status).toBe(401);
  });
});

describe('representation rights under the NLRA', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LABOR_LAW: 'nlra' });
  });
  afterAll(() => server.close());

  it('gives the Weingarten script', async () => {
    const { client } = await server.signedIn();
    const body = (await client.rest('GET', '/api/rights/representation')).body;
    expect(body.laborLaw).toBe('nlra');
    expect(body.script.kind).toBe('weingarten');
    expect(body.script.words).toContain('I choose not to participate in this discussion');
  });
});
