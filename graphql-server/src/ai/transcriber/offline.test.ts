import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioUnreadableError, TranscriptionUnavailableError } from './errors.js';
import { asSentences, cutPoints, offlineTranscriber, segmentLength } from './offline.js';
import { meetingScript, type SpeechFormat, synthesizeSpeech } from './speech.testing.js';
import { wordErrorRate } from './wer.js';

// The offline engine on the real programs (.ci/run installs pocketsphinx, pocketsphinx-en-us, ffmpeg and flite).

let dir: string;
let temp: string;
const SENTENCE = 'The supervisor asked me to come to the office to talk about my attendance record.';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'offline-test-'));
  temp = path.join(dir, 'work');
  await mkdir(temp);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the offline transcriber', () => {
  it('is available here, and not when ffmpeg and pocketsphinx cannot be found', async () => {
    expect(await offlineTranscriber().available()).toBe(true);
    const none = offlineTranscriber({ searchPath: path.join(dir, 'no-programs-here') });
    expect(await none.available()).toBe(false);
    await expect(none.transcribe({ path: '/nonexistent', mimeType: 'audio/webm', fileName: 'a.webm' })).rejects.toBeInstanceOf(
      TranscriptionUnavailableError,
    );
  });

  it('transcribes a two-minute meeting sent as WebM/Opus (as Chromium records it) with under 30 % of words wrong, reporting progress', async () => {
    const script = await meetingScript();
    const file = path.join(dir, 'meeting.webm');
    await synthesizeSpeech(script, file, { format: 'webm' });
    const progress: number[] = [];
    const engine = offlineTranscriber({ segmentSeconds: 30, tempDir: temp });
    const result = await engine.transcribe({ path: file, mimeType: 'audio/webm', fileName: 'meeting.webm' }, (f) => progress.push(f));

    const { rate } = wordErrorRate(script, result.text);
    expect(rate).toBeLessThan(0.3);
    expect(result.engine).toBe('offline');
    expect(result.isDraft).toBe(true);
    // flite reads the script in about two minutes.
    expect(result.durationSeconds).toBeGreaterThan(90);
    expect(result.durationSeconds).toBeLessThan(180);
    // Sentences a person can read: capitals and full stops.
    expect(result.text).toMatch(/^Good morning/);
    expect(result.text).toMatch(/\.$/);
    // Four segments or more: progress from 0 through steps in between to 1, never going back.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.filter((f) => f > 0 && f < 1).length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await readdir(temp)).toEqual([]);
  }, 120_000);

  it.each<SpeechFormat>(['ogg', 'wav', 'mp4', 'mp3'])(
    'reads %s audio too',
    async (format) => {
      const file = path.join(dir, `sentence.${format}`);
      await synthesizeSpeech(SENTENCE, file, { format });
      const result = await offlineTranscriber({ tempDir: temp }).transcribe({ path: file, mimeType: `audio/${format}`, fileName: file });
      expect(wordErrorRate(SENTENCE, result.text).rate).toBeLessThan(0.3);
      expect(result.durationSeconds).toBeGreaterThan(3);
      expect(await readdir(temp)).toEqual([]);
    },
    60_000,
  );

  it('refuses a file that is not audio, leaving nothing behind', async () => {
    const file = path.join(dir, 'junk.webm');
    // A WebM header followed by junk: it passes a first look at its bytes but cannot be decoded.
    await writeFile(file, Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]));
    await expect(
      offlineTranscriber({ tempDir: temp }).transcribe({ path: file, mimeType: 'audio/webm', fileName: 'junk.webm' }),
    ).rejects.toBeInstanceOf(AudioUnreadableError);
    expect(await readdir(temp)).toEqual([]);
  });

  it('gives up at its time limit, stopping pocketsphinx and leaving nothing behind', async () => {
    const file = path.join(dir, 'long.wav');
    await synthesizeSpeech(SENTENCE, file, { format: 'wav', repeat: 8 });
    const started = Date.now();
    const engine = offlineTranscriber({ tempDir: temp, segmentSeconds: 10, timeLimitMs: () => 300 });
    await expect(engine.transcribe({ path: file, mimeType: 'audio/wav', fileName: 'long.wav' })).rejects.toThrow(
      'Transcription took longer than its time limit',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await readdir(temp)).toEqual([]);
  }, 30_000);
});

describe('cutting a recording into segments', () => {
  it('cuts near every segment length at the quietest moment, and keeps a short tail with the last segment', () => {
    // 100 ms frames: loud, with a silence at 5.8 s and at 12.3 s.
    const energies = Array.from({ length: 160 }, (_, f) => (f === 58 || f === 123 ? 1 : 1000));
    expect(cutPoints(energies, 6)).toEqual([0, 5.8, 12.3, 16]);
    expect(cutPoints(energies.slice(0, 70), 6)).toEqual([0, 7]);
  });

  it('shares a short recording between the processes, in segments of 20 to 60 s', () => {
    expect(segmentLength(60, 2)).toBe(30);
    expect(segmentLength(10, 2)).toBe(20);
    expect(segmentLength(114, 2)).toBe(57);
    expect(segmentLength(600, 2)).toBe(60);
    expect(segmentLength(45, 1)).toBe(45);
  });

  it('writes the utterances as sentences', () => {
    expect(asSentences(['good morning', '', 'i think i was there ', 'icon'])).toBe('Good morning. I think I was there. Icon.');
  });
});
