/**
 * `npm start` (scripts/start.ts): the website bundle is built only when what it is built from
 * changed since the last build, and the start says, in plain lines, where to open the site.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from '../../scripts/start.ts';
import { BUNDLE_INPUTS, ensureBundle } from '../../scripts/web-bundle.ts';
import { testServerEnv } from '../support/server.ts';
import { embeddedSnapshot } from '../support/store-snapshots.ts';

/** A checkout's bundle inputs, with nothing built yet; `build` stands for Vite and writes the manifest. */
function checkout() {
  const root = mkdtempSync(join(tmpdir(), 'techcensus-start-'));
  const write = (path: string, text = '') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const file of [
    'web/src/app.tsx',
    'web/public/robots.txt',
    'web/vite.config.ts',
    'contract/src/index.ts',
  ])
    write(file);
  write('package-lock.json', '{}');
  const builds: string[] = [];
  const build = async (at: string) => {
    builds.push(at);
    write('web/dist/.vite/manifest.json', '{}');
  };
  // Every input an hour old: only what a case touches is newer than a build.
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const path of [...BUNDLE_INPUTS, 'web/src/app.tsx', 'web/public/robots.txt', 'contract/src/index.ts'])
    utimesSync(join(root, path), hourAgo, hourAgo);
  /** `path` edited after the last build, as an edit or a checkout of another commit makes it. */
  const touchAfterBuild = (path: string) => {
    const now = Date.now();
    utimesSync(join(root, path), new Date(now), new Date(now));
    const before = new Date(now - 1_000);
    utimesSync(join(root, 'web/dist/.vite/manifest.json'), before, before);
  };
  return { root, write, build, builds, touchAfterBuild };
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the website bundle at start', () => {
  it('is built when missing or older than any input, and left alone when nothing changed', async () => {
    const c = checkout();
    roots.push(c.root);
    expect(await ensureBundle(c.root, c.build)).toBe('built');
    expect(await ensureBundle(c.root, c.build)).toBe('current');
    expect(c.builds).toHaveLength(1);
    for (const input of BUNDLE_INPUTS) {
      c.touchAfterBuild(input === 'web/src' ? 'web/src/app.tsx' : input);
      expect(await ensureBundle(c.root, c.build), input).toBe('built');
      expect(await ensureBundle(c.root, c.build), input).toBe('current');
    }
    // A removed source leaves no newer file behind, only its folder's time.
    // (The build moved a second back: the kernel's clock may give both the same tick.)
    const before = new Date(Date.now() - 1_000);
    utimesSync(join(c.root, 'web/dist/.vite/manifest.json'), before, before);
    rmSync(join(c.root, 'web/src/app.tsx'));
    expect(await ensureBundle(c.root, c.build)).toBe('built');
  });
});

describe('npm start', () => {
  it('builds a stale bundle, not an unchanged one, and prints the address to open', async () => {
    const c = checkout();
    roots.push(c.root);
    for (const expected of [['built'], []]) {
      const lines: string[] = [];
      const built = c.builds.length;
      const server = await start({
        env: testServerEnv(),
        root: c.root,
        build: c.build,
        announce: (line) => lines.push(line),
        storeSnapshot: embeddedSnapshot('catalogues'),
      });
      try {
        expect(c.builds.length - built).toBe(expected.length);
        expect(lines).toEqual([
          ...(expected.length ? ['Website bundle built (its sources changed since the last build).'] : []),
          `TechCensus is running: open ${server.url}`,
        ]);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      } finally {
        await server.close();
      }
    }
    // Builds the bundle in a copy of the checkout: a minute and more on a loaded machine.
  }, 240_000);
});
