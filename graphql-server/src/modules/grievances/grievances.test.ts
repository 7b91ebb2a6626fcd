import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GRIEVANCE_FIELDS = `id title description contractViolation status categoryId category { id name } journalEntryId
  witnessName witnessEmployeeNumber witnessPhone witnessEmail location aiAssistance submittedAt createdAt updatedAt pdfUrl
  images { id grievanceId fileName originalFileName fileSize mimeType caption imageType order sha256 uploadedAt url }`;

const grievanceBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Belt loader stop failure',
  description: 'The emergency stop on BL-07 did not cut power; I was told to keep loading.',
  contractViolation: 'Article 12, Section 3 (Safety)',
  ...overrides,
});

async function newGrievance(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.rest('POST', '/api/grievances', grievanceBody(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string; [k: string]: unknown };
}

describe('grievance categories', () => {
  it('lists the active categories in order, through REST and GraphQL', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('GET', '/api/grievance-categories');
    expect(res.status).toBe(200);
    const names = (res.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['Discipline', 'Overtime', 'Scheduling', 'Seniority', 'Pay', 'Leave', 'Safety', 'Harassment', 'Other']);
    const gql = await client.gql('{ grievanceCategories { id name description order isActive } }');
    expect(gql.data.grievanceCategories.map((c: { order: number }) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gql.data.grievanceCategories.every((c: { description: string; isActive: boolean }) => c.description && c.isActive)).toBe(true);
  });
});

describe('createGrievance', () => {
  it('creates a draft with its category, lists the member’s own newest first and reads one, through both doors', async () => {
    const { client } = await server.signedIn();
    const categories = (await client.rest('GET', '/api/grievance-categories')).body as { id: string; name: string }[];
    const safety = categories.find((c) => c.name === 'Safety');
    const first = await newGrievance(client, {
      categoryId: safety?.id,
      witnessName: 'Alicia Romero',
      witnessPhone: '(817) 555-0199',
      witnessEmail: 'alicia@example.org',
      location: 'Gate C14',
      aiAssistance: 'Article 12 - Safety: equipment must be tagged out.',
    });
    expect(first).toMatchObject({
      status: 'draft',
      categoryId: safety?.id,
      category: { name: 'Safety' },
      journalEntryId: null,
      submittedAt: null,
      witnessEmail: 'alicia@example.org',
      images: [],
      pdfUrl: `/api/grievances/${first.id}/pdf`,
    });
    const gql = await client.gql(`mutation($i: GrievanceInput!) { createGrievance(input: $i) { ${GRIEVANCE_FIELDS} } }`, {
      i: grievanceBody({ title: 'Overtime bypassed', status: 'submitted' }),
    });
    expect(gql.errors).toBeUndefined();
    const second = gql.data.createGrievance;
    expect(second).toMatchObject({ title: 'Overtime bypassed', status: 'submitted', category: null });
    expect(Date.parse(second.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    const list = await client.rest('GET', '/api/grievances');
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((g) => g.id)).toEqual([second.id, first.id]);
    const listed = await client.gql(`{ grievances { ${GRIEVANCE_FIELDS} } }`);
    expect(listed.data.grievances.map((g: { id: string }) => g.id)).toEqual([second.id, first.id]);
    const one = await client.gql(`query($id: ID!) { grievance(id: $id) { ${GRIEVANCE_FIELDS} } }`, { id: first.id });
    expect(one.data.grievance).toMatchObject({ id: first.id, location: 'Gate C14', witnessName: 'Alicia Romero' });
    expect((await client.rest('GET', `/api/grievances/${first.id}`)).body).toMatchObject({ id: first.id, title: first.title });
  });

  it('refuses missing and malformed fields with the form’s words', async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/grievances', {
      title: '  ',
      description: '',
      contractViolation: 'Article 1',
      witnessPhone: 'call me',
      witnessEmail: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Title is required',
      fieldErrors: {
        title: 'Title is required',
        description: 'Description is required',
        witnessPhone: 'Invalid phone number format',
        witnessEmail: 'Please enter a valid email address',
      },
    });
    const status = await client.rest('POST', '/api/grievances', grievanceBody({ status: 'resolved' }));
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('A grievance can only be created as a draft or submitted.');
    const gql = await client.gql('mutation { createGrievance(input: { title: "t", description: "d", contractViolation: "" }) { id } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'Contract violation details are required', extensions: { code: 'BAD_USER_INPUT' } });
    const category = await client.rest('POST', '/api/grievances', grievanceBody({ categoryId: 'overtime' }));
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('Please select a valid category');
    expect((await client.rest('GET', '/api/grievances')).body).toEqual([]);
  });
});
