import { type ChildProcess, spawn } from 'node:child_process';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AudioUnreadableError, TranscriptionUnavailableError } from './errors.js';
import type { AudioFile, Transcriber, TranscriptionResult } from './transcriber.js';

// The offline engine: ffmpeg decodes whatever container came in to 16 kHz mono 16-bit PCM, which is cut into
// segments at quiet moments, and Debian's pocketsphinx (pocketsphinx_continuous, US English model of
// pocketsphinx-en-us) recognises each segment. Its output is a draft: about 5-15 % of words wrong on clear speech,
// far more on noisy rooms and accents (README, 'Meeting transcription').

/** Samples per second and bytes per second of the PCM that pocketsphinx reads. */
const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;
/** Mean absolute sample of a 100 ms frame below which it is silence (about -60 dBFS). */
const SILENCE = 30;

/** Debian's pocketsphinx-en-us model. */
export const POCKETSPHINX_MODEL = {
  hmm: '/usr/share/pocketsphinx/model/en-us/en-us',
  lm: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
  dict: '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict',
};

export interface OfflineOptions {
  /** Processes (ffmpeg or pocketsphinx) running at once, across every transcription of this engine. Default: up to 2. */
  concurrency?: number;
  /**
   * Length of the segments a recording is cut into (at the quietest moment near each boundary), in seconds.
   * Default: the recording shared between the processes that can run at once, 20 to 60 s a segment (segmentLength).
   */
  segmentSeconds?: number;
  /** Longest audio transcribed; anything after it is left out. Default 3 hours. */
  maxSeconds?: number;
  /** Wall-clock limit of the recognition, from the audio's duration. Default: 2 minutes + 2 s per audio second. */
  timeLimitMs?: (durationSeconds: number) => number;
  /** Wall-clock limit of decoding the file. Default 5 minutes. */
  decodeTimeLimitMs?: number;
  /** Where the decoded audio is written (a directory of its own per transcription, always removed). */
  tempDir?: string;
  /** PATH to look for ffmpeg and pocketsphinx_continuous in (tests give an empty one to see the engine unavailable). */
  searchPath?: string;
}

/** The arguments pocketsphinx_continuous runs with: a file of raw PCM in, only the hypotheses on standard output. */
export const pocketsphinxArguments = (input: string) => [
  '-infile',
  input,
  '-samprate',
  String(SAMPLE_RATE),
  '-hmm',
  POCKETSPHINX_MODEL.hmm,
  '-lm',
  POCKETSPHINX_MODEL.lm,
  '-dict',
  POCKETSPHINX_MODEL.dict,
  '-logfn',
  '/dev/null',
];

/** The ffmpeg arguments that decode the first audio stream of `input` to 16 kHz mono signed 16-bit PCM. */
export const decodeArguments = (input: string, output: string, maxSeconds: number) => [
  '-nostdin',
  '-hide_banner',
  '-v',
  'error',
  '-i',
  input,
  '-map',
  '0:a:0',
  '-vn',
  '-t',
  String(maxSeconds),
  '-ac',
  '1',
  '-ar',
  String(SAMPLE_RATE),
  '-f',
  's16le',
  '-acodec',
  'pcm_s16le',
  '-y',
  output,
];

/** At most `size` tasks at once; the others wait their turn in order. */
class Pool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

class Deadline extends Error {}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program with a deadline (killed when it passes, or when `signal` aborts). */
function run(program: string, args: string[], deadline: number, signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new Deadline());
    if (signal?.aborted) return reject(signal.reason);
    let child: ChildProcess;
    try {
      child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return reject(error);
    }
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, remaining);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout?.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
    });
    child.stderr?.setEncoding('utf8').on('data', (s: string) => {
      // Enough to explain a failure in the log; never sent to the member.
      if (stderr.length < 4000) stderr += s;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (timedOut) reject(new Deadline());
      else if (signal?.aborted) reject(signal.reason);
      else resolve({ code, stdout, stderr });
    });
  });
}

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The full path of a program on the search path, or null. */
export async function findProgram(name: string, searchPath = process.env.PATH ?? ''): Promise<string | null> {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    if (await executable(candidate)) return candidate;
  }
  return null;
}

