import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './import-graph.ts';

/** One relative import of a repository file, both paths relative to the repository's root. */
export interface TestImport {
  from: string;
  to: string;
  /** `import type …`, `export type …` or a braced list of `type` names only: gone at run time. */
  typeOnly: boolean;
}

const SKIP = new Set(['node_modules', 'dist', '.git', 'data']);

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every TypeScript file under these top-level folders, relative to the root. */
export const filesUnder = (...folders: string[]) =>
  folders.flatMap((f) => walk(join(ROOT, f))).map((p) => relative(ROOT, p));

// `import … from '…'` and `export … from '…'` (clauses hold no semicolon), bare `import '…'`,
// and `import('…')`.
const STATIC = /^\s*(import|export)\s+([^;'"`()=]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Whether an import clause brings in types only. */
export function isTypeOnlyClause(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const braced = /^\{([\s\S]*)\}$/.exec(c);
  if (!braced) return false;
  const names = braced[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** The relative imports written in `text`, the source of `file` (relative to the root). */
export function importsOf(file: string, text: string): TestImport[] {
  const to = (spec: string) => relative(ROOT, resolve(ROOT, dirname(file), spec));
  const found: TestImport[] = [];
  for (const m of text.matchAll(STATIC))
    found.push({ from: file, to: to(m[3]), typeOnly: isTypeOnlyClause(m[2]) });
  for (const m of text.matchAll(BARE)) found.push({ from: file, to: to(m[1]), typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) found.push({ from: file, to: to(m[1]), typeOnly: false });
  return found;
}

/** The relative imports of every file under these folders. */
export function importsUnder(...folders: string[]): TestImport[] {
  return filesUnder(...folders).flatMap((f) => importsOf(f, readFileSync(join(ROOT, f), 'utf8')));
}

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
export const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
export const describeImport = (i: TestImport) => `${i.from} → ${i.to}`;

/**
 * The layout rule of docs/testing.md, "Where tests live", as import checks. Each returns the
 * imports that break it.
 */
export const layoutRules = {
  /**
   * tests/<feature>/ reach the server's code only through tests/support/: a value import of
   * server/src, or of a fixture that makes one, from anywhere else under tests/ is a break.
   */
  featureSuites(imports: TestImport[], fixturesIntoServer: Set<string>): TestImport[] {
    return imports.filter(
      (i) =>
        under('tests')(i.from) &&
        !under('tests/architecture')(i.from) &&
        !under('tests/support')(i.from) &&
        !i.typeOnly &&
        (under('server/src')(i.to) || fixturesIntoServer.has(i.to)),
    );
  },
  /** The benchmarks share fixtures/ with the tests, never tests/ itself. */
  bench(imports: TestImport[]): TestImport[] {
    return imports.filter((i) => under('bench')(i.from) && under('tests')(i.to));
  },
  /** Code beside its tests takes from tests/ only the shared support. */
  besideTheCode(imports: TestImport[]): TestImport[] {
    const code = ['server/src', 'contract/src', 'web/src', 'sdk/src', 'cli/src'];
    return imports.filter(
      (i) => code.some((c) => under(c)(i.from)) && under('tests')(i.to) && !under('tests/support')(i.to),
    );
  },
  /**
   * Product code never imports test code: a file beside the code that is not a test but imports
   * tests/ or fixtures/ (a suite's own helper) may be imported by tests and such helpers only.
   */
  productCode(imports: TestImport[]): TestImport[] {
    const code = ['server/src', 'contract/src', 'web/src', 'sdk/src', 'cli/src'];
    const inCode = (p: string) => code.some((c) => under(c)(p));
    const helpers = new Set(
      imports
        .filter(
          (i) => inCode(i.from) && !isTestFile(i.from) && (under('tests')(i.to) || under('fixtures')(i.to)),
        )
        .map((i) => i.from),
    );
    return imports.filter((i) => helpers.has(i.to) && !isTestFile(i.from) && !helpers.has(i.from));
  },
};

/** Fixtures that import server/src at run time: the tests use them through tests/support/. */
export function fixturesIntoServer(imports: TestImport[]): Set<string> {
  return new Set(
    imports
      .filter((i) => under('fixtures')(i.from) && !i.typeOnly && under('server/src')(i.to))
      .map((i) => i.from),
  );
}
