import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AudioFile, TranscribeOptions, Transcriber, TranscriptionResult } from '../../ai/transcriber/transcriber.js';
import { createApp } from '../../app.js';
import { hashPassword } from '../../auth/passwords.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../composition/database.js';
import { createLogger } from '../../logger.js';
import { buildServices } from '../../services.js';
import { silentWav } from '../../ai/transcriber/speech.testing.js';
import { webmChunk } from '../../test/api-surface.js';
import { TestClient } from '../../test/client.js';
import { createTestDatabase } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/harness.js';
import { ALREADY_TRANSCRIBING_MESSAGE } from '../transcription/transcription.service.js';
import { User } from '../../auth/user.entity.js';

// Transcription of a meeting's recording, through the app: in the request for 60 s or less, by the
// 'transcribe-meeting' job (graphile-worker) for longer, failures kept on the record with the audio, retry, and a job
// that survives a server stopped in the middle of it. The engines themselves are tested in ai/transcriber; here a
// Transcriber built on the interface stands in for them, so that each outcome can be chosen and timed.

/** A Transcriber whose outcome and timing the test decides: it reports progress, then waits for `release`. */
class ScriptedTranscriber implements Transcriber {
  readonly files: { file: AudioFile; bytes: Buffer }[] = [];
  isAvailable = true;
  failWith: Error | null = null;
  /** While set, transcribe waits for it after reporting 25 %. */
  gate: Promise<void> | null = null;
  /** When set, only this member's transcriptions wait for the gate. */
  gatedMember: string | null = null;
  private started: (() => void) | null = null;
  startedOnce = new Promise<void>((resolve) => {
    this.started = resolve;
  });

  constructor(private readonly text: string) {}

  async available() {
    return this.isAvailable;
  }

  async transcribe(file: AudioFile, { onProgress }: TranscribeOptions = {}): Promise<TranscriptionResult> {
    this.files.push({ file, bytes: await readFile(file.path) });
    onProgress?.(0.25);
    this.started?.();
    if (this.gate && (this.gatedMember === null || this.gatedMember === file.memberId)) await this.gate;
    if (this.failWith) throw this.failWith;
    onProgress?.(0.9);
    return { text: this.text, durationSeconds: 61.5, engine: 'offline', isDraft: true };
  }
}

interface MeetingServer {
  url: string;
  client: TestClient;
  close(): Promise<void>;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The real app on a database and data folder that outlive it (so a second server can take over), with this transcriber. */
async function startServer(transcriber: Transcriber, place: { dbUrl: string; dataDir: string }): Promise<MeetingServer> {
  const orm = await openDatabase(place.dbUrl, { migrate: false });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: place.dataDir, SEED_DEMO: 'false' });
  const services = await buildServices(config, createLogger('error'), {
    database: { orm, close: () => orm.close() },
    sessions: { secret: 'test-secret-test-secret-test-secret-0123', idleMs: 1_800_000, absoluteMs: 43_200_000, secureCookie: false },
    transcriber,
    jobShutdownGraceMs: 300,
  });
  const { app, stop } = await createApp({ services });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  };
  cleanups.push(close);
  return { url, client: new TestClient(url), close };
}

