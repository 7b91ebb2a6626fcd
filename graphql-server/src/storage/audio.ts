// What an audio file is, judged by its bytes (never by its name or declared type): the containers browsers and
// phones record in. WebM (Chromium's MediaRecorder: Opus), Ogg (Firefox: Opus), WAV, MP4/M4A (Safari: AAC) and MP3.

export type AudioMimeType = 'audio/webm' | 'audio/ogg' | 'audio/wav' | 'audio/mp4' | 'audio/mpeg';

export const AUDIO_EXTENSIONS: Record<AudioMimeType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
};

const ascii = (bytes: Uint8Array, start: number, length: number) => Buffer.from(bytes.subarray(start, start + length)).toString('latin1');

/** An EBML document (Matroska/WebM) whose DocType, in its header, is 'webm' or 'matroska'. */
function isWebm(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return false;
  const head = ascii(bytes, 4, 60);
  // DocType element 0x4282, then its size, then the text.
  const at = head.indexOf('\x42\x82');
  return at >= 0 && /^\x42\x82.(webm|matroska)/s.test(head.slice(at));
}

/** An MPEG audio frame header of layer III (MP3): sync, a known version, layer, bit rate and sampling rate. */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4 || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1] >> 3) & 0b11;
  const layer = (bytes[at + 1] >> 1) & 0b11;
  const bitrate = bytes[at + 2] >> 4;
  const sampling = (bytes[at + 2] >> 2) & 0b11;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0 && bitrate !== 0b1111 && sampling !== 0b11;
}

/** The audio container of these bytes (the file's first 64 bytes are enough), or null for anything else. */
export function sniffAudio(bytes: Uint8Array): AudioMimeType | null {
  if (isWebm(bytes)) return 'audio/webm';
  // An Ogg page: capture pattern and stream structure version 0.
  if (bytes.length >= 28 && ascii(bytes, 0, 4) === 'OggS' && bytes[4] === 0) return 'audio/ogg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'audio/wav';
  // ISO base media (MP4, M4A, 3GP): the first box is 'ftyp' with a printable major brand.
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && /^[\x20-\x7e]{4}$/.test(ascii(bytes, 8, 4))) return 'audio/mp4';
  // MP3: an ID3v2 tag (version 2-4) or a layer III frame.
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3' && bytes[3] >= 2 && bytes[3] <= 4) return 'audio/mpeg';
  if (isMp3Frame(bytes, 0)) return 'audio/mpeg';
  return null;
}
