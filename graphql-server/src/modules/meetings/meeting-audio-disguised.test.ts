import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUDIO_FORMAT_MESSAGE } from '@union/rules/meetings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISGUISES, disguisedRecordings, HEADERS } from '../../ai/transcriber/disguised.testing.js';
import { synthesizeSpeech } from '../../ai/transcriber/speech.testing.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { MeetingAudioStore } from './meeting-audio.js';

// A meeting's recording on the real app and offline engine: one member's "recording" that is a playlist or a list of
// files naming another member's meeting file (in the same folder) never transcribes it, and the length that sends a
// recording to the request or to the job is the decoded one, never the one the browser declared.

/** What the first member says in their meeting, and the words that would show another member heard it. */
const PRIVATE_SENTENCE = 'The grievance about the night shift roster was settled on Friday.';
const PRIVATE_WORDS = /grievance|roster|friday|night shift|settled/i;
const SHORT_SENTENCE = 'The crew reported the broken loader on the radio before the flight arrived.';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'meeting-disguised-'));
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function startRecording(client: TestClient): Promise<string> {
  const res = await client.rest('POST', '/api/meetings', {
    participants: [{ name: 'Dana Whitfield', role: 'manager' }],
    recordingConsent: true,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function uploadChunk(client: TestClient, meetingId: string, data: Uint8Array) {
  const form = new FormData();
  form.set('seq', '0');
  form.set('chunk', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'audio/webm' }), 'chunk-0.webm');
  const res = await client.raw('POST', `/api/meetings/${meetingId}/audio/chunks`, {
    body: form,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A meeting recorded from `bytes` (one chunk) and finished with the length the browser declares. */
async function recordMeeting(client: TestClient, bytes: Uint8Array, durationSeconds: number) {
  const id = await startRecording(client);
  const chunk = await uploadChunk(client, id, bytes);
  if (chunk.status !== 200) return { id, chunk, finished: null };
  const finished = await client.rest('POST', `/api/meetings/${id}/audio/finish`, { durationSeconds });
  expect(finished.status).toBe(200);
  return { id, chunk, finished: finished.body };
}

async function waitForTranscript(client: TestClient, id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.rest('GET', `/api/meetings/${id}`);
    if (res.body.transcriptStatus === 'done' || res.body.transcriptStatus === 'failed') return res.body;
    if (Date.now() > until) throw new Error(`still ${res.body.transcriptStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a meeting recording that names another member's meeting file", () => {
  let privateKey: string;

  beforeAll(async () => {
    // Member A's private meeting, transcribed as usual.
    const { client: a } = await server.signedIn();
    const file = path.join(dir, 'private.webm');
    await synthesizeSpeech(PRIVATE_SENTENCE, file, { format: 'webm' });
    const { finished } = await recordMeeting(a, await readFile(file), 5);
    expect(finished).toMatchObject({ transcriptStatus: 'done' });
    expect(finished?.transcript).toMatch(PRIVATE_WORDS);
    privateKey = MeetingAudioStore.keyFor(finished?.recordings[0].id, '.webm');
  }, 60_000);

  it('the reproduction: an ffconcat list behind an ID3 tag is refused as audio, and nothing of the meeting is transcribed', async () => {
    const { client: b } = await server.signedIn();
    const list = Buffer.concat([HEADERS.id3Only, Buffer.from(`ffconcat version 1.0\nfile ${privateKey}\n`)]);
    const { chunk, finished } = await recordMeeting(b, list, 1);
    expect(chunk).toMatchObject({ status: 400, body: { message: AUDIO_FORMAT_MESSAGE } });
    expect(finished).toBeNull();
  });

  it('refuses every accepted header with each disguise behind it, at the upload or as its transcription', async () => {
    const { client: b } = await server.signedIn();
    const probes = disguisedRecordings(privateKey);
    expect(probes).toHaveLength(Object.keys(HEADERS).length * DISGUISES.length);
    const outcomes: string[] = [];
    for (const probe of probes) {
      const { chunk, finished } = await recordMeeting(b, probe.bytes, 1);
      // Either the upload is refused by its bytes, or its transcription fails as unreadable audio.
      const outcome =
        chunk.status === 400 && chunk.body.message === AUDIO_FORMAT_MESSAGE
          ? 'refused at upload'
          : finished?.transcriptStatus === 'failed' && finished.transcriptError === AUDIO_FORMAT_MESSAGE && finished.transcript === ''
            ? 'failed as audio'
            : `${chunk.status} ${JSON.stringify(finished)}`;
      outcomes.push(`${probe.header} + ${probe.disguise}: ${outcome}`);
      expect(finished?.transcript ?? '').not.toMatch(PRIVATE_WORDS);
    }
    expect(outcomes.filter((o) => !o.endsWith('refused at upload') && !o.endsWith('failed as audio'))).toEqual([]);
    // A bare ID3 tag is not MP3: refused before it is stored.
    expect(outcomes.filter((o) => o.startsWith('id3Only')).every((o) => o.endsWith('refused at upload'))).toBe(true);
  }, 180_000);
});

describe('the length that decides where a recording is transcribed', () => {
  it('sends a recording declared as 1 s that decodes to three minutes to the job, which transcribes it', async () => {
    const { client } = await server.signedIn();
    const file = path.join(dir, 'three-minutes.webm');
    // A sentence, then quiet: about 180 s in some 130 KB, well within what the request would take by its size.
    await synthesizeSpeech(SHORT_SENTENCE, file, { format: 'webm', padSeconds: 175 });
    const bytes = await readFile(file);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const { id, finished } = await recordMeeting(client, bytes, 1);
    // Not transcribed in the request: pending, for the job; and its length is the one the server measured.
    expect(finished).toMatchObject({ status: 'draft', transcriptStatus: 'pending', transcript: '' });
    expect(finished?.audio.durationSeconds).toBeGreaterThan(170);
    const done = await waitForTranscript(client, id);
    expect(done).toMatchObject({ transcriptStatus: 'done', transcriptError: null });
    expect(done.transcript.toLowerCase()).toContain('broken loader');
  }, 120_000);

  it('still transcribes a recording that really is short in the request', async () => {
    const { client } = await server.signedIn();
    const file = path.join(dir, 'short.webm');
    await synthesizeSpeech(SHORT_SENTENCE, file, { format: 'webm' });
    const { finished } = await recordMeeting(client, await readFile(file), 5);
    expect(finished).toMatchObject({ transcriptStatus: 'done' });
    expect(finished?.transcript.toLowerCase()).toContain('broken loader');
  }, 60_000);
});
