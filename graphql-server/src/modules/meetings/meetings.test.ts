import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MEETING_FIELDS = `id status startedAt finalizedAt recordingConsent notes transcript transcriptStatus transcriptProgress
  transcriptEngine transcriptIsDraft transcriptError grievanceId createdAt updatedAt recordUrl
  participants { name employeeNumber role }
  audio { mimeType fileSize durationSeconds chunks url }
  images { id meetingId fileName originalFileName fileSize mimeType caption order sha256 uploadedAt url }`;

const PARTICIPANTS = [
  { name: 'Dana Whitfield', employeeNumber: null, role: 'manager' },
  { name: 'Luis Ortega', employeeNumber: '204777', role: 'shop_steward' },
];

const START = `mutation($input: MeetingStartInput!) { startMeeting(input: $input) { ${MEETING_FIELDS} } }`;

describe('meeting records: start, edit, finalize, delete', () => {
  it('starts recording with consent and as a draft without; lists the own records newest first', async () => {
    const { client } = await server.signedIn();
    const recorded = await client.gql(START, {
      input: { participants: PARTICIPANTS, recordingConsent: true, notes: 'Called in at 9:05.' },
    });
    expect(recorded.errors).toBeUndefined();
    const m = recorded.data.startMeeting;
    expect(m).toMatchObject({
      status: 'recording',
      recordingConsent: true,
      notes: 'Called in at 9:05.',
      transcript: '',
      transcriptStatus: 'none',
      transcriptIsDraft: false,
      audio: null,
      images: [],
      grievanceId: null,
      finalizedAt: null,
      participants: PARTICIPANTS,
      recordUrl: `/api/meetings/${m.id}/record`,
    });

    const plain = await client.rest('POST', '/api/meetings', { participants: [PARTICIPANTS[0]], recordingConsent: false });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ status: 'draft', recordingConsent: false, notes: '', participants: [PARTICIPANTS[0]] });

    const list = await client.rest('GET', '/api/meetings');
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toEqual([plain.body.id, m.id]);
    const viaGql = await client.gql('{ meetings { id } }');
    expect(viaGql.data.meetings.map((x: { id: string }) => x.id)).toEqual([plain.body.id, m.id]);
    const one = await client.gql(`query($id: ID!) { meeting(id: $id) { ${MEETING_FIELDS} } }`, { id: m.id });
    expect(one.data.meeting).toEqual(m);
  });

  it('refuses a record without participants, with a bad role or too many, in the words of the form', async () => {
    const { client } = await server.signedIn();
    const none = await client.rest('POST', '/api/meetings', { participants: [], recordingConsent: true });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please add at least one participant');
    const role = await client.gql(START, { input: { participants: [{ name: 'A', role: 'boss' }], recordingConsent: true } });
    expect(role.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badRole = await client.rest('POST', '/api/meetings', { participants: [{ name: 'A', role: 'boss' }], recordingConsent: true });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/role/);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, role: 'coworker' }));
    const tooMany = await client.rest('POST', '/api/meetings', { participants: many, recordingConsent: false });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 20 participants');
    const blank = await client.rest('POST', '/api/meetings', { participants: [{ name: '  ', role: 'coworker' }], recordingConsent: false });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Participant name is required');
    const noConsent = await client.rest('POST', '/api/meetings', { participants: [PARTICIPANTS[0]] });
    expect(noConsent.status).toBe(400);
    expect((await client.rest('GET', '/api/meetings')).body).toEqual([]);
  });

  it('edits only the fields sent, finalizes once, and is read-only afterwards', async () => {
    const { client } = await server.signedIn();
    const { body: m } = await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false, notes: 'First' });
    const edited = await client.rest('PATCH', `/api/meetings/${m.id}`, { transcript: 'Manager: sit down.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ notes: 'First', transcript: 'Manager: sit down.', participants: PARTICIPANTS });

    const finalized = await client.gql(
      `mutation($id: ID!, $input: MeetingUpdateInput!) { finalizeMeeting(id: $id, input: $input) { ${MEETING_FIELDS} } }`,
      { id: m.id, input: { notes: 'Final notes' } },
    );
    expect(finalized.errors).toBeUndefined();
    expect(finalized.data.finalizeMeeting).toMatchObject({ status: 'finalized', notes: 'Final notes', transcript: 'Manager: sit down.' });
    expect(finalized.data.finalizeMeeting.finalizedAt).toBeTruthy();

    const again = await client.rest('POST', `/api/meetings/${m.id}/finalize`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This meeting record is finalized and can no longer be changed.');
    const late = await client.rest('PATCH', `/api/meetings/${m.id}`, { notes: 'changed' });
    expect(late.status).toBe(409);
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body.notes).toBe('Final notes');
  });

  it('deletes a record through either door; then it is not found', async () => {
    const { client } = await server.signedIn();
    const a = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    const b = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true })).body;
    expect((await client.rest('DELETE', `/api/meetings/${a.id}`)).status).toBe(200);
    const gone = await client.gql('mutation($id: ID!) { deleteMeeting(id: $id) }', { id: b.id });
    expect(gone.data.deleteMeeting).toBe(true);
    expect((await client.rest('GET', `/api/meetings/${a.id}`)).status).toBe(404);
    const read = await client.gql('query($id: ID!) { meeting(id: $id) { id } }', { id: b.id });
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await client.rest('GET', '/api/meetings')).body).toEqual([]);
  });

  it('another member gets not found for every record operation and nothing changes', async () => {
    const { client: owner } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const m = (await owner.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true, notes: 'Mine' })).body;
    expect((await other.rest('GET', `/api/meetings/${m.id}`)).status).toBe(404);
    expect((await other.rest('PATCH', `/api/meetings/${m.id}`, { notes: 'theirs' })).status).toBe(404);
    expect((await other.rest('POST', `/api/meetings/${m.id}/finalize`, {})).status).toBe(404);
    expect((await other.rest('POST', `/api/meetings/${m.id}/audio/finish`, {})).status).toBe(404);
    expect((await other.rest('DELETE', `/api/meetings/${m.id}`)).status).toBe(404);
    for (const [document, variables] of [
      ['query($id: ID!) { meeting(id: $id) { id } }', { id: m.id }],
      ['mutation($id: ID!) { updateMeeting(id: $id, input: { notes: "x" }) { id } }', { id: m.id }],
      ['mutation($id: ID!) { finalizeMeeting(id: $id, input: {}) { id } }', { id: m.id }],
      ['mutation($id: ID!) { deleteMeeting(id: $id) }', { id: m.id }],
    ] as const) {
      const res = await other.gql(document, variables);
      expect(res.errors?.[0].extensions?.code, document).toBe('NOT_FOUND');
    }
    expect((await other.rest('GET', '/api/meetings')).body).toEqual([]);
    expect((await owner.rest('GET', `/api/meetings/${m.id}`)).body).toMatchObject({ status: 'recording', notes: 'Mine' });
  });
});
