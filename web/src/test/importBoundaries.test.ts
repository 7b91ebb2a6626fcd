import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The boundaries in biome.json (noRestrictedImports, per folder): a feature imports no other feature, lib/ and
// components/ import no feature, and the web imports no server code except the shared rules (@union/rules). The probes
// are linted with the real configuration and the real Biome, at the paths they would have in the repository, but in a
// folder of their own holding a copy of biome.json: the source tree is never written to.
// The repository root (where biome.json is), found from the working directory: vitest runs from the root or web/.
function findRepo(dir: string): string {
  if (existsSync(join(dir, 'biome.json'))) return dir;
  if (dirname(dir) === dir) throw new Error('biome.json not found above the working directory');
  return findRepo(dirname(dir));
}
const repo = findRepo(process.cwd());
const probes = mkdtempSync(join(tmpdir(), 'import-probes-'));
copyFileSync(join(repo, 'biome.json'), join(probes, 'biome.json'));

function probe(relativeDir: string, source: string): string {
  const file = join(probes, relativeDir, 'zzImportProbe.ts');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  return relative(probes, file);
}

function lint(file: string) {
  // No git in the probes' folder: the configuration's VCS settings are turned off for it.
  const result = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--vcs-enabled=false', '--max-diagnostics=50', file], {
    cwd: probes,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  return { failed: result.status !== 0, restricted: (output.match(/lint\/style\/noRestrictedImports/g) ?? []).length, output };
}

afterAll(() => rmSync(probes, { recursive: true, force: true }));

describe('import boundaries (npm run lint)', () => {
  it('refuses a feature importing another feature, relatively or through @/features', () => {
    const file = probe(
      'web/src/features/journal/components/ZzImportProbe',
      [
        "import { useFeedBulletins } from '../../../bulletins/api/useBulletins';",
        "import { HomePage } from '@/features/home/home.page';",
        'export const probe = [useFeedBulletins, HomePage];',
        '',
      ].join('\n'),
    );
    const result = lint(file);
    expect(result.failed).toBe(true);
    expect(result.restricted).toBe(2);
    expect(result.output).toContain('A feature does not import another feature');
  });

  it('refuses a feature page importing a sibling feature one level up', () => {
    const file = probe(
      'web/src/features/contract',
      "import { StewardsPage } from '../stewards/stewards.page';\nexport const probe = StewardsPage;\n",
    );
    const result = lint(file);
    expect(result.failed).toBe(true);
    expect(result.restricted).toBe(1);
  });

  it('refuses server code anywhere under web/', () => {
    const file = probe('web/src/lib', "import { buildApp } from '../../../graphql-server/src/app';\nexport const probe = buildApp;\n");
    const result = lint(file);
    expect(result.failed).toBe(true);
    expect(result.output).toContain('The web does not import server code');
  });

  it('refuses lib/ or components/ importing a feature', () => {
    const file = probe('web/src/components', "import { HomePage } from '@/features/home/home.page';\nexport const probe = HomePage;\n");
    const result = lint(file);
    expect(result.failed).toBe(true);
    expect(result.output).toContain('lib/ and components/ are shared by every feature');
  });

  it('accepts shared code, the shared rules and relative imports inside one feature', () => {
    const file = probe(
      'web/src/features/journal/api',
      [
        "import { formatDate } from '@/lib/format';",
        "import { JOURNAL_LIMITS } from '@union/rules/journal';",
        "import { useJournalEntries } from './useJournal';",
        "import { entryToCsv } from '../lib/csv';",
        'export const probe = [formatDate, JOURNAL_LIMITS, useJournalEntries, entryToCsv];',
        '',
      ].join('\n'),
    );
    const result = lint(file);
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });
});
