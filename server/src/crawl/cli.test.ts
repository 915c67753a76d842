import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('the crawl command refuses a loopback target, says why and exits non-zero', () => {
  const run = spawnSync('npx', ['tsx', 'server/src/crawl/cli.ts', '2130706433', '--no-dns'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('refused: 2130706433 (= 127.0.0.1) is a loopback address');
  expect(JSON.parse(run.stdout).requests).toBe(0);
});
