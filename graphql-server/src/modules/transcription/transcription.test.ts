import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav, synthesizeSpeech } from '../../ai/transcriber/speech.testing.js';
import { wordErrorRate } from '../../ai/transcriber/wer.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ALREADY_TRANSCRIBING_MESSAGE, AUDIO_FAILED_MESSAGE, TRANSCRIPTION_UNAVAILABLE_MESSAGE } from './transcription.service.js';

// POST /api/transcribe and its GraphQL twin on the real app, with the offline engine (.ci/run installs it).

const SENTENCE = 'The crew reported the broken loader on the radio before the flight arrived.';
const TRANSCRIBE = `mutation($audioData: String!, $filename: String!) {
  transcribe(audioData: $audioData, filename: $filename) { text duration engine isDraft }
}`;

let server: TestServer;
let dir: string;
/** The sentence as Chromium records it, as FileReader.readAsDataURL gives it. */
let webmDataUrl: string;
/** The sentence and then 45 s of quiet, as WAV: more than 1 MB of JSON. */
let longWavDataUrl: string;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'transcribe-route-'));
  await synthesizeSpeech(SENTENCE, path.join(dir, 'speech.webm'), { format: 'webm' });
  await synthesizeSpeech(SENTENCE, path.join(dir, 'long.wav'), { format: 'wav', padSeconds: 45 });
  webmDataUrl = dataUrl('audio/webm;codecs=opus', await readFile(path.join(dir, 'speech.webm')));
  longWavDataUrl = dataUrl('audio/wav', await readFile(path.join(dir, 'long.wav')));
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The 400 every refused recording gets, on both doors, with what was wrong for the field. */
async function expectRefused(audioData: unknown, filename: unknown, field: string, why: RegExp) {
  const { client } = await server.signedIn();
  const rest = await client.rest('POST', '/api/transcribe', { audioData, filename });
  expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 400, message: AUDIO_FAILED_MESSAGE });
  expect(rest.body.fieldErrors[field]).toMatch(why);
  if (typeof audioData === 'string' && typeof filename === 'string') {
    const gql = await client.gql(TRANSCRIBE, { audioData, filename });
    expect(gql.errors?.[0]).toMatchObject({ message: AUDIO_FAILED_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect(gql.errors?.[0].extensions?.fieldErrors?.[field]).toMatch(why);
  }
}

describe('POST /api/transcribe', () => {
  it("transcribes a signed-in member's WebM/Opus recording: {text, duration} as a draft of the offline engine", async () => {
    const { client } = await server.signedIn();
    const res = await client.rest('POST', '/api/transcribe', { audioData: webmDataUrl, filename: 'meeting.webm' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'offline', isDraft: true });
    expect(wordErrorRate(SENTENCE, res.body.text).rate).toBeLessThan(0.3);
    expect(res.body.duration).toBeGreaterThan(3);
    expect(res.body.duration).toBeLessThan(8);
  }, 30_000);

  it('takes a recording larger than the usual 1 MB body, on both doors, from a signed-in member only', async () => {
    expect(longWavDataUrl.length).toBeGreaterThan(2_000_000);
    const { client } = await server.signedIn();
    const rest = await client.rest('POST', '/api/transcribe', { audioData: longWavDataUrl, filename: 'meeting.wav' });
    expect(rest.status).toBe(200);
    expect(rest.body.duration).toBeGreaterThan(45);
    expect(wordErrorRate(SENTENCE, rest.body.text).rate).toBeLessThan(0.3);
    const gql = await client.gql(TRANSCRIBE, { audioData: longWavDataUrl, filename: 'meeting.wav' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.transcribe).toEqual({ ...rest.body, engine: 'offline', isDraft: true });

    // Signed out: the REST door answers 401 before reading the body, the GraphQL door 413 (its usual 1 MB).
    const anonymous = server.client();
    const refused = await anonymous.rest('POST', '/api/transcribe', { audioData: longWavDataUrl, filename: 'meeting.wav' });
    expect(refused.status).toBe(401);
    const big = await anonymous.gql(TRANSCRIBE, { audioData: longWavDataUrl, filename: 'meeting.wav' });
    expect(big.status).toBe(413);
  }, 60_000);

  it('reads a large GraphQL body only for transcribe: any other operation that large is 413, even from a member', async () => {
    const { client } = await server.signedIn();
    const padding = 'x'.repeat(2_000_000);
    const other = await client.gql('query($pad: String) { me { id } }', { pad: padding });
    expect(other.status).toBe(413);
    const mixed = await client.gql(
      'mutation($a: String!, $f: String!) { transcribe(audioData: $a, filename: $f) { text } updateProfile(input: {}) { id } }',
      {
        a: longWavDataUrl,
        f: 'meeting.wav',
      },
    );
    expect(mixed.status).toBe(413);
    // A small body sent without a length (chunked) is read as usual.
    const chunked = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      body: new Blob([JSON.stringify({ query: '{ me { id } }' })]).stream(),
      duplex: 'half',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
    } as RequestInit);
    expect(chunked.status).toBe(200);
  }, 60_000);

  it('transcribes one recording at a time per member: a second sent meanwhile is 429, another member is not held up', async () => {
    const { client } = await server.signedIn();
    const { client: other } = await server.signedIn();
    const body = { audioData: webmDataUrl, filename: 'meeting.webm' };
    const [first, second, others] = await Promise.all([
      client.rest('POST', '/api/transcribe', body),
      new Promise((resolve) => setTimeout(resolve, 300)).then(() => client.gql(TRANSCRIBE, body)),
      other.rest('POST', '/api/transcribe', body),
    ]);
    expect(first.status).toBe(200);
    expect(others.status).toBe(200);
    expect(second.errors?.[0]).toMatchObject({ message: ALREADY_TRANSCRIBING_MESSAGE, extensions: { code: 'RATE_LIMITED' } });
    // Once it is done, the next one is taken.
    const again = await client.rest('POST', '/api/transcribe', body);
    expect(again.status).toBe(200);
  }, 30_000);

  it('is for signed-in members only, and refuses a cross-site post', async () => {
    const anonymous = server.client();
    const rest = await anonymous.rest('POST', '/api/transcribe', { audioData: webmDataUrl, filename: 'meeting.webm' });
    expect(rest.status).toBe(401);
    const gql = await anonymous.gql(TRANSCRIBE, { audioData: webmDataUrl, filename: 'meeting.webm' });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const { client } = await server.signedIn();
    const crossSite = await client.raw('POST', '/api/transcribe', {
      body: JSON.stringify({ audioData: webmDataUrl, filename: 'meeting.webm' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it("answers 'Failed to process audio file' (400) to anything that is not a recording, on both doors", async () => {
    const wav = silentWav(0.5);
    const b64 = wav.toString('base64');
    await expectRefused('hello', 'meeting.webm', 'audioData', /base64 data URL/);
    await expectRefused(`data:audio/wav,${encodeURIComponent('RIFF')}`, 'meeting.wav', 'audioData', /base64 data URL/);
    await expectRefused('data:audio/webm;base64,', 'meeting.webm', 'audioData', /empty/);
    // Wrong media type, though the bytes are audio.
    await expectRefused(`data:image/png;base64,${b64}`, 'meeting.wav', 'audioData', /must be audio/);
    await expectRefused(`data:text/html;base64,${b64}`, 'meeting.wav', 'audioData', /must be audio/);
    // Truncated base64 (an upload cut short), and base64 with junk in it.
    await expectRefused(`data:audio/wav;base64,${b64.slice(0, -3)}`, 'meeting.wav', 'audioData', /base64 data URL/);
    await expectRefused(`data:audio/wav;base64,${b64.slice(0, 40)}*${b64.slice(41)}`, 'meeting.wav', 'audioData', /base64 data URL/);
    await expectRefused(`data:audio/wav;base64, ${b64.slice(1)}`, 'meeting.wav', 'audioData', /base64 data URL/);
    // Audio by its label, not by its bytes: a PNG, a text file, a WebM header over junk.
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001',
      'hex',
    );
    await expectRefused(dataUrl('audio/webm', png), 'meeting.webm', 'audioData', /not WebM, Ogg, WAV, MP4 or MP3/);
    await expectRefused(dataUrl('audio/mpeg', Buffer.from('just some text, not an mp3 at all')), 'a.mp3', 'audioData', /not WebM/);
    const fakeWebm = Buffer.concat([Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(3000, 9)]);
    await expectRefused(dataUrl('audio/webm', fakeWebm), 'meeting.webm', 'audioData', /could not be read as audio/);
    // Missing or wrong fields.
    await expectRefused(undefined, 'meeting.webm', 'audioData', /required/);
    await expectRefused(42, 'meeting.webm', 'audioData', /required/);
    await expectRefused(webmDataUrl, '', 'filename', /file name is required/);
    await expectRefused(webmDataUrl, 'x'.repeat(256), 'filename', /at most 255/);
  }, 60_000);

  it('refuses a recording over 25 MB with a 400 that says so, before decoding it', async () => {
    // 25 MB + 3 bytes of base64 'A's (zero bytes): the length alone says it is too large.
    const over = `data:audio/webm;base64,${'A'.repeat(Math.ceil((25 * 1024 * 1024 + 3) / 3) * 4)}`;
    await expectRefused(over, 'meeting.webm', 'audioData', /larger than 25 MB/);
    // Far larger than any recording: the body itself is refused (413), never a 500.
    const { client } = await server.signedIn();
    const huge = await client.rest('POST', '/api/transcribe', { audioData: `${over}${'A'.repeat(4_000_000)}`, filename: 'm.webm' });
    expect(huge.status).toBe(413);
  }, 60_000);
});

describe('POST /api/transcribe without an engine', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({}, { offlineTranscriber: { searchPath: '/nonexistent' } });
  });
  afterAll(() => bare.close());

  it("answers 503 'Unable to transcribe audio. Please check your notes.' on both doors", async () => {
    const { client } = await bare.signedIn();
    const rest = await client.rest('POST', '/api/transcribe', { audioData: webmDataUrl, filename: 'meeting.webm' });
    expect({ status: rest.status, message: rest.body.message }).toEqual({ status: 503, message: TRANSCRIPTION_UNAVAILABLE_MESSAGE });
    const gql = await client.gql(TRANSCRIBE, { audioData: webmDataUrl, filename: 'meeting.webm' });
    expect(gql.errors?.[0]).toMatchObject({ message: TRANSCRIPTION_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_BUSY' } });
    // Bad audio is still the member's to fix: a 400, not a 503.
    const junk = await client.rest('POST', '/api/transcribe', { audioData: 'hello', filename: 'meeting.webm' });
    expect(junk.status).toBe(400);
  });
});
