/**
 * The first start of a fresh installation fills the empty index with DEMO_SITES generated sites,
 * in the background: the server listens at once and the home page counts sites as they arrive (its count is a
 * statistic, renewed every STATS_CACHE_SECONDS).
 *
 * Safe to stop midway: an unfinished dataset is resumed on the next start (from its last written
 * batch, with its original date, so the result equals an uninterrupted run), even though the
 * index is no longer empty then. A finished dataset, a non-empty index without an unfinished
 * dataset (real crawled data, or demo data someone removed on purpose), DEMO_SITES=0 and
 * DATA_DIR=memory:// (tests) all mean: do nothing.
 */

import type { Config } from '../config/index.ts';
import type { Logger } from '../log.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import { demoDatasets, seedDemo } from './seed.ts';
import { prepareDemoSources } from './sources.ts';

/** The seed used for the first-start dataset; any fixed number keeps restarts reproducible. */
export const FIRST_START_SEED = 1;

export interface BackgroundSeed {
  /** Stops after the batch in flight (resumable) and waits for it. */
  stop(): Promise<void>;
  /** Settles when seeding has finished, stopped, failed or had nothing to do. */
  done: Promise<void>;
}

export function startDemoSeeding(deps: {
  config: Config;
  db: Db;
  /** The index itself, not its statistics cache: an answer kept from before the seed would hide it. */
  siteIndex: SiteIndex;
  log: Logger;
  /** A plain line for the person who started the server (main.ts, `ServerHooks.announce`). */
  announce?: (line: string) => void;
  /** After sites were written: the statistics kept from before are computed again. */
  onSeeded?(): Promise<void>;
}): BackgroundSeed {
  const { config, db, siteIndex, log } = deps;
  let stopping = false;
  const run = async () => {
    if (config.DEMO_SITES === 0 || config.DATA_DIR.startsWith('memory://')) return;
    const unfinished = (await demoDatasets(db)).find((d) => !d.completed);
    if (!unfinished && (await siteIndex.countSample([], 0)).count > 0) return;
    const target = unfinished ?? { seed: FIRST_START_SEED, count: config.DEMO_SITES };
    const sources = await prepareDemoSources(db);
    if (sources.cvesImported) log.info({ cves: sources.cvesImported }, 'demo data: imported the CVE sample');
    else if (sources.cvesInStore === 0)
      log.warn(
        { reason: sources.cveNote },
        'demo data: no CVEs in the store, so demo sites carry none and the vulnerability pages say so',
      );
    log.info({ sites: target.count, seed: target.seed, resuming: Boolean(unfinished) }, 'demo data: seeding');
    const count = target.count.toLocaleString('en-US');
    deps.announce?.(
      `Demo data: ${unfinished ? 'resuming' : 'writing'} ${count} synthetic sites in the background; pages show them as they arrive.`,
    );
    const started = performance.now();
    let lastLog = 0;
    const result = await seedDemo(db, siteIndex, {
      count: target.count,
      seed: target.seed,
      // Small batches: on PGlite a batch's transaction holds the store, and requests wait for it.
      batchSize: 500,
      shouldStop: () => stopping,
      onProgress: (p) => {
        if (performance.now() - lastLog < 10_000) return;
        lastLog = performance.now();
        log.info(
          { written: p.written, total: p.total, sitesPerSecond: Math.round(p.rate) },
          'demo data: progress',
        );
      },
    });
    if (result.stopped)
      log.info(
        { written: result.dataset.seeded, total: result.dataset.count },
        'demo data: paused, resumes on next start',
      );
    else log.info({ sites: result.dataset.seeded, written: result.written }, 'demo data: ready');
    if (result.written > 0) await deps.onSeeded?.();
    // After the statistics kept from before the seed are forgotten: pages now count every site.
    if (!result.stopped)
      deps.announce?.(
        `Demo data ready: ${count} sites (written in ${Math.round((performance.now() - started) / 1000)} s).`,
      );
    // PGlite runs single-user, with no checkpointer: without this, the demo's ~0.6 GB of
    // write-ahead log stays ahead of the last checkpoint, and a start after any stop that is not
    // clean replays all of it (about 8 s of a restart).
    if (result.written > 0 && db.kind === 'pglite') await db.exec('CHECKPOINT');
  };
  const done = run().catch((err) => {
    if (!stopping) log.error({ err }, 'demo data: seeding failed; it resumes on the next start');
  });
  return {
    stop() {
      stopping = true;
      return done;
    },
    done,
  };
}
