import http from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { createTranscriber } from './create-transcriber.js';
import { AudioTooLongError, TranscriptionUnavailableError } from './errors.js';
import type { OfflineOptions } from './offline.js';
import { synthesizeSpeech } from './speech.testing.js';
import { wordErrorRate } from './wer.js';

// A fake OpenAI on 127.0.0.1: the real `openai` client built by createTranscriber talks to it through OPENAI_BASE_URL.
type Mode = 'ok' | '429' | '500' | 'slow';
interface Captured {
  path: string;
  authorization?: string;
  contentType?: string;
  body: Buffer;
}

let mode: Mode = 'ok';
const requests: Captured[] = [];
let fake: http.Server;
let fakeUrl: string;
let dir: string;
let speech: string;
const SENTENCE = 'The steward asked for the staffing plan before any decision is made.';
const OPENAI_TEXT = 'The steward asked for the staffing plan before any decision is made.';

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (mode === '429') return send(429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } });
      if (mode === '500') return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
      const body = Buffer.concat(chunks).toString('latin1');
      const answer = body.includes('verbose_json')
        ? { task: 'transcribe', language: 'english', duration: 4.2, text: ` ${OPENAI_TEXT} `, segments: [] }
        : { text: OPENAI_TEXT, usage: { type: 'duration', seconds: 5 } };
      if (mode === 'slow') return void setTimeout(() => send(200, answer), 3000);
      send(200, answer);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'openai-transcriber-'));
  speech = path.join(dir, 'speech.webm');
  await synthesizeSpeech(SENTENCE, speech, { format: 'webm' });
});

afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  requests.length = 0;
  mode = 'ok';
});

function transcriber(env: Record<string, string> = {}, offline: OfflineOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: fakeUrl,
    OPENAI_TIMEOUT_MS: '700',
    ...env,
  });
  return createTranscriber(config, createLogger('error'), offline);
}

const audio = () => ({ path: speech, mimeType: 'audio/webm', fileName: 'meeting.webm', memberId: 'member-1' });
/** A search path with neither ffmpeg nor pocketsphinx: the offline engine is not installed. */
const NOT_INSTALLED: OfflineOptions = { searchPath: '/nonexistent' };

describe('transcription with OpenAI configured', () => {
  it('sends the recording to audio/transcriptions with whisper-1 and answers with its text and duration, not a draft', async () => {
    const progress: number[] = [];
    const result = await (await transcriber()).transcribe(audio(), { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ text: OPENAI_TEXT, durationSeconds: 4.2, engine: 'openai', isDraft: false });
    expect(progress).toEqual([0, 1]);
    expect(requests).toHaveLength(1);
    const sent = requests[0];
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = sent.body.toString('latin1');
    expect(body).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/);
    expect(body).toMatch(/name="response_format"\r\n\r\nverbose_json\r\n/);
    expect(body).toMatch(/name="file"; filename="meeting.webm"\r\nContent-Type: audio\/webm\r\n/);
    // The recording's bytes themselves.
    expect(sent.body.includes(await readFile(speech))).toBe(true);
  });

  it('uses the model of OPENAI_TRANSCRIBE_MODEL, taking the duration from its usage', async () => {
    const result = await (await transcriber({ OPENAI_TRANSCRIBE_MODEL: 'gpt-4o-transcribe' })).transcribe(audio());
    expect(result).toEqual({ text: OPENAI_TEXT, durationSeconds: 5, engine: 'openai', isDraft: false });
    const body = requests[0].body.toString('latin1');
    expect(body).toMatch(/name="model"\r\n\r\ngpt-4o-transcribe\r\n/);
    expect(body).not.toContain('verbose_json');
  });

  it.each<Mode>(['429', '500', 'slow'])(
    'falls back to the offline engine when OpenAI answers %s, once, with a draft',
    async (m) => {
      mode = m;
      const started = Date.now();
      const result = await (await transcriber()).transcribe(audio());
      expect(requests).toHaveLength(1);
      expect(result.engine).toBe('offline');
      expect(result.isDraft).toBe(true);
      expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.3);
      expect(result.durationSeconds).toBeGreaterThan(2);
      // The 700 ms timeout, not the fake's 3 s.
      if (m === 'slow') expect(Date.now() - started).toBeLessThan(2900 + 10_000);
    },
    30_000,
  );

  it('hands the offline fallback the length allowed: audio longer than it is refused there before any recognition', async () => {
    mode = '429';
    await expect((await transcriber()).transcribe(audio(), { maxSeconds: 1 })).rejects.toBeInstanceOf(AudioTooLongError);
    expect(requests).toHaveLength(1);
  }, 30_000);

  it.each<Mode>(['429', '500', 'slow'])('is unavailable when OpenAI answers %s and the offline engine is not installed', async (m) => {
    mode = m;
    const engine = await transcriber({}, NOT_INSTALLED);
    expect(await engine.available()).toBe(true);
    await expect(engine.transcribe(audio())).rejects.toBeInstanceOf(TranscriptionUnavailableError);
  });

  it('sends OpenAI nothing larger than its 25 MB limit', async () => {
    const big = path.join(dir, 'big.wav');
    await writeFile(big, Buffer.alloc(25 * 1024 * 1024 + 1));
    await expect(
      (await transcriber({}, NOT_INSTALLED)).transcribe({ path: big, mimeType: 'audio/wav', fileName: 'big.wav', memberId: 'member-1' }),
    ).rejects.toThrow('larger than 25 MB');
    expect(requests).toHaveLength(0);
  });
});

describe('transcription without OPENAI_API_KEY', () => {
  it('is the offline engine alone, and unavailable when it is not installed', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const offline = await createTranscriber(config, createLogger('error'));
    const result = await offline.transcribe(audio());
    expect(result.engine).toBe('offline');
    expect(requests).toHaveLength(0);
    expect(await (await createTranscriber(config, createLogger('error'), NOT_INSTALLED)).available()).toBe(false);
  }, 30_000);
});
