import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeSpeech } from '../../ai/transcriber/speech.testing.js';
import { webmChunk } from '../../test/api-surface.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { MeetingImage, MeetingRecording } from './meeting.entities.js';
import { removeMemberMeetings } from './meetings.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const RECORDING_FIELDS = `id meetingId position status startedAt closedAt transcript transcriptStatus transcriptProgress
  transcriptEngine transcriptIsDraft transcriptError createdAt updatedAt
  audio { mimeType fileSize durationSeconds chunks url }`;

const MEETING_FIELDS = `id status startedAt finalizedAt recordingConsent notes transcript transcriptStatus transcriptProgress
  transcriptEngine transcriptIsDraft transcriptError grievanceId createdAt updatedAt recordUrl
  participants { name employeeNumber role }
  audio { mimeType fileSize durationSeconds chunks url }
  recordings { ${RECORDING_FIELDS} }
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
    // Its first recording is open at once, taking chunks.
    expect(m.recordings).toEqual([
      expect.objectContaining({ meetingId: m.id, position: 1, status: 'recording', closedAt: null, audio: null, transcriptStatus: 'none' }),
    ]);

    const plain = await client.rest('POST', '/api/meetings', { participants: [PARTICIPANTS[0]], recordingConsent: false });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({
      status: 'draft',
      recordingConsent: false,
      notes: '',
      participants: [PARTICIPANTS[0]],
      recordings: [],
    });
    // Without consent nothing may be recorded.
    const refused = await client.rest('POST', `/api/meetings/${plain.body.id}/recordings`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This meeting was started without the consent of everyone present to record it, so it cannot be recorded.' },
    });

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

/** A new meeting recording with consent, and the id of its first recording, open. */
async function recordingMeeting(client: TestClient) {
  const res = await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true });
  expect(res.status).toBe(201);
  return { id: res.body.id as string, recordingId: res.body.recordings[0].id as string };
}

