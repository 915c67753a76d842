import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the website's first script carries, read from the built bundle's source maps (the global
 * setup builds web/dist): what every page needs, not the contract's schemas. The contract's index
 * re-exports every route and schema; a zod schema is a call the bundler keeps, so one import of
 * the whole router, or of a schema module for a message, brings them all back (docs/web-speed.md).
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(REPO, 'web/dist');

const manifest = () =>
  JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;

/** The modules a built chunk was made of, relative to the repository. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as { sources: string[] };
  return map.sources.map((s) => relative(REPO, resolve(dirname(join(DIST, file)), s)));
}

const entrySources = () => sourcesOf(manifest()['src/entry-client.tsx']!.file);

describe("the website's first script", () => {
  it('holds the shell and the page addresses, without zod, ts-rest or the contract routes', () => {
    const sources = entrySources();
    expect(sources).toContain('web/src/shell/Header.tsx');
    expect(sources).toContain('contract/src/page-routes.ts');
    const heavy = sources.filter(
      (s) =>
        /node_modules\/(?:zod|@ts-rest|@anatine)\//.test(s) ||
        /^contract\/src\/(?:routes\/index|routes\/pages|openapi|envelope|routes\/accounts)\.ts$/.test(s) ||
        /^contract\/src\/routes\/(?:api|pages)\//.test(s),
    );
    expect(heavy).toEqual([]);
  });

  it('loads the contract routes with the first call: their chunk holds ts-rest and zod', () => {
    const calls = Object.values(manifest()).find((c) => c.name === 'calls');
    expect(calls).toBeDefined();
    const sources = sourcesOf(calls!.file);
    expect(sources).toContain('web/src/data/calls.ts');
    // The schemas' own modules may sit in a chunk the areas share; the chunk imports them.
    const reachable = [calls!.file, ...importedFiles(calls!.file)].flatMap(sourcesOf);
    expect(reachable.some((s) => s.includes('node_modules/zod/'))).toBe(true);
    expect(reachable).toContain('contract/src/routes/accounts.ts');
  });

  it('no chunk carries the OpenAPI generator (@anatine/zod-openapi, @ts-rest/open-api)', () => {
    const maps = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(5);
    const found = maps.flatMap((f) =>
      sourcesOf(`assets/${f.replace(/\.map$/, '')}`)
        .filter((s) => /node_modules\/(?:@anatine\/zod-openapi|@ts-rest\/open-api)\//.test(s))
        .map((s) => `${f}: ${s}`),
    );
    expect(found).toEqual([]);
  });
});

/** Chunks a built chunk imports statically, from the manifest. */
function importedFiles(file: string): string[] {
  const m = manifest() as Record<string, { file: string; imports?: string[] }>;
  const key = Object.keys(m).find((k) => m[k]!.file === file)!;
  const out: string[] = [];
  const visit = (k: string) => {
    for (const i of m[k]?.imports ?? []) {
      if (i === 'src/entry-client.tsx' || out.includes(m[i]!.file)) continue;
      out.push(m[i]!.file);
      visit(i);
    }
  };
  visit(key);
  return out;
}