let members = 0;
/** A client signed in as a new member (created in the database), or as `username` again. */
async function signIn(server: MeetingServer, dbUrl: string, username?: string): Promise<TestClient & { username: string }> {
  if (!username) {
    members += 1;
    username = `transcribing${members}`;
    const orm = await openDatabase(dbUrl, { migrate: false });
    try {
      const em = orm.em.fork();
      em.create(User, {
        username,
        personalEmail: `${username}@example.org`,
        firstName: 'Test',
        lastName: 'Member',
        employeeNumber: `T${String(members).padStart(5, '0')}`,
        employmentStatus: 'full_time',
        hireDate: '2019-01-01',
        hashedPassword: await hashPassword(TEST_PASSWORD),
      });
      await em.flush();
    } finally {
      await orm.close();
    }
  }
  const client = new TestClient(server.url);
  const res = await client.rest('POST', '/api/auth/login', { username, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return Object.assign(client, { username });
}

async function newPlace() {
  const dbUrl = await createTestDatabase(inject('pgServerUrl'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'union-meetings-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dbUrl, dataDir };
}

const PARTICIPANTS = [{ name: 'Dana Whitfield', role: 'manager' }];
const middle = (size: number) => new Uint8Array(Array.from({ length: size }, (_, i) => (i * 11) & 255));

/** A recording meeting with two chunks stored; returns its id and the bytes of its audio. */
async function recorded(client: TestClient) {
  const m = (await client.rest('POST', '/api/meetings', { participants: PARTICIPANTS, recordingConsent: true })).body as { id: string };
  const parts = [webmChunk(1500), middle(3000)];
  for (const [seq, data] of parts.entries()) {
    const form = new FormData();
    form.set('seq', String(seq));
    form.set('chunk', new Blob([data as Uint8Array<ArrayBuffer>], { type: 'audio/webm' }), `chunk-${seq}.webm`);
    const res = await client.raw('POST', `/api/meetings/${m.id}/audio/chunks`, {
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(200);
  }
  return { id: m.id, audio: Buffer.concat(parts) };
}

async function readMeeting(client: TestClient, id: string) {
  const res = await client.rest('GET', `/api/meetings/${id}`);
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown> & { transcriptStatus: string; transcriptProgress: number | null };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function audioBytes(client: TestClient, id: string) {
  const res = await client.raw('GET', `/api/meetings/${id}/audio`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('transcribing a meeting recording', () => {
  it('transcribes 60 s or less in the request: finishMeetingAudio answers with the transcript', async () => {
    const place = await newPlace();
    const transcriber = new ScriptedTranscriber('Manager: you were late on Tuesday. Steward: he had a family emergency.');
    const server = await startServer(transcriber, place);
    const client = await signIn(server, place.dbUrl);
    const { id, audio } = await recorded(client);
    const res = await client.gql(
      `mutation($id: ID!) { finishMeetingAudio(id: $id, durationSeconds: 42) {
        status transcript transcriptStatus transcriptProgress transcriptEngine transcriptIsDraft transcriptError audio { durationSeconds } } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.finishMeetingAudio).toEqual({
      status: 'draft',
      transcript: 'Manager: you were late on Tuesday. Steward: he had a family emergency.',
      transcriptStatus: 'done',
      transcriptProgress: 100,
      transcriptEngine: 'offline',
      transcriptIsDraft: true,
      transcriptError: null,
      audio: { durationSeconds: 42 },
    });
    // The engine was given the whole recording, as stored, with its sniffed type.
    expect(transcriber.files).toHaveLength(1);
    expect(transcriber.files[0].file.mimeType).toBe('audio/webm');
    expect(transcriber.files[0].bytes.equals(audio)).toBe(true);
    await server.close();
  });

  it('transcribes a longer recording by the job, with progress on the record', async () => {
    const place = await newPlace();
    const transcriber = new ScriptedTranscriber('A long meeting about the overtime list.');
    let release = () => {};
    transcriber.gate = new Promise((resolve) => {
      release = resolve;
    });
    const server = await startServer(transcriber, place);
    const client = await signIn(server, place.dbUrl);
    const { id } = await recorded(client);
    const finished = await client.rest('POST', `/api/meetings/${id}/audio/finish`, { durationSeconds: 900 });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'draft', transcriptStatus: 'pending', transcript: '' });
    const working = await waitFor(
      () => readMeeting(client, id),
      (m) => m.transcriptStatus === 'processing' && m.transcriptProgress === 25,
    );
    expect(working.transcript).toBe('');
    // The member cannot overwrite a transcript that is being written.
    const edit = await client.rest('PATCH', `/api/meetings/${id}`, { transcript: 'mine' });
    expect(edit).toMatchObject({ status: 409, body: { message: 'The transcript is still being written. Please wait for it to finish.' } });
    release();
    const done = await waitFor(
      () => readMeeting(client, id),
      (m) => m.transcriptStatus === 'done',
    );
    expect(done).toMatchObject({ transcript: 'A long meeting about the overtime list.', transcriptProgress: 100, transcriptError: null });
    expect(transcriber.files).toHaveLength(1);
    await server.close();
  });

  it('keeps a failure on the record with the audio, and a retry transcribes it', async () => {
    const place = await newPlace();
    const transcriber = new ScriptedTranscriber('Second time lucky.');
    transcriber.failWith = new Error('recogniser crashed');
    const server = await startServer(transcriber, place);
    const client = await signIn(server, place.dbUrl);
    const { id, audio } = await recorded(client);
    const finished = await client.rest('POST', `/api/meetings/${id}/audio/finish`, { durationSeconds: 30 });
    expect(finished.body).toMatchObject({
      transcriptStatus: 'failed',
      transcriptError: 'Unable to transcribe audio. Please check your notes.',
      transcript: '',
      audio: { chunks: 2, fileSize: audio.length },
    });
    expect((await audioBytes(client, id)).equals(audio)).toBe(true);

    transcriber.failWith = null;
    const retried = await client.gql('mutation($id: ID!) { retryMeetingTranscription(id: $id) { transcriptStatus transcriptError } }', {
      id,
    });
    expect(retried.data.retryMeetingTranscription).toEqual({ transcriptStatus: 'pending', transcriptError: null });
    const done = await waitFor(
      () => readMeeting(client, id),
      (m) => m.transcriptStatus === 'done',
    );
    expect(done.transcript).toBe('Second time lucky.');
    // A retry of a transcription that is not failed changes nothing.
    const again = await client.rest('POST', `/api/meetings/${id}/transcription/retry`);
    expect(again).toMatchObject({ status: 200, body: { transcriptStatus: 'done', transcript: 'Second time lucky.' } });
    expect(transcriber.files).toHaveLength(2);
    expect((await audioBytes(client, id)).equals(audio)).toBe(true);
    await server.close();
  });

  it('fails clearly when no engine is available, and finalizing a meeting still recording queues its transcription', async () => {
    const place = await newPlace();
    const transcriber = new ScriptedTranscriber('Finalized while recording.');
    transcriber.isAvailable = false;
    const server = await startServer(transcriber, place);
    const client = await signIn(server, place.dbUrl);
    const first = await recorded(client);
    const finished = await client.rest('POST', `/api/meetings/${first.id}/audio/finish`, { durationSeconds: 5 });
    expect(finished.body).toMatchObject({
      transcriptStatus: 'failed',
      transcriptError: 'Unable to transcribe audio. Please check your notes.',
    });
    expect(transcriber.files).toHaveLength(0);

    transcriber.isAvailable = true;
    const second = await recorded(client);
    const finalized = await client.rest('POST', `/api/meetings/${second.id}/finalize`, { notes: 'Done' });
    expect(finalized.body).toMatchObject({ status: 'finalized', transcriptStatus: 'pending' });
    const done = await waitFor(
      () => readMeeting(client, second.id),
      (m) => m.transcriptStatus === 'done',
    );
    expect(done).toMatchObject({ status: 'finalized', transcript: 'Finalized while recording.', notes: 'Done' });
    await server.close();
  });

  it('finishes a job on the next server when the server running it stops in the middle', async () => {
    const place = await newPlace();
    // The first server's engine never finishes: the server stops while it works.
    const stuck = new ScriptedTranscriber('never');
    stuck.gate = new Promise(() => {});
    const first = await startServer(stuck, place);
    const firstClient = await signIn(first, place.dbUrl);
    const { id, audio } = await recorded(firstClient);
    await firstClient.rest('POST', `/api/meetings/${id}/audio/finish`, { durationSeconds: 600 });
    await stuck.startedOnce;
    // The progress is saved beside the engine's start: on a loaded machine it may land a moment later.
    const processing = await waitFor(
      () => readMeeting(firstClient, id),
      (m) => m.transcriptProgress === 25,
    );
    expect(processing).toMatchObject({ transcriptStatus: 'processing', transcriptProgress: 25 });
    await first.close();

    const working = new ScriptedTranscriber('Finished by the second server.');
    const second = await startServer(working, place);
    // The same member signs in again on the second server.
    const owner = await signIn(second, place.dbUrl, firstClient.username);
    const done = await waitFor(
      () => readMeeting(owner, id),
      (m) => m.transcriptStatus === 'done',
      30_000,
    );
    expect(done).toMatchObject({ transcript: 'Finished by the second server.', transcriptProgress: 100 });
    expect(working.files[0].bytes.equals(audio)).toBe(true);
    // Another member still gets not found.
    const other = await signIn(second, place.dbUrl);
    expect((await other.rest('GET', `/api/meetings/${id}`)).status).toBe(404);
    await second.close();
  }, 60_000);
  it("runs one transcription per member at a time: the member's next waits its turn without holding a job slot, other members go on", async () => {
    const place = await newPlace();
    const transcriber = new ScriptedTranscriber('Transcribed in turn.');
    let release = () => {};
    transcriber.gate = new Promise((resolve) => {
      release = resolve;
    });
    const server = await startServer(transcriber, place);
    const a = await signIn(server, place.dbUrl);
    const b = await signIn(server, place.dbUrl);
    const idOf = async (client: TestClient) => (await client.gql('{ me { id } }')).data.me.id as string;
    const [aId, bId] = [await idOf(a), await idOf(b)];
    transcriber.gatedMember = aId;
    /** An answer that should come at once: a request held by the engine would not come at all. */
    const promptly = <T>(answer: Promise<T>) =>
      Promise.race([answer, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 15_000))]);

    // A's long meeting is being transcribed by a job (held at 25 %).
    const first = await recorded(a);
    await a.rest('POST', `/api/meetings/${first.id}/audio/finish`, { durationSeconds: 900 });
    await transcriber.startedOnce;

    // A's next meeting, short enough for the request, waits for its turn instead: pending, not started.
    const second = await recorded(a);
    const finished = await promptly(a.rest('POST', `/api/meetings/${second.id}/audio/finish`, { durationSeconds: 5 }));
    expect(finished).toMatchObject({ status: 200, body: { transcriptStatus: 'pending' } });
    // A's dictation meanwhile is refused at once, as a second one through /api/transcribe would be.
    const dictation = await promptly(
      a.rest('POST', '/api/transcribe', { audioData: `data:audio/wav;base64,${silentWav(0.5).toString('base64')}`, filename: 'note.wav' }),
    );
    expect(dictation).toMatchObject({ status: 429, body: { message: ALREADY_TRANSCRIBING_MESSAGE } });

    // B is not held up: a short meeting in the request, and a long one by a job (the job slot A's waiting meeting
    // does not keep).
    const short = await recorded(b);
    const shortDone = await promptly(b.rest('POST', `/api/meetings/${short.id}/audio/finish`, { durationSeconds: 5 }));
    expect(shortDone).toMatchObject({ status: 200, body: { transcriptStatus: 'done' } });
    const long = await recorded(b);
    await b.rest('POST', `/api/meetings/${long.id}/audio/finish`, { durationSeconds: 900 });
    await waitFor(
      () => readMeeting(b, long.id),
      (m) => m.transcriptStatus === 'done',
    );
    expect(transcriber.files.map((f) => f.file.memberId)).toEqual([aId, bId, bId]);
    expect((await readMeeting(a, second.id)).transcriptStatus).toBe('pending');

    // Once A's first is done, A's next gets its turn.
    release();
    await waitFor(
      () => readMeeting(a, first.id),
      (m) => m.transcriptStatus === 'done',
    );
    const secondDone = await waitFor(
      () => readMeeting(a, second.id),
      (m) => m.transcriptStatus === 'done',
      45_000,
    );
    expect(secondDone.transcript).toBe('Transcribed in turn.');
    expect(transcriber.files.map((f) => f.file.memberId)).toEqual([aId, bId, bId, aId]);
    await server.close();
  }, 90_000);
});
