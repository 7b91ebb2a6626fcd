import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, chown, copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AudioMimeType } from './audio.js';

// A member's file is untrusted input to large C programs (ffmpeg, pocketsphinx), so every such program runs confined,
// the same way wherever it is used (transcribing, remuxing a recording): ffmpeg is told the container sniffed from the
// bytes (never left to pick one of its hundreds of demuxers from the content, some of which follow playlists to other
// files or the network), may open no other demuxer and no protocol but a local file; the program runs in an empty
// folder of its own holding a copy of the input, as an unprivileged user when the app is root, with a scrubbed
// environment and CPU time, address space, file size and open file limits (prlimit), and a wall-clock deadline.

/** The ffmpeg demuxer of each accepted container (mov is ffmpeg's mov,mp4,m4a demuxer; matroska reads WebM). */
export const DEMUXERS: Record<AudioMimeType, string> = {
  'audio/webm': 'matroska',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'mov',
  'audio/mpeg': 'mp3',
};

/** The name of the copy of the member's file in a confined folder. */
export const CONFINED_INPUT = 'input';

/**
 * The ffmpeg arguments that open the folder's input, read with `demuxer` and nothing else, quietly and on one thread;
 * the caller adds what to write.
 */
export const confinedInputArguments = (demuxer: string) => [
  '-nostdin',
  '-hide_banner',
  '-v',
  'error',
  '-threads',
  '1',
  '-f',
  demuxer,
  // A demuxer that opens further inputs (none of these should) could open only these, and only local files.
  '-format_whitelist',
  Object.values(DEMUXERS).join(','),
  '-protocol_whitelist',
  'file',
  '-i',
  `file:${CONFINED_INPUT}`,
];

/** Limits of one confined process (prlimit): CPU seconds, address space, largest file written. */
export interface ProcessLimits {
  cpuSeconds: number;
  memoryBytes: number;
  fileBytes: number;
}

/**
 * Address space of ffmpeg or pocketsphinx: ffmpeg maps about 300 MB of shared libraries before it reads a byte, and
 * decodes in constant memory; pocketsphinx needs under 200 MB with the en-us model.
 */
export const PROCESS_MEMORY_BYTES = 512 * 1024 * 1024;
/** Open files of each process: its libraries and the model are mapped, not held open. */
const PROCESS_OPEN_FILES = 64;

/** Who runs the programs and under what: an unprivileged user (null: the app's own user) and prlimit (null: absent). */
export interface Sandbox {
  user: { uid: number; gid: number } | null;
  prlimit: string | null;
}

/** The user the programs run as when the app is root: 'nobody' from the system's list (65534 when it is missing). */
async function unprivilegedUser(): Promise<Sandbox['user']> {
  if (process.getuid?.() !== 0) return null;
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const fields = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((f) => f[0] === 'nobody');
  const uid = Number(fields?.[2]);
  const gid = Number(fields?.[3]);
  return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 && gid > 0 ? { uid, gid } : { uid: 65534, gid: 65534 };
}

/** The sandbox of this machine: prlimit is util-linux's, looked for where the system keeps it whatever else PATH says. */
export async function findSandbox(): Promise<Sandbox> {
  return {
    user: await unprivilegedUser(),
    prlimit: await findProgram('prlimit', [process.env.PATH ?? '', '/usr/bin', '/bin'].join(path.delimiter)),
  };
}

/** The command that runs `program` under `limits`: prlimit sets them on itself and then becomes the program. */
export function confinedCommand(
  program: string,
  args: string[],
  limits: ProcessLimits,
  prlimit: string | null,
): { command: string; args: string[] } {
  if (!prlimit) return { command: program, args };
  return {
    command: prlimit,
    args: [
      `--cpu=${Math.ceil(limits.cpuSeconds)}`,
      `--as=${limits.memoryBytes}`,
      `--fsize=${limits.fileBytes}`,
      `--nofile=${PROCESS_OPEN_FILES}`,
      '--core=0',
      '--',
      program,
      ...args,
    ],
  };
}

/** The environment of the programs: nothing of the app's (its secrets live there). */
const PROGRAM_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C' };

/** A confined program did not end before its deadline (it was killed). */
export class ProcessDeadline extends Error {}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where and how a program runs: its folder, its user and limits. */
export interface Placement {
  cwd: string;
  sandbox: Sandbox;
  limits: ProcessLimits;
}

/**
 * Runs a program confined (in `cwd`, as the sandbox's user, under its limits, with nothing of the app's environment)
 * with a deadline (killed when it passes, or when `signal` aborts).
 */
export function runConfined(
  program: string,
  args: string[],
  placement: Placement,
  deadline: number,
  signal?: AbortSignal,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new ProcessDeadline());
    if (signal?.aborted) return reject(signal.reason);
    const { command, args: commandArgs } = confinedCommand(program, args, placement.limits, placement.sandbox.prlimit);
    let child: ChildProcess;
    try {
      child = spawn(command, commandArgs, {
        stdio: ['ignore', 'pipe', 'pipe'],
        cwd: placement.cwd,
        env: PROGRAM_ENV,
        ...(placement.sandbox.user ?? {}),
      });
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
      if (timedOut) reject(new ProcessDeadline());
      else if (signal?.aborted) reject(signal.reason);
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Gives files of a confined folder (the folder itself first) to the sandbox's user, when there is one. */
export async function handOver(sandbox: Sandbox, ...files: string[]) {
  for (const file of files) {
    if (sandbox.user) await chown(file, sandbox.user.uid, sandbox.user.gid);
  }
}

/**
 * Runs `work` in a new folder under `tempDir` (default: the system's) that holds a read-only copy of `source` named
 * CONFINED_INPUT, both given to the sandbox's user; the folder and whatever was written in it are removed afterwards.
 */
export async function inConfinedFolder<T>(
  source: string,
  sandbox: Sandbox,
  tempDir: string | undefined,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tempDir ?? os.tmpdir(), 'confined-'));
  try {
    const input = path.join(dir, CONFINED_INPUT);
    await copyFile(source, input);
    await chmod(input, 0o400);
    await handOver(sandbox, dir, input);
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