/** Loudness of every 100 ms of 16-bit mono PCM (mean absolute sample), read in a stream. */
async function frameEnergies(file: string): Promise<number[]> {
  const frameBytes = BYTES_PER_SECOND / 10;
  const energies: number[] = [];
  let sum = 0;
  let count = 0;
  let carry: Buffer | null = null;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const even = data.length - (data.length % 2);
    for (let i = 0; i < even; i += 2) {
      sum += Math.abs(data.readInt16LE(i));
      count += 1;
      if (count === frameBytes / 2) {
        energies.push(sum / count);
        sum = 0;
        count = 0;
      }
    }
    carry = even < data.length ? data.subarray(even) : null;
  }
  if (count > 0) energies.push(sum / count);
  return energies;
}

/** Where to cut: about every `segmentSeconds`, at the quietest 100 ms within a fifth of a segment of each boundary. */
export function cutPoints(energies: number[], segmentSeconds: number): number[] {
  const perSegment = Math.max(1, Math.round(segmentSeconds * 10));
  const slack = Math.floor(perSegment / 5);
  const cuts = [0];
  let start = 0;
  while (energies.length - start > perSegment + slack) {
    const target = start + perSegment;
    let best = target;
    for (let f = target - slack; f <= Math.min(target + slack, energies.length - 1); f++) {
      if (energies[f] < energies[best]) best = f;
    }
    cuts.push(best);
    start = best;
  }
  cuts.push(energies.length);
  // In seconds.
  return cuts.map((f) => f / 10);
}

/**
 * How long a segment is when none was configured: a short recording is shared between the processes that can run
 * at once (a minute on two cores: two segments of 30 s, done in half the time), never under 20 s (each process
 * loads the model, and each cut may cost a word) nor over 60 s (progress is reported per segment).
 */
export function segmentLength(durationSeconds: number, concurrency: number): number {
  return Math.min(60, Math.max(20, Math.ceil(durationSeconds / Math.max(1, concurrency))));
}

