import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sniffAudioFile } from '../../storage/audio.js';
import {
  confinedInputArguments,
  DEMUXERS,
  findProgram,
  findSandbox,
  handOver,
  inConfinedFolder,
  PROCESS_MEMORY_BYTES,
  type Placement,
  ProcessDeadline,
  type RunResult,
  runConfined,
  type Sandbox,
} from '../../storage/confined.js';
import { AudioTooLongError, AudioUnreadableError, TranscriptionUnavailableError } from './errors.js';
import type { AudioFile, TranscribeOptions, Transcriber, TranscriptionResult } from './transcriber.js';

// The offline engine: ffmpeg decodes the recording (one of the accepted containers) to 16 kHz mono 16-bit PCM, cut into
// segments at quiet moments, and Debian's pocketsphinx (pocketsphinx_continuous, US English model of
// pocketsphinx-en-us) recognises each segment. Its output is a draft: about 5-15 % of words wrong on clear speech,
// far more on noisy rooms and accents (docs/transcription.md).
//
// A member's file is untrusted input to two large C programs, so both run confined (storage/confined.ts): ffmpeg
// with the sniffed container's demuxer only and local files only, both in an empty folder of their own holding a copy
// of the input, as an unprivileged user when the app is root, without the app's environment and under prlimit.

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

/** The name of the file ffmpeg decodes the member's recording to, in the confined folder. */
const PCM_FILE = 'audio.raw';

/** CPU seconds of a pocketsphinx process: a fixed allowance for the model, then twice real time (it runs at about a third). */
const recognitionCpuSeconds = (audioSeconds: number) => Math.ceil(60 + 2 * audioSeconds);

/**
 * The arguments pocketsphinx_continuous runs with: a file of raw PCM in (named relative to its folder), only the
 * hypotheses on standard output.
 */
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

/**
 * The ffmpeg arguments that decode the first audio stream of the folder's input, read with `demuxer` and nothing
 * else, to 16 kHz mono signed 16-bit PCM of at most `maxSeconds`.
 */
export const decodeArguments = (demuxer: string, maxSeconds: number) => [
  ...confinedInputArguments(demuxer),
  '-map',
  '0:a:0',
  '-vn',
  '-sn',
  '-dn',
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
  `file:${PCM_FILE}`,
];

/** One key's tasks in a FairPool: those waiting (in order), how many run, and when it last started one. */
interface PoolKey {
  waiting: Array<() => void>;
  running: number;
  startedAt: number;
}

/**
 * At most `size` tasks at once. Tasks are grouped by key (the member) and, when they have to wait, the keys are
 * served in turn: a free slot goes to the waiting key that started a task longest ago (a member new to the queue
 * goes first), and a key's own tasks run in order. So a member's long recording, cut into many segments, gives way
 * to another member's short one after at most one segment instead of holding it up for its whole length.
 */
export class FairPool {
  private active = 0;
  private queued = 0;
  private started = 0;
  private readonly keys = new Map<string, PoolKey>();
  constructor(private readonly size: number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let entry = this.keys.get(key);
    if (!entry) {
      entry = { waiting: [], running: 0, startedAt: 0 };
      this.keys.set(key, entry);
    }
    if (this.active < this.size && this.queued === 0) this.start(entry);
    else {
      const waiting = entry.waiting;
      this.queued += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.active -= 1;
      entry.running -= 1;
      if (entry.running === 0 && entry.waiting.length === 0) this.keys.delete(key);
      this.next();
    }
  }

  private start(entry: PoolKey) {
    this.active += 1;
    entry.running += 1;
    this.started += 1;
    entry.startedAt = this.started;
  }

  private next() {
    while (this.active < this.size && this.queued > 0) {
      let chosen: PoolKey | undefined;
      for (const entry of this.keys.values()) {
        if (entry.waiting.length > 0 && (!chosen || entry.startedAt < chosen.startedAt)) chosen = entry;
      }
      if (!chosen) return;
      const resolve = chosen.waiting.shift();
      this.queued -= 1;
      this.start(chosen);
      resolve?.();
    }
  }
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
  /** The user and limits the programs run under here. */
  sandbox(): Promise<Sandbox>;
}

