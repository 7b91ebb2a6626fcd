import { afterAll, describe, expect, it } from 'vitest';
import { lintProbes } from '../../../scripts/lint-probes.mjs';

// The server's floors in biome.json: auth/, db/, storage/, http/, graphql/, ai/, jobs/ and offload/ import nothing from
// modules/ or composition/; a module imports no other module's resolver or routes file; graphql-server/src has no
// import cycle (type-only imports aside). Probes are linted with the real configuration and the real Biome at the paths
// they would have, in a temporary folder of their own: the source tree is never written to.
const probes = lintProbes();
afterAll(() => probes.remove());

const src = 'graphql-server/src';
const RESTRICTED = 'style/noRestrictedImports';

describe('server layers (npm run lint)', () => {
  it('refuses a lower floor importing from a module', () => {
    const result = probes.lint({
      [`${src}/auth/zz-probe.ts`]:
        "import { JournalEntry } from '../modules/journal/journal.entities.js';\nexport const probe = JournalEntry;\n",
      [`${src}/http/zz-probe.ts`]:
        "import { listEntries } from '../modules/journal/journal.service.js';\nexport const probe = listEntries;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.count(RESTRICTED)).toBe(2);
    expect(result.output).toContain("The server's lower floors");
  });

  it('refuses a lower floor importing the composition folder', () => {
    const result = probes.lint({
      [`${src}/db/zz-probe.ts`]: "import { entities } from '../composition/entities.js';\nexport const probe = entities;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.count(RESTRICTED)).toBe(1);
  });

  it("refuses a module importing another module's resolver or routes file, at any depth", () => {
    const result = probes.lint({
      [`${src}/modules/grievances/zz-probe.ts`]:
        "import { BrandingResolver } from '../branding/branding.resolver.js';\nexport const probe = BrandingResolver;\n",
      [`${src}/modules/contract/import/zz-probe.ts`]:
        "import { mountJournalRoutes } from '../../journal/journal.routes.js';\nexport const probe = mountJournalRoutes;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.count(RESTRICTED)).toBe(2);
    expect(result.output).toContain("A module does not import another module's resolver or routes file");
  });

  it('refuses an import cycle', () => {
    const result = probes.lint({
      [`${src}/jobs/zz-a.ts`]: "import { b } from './zz-b.js';\nexport const a = () => b;\n",
      [`${src}/jobs/zz-b.ts`]: "import { a } from './zz-a.js';\nexport const b = () => a;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.count('suspicious/noImportCycles')).toBeGreaterThan(0);
  });

  it('accepts a module using the floors, its own resolver, and other modules through their services; tests may reach up', () => {
    const result = probes.lint({
      [`${src}/modules/grievances/zz-probe.ts`]: [
        "import { AppError } from '../../errors.js';",
        "import { findOwnedOrNotFound } from '../../db/find.js';",
        "import { User } from '../../auth/user.entity.js';",
        "import { GrievancesResolver } from './grievances.resolver.js';",
        "import { listEntries } from '../journal/journal.service.js';",
        'export const probe = [AppError, findOwnedOrNotFound, User, GrievancesResolver, listEntries];',
        '',
      ].join('\n'),
      [`${src}/db/zz-probe.test.ts`]:
        "import { JournalEntry } from '../modules/journal/journal.entities.js';\nexport const probe = JournalEntry;\n",
      [`${src}/jobs/zz-a.ts`]: "import type { B } from './zz-b.js';\nexport type A = { b?: B };\n",
      [`${src}/jobs/zz-b.ts`]: "import type { A } from './zz-a.js';\nexport type B = { a?: A };\n",
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.output).not.toContain('noImportCycles');
    expect(result.failed).toBe(false);
  });
});