/** pocketsphinx's lower-case utterances as sentences: a capital, a full stop, and 'I' as a word. */
export function asSentences(utterances: string[]): string {
  return utterances
    .map((u) => u.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((u) => {
      const text = u.replace(/\bi\b/g, 'I');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    })
    .join(' ');
}

export interface OfflineTranscriber extends Transcriber {
  /** The programs found, for logs and the benchmark. */
  programs(): Promise<{ ffmpeg: string; pocketsphinx: string } | null>;
}

export function offlineTranscriber(options: OfflineOptions = {}): OfflineTranscriber {
  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, os.availableParallelism()));
  const pool = new Pool(concurrency);
  const maxSeconds = options.maxSeconds ?? 3 * 3600;
  const timeLimitMs = options.timeLimitMs ?? ((seconds: number) => 120_000 + seconds * 2000);
  let found: Promise<{ ffmpeg: string; pocketsphinx: string } | null> | undefined;

  const programs = () => {
    found ??= (async () => {
      const [ffmpeg, pocketsphinx] = await Promise.all([
        findProgram('ffmpeg', options.searchPath),
        findProgram('pocketsphinx_continuous', options.searchPath),
      ]);
      const model = await Promise.all(
        Object.values(POCKETSPHINX_MODEL).map((p) =>
          access(p, constants.R_OK).then(
            () => true,
            () => false,
          ),
        ),
      );
      return ffmpeg && pocketsphinx && model.every(Boolean) ? { ffmpeg, pocketsphinx } : null;
    })();
    return found;
  };

  return {
    programs,
    async available() {
      return (await programs()) !== null;
    },

    async transcribe(file: AudioFile, onProgress?: (fraction: number) => void): Promise<TranscriptionResult> {
      const tools = await programs();
      if (!tools) throw new TranscriptionUnavailableError('ffmpeg, pocketsphinx or its en-us model is not installed');
      const dir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), 'transcribe-'));
      try {
        const pcm = path.join(dir, 'audio.raw');
        const decodeDeadline = Date.now() + (options.decodeTimeLimitMs ?? 300_000);
        let decoded: RunResult;
        try {
          decoded = await pool.run(() => run(tools.ffmpeg, decodeArguments(file.path, pcm, maxSeconds), decodeDeadline));
        } catch (error) {
          if (error instanceof Deadline) throw new TranscriptionUnavailableError('Decoding the audio took too long');
          throw new TranscriptionUnavailableError('ffmpeg could not be run', { cause: error });
        }
        const bytes = decoded.code === 0 ? (await stat(pcm).catch(() => null))?.size : undefined;
        if (!bytes) throw new AudioUnreadableError(`ffmpeg could not decode the audio: ${decoded.stderr.trim().slice(0, 300)}`);
        const durationSeconds = Math.round((bytes / BYTES_PER_SECOND) * 100) / 100;
        onProgress?.(0);

        const energies = await frameEnergies(pcm);
        const cuts = cutPoints(energies, options.segmentSeconds ?? segmentLength(durationSeconds, concurrency));
        const deadline = Date.now() + timeLimitMs(durationSeconds);
        const texts: string[][] = [];
        let doneSeconds = 0;
        // The first segment that fails stops the others (and those still waiting never start); every process has
        // ended before the directory is removed.
        const stop = new AbortController();
        await Promise.allSettled(
          cuts.slice(1).map((end, i) =>
            pool.run(async () => {
              if (stop.signal.aborted) return;
              const start = cuts[i];
              const from = Math.floor(start * 10) * (BYTES_PER_SECOND / 10);
              const to = Math.min(bytes, Math.floor(end * 10) * (BYTES_PER_SECOND / 10));
              // Nothing but silence (or a faint hiss) is nothing said: no recogniser for it.
              const loudest = energies.slice(Math.floor(start * 10), Math.floor(end * 10)).reduce((a, b) => Math.max(a, b), 0);
              if (to <= from || loudest < SILENCE) {
                doneSeconds += (to - from) / BYTES_PER_SECOND;
                return;
              }
              const fail = (error: Error) => {
                stop.abort(error);
                throw error;
              };
              // A file of its own: pocketsphinx opens its input by name, and a pipe from Node is a socket it cannot open.
              const segment = path.join(dir, `segment-${i}.raw`);
              let result: RunResult;
              try {
                await pipeline(createReadStream(pcm, { start: from, end: to - 1 }), createWriteStream(segment));
                result = await run(tools.pocketsphinx, pocketsphinxArguments(segment), deadline, stop.signal);
              } catch (error) {
                if (stop.signal.aborted) return;
                if (error instanceof Deadline)
                  return fail(new TranscriptionUnavailableError('Transcription took longer than its time limit'));
                return fail(new TranscriptionUnavailableError('pocketsphinx could not be run', { cause: error }));
              }
              if (result.code !== 0) {
                return fail(
                  new TranscriptionUnavailableError(`pocketsphinx failed (exit ${result.code}): ${result.stderr.trim().slice(0, 300)}`),
                );
              }
              await rm(segment, { force: true });
              texts[i] = result.stdout.split('\n');
              doneSeconds += (to - from) / BYTES_PER_SECOND;
              onProgress?.(Math.min(1, doneSeconds / durationSeconds));
            }),
          ),
        );
        if (stop.signal.aborted) throw stop.signal.reason;
        onProgress?.(1);
        return { text: asSentences(texts.flat().filter((t) => t !== undefined)), durationSeconds, engine: 'offline', isDraft: true };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
