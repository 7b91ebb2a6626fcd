import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Synthetic speech for the transcription tests and benchmark: Debian's flite (voice rms) reads a text, ffmpeg turns
// it into what a browser would upload.

const exec = promisify(execFile);

export const TRANSCRIPTION_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/transcription');
/** A ramp meeting about a late flight, 343 words, written to be read aloud (no figures). */
export const MEETING_SCRIPT_PATH = path.join(TRANSCRIPTION_DATA_DIR, 'meeting-script.txt');

export const meetingScript = async () => (await readFile(MEETING_SCRIPT_PATH, 'utf8')).trim();

export type SpeechFormat = 'webm' | 'ogg' | 'wav' | 'mp4' | 'mp3';

/** ffmpeg's output options for each container, as browsers and phones record them. */
const ENCODINGS: Record<SpeechFormat, string[]> = {
  // Chromium's MediaRecorder default: Opus at 48 kHz in WebM.
  webm: ['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000', '-f', 'webm'],
  ogg: ['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000', '-f', 'ogg'],
  wav: ['-c:a', 'pcm_s16le', '-ar', '16000', '-f', 'wav'],
  // Safari and Chromium's audio/mp4: AAC in an MP4 container.
  mp4: ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100', '-f', 'mp4'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-ar', '44100', '-f', 'mp3'],
};

export interface SpeechOptions {
  format?: SpeechFormat;
  /** Pink noise mixed in at this amplitude (0-1; 0.05 is a quiet office, 0.15 a loud ramp). */
  noise?: number;
  /** The text read this many times in a row (a long recording). */
  repeat?: number;
  /** Seconds of silence after the speech (without noise). */
  padSeconds?: number;
  /** Cut to this many seconds. */
  seconds?: number;
  /**
   * Written as a browser's MediaRecorder writes it, as a stream (here ffmpeg's standard output): a WebM then has no
   * duration in its header and no index, as Chromium's recordings have none.
   */
  asStream?: boolean;
}

/** Writes `text` read by flite to `output` in the format asked for. */
export async function synthesizeSpeech(text: string, output: string, options: SpeechOptions = {}): Promise<void> {
  const wav = `${output}.flite.wav`;
  try {
    await exec('flite', ['-voice', 'rms', '-t', text, '-o', wav], { maxBuffer: 1 << 20 });
    const input = options.repeat && options.repeat > 1 ? ['-stream_loop', String(options.repeat - 1), '-i', wav] : ['-i', wav];
    const noise = options.noise ? ['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=${options.noise}:sample_rate=16000`] : [];
    const mix = options.noise
      ? ['-filter_complex', '[0:a][1:a]amix=inputs=2:duration=first:normalize=0[a]', '-map', '[a]']
      : options.padSeconds
        ? ['-af', `apad=pad_dur=${options.padSeconds}`]
        : [];
    const args = [
      '-nostdin',
      '-v',
      'error',
      ...input,
      ...noise,
      ...mix,
      '-ac',
      '1',
      ...(options.seconds ? ['-t', String(options.seconds)] : []),
      ...ENCODINGS[options.format ?? 'webm'],
    ];
    if (options.asStream) {
      const { stdout } = await exec('ffmpeg', [...args, 'pipe:1'], { encoding: 'buffer', maxBuffer: 256 << 20 });
      await writeFile(output, stdout);
    } else {
      await exec('ffmpeg', [...args, '-y', output]);
    }
  } finally {
    await rm(wav, { force: true });
  }
}

/** A silent WAV (16 kHz mono, 16-bit) of this many seconds. */
export function silentWav(seconds: number): Buffer {
  const data = Math.round(seconds * 16_000) * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(16_000, 24);
  wav.writeUInt32LE(32_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(data, 40);
  return wav;
}
