// `npx tsx server/src/detect/refresh.ts [--out <dir>]`: fetch the newest community fingerprint set
// from its public source, validate it, and write it where `DETECT_FINGERPRINTS=<dir>` makes the
// engine use it. The pinned set in node_modules is never touched, so tests keep their reference.

import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compileFingerprints } from './compile.ts';
import { pinnedSetDir } from './load.ts';
import type { RawCategory, RawTechnology } from './types.ts';

const SOURCE = 'https://raw.githubusercontent.com/enthec/webappanalyzer/main/src';
const FILES = ['_', ...'abcdefghijklmnopqrstuvwxyz'];

export interface Validation {
  errors: string[];
  warnings: string[];
  technologies: number;
  categories: number;
}

/** A set is usable when it has the expected shape and size and compiles; broken patterns only warn. */
export function validateSet(technologies: unknown, categories: unknown, minTechnologies = 5000): Validation {
  const errors: string[] = [];
  const warnings: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(technologies)) errors.push('technologies is not an object');
  if (!isObject(categories)) errors.push('categories is not an object');
  if (errors.length) return { errors, warnings, technologies: 0, categories: 0 };
  const techs = technologies as Record<string, RawTechnology>;
  const cats = categories as Record<string, RawCategory>;
  const techCount = Object.keys(techs).length;
  const catCount = Object.keys(cats).length;
  if (techCount < minTechnologies)
    errors.push(`only ${techCount} technologies (expected at least ${minTechnologies})`);
  for (const [id, c] of Object.entries(cats)) {
    if (!/^\d+$/.test(id) || typeof c?.name !== 'string') errors.push(`category ${id} is malformed`);
  }
  for (const [name, t] of Object.entries(techs)) {
    if (!isObject(t) || !Array.isArray(t.cats)) {
      errors.push(`${name}: no cats array`);
      continue;
    }
    for (const id of t.cats) if (!(String(id) in cats)) errors.push(`${name}: unknown category ${id}`);
  }
  if (errors.length)
    return { errors: errors.slice(0, 50), warnings, technologies: techCount, categories: catCount };
  try {
    const set = compileFingerprints(techs, cats);
    for (const p of set.patterns) {
      try {
        new RegExp(p.source, 'i');
      } catch (error) {
        warnings.push(`${set.techs[p.tech].name} ${p.kind}: ${(error as Error).message}`);
      }
    }
    for (const p of set.problems) warnings.push(`${p.technology} ${p.kind} ${p.pattern}: ${p.error}`);
  } catch (error) {
    errors.push(`does not compile: ${(error as Error).message}`);
  }
  return { errors, warnings, technologies: techCount, categories: catCount };
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
  const out = values.out ?? join(pinnedSetDir(), '../../.cache/techcensus-detect/refreshed');
  let technologies: Record<string, unknown> = {};
  let categories: unknown;
  try {
    const parts = await Promise.all(FILES.map((f) => fetchJson(`${SOURCE}/technologies/${f}.json`)));
    for (const part of parts) technologies = { ...technologies, ...(part as Record<string, unknown>) };
    categories = await fetchJson(`${SOURCE}/categories.json`);
  } catch (error) {
    process.stderr.write(
      `could not fetch the fingerprint set (${(error as Error).message}); nothing changed\n`,
    );
    return 1;
  }
  const v = validateSet(technologies, categories);
  for (const w of v.warnings.slice(0, 20)) process.stderr.write(`warning: ${w}\n`);
  if (v.errors.length) {
    for (const e of v.errors) process.stderr.write(`error: ${e}\n`);
    process.stderr.write('the fetched set is not usable; nothing changed\n');
    return 1;
  }
  mkdirSync(out, { recursive: true });
  for (const [name, data] of [
    ['technologies.json', technologies],
    ['categories.json', categories],
  ] as const) {
    const tmp = join(out, `${name}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, join(out, name));
  }
  process.stdout.write(
    `${v.technologies} technologies, ${v.categories} categories, ${v.warnings.length} warnings → ${out}\n` +
      `use it with DETECT_FINGERPRINTS=${out}\n`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