/** The name of a recording's file under the meetings' audio folder, less its extension. */
const audioKeyOf = (recordingId: string) => recordingId.replaceAll('-', '');

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
      url: `/api/meetings/${m.id}/recordings/${m.recordingId}/audio`,
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
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="meeting-\d{4}-\d{2}-\d{2}-recording-1\.webm"/);
    await download.arrayBuffer();
    // The recording's own address serves the same bytes.
    const own = await client.raw('GET', `/api/meetings/${m.id}/recordings/${m.recordingId}/audio`, {
      headers: { range: 'bytes=1000-1999' },
    });
    expect(own.status).toBe(206);
    expect(Buffer.from(await own.arrayBuffer()).equals(expected.subarray(1000, 2000))).toBe(true);

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
    const noSeq = await restChunk(client, m.id, null, webmChunk());
    expect(noSeq).toMatchObject({ status: 400, body: { message: "Please send the chunk's number in the form field 'seq'" } });
    for (const seq of ['-1', 'one', '1.5', '']) {
      const res = await restChunk(client, m.id, seq, webmChunk());
      expect(res.status, String(seq)).toBe(400);
      expect(res.body.message).toBe('seq must be a whole number from 0');
    }
    const read = await client.rest('GET', `/api/meetings/${m.id}`);
    expect(read.body.audio).toBeNull();
    expect((await client.raw('GET', `/api/meetings/${m.id}/audio`)).status).toBe(404);
    // Nothing was left behind: no audio file, no staged upload.
    expect((await audioFiles()).filter((f) => f.startsWith(audioKeyOf(m.recordingId)))).toEqual([]);
  });

  it('accepts real recordings as the first chunk, each as its container (WebM, Ogg, MP4), and refuses more than 200 MB in all', async () => {
    const { client } = await server.signedIn();
    const encode = async (format: string, args: string[]) => {
      const out = path.join(os.tmpdir(), `meeting-test-${Date.now()}-${Math.random().toString(36).slice(2)}.${format}`);
      await promisify(execFile)('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', ...args, '-y', out]);
      try {
        return new Uint8Array(await readFile(out));
      } finally {
        await rm(out, { force: true });
      }
    };
    const recordings = [
      { mimeType: 'audio/webm', data: await encode('webm', ['-c:a', 'libopus', '-f', 'webm']) },
      { mimeType: 'audio/ogg', data: await encode('ogg', ['-c:a', 'libopus', '-f', 'ogg']) },
      { mimeType: 'audio/mp4', data: await encode('m4a', ['-c:a', 'aac', '-f', 'mp4']) },
    ];
    for (const { mimeType, data } of recordings) {
      const m = await recordingMeeting(client);
      const res = await restChunk(client, m.id, 0, data, 'recording');
      expect(res.status, mimeType).toBe(200);
      expect(res.body).toMatchObject({ mimeType, fileSize: data.length, chunks: 1 });
      const played = await client.raw('GET', `/api/meetings/${m.id}/audio`);
      expect(played.headers.get('content-type')).toBe(mimeType);
      expect(Buffer.from(await played.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
    }

    // A recording already near the 200 MB limit takes no chunk that would pass it.
    const m = await recordingMeeting(client);
    await restChunk(client, m.id, 0, webmChunk(1000));
    await server.orm.em.fork().nativeUpdate(MeetingRecording, { id: m.recordingId }, { audioSize: 200 * 1024 * 1024 - 1000 });
    const over = await restChunk(client, m.id, 1, middle(1, 1001));
    expect(over).toMatchObject({ status: 413, body: { message: 'The recording is too large: at most 200 MB of audio' } });
    expect((await restChunk(client, m.id, 1, middle(1, 1000))).status).toBe(200);
  });

  it('transcribes a spoken recording sent in chunks with the real offline engine, in the request', async () => {
    const { client } = await server.signedIn();
    const file = path.join(os.tmpdir(), `meeting-speech-${Date.now()}.webm`);
    await synthesizeSpeech('The supervisor said I was late on Tuesday and wrote me up.', file, { format: 'webm' });
    const recording = new Uint8Array(await readFile(file));
    await rm(file, { force: true });
    const m = await recordingMeeting(client);
    // Cut where MediaRecorder's time slices would fall: anywhere, not at container boundaries.
    const cuts = [0, Math.floor(recording.length / 3), Math.floor((2 * recording.length) / 3), recording.length];
    for (let seq = 0; seq < 3; seq += 1) {
      expect((await restChunk(client, m.id, seq, recording.slice(cuts[seq], cuts[seq + 1]))).status).toBe(200);
    }
    const res = await client.rest('POST', `/api/meetings/${m.id}/audio/finish`, { durationSeconds: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'draft', transcriptStatus: 'done', transcriptEngine: 'offline', transcriptIsDraft: true });
    // The engine heard the sentence (flite's voice is read back word for word here; a draft may differ elsewhere).
    expect(res.body.transcript.toLowerCase()).toContain('late on tuesday');
  }, 60_000);

  it("clears the 'Draft' mark of an engine's transcript once the member corrects it, not when it is sent back unchanged", async () => {
    const { client } = await server.signedIn();
    const { id, recordingId } = await recordingMeeting(client);
    const heard = 'The supervisor said I was late on tuesday.';
    const engineWrote = () =>
      server.orm.em
        .fork()
        .nativeUpdate(MeetingRecording, { id: recordingId }, { transcript: heard, transcriptStatus: 'done', transcriptIsDraft: true });
    // Through the meeting, as a client of one recording sends it.
    await engineWrote();
    const unchanged = await client.rest('PATCH', `/api/meetings/${id}`, { transcript: heard, notes: 'Met at gate C14.' });
    expect(unchanged.body).toMatchObject({ transcript: heard, transcriptIsDraft: true, notes: 'Met at gate C14.' });
    const corrected = await client.rest('PATCH', `/api/meetings/${id}`, {
      transcript: 'The supervisor said I was late on Tuesday the 3rd.',
    });
    expect(corrected.body).toMatchObject({ transcript: 'The supervisor said I was late on Tuesday the 3rd.', transcriptIsDraft: false });
    // Through the recording, on both doors.
    await engineWrote();
    const path = `/api/meetings/${id}/recordings/${recordingId}`;
    expect((await client.rest('PATCH', path, { transcript: heard })).body).toMatchObject({ transcript: heard, transcriptIsDraft: true });
    const viaRest = await client.rest('PATCH', path, { transcript: `${heard} At gate C14.` });
    expect(viaRest).toMatchObject({
      status: 200,
      body: { id: recordingId, transcript: `${heard} At gate C14.`, transcriptIsDraft: false },
    });
    await engineWrote();
    const update =
      'mutation($id: ID!, $input: MeetingRecordingUpdateInput!) { updateMeetingRecording(id: $id, input: $input) { transcript transcriptIsDraft } }';
    expect((await client.gql(update, { id: recordingId, input: { transcript: heard } })).data.updateMeetingRecording).toEqual({
      transcript: heard,
      transcriptIsDraft: true,
    });
    expect((await client.gql(update, { id: recordingId, input: { transcript: 'Corrected.' } })).data.updateMeetingRecording).toEqual({
      transcript: 'Corrected.',
      transcriptIsDraft: false,
    });
    // Not while the server writes it, and not once the meeting is finalized.
    await server.orm.em.fork().nativeUpdate(MeetingRecording, { id: recordingId }, { transcriptStatus: 'processing' });
    expect(await client.rest('PATCH', path, { transcript: 'mine' })).toMatchObject({
      status: 409,
      body: { message: 'The transcript is still being written. Please wait for it to finish.' },
    });
    await server.orm.em.fork().nativeUpdate(MeetingRecording, { id: recordingId }, { transcriptStatus: 'done' });
    expect((await client.rest('POST', `/api/meetings/${id}/finalize`, {})).status).toBe(200);
    const late = await client.gql(update, { id: recordingId, input: { transcript: 'Later.' } });
    expect(late.errors?.[0]).toMatchObject({
      message: 'This meeting record is finalized and can no longer be changed.',
      extensions: { code: 'CONFLICT' },
    });
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
    const key = audioKeyOf(m.recordingId);
    expect((await audioFiles()).filter((f) => f.startsWith(key))).toEqual([`${key}.webm`]);
    expect((await client.rest('DELETE', `/api/meetings/${m.id}`)).status).toBe(200);
    expect((await audioFiles()).filter((f) => f.startsWith(key))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Several recordings in one meeting

const run = promisify(execFile);

/** What ffprobe reads as the length of these bytes from the container ('N/A' when its header has none). */
async function headerDuration(bytes: Uint8Array): Promise<string> {
  const file = path.join(os.tmpdir(), `meeting-probe-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]);
    return stdout.trim();
  } finally {
    await rm(file, { force: true });
  }
}

/** `text` spoken by flite, as Chromium's MediaRecorder writes it: WebM/Opus with no duration in its header. */
async function streamedSpeech(text: string): Promise<Uint8Array> {
  const file = path.join(os.tmpdir(), `meeting-stream-${Date.now()}-${Math.random().toString(36).slice(2)}.webm`);
  await synthesizeSpeech(text, file, { format: 'webm', asStream: true });
  try {
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(file, { force: true });
  }
}

/** The bytes cut where MediaRecorder's time slices would fall: anywhere, not at container boundaries. */
const slices = (bytes: Uint8Array, count = 3) =>
  Array.from({ length: count }, (_, i) =>
    bytes.slice(Math.floor((i * bytes.length) / count), Math.floor(((i + 1) * bytes.length) / count)),
  );

async function restRecordingChunk(client: TestClient, meetingId: string, recordingId: string, seq: number, data: Uint8Array) {
  const form = new FormData();
  form.set('seq', String(seq));
  form.set('chunk', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'audio/webm' }), `chunk-${seq}.webm`);
  const res = await client.raw('POST', `/api/meetings/${meetingId}/recordings/${recordingId}/chunks`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const gqlRecordingChunk = (client: TestClient, recordingId: string, seq: number, data: Uint8Array) =>
  client.gqlUpload(
    'mutation($r: ID!, $seq: Int!, $chunk: Upload!) { uploadMeetingRecordingChunk(recordingId: $r, seq: $seq, chunk: $chunk) { chunks fileSize } }',
    { r: recordingId, seq, chunk: null },
    { chunk: { name: `chunk-${seq}.webm`, type: 'audio/webm', data } },
  );

const FIRST_SENTENCE = 'The supervisor said I was late on Tuesday and wrote me up.';
const SECOND_SENTENCE = 'My steward asked for the schedule from the morning shift.';

describe('several recordings in one meeting', () => {
  it('records twice through both doors: each recording is transcribed and knows the duration the server measured', async () => {
    const { client } = await server.signedIn();
    const [first, second] = await Promise.all([streamedSpeech(FIRST_SENTENCE), streamedSpeech(SECOND_SENTENCE)]);
    const m = await recordingMeeting(client);

    // The first through REST: its chunks, then finished with a length the browser got wrong.
    for (const [seq, part] of slices(first).entries()) {
      expect((await restRecordingChunk(client, m.id, m.recordingId, seq, part)).status).toBe(200);
    }
    const one = await client.rest('POST', `/api/meetings/${m.id}/recordings/${m.recordingId}/finish`, { durationSeconds: 30 });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: m.recordingId, position: 1, status: 'closed', transcriptStatus: 'done', transcriptIsDraft: true });
    expect(one.body.closedAt).toBeTruthy();
    expect(one.body.transcript.toLowerCase()).toContain('late on tuesday');
    const firstSeconds = one.body.audio.durationSeconds;
    expect(firstSeconds).toBeGreaterThan(2);
    expect(firstSeconds).toBeLessThan(10);
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body.status).toBe('draft');

    // The second through GraphQL, once the first is closed; a third cannot start while it is open.
    const started = await client.gql(`mutation($m: ID!) { startMeetingRecording(meetingId: $m) { ${RECORDING_FIELDS} } }`, { m: m.id });
    expect(started.errors).toBeUndefined();
    const secondId = started.data.startMeetingRecording.id;
    expect(started.data.startMeetingRecording).toMatchObject({ meetingId: m.id, position: 2, status: 'recording', audio: null });
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body.status).toBe('recording');
    const third = await client.rest('POST', `/api/meetings/${m.id}/recordings`);
    expect(third).toMatchObject({
      status: 409,
      body: { message: 'A recording of this meeting is still open. Please finish it before starting another.' },
    });
    for (const [seq, part] of slices(second).entries()) {
      const res = await gqlRecordingChunk(client, secondId, seq, part);
      expect(res.errors).toBeUndefined();
    }
    const two = await client.gql(`mutation($id: ID!) { finishMeetingRecording(id: $id, durationSeconds: 4) { ${RECORDING_FIELDS} } }`, {
      id: secondId,
    });
    expect(two.errors).toBeUndefined();
    expect(two.data.finishMeetingRecording).toMatchObject({ position: 2, status: 'closed', transcriptStatus: 'done' });
    expect(two.data.finishMeetingRecording.transcript.toLowerCase()).toContain('steward');
    // A closed recording takes no more audio.
    expect((await gqlRecordingChunk(client, secondId, 3, middle(3))).errors?.[0]).toMatchObject({
      message: 'This recording is closed: it takes no more audio.',
      extensions: { code: 'CONFLICT' },
    });

    // The meeting lists both in order, each with its own transcript; its old fields read the first.
    const read = await client.gql(`query($id: ID!) { meeting(id: $id) { ${MEETING_FIELDS} } }`, { id: m.id });
    const meeting = read.data.meeting;
    expect(meeting.recordings.map((r: { position: number; id: string }) => [r.position, r.id])).toEqual([
      [1, m.recordingId],
      [2, secondId],
    ]);
    expect(meeting.transcript).toBe(meeting.recordings[0].transcript);
    expect(meeting.audio).toEqual(meeting.recordings[0].audio);
    expect((await client.rest('GET', `/api/meetings/${m.id}/recordings/${secondId}`)).body).toEqual(meeting.recordings[1]);
    expect((await client.gql(`query($id: ID!) { meetingRecording(id: $id) { ${RECORDING_FIELDS} } }`, { id: secondId })).data).toEqual({
      meetingRecording: meeting.recordings[1],
    });

    // Each plays from its own address, and its header carries the length the server gave.
    for (const recording of meeting.recordings) {
      const audio = await client.raw('GET', recording.audio.url);
      expect(audio.status).toBe(200);
      const bytes = new Uint8Array(await audio.arrayBuffer());
      expect(bytes.length).toBe(recording.audio.fileSize);
      expect(Number(await headerDuration(bytes))).toBeCloseTo(recording.audio.durationSeconds, 1);
    }

    // The record holds both recordings and both transcripts, named in order.
    const zip = unzipSync(new Uint8Array(await (await client.raw('GET', meeting.recordUrl)).arrayBuffer()));
    const folder = `meeting-${meeting.startedAt.slice(0, 10)}`;
    expect(Object.keys(zip).sort()).toEqual(
      [
        `${folder}/notes.txt`,
        `${folder}/participants.txt`,
        `${folder}/recording-1.webm`,
        `${folder}/recording-2.webm`,
        `${folder}/transcript-1.txt`,
        `${folder}/transcript-2.txt`,
      ].sort(),
    );
    const zipText = (name: string) => new TextDecoder().decode(zip[`${folder}/${name}`]);
    expect(zipText('transcript-1.txt')).toContain(meeting.recordings[0].transcript);
    expect(zipText('transcript-2.txt')).toContain(meeting.recordings[1].transcript);
    expect(zipText('notes.txt')).toContain('Recordings: 2');
  }, 120_000);

  it('gives a WebM recorded as a stream, with no duration in its header, one when it is closed', async () => {
    const { client } = await server.signedIn();
    const streamed = await streamedSpeech(FIRST_SENTENCE);
    expect(await headerDuration(streamed)).toBe('N/A');
    const m = await recordingMeeting(client);
    expect((await restRecordingChunk(client, m.id, m.recordingId, 0, streamed)).status).toBe(200);
    // While it is open it is served as it was sent.
    const open = await client.raw('GET', `/api/meetings/${m.id}/recordings/${m.recordingId}/audio`);
    expect(Buffer.from(await open.arrayBuffer()).equals(Buffer.from(streamed))).toBe(true);

    const closed = await client.rest('POST', `/api/meetings/${m.id}/recordings/${m.recordingId}/finish`, { durationSeconds: 42 });
    expect(closed.status).toBe(200);
    const played = new Uint8Array(await (await client.raw('GET', closed.body.audio.url)).arrayBuffer());
    const inHeader = Number(await headerDuration(played));
    expect(inHeader).toBeGreaterThan(2);
    expect(inHeader).toBeLessThan(10);
    // Measured by the server, not the 42 s the browser claimed.
    expect(closed.body.audio.durationSeconds).toBeCloseTo(inHeader, 1);
    expect(closed.body.audio.fileSize).toBe(played.length);
    // The same audio, copied: transcribed as spoken.
    expect(closed.body.transcript.toLowerCase()).toContain('late on tuesday');
    // The storage counts the file as it now is.
    expect((await client.gql('{ storageUsage { usedBytes } }')).data.storageUsage.usedBytes).toBe(played.length);
  }, 60_000);

  it('removes a recording closed with nothing recorded, and the meeting can record again', async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    const finished = await client.gql('mutation($id: ID!) { finishMeetingRecording(id: $id) { id } }', { id: m.recordingId });
    expect(finished.errors).toBeUndefined();
    expect(finished.data.finishMeetingRecording).toBeNull();
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body).toMatchObject({ status: 'draft', recordings: [] });
    const again = await client.rest('POST', `/api/meetings/${m.id}/recordings`);
    expect(again).toMatchObject({ status: 201, body: { position: 1, status: 'recording' } });
  });

  it("reaches the meeting's open recording through the meeting's own audio routes, and its first for playback and retry", async () => {
    const { client } = await server.signedIn();
    const m = await recordingMeeting(client);
    const firstAudio = webmChunk(600);
    await restChunk(client, m.id, 0, firstAudio);
    await client.rest('POST', `/api/meetings/${m.id}/audio/finish`, { durationSeconds: 1 });
    const second = (await client.rest('POST', `/api/meetings/${m.id}/recordings`)).body;
    // The chunks sent to the meeting go to its open recording, the second.
    expect((await restChunk(client, m.id, 0, webmChunk(900))).body).toMatchObject({
      chunks: 1,
      fileSize: 900,
      url: `/api/meetings/${m.id}/recordings/${second.id}/audio`,
    });
    const read = (await client.rest('GET', `/api/meetings/${m.id}`)).body;
    expect(read.recordings.map((r: { audio: { fileSize: number } }) => r.audio.fileSize)).toEqual([600, 900]);
    // The meeting's audio is its first recording's.
    const played = await client.raw('GET', `/api/meetings/${m.id}/audio`);
    expect(Buffer.from(await played.arrayBuffer()).equals(Buffer.from(firstAudio))).toBe(true);
    expect(read.audio).toEqual(read.recordings[0].audio);
    // finishMeetingAudio closes the open one.
    const finished = await client.rest('POST', `/api/meetings/${m.id}/audio/finish`, {});
    expect(finished.body.status).toBe('draft');
    expect(finished.body.recordings.map((r: { status: string }) => r.status)).toEqual(['closed', 'closed']);
  });

  it("answers not found to another member on every recording route, and to a recording under another meeting's path", async () => {
    const { client: owner } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const m = await recordingMeeting(owner);
    await restRecordingChunk(owner, m.id, m.recordingId, 0, webmChunk(700));
    const elsewhere = await recordingMeeting(owner);
    const path = `/api/meetings/${m.id}/recordings/${m.recordingId}`;
    const calls: [string, string, unknown?][] = [
      ['GET', path],
      ['PATCH', path, { transcript: 'theirs' }],
      ['POST', `${path}/finish`, {}],
      ['POST', `${path}/transcription/retry`],
      ['GET', `${path}/audio`],
      ['POST', `/api/meetings/${m.id}/recordings`],
    ];
    for (const [method, url, body] of calls) expect((await other.rest(method, url, body)).status, `${method} ${url}`).toBe(404);
    expect((await restRecordingChunk(other, m.id, m.recordingId, 1, middle(1))).status).toBe(404);
    // The owner's own recording, named under the owner's other meeting, is not found either.
    const misplaced = `/api/meetings/${elsewhere.id}/recordings/${m.recordingId}`;
    expect((await owner.rest('GET', misplaced)).status).toBe(404);
    expect((await owner.rest('POST', `${misplaced}/finish`, {})).status).toBe(404);
    for (const [document, variables] of [
      ['query($id: ID!) { meetingRecording(id: $id) { id } }', { id: m.recordingId }],
      ['mutation($id: ID!) { finishMeetingRecording(id: $id) { id } }', { id: m.recordingId }],
      ['mutation($id: ID!) { retryMeetingRecordingTranscription(id: $id) { id } }', { id: m.recordingId }],
      ['mutation($id: ID!) { updateMeetingRecording(id: $id, input: { transcript: "x" }) { id } }', { id: m.recordingId }],
      ['mutation($m: ID!) { startMeetingRecording(meetingId: $m) { id } }', { m: m.id }],
    ] as const) {
      expect((await other.gql(document, variables)).errors?.[0].extensions?.code, document).toBe('NOT_FOUND');
    }
    expect((await owner.rest('GET', path)).body).toMatchObject({ status: 'recording', transcript: '', audio: { chunks: 1 } });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Images, grievances, the record ZIP

type Upload = { name: string; type: string; data: Uint8Array };
const jpeg = async (name = 'gate.jpg', color = '#3a6ea5'): Promise<Upload> => ({
  name,
  type: 'image/jpeg',
  data: new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  ),
});
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function restImage(client: TestClient, meetingId: string, file: Upload, caption?: string) {
  const form = new FormData();
  form.set('image', new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  // After the file, as the web app sends it.
  if (caption !== undefined) form.set('caption', caption);
  const res = await client.raw('POST', `/api/meetings/${meetingId}/images`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const gqlImage = (client: TestClient, meetingId: string, file: Upload, caption: string | null = null) =>
  client.gqlUpload(
    'mutation($m: ID!, $image: Upload!, $c: String) { uploadMeetingImage(meetingId: $m, image: $image, caption: $c) { id meetingId order caption url sha256 fileSize mimeType originalFileName } }',
    { m: meetingId, image: null, c: caption },
    { image: file },
  );

/** Committed upload files (staging excluded) and the image rows naming them, for the no-half-record checks. */
async function storedImageFiles() {
  const files = (await readdir(path.join(server.dataDir, 'uploads'))).filter((f) => /^[a-f0-9]{32}\./.test(f));
  const rows = await server.orm.em.fork().find(MeetingImage, {}, { fields: ['objectStoragePath'] });
  return { files, meetingKeys: rows.map((r) => r.objectStoragePath) };
}

describe('meeting images, grievances and the record', () => {
  it('adds up to 5 images through both doors, in order with captions, viewable by the owner only', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const m = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    const first = await restImage(client, m.id, await jpeg('write-up.jpg'), 'The write-up');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      meetingId: m.id,
      order: 1,
      caption: 'The write-up',
      mimeType: 'image/jpeg',
      originalFileName: 'write-up.jpg',
    });
    const second = await gqlImage(client, m.id, await jpeg('board.jpg', '#ff0000'));
    expect(second.errors).toBeUndefined();
    expect(second.data.uploadMeetingImage).toMatchObject({ order: 2, caption: null });

    const view = await client.raw('GET', first.body.url);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect(view.headers.get('content-security-policy')).toBe('sandbox');
    expect(sha256(new Uint8Array(await view.arrayBuffer()))).toBe(first.body.sha256);
    const download = await client.raw('GET', `${first.body.url}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="write-up.jpg"/);
    await download.arrayBuffer();

    expect((await other.raw('GET', first.body.url)).status).toBe(404);
    expect((await restImage(other, m.id, await jpeg())).status).toBe(404);
    expect((await gqlImage(other, m.id, await jpeg())).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    for (let i = 0; i < 3; i += 1) expect((await restImage(client, m.id, await jpeg(`p${i}.jpg`))).status).toBe(201);
    const sixth = await restImage(client, m.id, await jpeg());
    expect(sixth).toMatchObject({ status: 400, body: { message: 'Maximum 5 images allowed' } });
    const read = await client.gql(`query($id: ID!) { meeting(id: $id) { images { order caption } } }`, { id: m.id });
    expect(read.data.meeting.images.map((i: { order: number }) => i.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps at most 5 images under simultaneous uploads, and a refused image leaves no row and no file', async () => {
    const { client } = await server.signedIn();
    const m = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    const before = await storedImageFiles();
    // Bytes that start like a PNG but are not one: refused by the decoder after staging.
    const fake: Upload = {
      name: 'fake.png',
      type: 'image/png',
      data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]),
    };
    expect((await restImage(client, m.id, fake)).status).toBe(400);
    expect((await gqlImage(client, m.id, fake)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const text: Upload = { name: 'x.jpg', type: 'image/jpeg', data: new TextEncoder().encode('<svg onload=alert(1)>') };
    expect((await restImage(client, m.id, text)).status).toBe(400);
    expect(await storedImageFiles()).toEqual(before);

    const files = await Promise.all(Array.from({ length: 9 }, (_, i) => jpeg(`burst${i}.jpg`)));
    const answers = await Promise.all(files.map((f, i) => (i % 2 ? restImage(client, m.id, f) : gqlImage(client, m.id, f))));
    const ok = answers.filter((a) => ('body' in a ? a.status === 201 : !a.errors));
    expect(ok).toHaveLength(5);
    const after = await storedImageFiles();
    // Every row names a file and every new file has its row: no half record either way.
    expect(after.meetingKeys.every((k) => after.files.includes(k))).toBe(true);
    expect(after.files.filter((f) => !before.files.includes(f)).sort()).toEqual(
      after.meetingKeys.filter((k) => !before.meetingKeys.includes(k)).sort(),
    );
    expect((await readdir(path.join(server.dataDir, 'uploads', '.staging'))).length).toBe(0);
  });

  it("attaches a meeting to the member's own grievance only, and detaches it", async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const grievance = (
      await client.rest('POST', '/api/grievances', {
        title: 'Written up',
        description: 'After the meeting.',
        contractViolation: 'Article 7',
      })
    ).body;
    const theirs = (
      await other.rest('POST', '/api/grievances', { title: 'Theirs', description: 'Not yours.', contractViolation: 'Article 1' })
    ).body;
    const m = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    const attached = await client.rest('POST', `/api/meetings/${m.id}/attach`, { grievanceId: grievance.id });
    expect(attached).toMatchObject({ status: 200, body: { grievanceId: grievance.id } });
    const stranger = await client.gql('mutation($id: ID!, $g: ID) { attachMeetingToGrievance(id: $id, grievanceId: $g) { grievanceId } }', {
      id: m.id,
      g: theirs.id,
    });
    expect(stranger.errors?.[0]).toMatchObject({ message: 'Grievance not found', extensions: { code: 'NOT_FOUND' } });
    expect((await other.rest('POST', `/api/meetings/${m.id}/attach`, { grievanceId: theirs.id })).status).toBe(404);
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body.grievanceId).toBe(grievance.id);
    const detached = await client.gql('mutation($id: ID!) { attachMeetingToGrievance(id: $id, grievanceId: null) { grievanceId } }', {
      id: m.id,
    });
    expect(detached.data.attachMeetingToGrievance.grievanceId).toBeNull();
    // Withdrawing the grievance leaves the meeting, detached.
    await client.rest('POST', `/api/meetings/${m.id}/attach`, { grievanceId: grievance.id });
    expect((await client.rest('DELETE', `/api/grievances/${grievance.id}`)).status).toBe(200);
    expect((await client.rest('GET', `/api/meetings/${m.id}`)).body).toMatchObject({ id: m.id, grievanceId: null });
  });

  it('downloads the whole record as a ZIP: audio, transcript, notes, participants, images with captions', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const m = (
      await client.rest('POST', '/api/meetings', {
        participants: [...PARTICIPANTS, { name: 'Ana Ruiz', employeeNumber: 'E-77', role: 'coworker' }],
        recordingConsent: true,
        notes: 'Asked for my steward at 9:07.',
      })
    ).body;
    const audio = Buffer.concat([webmChunk(800), middle(1, 5000)]);
    await restChunk(client, m.id, 0, audio.subarray(0, 800));
    await restChunk(client, m.id, 1, audio.subarray(800));
    const photo = await jpeg('write-up.jpg');
    const image = (await restImage(client, m.id, photo, 'Page one')).body;
    await client.rest('PATCH', `/api/meetings/${m.id}`, { transcript: 'Manager: this is a verbal warning.' });

    const res = await client.raw('GET', `/api/meetings/${m.id}/record`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="meeting-${day}.zip"`));
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const folder = `meeting-${day}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        `${folder}/recording-1.webm`,
        `${folder}/transcript-1.txt`,
        `${folder}/notes.txt`,
        `${folder}/participants.txt`,
        `${folder}/images/1-write-up.jpg`,
        `${folder}/images/captions.txt`,
      ].sort(),
    );
    const text = (name: string) => new TextDecoder().decode(entries[`${folder}/${name}`]);
    expect(Buffer.from(entries[`${folder}/recording-1.webm`]).equals(audio)).toBe(true);
    expect(text('transcript-1.txt')).toMatch(/^Recording 1, started \S+\n\nManager: this is a verbal warning.\n$/);
    expect(text('notes.txt')).toContain('Asked for my steward at 9:07.');
    expect(text('notes.txt')).toContain('Recorded with consent: yes');
    expect(text('participants.txt')).toBe(
      '1. Dana Whitfield - Manager\n2. Luis Ortega - Shop Steward (employee #204777)\n3. Ana Ruiz - Coworker (employee #E-77)\n',
    );
    expect(sha256(entries[`${folder}/images/1-write-up.jpg`])).toBe(image.sha256);
    expect(text('images/captions.txt')).toBe('1-write-up.jpg: Page one\n');

    expect((await other.raw('GET', `/api/meetings/${m.id}/record`)).status).toBe(404);
    expect((await client.raw('GET', '/api/meetings/00000000-0000-4000-8000-000000000000/record')).status).toBe(404);

    // A record with nothing recorded or added still downloads, saying so.
    const bare = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: false })).body;
    const empty = unzipSync(new Uint8Array(await (await client.raw('GET', `/api/meetings/${bare.id}/record`)).arrayBuffer()));
    expect(Object.keys(empty).sort()).toEqual([`${folder}/notes.txt`, `${folder}/participants.txt`]);
    expect(new TextDecoder().decode(empty[`${folder}/notes.txt`])).toContain('Recordings: none');
  });

  it('deleting a meeting removes its images and audio; deleting a member removes all their meetings and files', async () => {
    const { client, user } = await server.signedIn();
    const m = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true })).body;
    await restChunk(client, m.id, 0, webmChunk(900));
    const image = (await restImage(client, m.id, await jpeg())).body;
    const key = (await server.orm.em.fork().findOneOrFail(MeetingImage, { id: image.id })).objectStoragePath;
    expect((await storedImageFiles()).files).toContain(key);
    expect((await client.rest('DELETE', `/api/meetings/${m.id}`)).status).toBe(200);
    expect((await storedImageFiles()).files).not.toContain(key);
    expect((await audioFiles()).some((f) => f.startsWith(audioKeyOf(m.recordings[0].id)))).toBe(false);

    const kept = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true })).body;
    await restChunk(client, kept.id, 0, webmChunk(900));
    const keptImage = (await restImage(client, kept.id, await jpeg())).body;
    const keptKey = (await server.orm.em.fork().findOneOrFail(MeetingImage, { id: keptImage.id })).objectStoragePath;
    const removed = await removeMemberMeetings(server.orm.em.fork(), server.services, user.id);
    expect(removed).toBe(1);
    expect((await storedImageFiles()).files).not.toContain(keptKey);
    expect((await audioFiles()).some((f) => f.startsWith(audioKeyOf(kept.recordings[0].id)))).toBe(false);
    expect((await client.rest('GET', '/api/meetings')).body).toEqual([]);
  });
});