export function offlineTranscriber(options: OfflineOptions = {}): OfflineTranscriber {
  const concurrency = options.concurrency ?? Math.max(1, Math.min(2, os.availableParallelism()));
  const pool = new FairPool(concurrency);
  const maxSeconds = options.maxSeconds ?? 3 * 3600;
  const timeLimitMs = options.timeLimitMs ?? ((seconds: number) => 120_000 + seconds * 2000);
  const decodeTimeLimitMs = options.decodeTimeLimitMs ?? 300_000;
  let found: Promise<{ ffmpeg: string; pocketsphinx: string } | null> | undefined;
  let confinement: Promise<Sandbox> | undefined;

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

  const sandbox = () => {
    confinement ??= findSandbox();
    return confinement;
  };

  return {
    programs,
    sandbox,
    async available() {
      return (await programs()) !== null;
    },

    async transcribe(file: AudioFile, transcribeOptions: TranscribeOptions = {}): Promise<TranscriptionResult> {
      const { onProgress, maxSeconds: allowedSeconds } = transcribeOptions;
      const tools = await programs();
      if (!tools) throw new TranscriptionUnavailableError('ffmpeg, pocketsphinx or its en-us model is not installed');
      // The container is the one the bytes show, whatever the caller said: it decides the only demuxer ffmpeg may use.
      const container = await sniffAudioFile(file.path).catch(() => null);
      if (!container || container !== file.mimeType) {
        throw new AudioUnreadableError(`The file is not the audio it was said to be (${file.mimeType}, sniffed ${container ?? 'nothing'})`);
      }
      const confined = await sandbox();
      return inConfinedFolder(file.path, confined, options.tempDir, async (dir) => {
        const pcm = path.join(dir, PCM_FILE);
        // Decoding one second past the caller's limit tells audio of exactly that length from longer audio.
        const decodeSeconds = allowedSeconds === undefined ? maxSeconds : Math.min(maxSeconds, allowedSeconds + 1);
        const decode: Placement = {
          cwd: dir,
          sandbox: confined,
          limits: {
            cpuSeconds: decodeTimeLimitMs / 1000,
            memoryBytes: PROCESS_MEMORY_BYTES,
            fileBytes: Math.ceil(decodeSeconds * BYTES_PER_SECOND) + 1024 * 1024,
          },
        };
        const decodeDeadline = Date.now() + decodeTimeLimitMs;
        let decoded: RunResult;
        try {
          decoded = await pool.run(file.memberId, () =>
            runConfined(tools.ffmpeg, decodeArguments(DEMUXERS[container], decodeSeconds), decode, decodeDeadline),
          );
        } catch (error) {
          if (error instanceof ProcessDeadline) throw new TranscriptionUnavailableError('Decoding the audio took too long');
          throw new TranscriptionUnavailableError('ffmpeg could not be run', { cause: error });
        }
        const bytes = decoded.code === 0 ? (await stat(pcm).catch(() => null))?.size : undefined;
        if (!bytes) throw new AudioUnreadableError(`ffmpeg could not decode the audio: ${decoded.stderr.trim().slice(0, 300)}`);
        const durationSeconds = Math.round((bytes / BYTES_PER_SECOND) * 100) / 100;
        if (allowedSeconds !== undefined && durationSeconds > allowedSeconds) throw new AudioTooLongError(allowedSeconds);
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
            pool.run(file.memberId, async () => {
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
              const name = `segment-${i}.raw`;
              const segment = path.join(dir, name);
              const recognise: Placement = {
                cwd: dir,
                sandbox: confined,
                limits: {
                  cpuSeconds: recognitionCpuSeconds((to - from) / BYTES_PER_SECOND),
                  memoryBytes: PROCESS_MEMORY_BYTES,
                  fileBytes: 1024 * 1024,
                },
              };
              let result: RunResult;
              try {
                await pipeline(createReadStream(pcm, { start: from, end: to - 1 }), createWriteStream(segment, { mode: 0o600 }));
                await handOver(confined, segment);
                result = await runConfined(tools.pocketsphinx, pocketsphinxArguments(name), recognise, deadline, stop.signal);
              } catch (error) {
                if (stop.signal.aborted) return;
                if (error instanceof ProcessDeadline)
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
      });
    },
  };
}
