import { afterAll, describe, expect, it } from 'vitest';
import { lintProbes } from '../../../scripts/lint-probes.mjs';

// The boundaries in biome.json (noRestrictedImports, per folder): a feature imports no other feature, lib/ and
// components/ import no feature, and the web imports no server code except the shared rules (@union/rules). The probes
// are linted with the real configuration and the real Biome, at the paths they would have in the repository, in a
// temporary folder of their own: the source tree is never written to.
const probes = lintProbes();
afterAll(() => probes.remove());

function lint(dir: string, source: string) {
  const result = probes.lint({ [`${dir}/zzImportProbe.ts`]: source });
  return { ...result, restricted: result.count('style/noRestrictedImports') };
}

describe('import boundaries (npm run lint)', () => {
  it('refuses a feature importing another feature, relatively or through @/features', () => {
    const result = lint(
      'web/src/features/journal/components/ZzImportProbe',
      [
        "import { useFeedBulletins } from '../../../bulletins/api/useBulletins';",
        "import { HomePage } from '@/features/home/home.page';",
        'export const probe = [useFeedBulletins, HomePage];',
        '',
      ].join('\n'),
    );
    expect(result.failed).toBe(true);
    expect(result.restricted).toBe(2);
    expect(result.output).toContain('A feature does not import another feature');
  });

  it('refuses a feature page importing a sibling feature one level up', () => {
    const result = lint(
      'web/src/features/contract',
      "import { StewardsPage } from '../stewards/stewards.page';\nexport const probe = StewardsPage;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.restricted).toBe(1);
  });

  it('refuses server code anywhere under web/', () => {
    const result = lint('web/src/lib', "import { buildApp } from '../../../graphql-server/src/app';\nexport const probe = buildApp;\n");
    expect(result.failed).toBe(true);
    expect(result.output).toContain('The web does not import server code');
  });

  it('refuses lib/ or components/ importing a feature', () => {
    const result = lint('web/src/components', "import { HomePage } from '@/features/home/home.page';\nexport const probe = HomePage;\n");
    expect(result.failed).toBe(true);
    expect(result.output).toContain('lib/ and components/ are shared by every feature');
  });

  it('accepts shared code, the shared rules and relative imports inside one feature', () => {
    const result = lint(
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
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });
});
