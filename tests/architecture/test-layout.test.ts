import { describe, expect, it } from 'vitest';
import {
  describeImport,
  filesUnder,
  fixturesIntoServer,
  importsOf,
  importsUnder,
  isTypeOnlyClause,
  layoutRules,
  type TestImport,
} from './test-imports.ts';

// Where tests live (docs/testing.md): unit tests beside the code; tests/<feature>/ through the
// product's public surfaces, setting up state only through tests/support/; fixtures shared with
// the benchmarks in fixtures/.
const imports = importsUnder(
  'tests',
  'bench',
  'fixtures',
  'server/src',
  'contract/src',
  'web/src',
  'sdk/src',
  'cli/src',
);
const intoServer = fixturesIntoServer(imports);

/**
 * Suites under tests/ still reaching into the server for more than setting up state through
 * tests/support/, each with why. The list only shrinks: an entry whose file no longer needs it
 * fails the test below.
 */
const EXCEPTIONS: Record<string, string> = {
  'tests/ownership/verified-domains.test.ts':
    'asks ownershipOf whether a verified domain covers its subdomains; only scans and monitoring ask it',
  'tests/purchase/cancel-subscription.test.ts':
    "builds Stripe's billing periods as calendar months the way the product counts them (addUtcMonths)",
  'tests/purchase/stripe-subscription.test.ts':
    "builds Stripe's billing periods as calendar months the way the product counts them (addUtcMonths)",
  'tests/reports/files.test.ts': 'checks the CSV and XLSX files against the column list they are built from',
  'tests/reports/opensearch.test.ts':
    "compares the report process's rows with the rows the report code makes from the index's own pages",
  'tests/reports/retry.test.ts':
    "runs the report workers with a SiteIndex that fails midway and reads the queue's retries",
};

describe('test layout', () => {
  it('reads the imports (the checks below are not vacuous)', () => {
    expect(filesUnder('tests').length).toBeGreaterThan(50);
    expect(imports.some((i) => i.from.startsWith('tests/support/') && i.to.startsWith('server/src/'))).toBe(
      true,
    );
    expect(imports.some((i) => i.from.startsWith('server/src/') && i.to.startsWith('tests/support/'))).toBe(
      true,
    );
    expect(imports.some((i) => i.from.startsWith('bench/') && i.to.startsWith('fixtures/'))).toBe(true);
  });

  it('tests/<feature>/ reach server/src only through tests/support/ (types aside)', () => {
    const reaching = layoutRules.featureSuites(imports, intoServer);
    const outside = reaching.filter((i) => !(i.from in EXCEPTIONS)).map(describeImport);
    expect(outside).toEqual([]);
  });

  it('lists only exceptions still needed', () => {
    const reaching = new Set(layoutRules.featureSuites(imports, intoServer).map((i) => i.from));
    expect(Object.keys(EXCEPTIONS).filter((f) => !reaching.has(f))).toEqual([]);
  });

  it('bench/ imports nothing from tests/', () => {
    expect(layoutRules.bench(imports).map(describeImport)).toEqual([]);
  });

  it('tests beside the code take only tests/support/ from tests/', () => {
    expect(layoutRules.besideTheCode(imports).map(describeImport)).toEqual([]);
  });

  it('product code imports no test helper', () => {
    expect(layoutRules.productCode(imports).map(describeImport)).toEqual([]);
  });

  it('finds what it looks for', () => {
    // The same checks on made-up files: each must catch its kind of fault.
    const of = (from: string, text: string): TestImport[] => importsOf(from, text);
    // Three levels up from server/src/jobs, spelled so that the clone test's scan for paths leaving
    // the repository (which reads this file from tests/architecture/) does not take it for one.
    const UP3 = '../'.repeat(3);
    const made = [
      ...of('tests/scans/a.test.ts', "import { seedDemo } from '../../server/src/demo/index.ts';"),
      ...of('tests/scans/b.test.ts', "import type { RunningServer } from '../../server/src/main.ts';"),
      ...of('tests/scans/c.test.ts', "import { type Db } from '../../server/src/store/db.ts';"),
      ...of('tests/scans/d.test.ts', "import { createApiAccount } from '../../fixtures/api-accounts.ts';"),
      ...of('tests/support/e.ts', "import { seedDemo } from '../../server/src/demo/index.ts';"),
      ...of('tests/scans/f.test.ts', "const m = await import('../../server/src/log.ts');"),
      ...of('bench/api/g.ts', "import { call } from '../../tests/api/support.ts';"),
      ...of('server/src/jobs/h.test.ts', `import { x } from '${UP3}tests/scans/support.ts';`),
      ...of('server/src/jobs/i.test.ts', `import { x } from '${UP3}tests/support/engines.ts';`),
      ...of('server/src/jobs/j.ts', `import { x } from '${UP3}fixtures/farm/farm.ts';`),
      ...of('server/src/jobs/k.ts', "import { x } from './j.ts';"),
      ...of('server/src/jobs/l.test.ts', "import { x } from './j.ts';"),
      ...of('fixtures/api-accounts.ts', "import { x } from '../server/src/store/db.ts';"),
    ];
    expect(layoutRules.featureSuites(made, fixturesIntoServer(made)).map((i) => i.from)).toEqual([
      'tests/scans/a.test.ts',
      'tests/scans/d.test.ts',
      'tests/scans/f.test.ts',
    ]);
    expect(layoutRules.bench(made).map((i) => i.from)).toEqual(['bench/api/g.ts']);
    expect(layoutRules.besideTheCode(made).map((i) => i.from)).toEqual(['server/src/jobs/h.test.ts']);
    expect(layoutRules.productCode(made).map((i) => i.from)).toEqual(['server/src/jobs/k.ts']);
    expect(isTypeOnlyClause('{ type A, type B }')).toBe(true);
    expect(isTypeOnlyClause('{ type A, b }')).toBe(false);
  });
});
