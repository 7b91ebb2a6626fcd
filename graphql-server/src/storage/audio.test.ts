import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav, type SpeechFormat, synthesizeSpeech } from '../ai/transcriber/speech.testing.js';
import { sniffAudio } from './audio.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sniffAudio', () => {
  it.each<[SpeechFormat, string]>([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['wav', 'audio/wav'],
    ['mp4', 'audio/mp4'],
    ['mp3', 'audio/mpeg'],
  ])('knows %s audio by its first bytes', async (format, mimeType) => {
    const file = path.join(dir, `a.${format}`);
    await synthesizeSpeech('Hello.', file, { format });
    expect(sniffAudio((await readFile(file)).subarray(0, 64))).toBe(mimeType);
  });

  it('knows an MP3 without a tag by its first frame, and a WAV written by hand', () => {
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]))).toBe('audio/mpeg');
    expect(sniffAudio(silentWav(0.1))).toBe('audio/wav');
  });

  it('refuses what is not one of them, whatever its name', () => {
    const refused = [
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), // PNG
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1'),
      Buffer.from('<html><body>audio</body></html>'),
      Buffer.from('RIFF\x24\x00\x00\x00AVI LIST', 'latin1'), // a RIFF that is not WAVE
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x6a, 0x75, 0x6e, 0x6b, 0, 0]), // EBML 'junk'
      Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0]), // ADTS AAC (layer 0), not MP3
      Buffer.from([0xff, 0xfb, 0xf0, 0x64]), // MP3 sync with a forbidden bit rate
      Buffer.alloc(64),
      Buffer.alloc(0),
    ];
    expect(refused.map((b) => sniffAudio(b))).toEqual(refused.map(() => null));
  });
});
