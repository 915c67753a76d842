/**
 * How many technologies get brand artwork instead of the initials tile:
 * `npx tsx bench/icons/coverage.ts [--sites N]`.
 *
 * Rankings by use: the technologies of a generated demo index of N sites (their shares follow
 * public surveys), the technologies detected on real saved pages (the 170-page corpus beside the
 * checkout when present, else the repository's 12 pages), and the whole catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { technologyCatalogue } from '../../server/src/catalogue/technologies.ts';
import { generateSites } from '../../server/src/demo/index.ts';
import { detect, loadFingerprintSet, signalsFromHtml } from '../../server/src/detect/index.ts';
import { simpleIconsMatcher } from '../../server/src/modules/technology/brand-icons.ts';
import { PAGES_DIR } from '../detect/worker.ts';

const { values } = parseArgs({ options: { sites: { type: 'string', default: '20000' } } });
const SITES = Number(values.sites);
const TOP = 1_000;

const matcher = await simpleIconsMatcher();
const { technologies } = technologyCatalogue();
const bySlug = new Map(technologies.map((t) => [t.slug, t]));
const hasArt = (slug: string) => {
  const t = bySlug.get(slug);
  return !!t && matcher.match(t) !== null;
};

/** Slugs with their number of websites (or pages), most used first. */
function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function report(label: string, rows: [string, number][], limit = TOP) {
  const top = rows.slice(0, limit);
  const withArt = top.filter(([slug]) => hasArt(slug));
  const uses = top.reduce((n, [, c]) => n + c, 0);
  const usesWithArt = withArt.reduce((n, [, c]) => n + c, 0);
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
  console.log(
    `${label}: ${top.length} technologies, ${withArt.length} with art = ` +
      `${pct(withArt.length, top.length)} %; weighted by use ${pct(usesWithArt, uses)} %`,
  );
  const missing = top.filter(([slug]) => !hasArt(slug)).slice(0, 15);
  console.log(`  most used without art: ${missing.map(([s]) => bySlug.get(s)?.name ?? s).join(', ')}`);
}

const demo = new Map<string, number>();
for (const batch of generateSites({ count: SITES, seed: 1, now: new Date('2026-01-01T00:00:00Z') })) {
  for (const doc of batch)
    for (const slug of new Set(doc.technologies.map((t) => t.slug))) {
      demo.set(slug, (demo.get(slug) ?? 0) + 1);
    }
}
report(`demo index of ${SITES.toLocaleString('en-US')} sites`, ranked(demo));

const set = loadFingerprintSet();
const pages = readdirSync(PAGES_DIR).filter((f) => f.endsWith('.html'));
const found = new Map<string, number>();
for (const file of pages) {
  const html = readFileSync(join(PAGES_DIR, file), 'utf8');
  const url = `https://${file.replace(/--.*$/, '').replace(/\.html$/, '')}/`;
  for (const d of detect(set, { html, url, ...signalsFromHtml(html, url) })) {
    found.set(d.slug, (found.get(d.slug) ?? 0) + 1);
  }
}
report(`${pages.length} real pages`, ranked(found));

report(
  'whole catalogue',
  technologies.map((t) => [t.slug, 1]),
  technologies.length,
);
const by = new Map<string, number>();
for (const t of technologies) {
  const b = matcher.match(t);
  if (b) by.set(b.by, (by.get(b.by) ?? 0) + 1);
}
console.log(
  `  matched by: ${[...by].map(([k, n]) => `${k} ${n}`).join(', ')}; icons servable: ${matcher.size}`,
);
