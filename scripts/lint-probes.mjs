// Lints probe files with the repository's real biome.json and real Biome, at the paths they would have in the
// repository, but inside a temporary folder holding a copy of biome.json: the source tree is never written to. The
// import-boundary tests of the web and the server use it to prove that a forbidden import fails `npm run lint`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The repository root (where biome.json is), found from the working directory: vitest runs from the root or a workspace.
function findRepo(dir) {
  if (existsSync(join(dir, 'biome.json'))) return dir;
  if (dirname(dir) === dir) throw new Error('biome.json not found above the working directory');
  return findRepo(dirname(dir));
}

export function lintProbes() {
  const repo = findRepo(process.cwd());
  const folder = mkdtempSync(join(tmpdir(), 'import-probes-'));
  copyFileSync(join(repo, 'biome.json'), join(folder, 'biome.json'));
  return {
    /** Writes `files` (repository-relative path -> source) into the probes' folder and lints them together. */
    lint(files) {
      const paths = Object.keys(files);
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(folder, path)), { recursive: true });
        writeFileSync(join(folder, path), source);
      }
      // No git in the probes' folder: the configuration's VCS settings are turned off for it.
      const result = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--vcs-enabled=false', '--max-diagnostics=50', ...paths], {
        cwd: folder,
        encoding: 'utf8',
      });
      const output = `${result.stdout}${result.stderr}`;
      for (const path of paths) rmSync(join(folder, path));
      return { failed: result.status !== 0, output, count: (rule) => output.split(`lint/${rule}`).length - 1 };
    },
    remove() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
