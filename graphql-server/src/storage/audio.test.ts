import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISGUISES, HEADERS } from '../ai/transcriber/disguised.testing.js';
import { silentWav, type SpeechFormat, synthesizeSpeech } from '../ai/transcriber/speech.testing.js';
import { AUDIO_SNIFF_BYTES, sniffAudio, sniffAudioFile } from './audio.js';

let dir: string;
const recordings = new Map<SpeechFormat, Buffer>();
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sniff-'));
  for (const format of ['webm', 'ogg', 'wav', 'mp4', 'mp3'] as const) {
    const file = path.join(dir, `a.${format}`);
    await synthesizeSpeech('Hello.', file, { format });
    recordings.set(format, await readFile(file));
  }
}, 30_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Two MPEG-1 layer III frames of 128 kbit/s at 44.1 kHz (417 bytes each), zeros for their data. */
const twoMp3Frames = () => {
  const frames = Buffer.alloc(2 * 417);
  frames.set([0xff, 0xfb, 0x90, 0x64], 0);
  frames.set([0xff, 0xfb, 0x90, 0x64], 417);
  return frames;
};
/** An ID3v2.4 tag whose syncsafe size says `size` bytes follow its header. */
const id3Tag = (size: number) =>
  Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]),
    Buffer.alloc(size),
  ]);

describe('sniffAudio', () => {
  it.each<[SpeechFormat, string]>([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['wav', 'audio/wav'],
    ['mp4', 'audio/mp4'],
    ['mp3', 'audio/mpeg'],
  ])('knows %s audio as ffmpeg writes it by its first bytes', async (format, mimeType) => {
    const bytes = recordings.get(format) as Buffer;
    expect(sniffAudio(bytes.subarray(0, AUDIO_SNIFF_BYTES))).toBe(mimeType);
    await writeFile(path.join(dir, `again.${format}`), bytes);
    expect(await sniffAudioFile(path.join(dir, `again.${format}`))).toBe(mimeType);
  });

  it('knows an MP3 by two frames in a row, with or without an ID3 tag, however large the tag within the bound', () => {
    expect(sniffAudio(twoMp3Frames())).toBe('audio/mpeg');
    expect(sniffAudio(Buffer.concat([id3Tag(0), twoMp3Frames()]))).toBe('audio/mpeg');
    // A tag of 300 KB (cover art) before the frames: the first 64 bytes would not have told.
    const tagged = Buffer.concat([id3Tag(300_000), twoMp3Frames()]);
    expect(sniffAudio(tagged.subarray(0, AUDIO_SNIFF_BYTES))).toBe('audio/mpeg');
    // A tag larger than the bytes read: nothing says audio follows it.
    expect(sniffAudio(Buffer.concat([id3Tag(AUDIO_SNIFF_BYTES), twoMp3Frames()]).subarray(0, AUDIO_SNIFF_BYTES))).toBeNull();
    expect(sniffAudio(silentWav(0.1))).toBe('audio/wav');
  });

  it('refuses an ID3 tag that audio frames do not follow, whatever follows it instead', () => {
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:10,\n/srv/other.mp3\n');
    expect(sniffAudio(Buffer.concat([id3Tag(0), playlist]))).toBeNull();
    expect(sniffAudio(Buffer.concat([id3Tag(20), playlist]))).toBeNull();
    // One frame header, then the playlist: a sync pattern alone is not audio.
    expect(sniffAudio(Buffer.concat([id3Tag(0), twoMp3Frames().subarray(0, 417), playlist]))).toBeNull();
    // A frame header right after the 10 bytes, but the tag's size says the tag goes on past it.
    expect(sniffAudio(Buffer.concat([id3Tag(0).subarray(0, 9), Buffer.from([0x7f]), twoMp3Frames()]))).toBeNull();
    // A size that is not syncsafe.
    expect(sniffAudio(Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0x80]), twoMp3Frames()]))).toBeNull();
  });

  it('refuses a text of the probe set, alone or behind a signature without the structure that goes with it', () => {
    // The disguises of ai/transcriber/disguised.testing.ts: refused by their bytes, before any decoder, behind a
    // bare ID3 tag, 'RIFF....WAVE' without its 'fmt ' chunk, an Ogg page that holds no codec header, or alone.
    // (Behind a complete header, such as an MP4 'ftyp' box, they are the decoder's to refuse: ffmpeg is told the
    // container, see offline.test.ts.)
    for (const disguise of DISGUISES) {
      const text = disguise.body('/srv/other.mp3');
      expect(sniffAudio(Buffer.concat([HEADERS.id3Only, text]))).toBeNull();
      expect(sniffAudio(Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), text]))).toBeNull();
      expect(sniffAudio(Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(21), Buffer.from([1]), text]))).toBeNull();
      expect(sniffAudio(text)).toBeNull();
    }
  });

  it('refuses what is not one of them, whatever its name', () => {
    const refused = [
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), // PNG
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1'),
      Buffer.from('<html><body>audio</body></html>'),
      Buffer.from('RIFF\x24\x00\x00\x00AVI LIST', 'latin1'), // a RIFF that is not WAVE
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x00\x00\x80\x3e\x00\x00', 'latin1'), // no channels
      Buffer.from('OggS\x00\x00', 'latin1'), // an Ogg page that does not begin a stream
      Buffer.from('ftypisom\x00\x00\x02\x00isomiso2', 'latin1'), // no box size
      Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00is', 'latin1'), Buffer.from([0, 1, 2, 3])]), // binary brands
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x6a, 0x75, 0x6e, 0x6b, 0, 0]), // EBML 'junk'
      Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0]), // ADTS AAC (layer 0), not MP3
      Buffer.from([0xff, 0xfb, 0xf0, 0x64]), // MP3 sync with a forbidden bit rate
      Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]), // one MP3 frame header and nothing after it
      Buffer.alloc(64),
      Buffer.alloc(0),
    ];
    expect(refused.map((b) => sniffAudio(b))).toEqual(refused.map(() => null));
  });
});
