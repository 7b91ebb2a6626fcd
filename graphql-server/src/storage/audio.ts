import { readHead } from './uploads.js';

// What an audio file is, judged by its bytes (never by its name or declared type): the containers browsers and
// phones record in. WebM (Chromium's MediaRecorder: Opus), Ogg (Firefox: Opus), WAV, MP4/M4A (Safari: AAC) and MP3.
// Each check reads the container's own binary structure, not a magic number alone: the decoder is told the container
// found here, so a text playlist or list of files put behind a few header bytes must not pass for one.

export type AudioMimeType = 'audio/webm' | 'audio/ogg' | 'audio/wav' | 'audio/mp4' | 'audio/mpeg';

export const AUDIO_EXTENSIONS: Record<AudioMimeType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

/**
 * How many first bytes sniffAudio is given: enough for an MP3's ID3 tag (cover art included) and the two MPEG frames
 * after it. A file whose tag is larger is refused.
 */
export const AUDIO_SNIFF_BYTES = 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) => Buffer.from(bytes.subarray(start, start + length)).toString('latin1');
const printable = (bytes: Uint8Array, start: number, length: number) =>
  bytes.length >= start + length && /^[\x20-\x7e]+$/.test(ascii(bytes, start, length));

/** An EBML document (Matroska/WebM): its binary magic, then the DocType element, in its header, 'webm' or 'matroska'. */
function isWebm(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return false;
  const head = ascii(bytes, 4, 60);
  // DocType element 0x4282, then its size, then the text.
  const at = head.indexOf('\x42\x82');
  return at >= 0 && /^\x42\x82.(webm|matroska)/s.test(head.slice(at));
}

/** Codecs whose first packet opens an Ogg stream that we take: Opus, Vorbis, FLAC and Speex. */
const OGG_FIRST_PACKETS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

/** The first page of an Ogg stream (version 0, beginning of stream) whose first packet is an audio codec's header. */
function isOgg(bytes: Uint8Array): boolean {
  if (bytes.length < 27 || ascii(bytes, 0, 4) !== 'OggS' || bytes[4] !== 0 || (bytes[5] & 0x02) === 0) return false;
  const packet = 27 + bytes[26];
  return bytes[26] > 0 && OGG_FIRST_PACKETS.some((magic) => ascii(bytes, packet, magic.length) === magic);
}

/** RIFF/WAVE whose chunks, read in turn, reach a plausible 'fmt ' chunk (channels and sampling rate). */
function isWav(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') return false;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length; ) {
    if (!printable(bytes, at, 4)) return false;
    const size = view.readUInt32LE(at + 4);
    if (ascii(bytes, at, 4) === 'fmt ') {
      if (size < 16 || at + 24 > bytes.length) return false;
      const channels = view.readUInt16LE(at + 10);
      const rate = view.readUInt32LE(at + 12);
      return view.readUInt16LE(at + 8) !== 0 && channels >= 1 && channels <= 16 && rate >= 1000 && rate <= 384_000;
    }
    at += 8 + size + (size % 2);
  }
  return false;
}

/** ISO base media (MP4, M4A, 3GP): a first 'ftyp' box of a sensible size whose brands are all printable. */
function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(0);
  if (size < 16 || size > 1024 || size % 4 !== 0 || size > bytes.length) return false;
  // The major brand, then the compatible brands after the minor version.
  if (!printable(bytes, 8, 4)) return false;
  for (let at = 16; at < size; at += 4) if (!printable(bytes, at, 4)) return false;
  return true;
}

/** Layer III bit rates in kbit/s by index, for MPEG-1 and for MPEG-2 and 2.5; 0 (free) and 15 are not allowed. */
const MP3_BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Sampling rates by version bits (00 MPEG-2.5, 10 MPEG-2, 11 MPEG-1) and index. */
const MP3_SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

/** The length in bytes of the MPEG audio layer III frame whose header is at `at`, or null when there is none. */
function mp3FrameLength(bytes: Uint8Array, at: number): number | null {
  if (bytes.length < at + 4 || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1] >> 3) & 0b11;
  const layer = (bytes[at + 1] >> 1) & 0b11;
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 0b11;
  if (version === 0b01 || layer !== 0b01 || bitrateIndex === 0 || bitrateIndex === 0b1111 || rateIndex === 0b11) return null;
  const padding = (bytes[at + 2] >> 1) & 1;
  const kbps = (version === 0b11 ? MP3_BITRATES.mpeg1 : MP3_BITRATES.mpeg2)[bitrateIndex];
  const samplesPerByte = version === 0b11 ? 144_000 : 72_000;
  return Math.floor((samplesPerByte * kbps) / MP3_SAMPLE_RATES[version][rateIndex]) + padding;
}

/** Two MPEG audio layer III frames in a row from `at`: one sync pattern alone is too easily forged. */
function hasMp3Frames(bytes: Uint8Array, at: number): boolean {
  const first = mp3FrameLength(bytes, at);
  return first !== null && mp3FrameLength(bytes, at + first) !== null;
}

/** Where an ID3v2 tag (version 2 to 4) at the start of the bytes ends, from its syncsafe size; null when there is none. */
function id3TagEnd(bytes: Uint8Array): number | null {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3' || bytes[3] < 2 || bytes[3] > 4 || bytes[4] === 0xff) return null;
  if (bytes.subarray(6, 10).some((b) => b >= 0x80)) return null;
  const size = (bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9];
  // Version 4 may end with a 10-byte footer.
  return 10 + size + (bytes[3] === 4 && bytes[5] & 0x10 ? 10 : 0);
}

/** MP3: an ID3v2 tag followed by MPEG audio frames, or the frames alone. */
function isMp3(bytes: Uint8Array): boolean {
  if (ascii(bytes, 0, 3) !== 'ID3') return hasMp3Frames(bytes, 0);
  const end = id3TagEnd(bytes);
  return end !== null && hasMp3Frames(bytes, end);
}

/** The audio container of these bytes (the file's first AUDIO_SNIFF_BYTES, or all of it), or null for anything else. */
export function sniffAudio(bytes: Uint8Array): AudioMimeType | null {
  if (isWebm(bytes)) return 'audio/webm';
  if (isOgg(bytes)) return 'audio/ogg';
  if (isWav(bytes)) return 'audio/wav';
  if (isMp4(bytes)) return 'audio/mp4';
  if (isMp3(bytes)) return 'audio/mpeg';
  return null;
}

/** The audio container of a file on disk, judged by its first AUDIO_SNIFF_BYTES. */
export async function sniffAudioFile(file: string): Promise<AudioMimeType | null> {
  return sniffAudio(await readHead(file, AUDIO_SNIFF_BYTES));
}
