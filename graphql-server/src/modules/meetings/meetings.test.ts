import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webmChunk } from '../../test/api-surface.js';
import type { TestClient } from '../../test/client.js';
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

// ---------------------------------------------------------------------------------------------------------------
// Audio

const CHUNK_MUTATION = `mutation($m: ID!, $seq: Int!, $chunk: Upload!) {
  uploadMeetingAudioChunk(meetingId: $m, seq: $seq, chunk: $chunk) { mimeType fileSize durationSeconds chunks url } }`;

/** Bytes of a later chunk (no container header: the middle of the recording). */
const middle = (seed: number, size = 2048) => new Uint8Array(Array.from({ length: size }, (_, i) => (i * 7 + seed * 13) & 255));

async function restChunk(client: TestClient, meetingId: string, seq: number | string | null, data: Uint8Array, name = 'chunk.webm') {
  const form = new FormData();
  if (seq !== null) form.set('seq', String(seq));
  form.set('chunk', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'audio/webm' }), name);
  const res = await client.raw('POST', `/api/meetings/${meetingId}/audio/chunks`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const gqlChunk = (client: TestClient, meetingId: string, seq: number, data: Uint8Array) =>
  client.gqlUpload(CHUNK_MUTATION, { m: meetingId, seq, chunk: null }, { chunk: { name: 'chunk.webm', type: 'audio/webm', data } });

async function recordingMeeting(client: TestClient) {
  const res = await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const audioFiles = async () => readdir(path.join(server.dataDir, 'uploads', 'meeting-audio')).catch(() => [] as string[]);

describe('meeting audio: chunks, playback, finishing', () => {
  it('appends the chunks in seq order through both doors, acknowledges a repeated seq once, and plays back exactly those bytes', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    const first = webmChunk(1000);
    const a = await restChunk(client, m.id, 0, first);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      mimeType: 'audio/webm',
      fileSize: 1000,
      durationSeconds: null,
      chunks: 1,
      url: `/api/meetings/${m.id}/audio`,
    });
    const b = await gqlChunk(client, m.id, 1, middle(1));
    expect(b.errors).toBeUndefined();
    expect(b.data.uploadMeetingAudioChunk).toMatchObject({ fileSize: 3048, chunks: 2 });
    // A retry of a chunk already stored (the answer was lost): acknowledged, nothing appended.
    const again = await restChunk(client, m.id, 1, middle(1));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ fileSize: 3048, chunks: 2 });
    // A chunk ahead of the next one is refused until the missing one comes.
    const ahead = await gqlChunk(client, m.id, 3, middle(3));
    expect(ahead.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', expectedSeq: 2 });
    expect((await restChunk(client, m.id, 2, middle(2))).body).toMatchObject({ fileSize: 5096, chunks: 3 });

    const expected = Buffer.concat([first, middle(1), middle(2)]);
    const whole = await client.raw('GET', `/api/meetings/${m.id}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await whole.arrayBuffer()).equals(expected)).toBe(true);

    // Range requests, as a media element seeks.
    const part = await client.raw('GET', `/api/meetings/${m.id}/audio`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/5096');
    expect(Buffer.from(await part.arrayBuffer()).equals(expected.subarray(1000, 2000))).toBe(true);
    const tail = await client.raw('GET', `/api/meetings/${m.id}/audio`, { headers: { range: 'bytes=-96' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(expected.subarray(5000))).toBe(true);
    const beyond = await client.raw('GET', `/api/meetings/${m.id}/audio`, { headers: { range: 'bytes=6000-7000' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5096');
    const download = await client.raw('GET', `/api/meetings/${m.id}/audio?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="meeting-\d{4}-\d{2}-\d{2}\.webm"/);
    await download.arrayBuffer();

    const read = await client.gql(`query($id: ID!) { meeting(id: $id) { audio { fileSize chunks mimeType } } }`, { id: m.id });
    expect(read.data.meeting.audio).toEqual({ fileSize: 5096, chunks: 3, mimeType: 'audio/webm' });
  });

  it('stores a seq sent twice at the same moment once', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    expect((await restChunk(client, m.id, 0, webmChunk(300))).status).toBe(200);
    const answers = await Promise.all([
      restChunk(client, m.id, 1, middle(5)),
      gqlChunk(client, m.id, 1, middle(5)),
      restChunk(client, m.id, 1, middle(5)),
    ]);
    expect(answers.map((x) => ('status' in x ? x.status : 0))).toEqual([200, 200, 200]);
    const read = await client.rest('GET', `/api/meetings/${m.id}`);
    expect(read.body.audio).toMatchObject({ chunks: 2, fileSize: 300 + 2048 });
  });

  it('refuses a first chunk that is not a known container, an empty or oversized chunk, a missing or bad seq', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(10));
    const notAudio = await restChunk(client, m.id, 0, text);
    expect(notAudio).toMatchObject({ status: 400, body: { message: 'Failed to process audio file' } });
    const viaGql = await gqlChunk(client, m.id, 0, text);
    expect(viaGql.errors?.[0]).toMatchObject({ message: 'Failed to process audio file', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await restChunk(client, m.id, 0, new Uint8Array(0))).status).toBe(400);
    const big = await restChunk(client, m.id, 0, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(big).toMatchObject({ status: 413, body: { message: 'An audio chunk must be at most 5 MB' } });
    for (const seq of [null, '-1', 'one', '1.5']) {
      const res = await restChunk(client, m.id, seq, webmChunk());
      expect(res.status, String(seq)).toBe(400);
      expect(res.body.message).toBe('seq must be a whole number from 0');
    }
    const read = await client.rest('GET', `/api/meetings/${m.id}`);
    expect(read.body.audio).toBeNull();
    expect((await client.raw('GET', `/api/meetings/${m.id}/audio`)).status).toBe(404);
    // Nothing was left behind: no audio file, no staged upload.
    expect((await audioFiles()).filter((f) => f.startsWith(m.id.replaceAll('-', '')))).toEqual([]);
  });

  it('closes the audio with finishMeetingAudio: no more chunks, the duration kept; a meeting without consent takes none', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    await restChunk(client, m.id, 0, webmChunk(400));
    const finished = await client.rest('POST', `/api/meetings/${m.id}/audio/finish`, { durationSeconds: 12.5 });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'draft', audio: { durationSeconds: 12.5, chunks: 1, fileSize: 400 } });
    const late = await restChunk(client, m.id, 1, middle(1));
    expect(late).toMatchObject({ status: 409, body: { message: 'This meeting is not recording audio.' } });
    const twice = await client.gql('mutation($id: ID!) { finishMeetingAudio(id: $id) { id } }', { id: m.id });
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
    const bad = await client.rest('POST', `/api/meetings/${m.id}/audio/finish`, { durationSeconds: -3 });
    expect(bad.status).toBe(400);

    const draft = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    expect((await restChunk(client, draft.id, 0, webmChunk())).status).toBe(409);
  });

  it('another member gets not found on the chunk upload, finish and the audio URL, and the audio is untouched', async () => {
    const { client: owner } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const m = await recordingMeeting(owner);
    await restChunk(owner, m.id, 0, webmChunk(700));
    expect((await restChunk(other, m.id, 1, middle(1))).status).toBe(404);
    expect((await gqlChunk(other, m.id, 1, middle(1))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.raw('GET', `/api/meetings/${m.id}/audio`)).status).toBe(404);
    expect((await other.raw('GET', `/api/meetings/${m.id}/audio`, { headers: { range: 'bytes=0-10' } })).status).toBe(404);
    expect((await other.rest('POST', `/api/meetings/${m.id}/audio/finish`, {})).status).toBe(404);
    expect((await other.gql('mutation($id: ID!) { finishMeetingAudio(id: $id) { id } }', { id: m.id })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await owner.rest('GET', `/api/meetings/${m.id}`)).body).toMatchObject({
      status: 'recording',
      audio: { chunks: 1, fileSize: 700 },
    });
  });

  it('deleting a meeting removes its audio file', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    await restChunk(client, m.id, 0, webmChunk(700));
    const key = m.id.replaceAll('-', '');
    expect((await audioFiles()).filter((f) => f.startsWith(key))).toEqual([`${key}.webm`]);
    expect((await client.rest('DELETE', `/api/meetings/${m.id}`)).status).toBe(200);
    expect((await audioFiles()).filter((f) => f.startsWith(key))).toEqual([]);
  });
});
