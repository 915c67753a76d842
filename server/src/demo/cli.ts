// npm run -s seed -- --sites N [--seed S] [--replace]
//
// Writes N generated sites through the configured store and SiteIndex (DATABASE_URL,
// OPENSEARCH_URL, else PGlite under DATA_DIR), after importing the catalogues and, when the store
// has none, the CVE sample. Interrupted runs continue where they stopped when run again.

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/index.ts';
import { configuredSiteIndex, openSiteIndex } from '../siteindex/index.ts';
import { openCommandStore } from '../store/open-configured.ts';
import { seedDemo } from './seed.ts';
import { prepareDemoSources } from './sources.ts';

const USAGE = 'usage: npm run -s seed -- --sites N [--seed S] [--replace]';

function parse(): { sites: number; seed: number; replace: boolean } {
  const { values } = parseArgs({
    options: { sites: { type: 'string' }, seed: { type: 'string' }, replace: { type: 'boolean' } },
  });
  const sites = Number(values.sites);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (values.sites === undefined || !Number.isInteger(sites) || sites < 0 || sites > 200_000_000) {
    throw new ConfigError(`--sites must be a whole number from 0 to 200,000,000\n${USAGE}`);
  }
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new ConfigError(`--seed must be a non-negative whole number\n${USAGE}`);
  return { sites, seed, replace: values.replace === true };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const args = parse();
  const config = loadConfig();
  const db = await openCommandStore(config);
  const index = await openSiteIndex(configuredSiteIndex(config, db));
  let stopRequested = false;
  const onSignal = () => {
    stopRequested = true;
    console.error('stopping after this batch; run the same command again to continue');
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const sources = await prepareDemoSources(db);
    if (sources.cvesImported) console.error(`imported ${fmt(sources.cvesImported)} CVEs from the sample`);
    else if (sources.cvesInStore === 0) console.error(`${sources.cveNote}: demo sites carry no CVEs`);
    const started = performance.now();
    let lastPrint = 0;
    const result = await seedDemo(db, index, {
      count: args.sites,
      seed: args.seed,
      replace: args.replace,
      shouldStop: () => stopRequested,
      onProgress: (p) => {
        const t = performance.now();
        if (t - lastPrint < 1000 && p.written < p.total) return;
        lastPrint = t;
        console.error(`${fmt(p.written)} / ${fmt(p.total)} sites (${fmt(p.rate)} sites/s)`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const where = `${db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} / SiteIndex on ${index.kind}`;
    if (result.alreadyComplete) {
      console.log(
        `seed ${args.seed} with ${fmt(args.sites)} sites is already in the index (${where}); nothing to do`,
      );
    } else if (result.stopped) {
      console.log(
        `stopped at ${fmt(result.dataset.seeded)} of ${fmt(args.sites)} sites; run the same command to continue`,
      );
      process.exitCode = 130;
    } else {
      console.log(
        `${result.resumed ? 'resumed and finished' : 'seeded'} ${fmt(result.written)} sites (seed ${args.seed}) in ${seconds.toFixed(1)} s, ` +
          `${fmt(result.written / Math.max(seconds, 1e-3))} sites/s (${where})`,
      );
    }
  } finally {
    await index.close();
    await db.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
