import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Stand-ins for the programs a member's file is handed to (ffmpeg, pocketsphinx) that report where and how they ran,
// so that a test sees the confinement those programs run under. Shared by the remux and offline engine tests.

/**
 * Shell words that print, as `name=value` pairs, where and how a program runs: its folder, the files there, its user,
 * its limits (CPU seconds, address space in KiB, file size, open files) and the names of its environment.
 */
export const RUN_REPORT = [
  'cwd=$(pwd)',
  'files=$(ls -A | sort | tr "\\n" ,)',
  'uid=$(id -u)',
  'cpu=$(ulimit -t)',
  'as=$(ulimit -v)',
  'fsize=$(ulimit -f)',
  'nofile=$(ulimit -n)',
  'env=$(env | cut -d= -f1 | sort | tr "\\n" ,)',
].join(' ');

/**
 * Writes each stand-in (its name, and the bash script after the #! line) into a folder `reporting-bin` in `dir`, and
 * answers that folder, the search path to give. The unprivileged user the programs run as can reach both folders (the
 * real programs live in /usr/bin).
 */
export async function reportingStandIns(dir: string, scripts: Record<string, string>): Promise<string> {
  const bin = path.join(dir, 'reporting-bin');
  await mkdir(bin, { recursive: true });
  await chmod(dir, 0o755);
  await chmod(bin, 0o755);
  for (const [name, script] of Object.entries(scripts)) {
    await writeFile(path.join(bin, name), `#!/bin/bash\n${script}`, { mode: 0o755 });
  }
  return bin;
}

/** The `name=value` pairs of a report (RUN_REPORT's, and whatever the stand-in added, such as `args=$*`). */
export const readRunReport = (line: string): Record<string, string> =>
  Object.fromEntries([...line.matchAll(/(\w+)=(.*?)(?= \w+=|$)/g)].map((m) => [m[1], m[2]]));

/** The user id a confined program runs as: nobody (65534) when the server runs as root, else the server's own. */
export const confinedUid = (): string => String(process.getuid?.() === 0 ? 65534 : process.getuid?.());

/** Whether a report's environment names are only what the shell itself adds to the two variables a program is given. */
export const onlyShellEnvironment = (names: string): boolean =>
  names
    .split(',')
    .filter(Boolean)
    .every((name) => ['LC_ALL', 'OLDPWD', 'PATH', 'PWD', 'SHLVL', '_'].includes(name));

/** A variable of the server's environment that no confined program may see. */
export const SANDBOX_SECRET = 'UNION_TEST_SECRET_FOR_THE_SANDBOX';

/** Runs `work` with SANDBOX_SECRET set in the server's environment, and takes it off again. */
export async function withSandboxSecret<T>(work: () => Promise<T>): Promise<T> {
  process.env[SANDBOX_SECRET] = 'do-not-leak';
  try {
    return await work();
  } finally {
    delete process.env[SANDBOX_SECRET];
  }
}
