/**
 * `npm ci` on a fresh clone installs exactly package-lock.json, and npm refuses a lockfile that
 * lacks the optional packages of other platforms (npm/cli#4828: a lockfile written on one machine
 * lists only that machine's esbuild, rollup and biome binaries). Every optional dependency of every
 * locked package must therefore have its own entry, whatever the platform.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Locked {
  optionalDependencies?: Record<string, string>;
}

const LOCK = fileURLToPath(new URL('../../package-lock.json', import.meta.url));

/** Where npm would find `dep` for the package at `path`: its own node_modules, then each parent's. */
function resolves(packages: Record<string, Locked>, path: string, dep: string): boolean {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('locks the optional packages of every platform, so npm ci installs on any machine', () => {
    const { lockfileVersion, packages } = JSON.parse(readFileSync(LOCK, 'utf8')) as {
      lockfileVersion: number;
      packages: Record<string, Locked>;
    };
    expect(lockfileVersion).toBeGreaterThanOrEqual(3);
    const optional = Object.entries(packages).flatMap(([path, p]) =>
      Object.keys(p.optionalDependencies ?? {}).map((dep) => ({ path, dep })),
    );
    // esbuild, rollup and biome each ship a binary per platform.
    expect(optional.filter((o) => o.dep.startsWith('@esbuild/')).length).toBeGreaterThan(20);
    const missing = optional.filter((o) => !resolves(packages, o.path, o.dep));
    expect(missing.map((o) => `${o.path || '(root)'} → ${o.dep}`)).toEqual([]);
  });
});
