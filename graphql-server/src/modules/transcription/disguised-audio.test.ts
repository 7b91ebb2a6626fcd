import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISGUISES, disguisedRecordings, HEADERS } from '../../ai/transcriber/disguised.testing.js';
import { synthesizeSpeech } from '../../ai/transcriber/speech.testing.js';
import type { TestClient } from '../../test/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { AUDIO_FAILED_MESSAGE } from './transcription.service.js';

// POST /api/transcribe on the real app and offline engine, sent recordings that are not: each accepted container's
// first bytes with a playlist, a list of files, a stream description, an image or another text behind them, naming
// another member's recording on the server, or a URL. Every one is 'Failed to process audio file' (400), and nothing
// of the other recording is ever decoded: ffmpeg is told the container and may open no other file or protocol.

/** What the other recording says, and the words that would show it was decoded. */
const OTHER_SENTENCE = 'The grievance about the night shift roster was settled on Friday.';
const OTHER_WORDS = /grievance|roster|friday|night shift|settled/i;

let server: TestServer;
let dir: string;
/** Another member's recording, readable by any user of the machine: only the decoding rules keep it out. */
let other: string;
/** An HTTP server on loopback that counts the requests a decoder would make to it. */
let web: Server;
let webRequests: string[];
let webUrl: string;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The 400 of a refused recording, and the other recording's words nowhere in the answer. */
function expectRefused(res: { status: number; body: unknown }, what: string) {
  expect({ what, status: res.status, message: (res.body as { message?: string }).message }).toEqual({
    what,
    status: 400,
    message: AUDIO_FAILED_MESSAGE,
  });
  expect(JSON.stringify(res.body)).not.toMatch(OTHER_WORDS);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'disguised-audio-'));
  const shared = path.join(dir, 'shared');
  await mkdir(shared);
  await chmod(dir, 0o755);
  await chmod(shared, 0o755);
  other = path.join(shared, 'other-member.mp3');
  await synthesizeSpeech(OTHER_SENTENCE, other, { format: 'mp3' });
  await chmod(other, 0o644);
  webRequests = [];
  web = createServer((req, res) => {
    webRequests.push(req.url ?? '');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => web.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function readOnlyToken(browser: TestClient): Promise<TestClient> {
  const res = await browser.gql('mutation($i: AccessTokenInput!) { createAccessToken(input: $i) { token } }', {
    i: { name: 'Read only', scopes: ['read'], expiresInDays: 30 },
  });
  expect(res.errors).toBeUndefined();
  const client = server.client();
  client.headers.authorization = `Bearer ${res.data.createAccessToken.token}`;
  return client;
}

describe('POST /api/transcribe with a disguised recording', () => {
  it('the reproduction: an HLS playlist behind an ID3 tag, naming a recording on the server, sent with a read-only token', async () => {
    const { client: browser } = await server.signedIn();
    const token = await readOnlyToken(browser);
    // The other recording itself is readable by the engine and says what this test looks for.
    const direct = await token.rest('POST', '/api/transcribe', {
      audioData: dataUrl('audio/mpeg', await readFile(other)),
      filename: 'other.mp3',
    });
    expect(direct.status).toBe(200);
    expect(direct.body.text).toMatch(OTHER_WORDS);

    const playlist = Buffer.concat([
      HEADERS.id3Only,
      Buffer.from(`#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${other}\n#EXT-X-ENDLIST\n`),
    ]);
    expectRefused(
      await token.rest('POST', '/api/transcribe', { audioData: dataUrl('audio/mpeg', playlist), filename: 'notes.mp3' }),
      'hls',
    );
    const gql = await token.gql('mutation($a: String!, $f: String!) { transcribe(audioData: $a, filename: $f) { text } }', {
      a: dataUrl('audio/mpeg', playlist),
      f: 'notes.mp3',
    });
    expect(gql.errors?.[0]).toMatchObject({ message: AUDIO_FAILED_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(gql)).not.toMatch(OTHER_WORDS);
  }, 60_000);

  it('refuses every accepted header with each playlist, list of files, stream description, image or text behind it', async () => {
    const { client } = await server.signedIn();
    const probes = disguisedRecordings(other);
    expect(probes).toHaveLength(Object.keys(HEADERS).length * DISGUISES.length);
    for (const probe of probes) {
      const res = await client.rest('POST', '/api/transcribe', { audioData: dataUrl('audio/mpeg', probe.bytes), filename: 'notes.mp3' });
      expectRefused(res, `${probe.header} + ${probe.disguise}`);
    }
  }, 120_000);

  it('makes no network request for a playlist or list of files that names a URL', async () => {
    const { client } = await server.signedIn();
    for (const probe of disguisedRecordings(`${webUrl}/other-member.mp3`)) {
      const res = await client.rest('POST', '/api/transcribe', { audioData: dataUrl('audio/webm', probe.bytes), filename: 'notes.webm' });
      expectRefused(res, `${probe.header} + ${probe.disguise}`);
    }
    expect(webRequests).toEqual([]);
  }, 120_000);
});
