import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type AudioMimeType, sniffAudioFile } from './audio.js';
import {
  confinedInputArguments,
  DEMUXERS,
  findProgram,
  findSandbox,
  inConfinedFolder,
  PROCESS_MEMORY_BYTES,
  ProcessDeadline,
  runConfined,
  type Sandbox,
} from './confined.js';

// A browser's recording (MediaRecorder) is written as it is made: a WebM without its duration in the header and
// without an index, so a player shows 0:00 until it has played it through and cannot seek. Once a recording is closed
// it is remuxed: ffmpeg copies its audio as it is (no re-encoding) into the same container written to a seekable
// file, which gives the header its duration and the file its index (Matroska's Cues; MP4's moov up front). ffmpeg runs
// confined like every program that reads a member's file (confined.ts), and measures the length as it copies.

/** The ffmpeg muxer that writes each container again, with what makes it seekable from its header. */
const MUXERS: Record<AudioMimeType, { format: string; extension: string; options: string[] }> = {
  'audio/webm': { format: 'webm', extension: 'webm', options: [] },
  'audio/ogg': { format: 'ogg', extension: 'ogg', options: [] },
  'audio/wav': { format: 'wav', extension: 'wav', options: [] },
  'audio/mp4': { format: 'mp4', extension: 'm4a', options: ['-movflags', '+faststart'] },
  'audio/mpeg': { format: 'mp3', extension: 'mp3', options: [] },
};

/**
 * The ffmpeg arguments that copy the first audio stream of the folder's input, read with its container's demuxer only,
 * into `output` in the same container, reporting progress (and at the end the length written) on standard output.
 */
export function remuxArguments(mimeType: AudioMimeType, output: string): string[] {
  const muxer = MUXERS[mimeType];
  return [
    ...confinedInputArguments(DEMUXERS[mimeType]),
    '-map',
    '0:a:0',
    '-vn',
    '-sn',
    '-dn',
    '-c',
    'copy',
    ...muxer.options,
    '-f',
    muxer.format,
    '-progress',
    'pipe:1',
    '-nostats',
    '-y',
    `file:${output}`,
  ];
}

/** The length ffmpeg reports having written (its last out_time_us), in seconds to the millisecond; null when none. */
export function reportedSeconds(progress: string): number | null {
  const values = [...progress.matchAll(/^out_time_us=(\d+)\s*$/gm)].map((m) => Number(m[1]));
  const last = values.at(-1);
  return last !== undefined && Number.isFinite(last) && last > 0 ? Math.round(last / 1000) / 1000 : null;
}

/** The recording could not be remuxed (not the container it was said to be, or ffmpeg refused it); it is left as it was. */
export class RemuxFailed extends Error {}

export interface RemuxedAudio {
  /** The remuxed file, in a confined folder that is removed once `use` has returned. */
  path: string;
  size: number;
  /** The length ffmpeg measured as it copied, in seconds; null when it reported none. */
  durationSeconds: number | null;
}

export interface AudioRemuxer {
  /** False when ffmpeg is not installed here: recordings are then kept as the browser wrote them. */
  available(): Promise<boolean>;
  /**
   * Remuxes the recording at `file.path` (left untouched) and hands the result to `use` (e.g. to put it in the
   * recording's place). Throws RemuxFailed when it cannot be done, or when ffmpeg is not installed.
   */
  remux<T>(file: { path: string; mimeType: AudioMimeType }, use: (remuxed: RemuxedAudio) => Promise<T>): Promise<T>;
}

export interface AudioRemuxerOptions {
  /** PATH to look for ffmpeg in (tests give an empty one to see recordings kept as they are). */
  searchPath?: string;
  /** Where the confined folders are made. */
  tempDir?: string;
  /** Wall-clock and CPU limit of one remux. Default 2 minutes: copying without re-encoding is far faster than real time. */
  timeLimitMs?: number;
}

export function audioRemuxer(options: AudioRemuxerOptions = {}): AudioRemuxer {
  const timeLimitMs = options.timeLimitMs ?? 120_000;
  let ffmpeg: Promise<string | null> | undefined;
  let confinement: Promise<Sandbox> | undefined;
  const program = () => {
    ffmpeg ??= findProgram('ffmpeg', options.searchPath);
    return ffmpeg;
  };

  return {
    async available() {
      return (await program()) !== null;
    },

    async remux(file, use) {
      const tools = await program();
      if (!tools) throw new RemuxFailed('ffmpeg is not installed');
      // The container is the one the bytes show: it decides the only demuxer ffmpeg may use.
      const container = await sniffAudioFile(file.path).catch(() => null);
      if (container !== file.mimeType) throw new RemuxFailed(`The file is not ${file.mimeType} (sniffed ${container ?? 'nothing'})`);
      const { size } = await stat(file.path);
      confinement ??= findSandbox();
      const sandbox = await confinement;
      return inConfinedFolder(file.path, sandbox, options.tempDir, async (dir) => {
        const name = `remuxed.${MUXERS[container].extension}`;
        const limits = {
          cpuSeconds: timeLimitMs / 1000,
          memoryBytes: PROCESS_MEMORY_BYTES,
          // A copy of the same audio: its index and header add a little, never much.
          fileBytes: size * 2 + 1024 * 1024,
        };
        let ran: Awaited<ReturnType<typeof runConfined>>;
        try {
          ran = await runConfined(tools, remuxArguments(container, name), { cwd: dir, sandbox, limits }, Date.now() + timeLimitMs);
        } catch (error) {
          if (error instanceof ProcessDeadline) throw new RemuxFailed('Remuxing the recording took too long');
          throw new RemuxFailed('ffmpeg could not be run', { cause: error });
        }
        if (ran.code !== 0) throw new RemuxFailed(`ffmpeg could not remux the recording: ${ran.stderr.trim().slice(0, 300)}`);
        const output = path.join(dir, name);
        const written = await stat(output).catch(() => null);
        if (!written?.size) throw new RemuxFailed('ffmpeg wrote nothing');
        if ((await sniffAudioFile(output).catch(() => null)) !== container) throw new RemuxFailed('ffmpeg wrote another container');
        return use({ path: output, size: written.size, durationSeconds: reportedSeconds(ran.stdout) });
      });
    },
  };
}
