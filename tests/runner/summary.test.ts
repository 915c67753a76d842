import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm test`'s closing lines (scripts/test.mjs with scripts/test-reporter.mjs), on a run of its
 * own over a made-up suite: a test whose suite's setup failed is counted as failed and named,
 * never as skipped; a skip on purpose stays a skip; the exit status says the run failed.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

const SUITE = `
describe('a suite whose setup fails', () => {
  beforeAll(() => { throw new Error('the server did not start'); });
  it('never runs', () => {});
  it('never runs either', () => {});
});
describe.skip('skipped on purpose', () => { it('is a skip', () => {}); });
it('passes', () => { expect(1).toBe(1); });
`;

let dir: string;
let out: { code: number; stdout: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'techcensus-summary-'));
  await writeFile(join(dir, 'made-up.check.mjs'), SUITE);
  const config = join(dir, 'vitest.config.mjs');
  // No imports in either file: the folder is outside the repository and its node_modules.
  await writeFile(
    config,
    `export default { test: { root: ${JSON.stringify(dir)}, include: ['*.check.mjs'], globals: true } };`,
  );
  // Not under CI=true here: that would refuse to run on a machine without the servers.
  const env = { ...process.env, CI: '', NO_COLOR: '1' };
  out = await run(process.execPath, ['scripts/test.mjs', '--config', config], { cwd: REPO, env }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
  );
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm test summary', () => {
  it('counts the tests of a suite whose setup failed as failed, not skipped, and exits non-zero', () => {
    const lines = out.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe("1 passed, 2 failed (2 not run: their suite's setup failed), 1 skipped");
    expect(out.stdout).toMatch(/made-up\.check\.mjs: 2 test\(s\) not run, its setup failed/);
    expect(out.code).toBe(1);
  });

  it('prints the run time, the CPU its processes used (what the budget counts) and the slowest files', () => {
    const took = out.stdout.match(
      /^Took \d+\.\d min, (\d+) s of CPU \(budget under CI=true: \d+ s of CPU\)\.$/m,
    );
    // vitest and its worker start up in more than a second of CPU: a figure of 0 would mean the
    // children's CPU was not read.
    expect(Number(took?.[1])).toBeGreaterThan(0);
    expect(out.stdout).toMatch(/Slowest files[^\n]*\n\s+\d+\.\d s {2}made-up\.check\.mjs/);
  });
});
