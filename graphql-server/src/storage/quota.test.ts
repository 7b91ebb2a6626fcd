import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { storageFullMessage } from '@union/rules/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { Fixtures, webmChunk } from '../test/api-surface.js';
import type { TestClient } from '../test/client.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { memberQuotaBytes } from './quota.js';

// The per-member storage quota through the real server: recordings and every kind of photo count against it, an
// upload past it is refused (413, the used and total in the message) with nothing written, other members are not
// affected, concurrent uploads into different records of one member cannot together pass it, and deleting frees it.

const QUOTA_MB = '0.05';
const QUOTA = Math.floor(0.05 * 1024 * 1024);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MEMBER_STORAGE_QUOTA_MB: QUOTA_MB });
});
afterAll(() => server.close());

type Upload = { name: string; type: string; data: Uint8Array };

/** A small photo: a few hundred bytes once re-encoded. */
const photo = async (color = '#3a6ea5'): Promise<Upload> => ({
  name: 'gate.jpg',
  type: 'image/jpeg',
  data: new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  ),
});

/** Bytes of a later chunk (the middle of a recording: no container header). */
const middle = (size: number) => new Uint8Array(Array.from({ length: size }, (_, i) => (i * 7 + 13) & 255));

async function multipart(client: TestClient, url: string, fields: Record<string, string>, file: { field: string } & Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const res = await client.raw('POST', url, { body: form, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const restChunk = (client: TestClient, meetingId: string, seq: number, data: Uint8Array) =>
  multipart(
    client,
    `/api/meetings/${meetingId}/audio/chunks`,
    { seq: String(seq) },
    { field: 'chunk', name: 'chunk.webm', type: 'audio/webm', data },
  );

const gqlChunk = (client: TestClient, meetingId: string, seq: number, data: Uint8Array) =>
  client.gqlUpload(
    'mutation($m: ID!, $seq: Int!, $chunk: Upload!) { uploadMeetingAudioChunk(meetingId: $m, seq: $seq, chunk: $chunk) { chunks fileSize } }',
    { m: meetingId, seq, chunk: null },
    { chunk: { name: 'chunk.webm', type: 'audio/webm', data } },
  );

const meetingImage = async (client: TestClient, meetingId: string, file?: Upload) =>
  multipart(client, `/api/meetings/${meetingId}/images`, {}, { field: 'image', ...(file ?? (await photo())) });

const journalImage = async (client: TestClient, entryId: string, file?: Upload) =>
  multipart(client, `/api/journal/entries/${entryId}/images`, {}, { field: 'image', ...(file ?? (await photo())) });

const grievanceImage = async (client: TestClient, grievanceId: string, file?: Upload) =>
  client.gqlUpload(
    'mutation($g: ID!, $image: Upload!) { uploadGrievanceImage(grievanceId: $g, image: $image) { id fileSize } }',
    { g: grievanceId, image: null },
    { image: file ?? (await photo()) },
  );

async function recordingMeeting(client: TestClient): Promise<string> {
  const res = await client.rest('POST', '/api/meetings', {
    participants: [{ name: 'Dana Whitfield', role: 'manager' }],
    recordingConsent: true,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function usage(client: TestClient) {
  const viaGql = await client.gql('{ storageUsage { usedBytes quotaBytes } }');
  expect(viaGql.errors).toBeUndefined();
  const viaRest = await client.rest('GET', '/api/users/storage');
  expect(viaRest.status).toBe(200);
  expect(viaRest.body).toEqual(viaGql.data.storageUsage);
  return viaGql.data.storageUsage as { usedBytes: number; quotaBytes: number };
}

/** Committed files under uploads (images) and meeting-audio (recordings); staging excluded. */
async function storedFiles() {
  const uploads = path.join(server.dataDir, 'uploads');
  const images = (await readdir(uploads).catch(() => [] as string[])).filter((f) => /^[a-f0-9]{32}\./.test(f));
  const audio = await readdir(path.join(uploads, 'meeting-audio')).catch(() => [] as string[]);
  const staging = await readdir(path.join(uploads, '.staging')).catch(() => [] as string[]);
  return { images: images.sort(), audio: audio.sort(), staging };
}

describe('member storage quota', () => {
  it('refuses a chunk and every kind of photo once the member is full (413, used and total), keeps what was stored, and leaves another member alone', async () => {
    const { client } = await server.signedIn();
    const ids = await new Fixtures(client).create(['entry', 'grievance'], client);
    const meetingId = await recordingMeeting(client);
    const first = webmChunk(QUOTA - 100);
    expect((await restChunk(client, meetingId, 0, first)).status).toBe(200);
    expect(await usage(client)).toEqual({ usedBytes: QUOTA - 100, quotaBytes: QUOTA });
    const full = storageFullMessage(QUOTA - 100, QUOTA);
    expect(full).toBe(
      'Your storage is full (51 KB of 51 KB used). Delete recordings or photos you no longer need, or ask your union local for more space.',
    );
    const before = await storedFiles();

    const rest = await restChunk(client, meetingId, 1, middle(200));
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ message: full, usedBytes: QUOTA - 100, quotaBytes: QUOTA });
    const gql = await gqlChunk(client, meetingId, 1, middle(200));
    expect(gql.errors?.[0].message).toBe(full);
    expect(gql.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');

    const journal = await journalImage(client, ids.entry as string);
    expect(journal.status).toBe(413);
    expect(journal.body.message).toBe(full);
    const evidence = await grievanceImage(client, ids.grievance as string);
    expect(evidence.errors?.[0].message).toBe(full);
    expect(evidence.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    const supporting = await meetingImage(client, meetingId);
    expect(supporting.status).toBe(413);
    expect(supporting.body.message).toBe(full);

    // Nothing of the refused uploads was written; the recording so far is intact and still open for more chunks.
    expect(await storedFiles()).toEqual(before);
    expect(await usage(client)).toEqual({ usedBytes: QUOTA - 100, quotaBytes: QUOTA });
    const meeting = await client.rest('GET', `/api/meetings/${meetingId}`);
    expect(meeting.body).toMatchObject({ status: 'recording', audio: { chunks: 1, fileSize: QUOTA - 100 }, images: [] });
    const audio = await client.raw('GET', `/api/meetings/${meetingId}/audio`);
    expect(Buffer.from(await audio.arrayBuffer()).equals(Buffer.from(first))).toBe(true);
    expect((await client.rest('GET', `/api/journal/entries/${ids.entry}`)).body.images).toEqual([]);
    // A chunk that still fits is taken: the quota is a sum, not a flag.
    expect((await restChunk(client, meetingId, 1, middle(100))).status).toBe(200);
    expect((await usage(client)).usedBytes).toBe(QUOTA);

    // Another member's uploads are counted against their own quota only.
    const { client: other } = await server.signedIn();
    expect(await usage(other)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    const theirs = await recordingMeeting(other);
    expect((await restChunk(other, theirs, 0, webmChunk(5000))).status).toBe(200);
    const image = await meetingImage(other, theirs);
    expect(image.status).toBe(201);
    expect(await usage(other)).toEqual({ usedBytes: 5000 + image.body.fileSize, quotaBytes: QUOTA });
  });

  it('counts recordings and the photos of journal entries, grievances and meetings, and frees what a deleted meeting held', async () => {
    const { client } = await server.signedIn();
    const ids = await new Fixtures(client).create(['entry', 'grievance'], client);
    const meetingId = await recordingMeeting(client);
    expect((await restChunk(client, meetingId, 0, webmChunk(20_000))).status).toBe(200);
    const sizes: number[] = [];
    const inMeeting = await meetingImage(client, meetingId);
    expect(inMeeting.status).toBe(201);
    sizes.push(inMeeting.body.fileSize);
    const inEntry = await journalImage(client, ids.entry as string);
    expect(inEntry.status).toBe(201);
    sizes.push(inEntry.body.fileSize);
    const inGrievance = await grievanceImage(client, ids.grievance as string);
    expect(inGrievance.errors).toBeUndefined();
    sizes.push(inGrievance.data.uploadGrievanceImage.fileSize);
    const photos = sizes.reduce((a, b) => a + b, 0);
    expect(photos).toBeGreaterThan(0);
    expect(await usage(client)).toEqual({ usedBytes: 20_000 + photos, quotaBytes: QUOTA });

    // A second recording that does not fit is refused, and fits once the first meeting is deleted.
    const second = await recordingMeeting(client);
    const big = webmChunk(QUOTA - 20_000);
    expect((await restChunk(client, second, 0, big)).status).toBe(413);
    expect((await client.rest('DELETE', `/api/meetings/${meetingId}`)).status).toBe(200);
    expect(await usage(client)).toEqual({ usedBytes: photos - sizes[0], quotaBytes: QUOTA });
    expect((await restChunk(client, second, 0, big)).status).toBe(200);
    expect((await usage(client)).usedBytes).toBe(QUOTA - 20_000 + photos - sizes[0]);
  });

  it('holds under concurrency: uploads into several meetings and records of one member at once never pass the quota together', async () => {
    const { client } = await server.signedIn();
    // Six recordings of 30 % of the quota each, sent at the same moment into six meetings: three fit, never four.
    const meetings = await Promise.all(Array.from({ length: 6 }, () => recordingMeeting(client)));
    const share = Math.floor(QUOTA * 0.3);
    const answers = await Promise.all(meetings.map((id) => restChunk(client, id, 0, webmChunk(share))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 413, 413, 413]);
    const { usedBytes } = await usage(client);
    expect(usedBytes).toBe(3 * share);

    // Photos into a journal entry, a grievance and a meeting at once, with room left for one of them only.
    const ids = await new Fixtures(client).create(['entry', 'grievance'], client);
    const sample = await photo('#a53a3a');
    const probe = await journalImage(client, ids.entry as string, sample);
    expect(probe.status).toBe(201);
    // The same photo re-encodes to the same bytes: every copy takes probe's size.
    const photoBytes: number = probe.body.fileSize;
    const last = meetings[answers.findIndex((a) => a.status === 200)];
    const fill = QUOTA - (usedBytes + photoBytes) - Math.floor(photoBytes * 1.5);
    expect((await restChunk(client, last, 1, middle(fill))).status).toBe(200);
    const results = await Promise.all([
      journalImage(client, ids.entry as string, sample).then((r) => r.status),
      grievanceImage(client, ids.grievance as string, sample).then((r) => (r.errors ? r.errors[0].extensions?.code : 201)),
      meetingImage(client, last, sample).then((r) => r.status),
      meetingImage(client, meetings[0] === last ? meetings[1] : meetings[0], sample).then((r) => r.status),
    ]);
    expect(results.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((s) => s === 413 || s === 'PAYLOAD_TOO_LARGE')).toHaveLength(3);
    expect((await usage(client)).usedBytes).toBe(QUOTA - Math.floor(photoBytes * 1.5) + photoBytes);
    expect((await storedFiles()).staging).toEqual([]);
  });

  it('reads MEMBER_STORAGE_QUOTA_MB: 1 GB when not set, decimals allowed, nothing below or equal to zero', () => {
    expect(memberQuotaBytes(loadConfig({}))).toBe(1024 * 1024 * 1024);
    expect(memberQuotaBytes(loadConfig({ MEMBER_STORAGE_QUOTA_MB: '2.5' }))).toBe(2.5 * 1024 * 1024);
    expect(() => loadConfig({ MEMBER_STORAGE_QUOTA_MB: '0' })).toThrow(/MEMBER_STORAGE_QUOTA_MB/);
    expect(() => loadConfig({ MEMBER_STORAGE_QUOTA_MB: 'lots' })).toThrow(/MEMBER_STORAGE_QUOTA_MB/);
  });
});
