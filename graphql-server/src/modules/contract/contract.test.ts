import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { publishSample } from './contract.testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await publishSample(server.orm);
});
afterAll(() => server.close());

const ASK =
  'mutation Ask($q: String!) { askContract(question: $q) { answer timestamp confidence sources citations { reference sectionId } } }';

describe('askContract', () => {
  it('answers an answerable question from the right article, quoting it, with its confidence and sources', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/contract/ask', { question: 'Can my supervisor force me to work overtime?' });
    expect(res.status).toBe(200);
    // The answer's fields; `representation` is null: the question is not about representation in a meeting.
    expect(Object.keys(res.body).sort()).toEqual(['answer', 'citations', 'confidence', 'representation', 'sources', 'timestamp']);
    expect(res.body.representation).toBeNull();
    expect(res.body.sources[0]).toBe('Article 7, Section 7.4 - Mandatory Overtime');
    expect(res.body.answer).toContain('Article 7, Section 7.4 - Mandatory Overtime says:');
    expect(res.body.answer).toContain('inverse seniority order');
    expect(res.body.confidence).toBeGreaterThanOrEqual(50);
    expect(res.body.confidence).toBeLessThanOrEqual(100);
    expect(Number.isNaN(Date.parse(res.body.timestamp))).toBe(false);
  });

  it('gives the same answer through GraphQL', async () => {
    const { client } = await server.signedIn();
    const res = await client.gql(ASK, { q: '  How much notice do I get before my schedule changes?  ' });
    expect(res.errors).toBeUndefined();
    expect(res.data.askContract.sources[0]).toBe('Article 6, Section 6.4 - Schedule Changes');
    expect(res.data.askContract.citations[0].reference).toBe('Article 6, Section 6.4 - Schedule Changes');
  });

  it('declines an off-topic question with low confidence, names the closest articles and suggests a steward', async () => {
    const { client } = await server.signedIn();
    for (const question of ["What's a good recipe for chili?", 'What is the 401k match?']) {
      const res = await client.rest('POST', '/api/contract/ask', { question });
      expect(res.status).toBe(200);
      expect(res.body.confidence).toBeLessThan(35);
      expect(res.body.sources).toEqual([]);
      expect(res.body.answer).toMatch(/^The contract does not appear to cover this question\./);
      expect(res.body.answer).toContain('shop steward');
    }
    const res = await client.rest('POST', '/api/contract/ask', { question: 'Can I smoke on the ramp?' });
    expect(res.body.answer).toMatch(/The closest articles are (Article|Letter)/);
  });

  it('puts the part-time provision first for a part-time member, and says so; a full-time member gets the general rule', async () => {
    const partTime = (await server.signedIn({ employmentStatus: 'part_time' })).client;
    const pt = await partTime.rest('POST', '/api/contract/ask', { question: 'How is overtime paid?' });
    expect(pt.body.sources[0]).toBe('Article 14, Section 14.3 - Part-Time Overtime');
    expect(pt.body.answer).toMatch(/^As a part-time employee, the part-time provisions apply to you first\./);
    const fullTime = (await server.signedIn({ employmentStatus: 'full_time' })).client;
    const ft = await fullTime.rest('POST', '/api/contract/ask', { question: 'How is overtime paid?' });
    expect(ft.body.sources[0]).toBe('Article 7, Section 7.1 - Overtime Pay');
    expect(ft.body.answer).not.toMatch(/part-time/i);
  });

  it('points discipline questions to a steward and to the right to representation', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/contract/ask', { question: 'Can I be fired without just cause?' });
    expect(res.body.sources[0]).toBe('Article 15, Section 15.1 - Just Cause');
    expect(res.body.sources).toContain('Article 15, Section 15.3 - Right to Representation in Investigations');
    expect(res.body.answer).toContain('talk to your shop steward');
    expect(res.body.answer).toContain('right to have a steward or other union representative');
  });

  it('refuses a blank or too long question with the spec messages, on both doors', async () => {
    const { client } = await server.signedIn();
    for (const body of [{ question: '' }, { question: '   \n ' }, {}, { question: 42 }]) {
      const res = await client.rest('POST', '/api/contract/ask', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Question is required');
    }
    const long = await client.rest('POST', '/api/contract/ask', { question: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Question is too long');
    // 1000 characters after trimming is allowed.
    const edge = await client.rest('POST', '/api/contract/ask', { question: `  ${'overtime '.repeat(111)}o  ` });
    expect(edge.status).toBe(200);
    const gql = await client.gql(ASK, { q: ' ' });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Question is required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = server.client();
    const res = await visitor.rest('POST', '/api/contract/ask', { question: 'How is overtime paid?' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
    const gql = await visitor.gql(ASK, { q: 'How is overtime paid?' });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.rest('POST', '/api/journal/analyze-for-grievance', { journalContent: 'x' })).status).toBe(401);
    expect((await visitor.rest('GET', '/api/contract/outline')).status).toBe(401);
  });

  it('limits a member to 20 questions a minute (429), without affecting other members', async () => {
    const { client } = await server.signedIn();
    for (let i = 0; i < 20; i++) {
      expect((await client.rest('POST', '/api/contract/ask', { question: `When is payday? ${i}` })).status).toBe(200);
    }
    const limited = await client.rest('POST', '/api/contract/ask', { question: 'When is payday?' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('You have asked a lot of questions in a short time. Please wait a minute and try again.');
    const gql = await client.gql(ASK, { q: 'When is payday?' });
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const other = (await server.signedIn()).client;
    expect((await other.rest('POST', '/api/contract/ask', { question: 'When is payday?' })).status).toBe(200);
  });
});

describe('cited sections and the outline', () => {
  it("opens a cited section's full text by its id, and lists the published outline", async () => {
    const { client } = await server.signedIn();
    const answer = await client.gql(ASK, { q: 'Can I refuse to do work that is unsafe?' });
    const citation = answer.data.askContract.citations[0];
    const section = await client.gql(
      'query S($id: ID!) { contractSection(id: $id) { reference articleLabel articleTitle sectionNumber sectionTitle text documentTitle effectiveDate isCurrent } }',
      { id: citation.sectionId },
    );
    expect(section.data.contractSection).toMatchObject({
      reference: 'Article 18, Section 18.2 - Right to Refuse Unsafe Work',
      articleLabel: 'Article 18',
      articleTitle: 'Safety and Health',
      sectionNumber: '18.2',
      effectiveDate: '2020-03-26',
      isCurrent: true,
    });
    expect(section.data.contractSection.text).toMatch(/^An employee who in good faith believes/);
    const rest = await client.rest('GET', `/api/contract/sections/${citation.sectionId}`);
    expect(rest.body.text).toBe(section.data.contractSection.text);
    expect((await client.rest('GET', '/api/contract/sections/not-an-id')).status).toBe(404);
    expect((await client.rest('GET', '/api/contract/sections/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const outline = await client.gql('{ contractOutline { title kind label effectiveDate isPublished sectionList { reference } } }');
    expect(outline.data.contractOutline.map((d: { kind: string }) => d.kind)).toEqual(['agreement', 'side_letter']);
    expect(outline.data.contractOutline[0].sectionList).toHaveLength(94);
  });
});

describe('analyzeForGrievance', () => {
  it('suggests the articles an incident may have violated, each with its reference and why', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/journal/analyze-for-grievance', {
      journalContent:
        'Overtime on the bag room was given to a junior agent even though I am more senior and signed the overtime list. My supervisor skipped me twice this month.',
    });
    expect(res.status).toBe(200);
    const [first] = res.body.suggestedArticles;
    expect(first.article).toMatch(/^Article 7, Section 7\.[23]/);
    expect(first.reason).toContain('Your description mentions');
    expect(first.reason).toContain(first.article);
    expect(first.confidence).toBeGreaterThan(0);
    const gql = await client.gql(
      'mutation A($t: String!) { analyzeForGrievance(journalContent: $t) { suggestedArticles { article reason confidence sectionId } } }',
      {
        t: 'I was called into an investigatory meeting about a safety violation and my request for a steward was denied.',
      },
    );
    expect(gql.data.analyzeForGrievance.suggestedArticles[0].article).toBe(
      'Article 15, Section 15.3 - Right to Representation in Investigations',
    );
  });

  it('refuses an empty description', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/journal/analyze-for-grievance', { journalContent: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Incident description is required');
  });
});
