/**
 * Writes a generated dataset into the SiteIndex in batches (the adapters take their bulk path:
 * COPY on Postgres, _bulk on OpenSearch) and records it in `demo_datasets`.
 *
 * Resumable by design: sites are written in site-number order and the row's `seeded` column
 * advances after each batch, so a seed stopped midway (Ctrl-C, a server shut down during its
 * first-start seed) continues from the last written batch on the next run, with the dataset's
 * original `generated_at` as `now` — the documents are the same as an uninterrupted run would
 * have written. A batch written just before a stop is rewritten on resume; upsert makes that
 * harmless. Running the same seed and count again after it completed does nothing.
 */

import { suppressedAmong } from '../indexing/suppression.ts';
import type { SiteDoc, SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import { demoDomain, type GenerateOptions, generateSite } from './generate.ts';
import { buildVersionCves } from './version-cves.ts';

export interface DemoDataset {
  id: number;
  seed: number;
  count: number;
  generatedAt: Date;
  seeded: number;
  completed: boolean;
}

export interface SeedProgress {
  written: number;
  total: number;
  /** Sites per second over this run. */
  rate: number;
}

export interface SeedOptions {
  count: number;
  seed: number;
  /** Default: today, 00:00 UTC (two runs on one day produce the same documents). */
  now?: Date;
  /** Remove every earlier demo dataset's sites first. */
  replace?: boolean;
  batchSize?: number;
  onProgress?: (p: SeedProgress) => void;
  /** Checked between batches; true stops the run, leaving it resumable. */
  shouldStop?: () => boolean;
}

export interface SeedResult {
  dataset: DemoDataset;
  /** Sites written by this run. */
  written: number;
  resumed: boolean;
  /** True when this exact dataset was already complete: nothing was written. */
  alreadyComplete: boolean;
  stopped: boolean;
}

interface Row {
  id: number;
  seed: string | number;
  count: number;
  generated_at: Date | string;
  seeded: number;
  completed_at: Date | string | null;
}

const toDataset = (r: Row): DemoDataset => ({
  id: r.id,
  seed: Number(r.seed),
  count: r.count,
  generatedAt: new Date(r.generated_at),
  seeded: r.seeded,
  completed: r.completed_at !== null,
});

export async function demoDatasets(db: Queryable): Promise<DemoDataset[]> {
  const r = await db.query<Row>(
    'SELECT id, seed, count, generated_at, seeded, completed_at FROM demo_datasets ORDER BY id',
  );
  return r.rows.map(toDataset);
}

export function startOfDay(d = new Date()): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Removes the sites of every recorded dataset (regenerating their names) and forgets them. */
export async function removeDemoData(db: Queryable, index: SiteIndex): Promise<number> {
  let removed = 0;
  for (const d of await demoDatasets(db)) {
    for (let i = 0; i < d.seeded; i++) if (await index.remove(demoDomain(d.seed, d.count, i))) removed++;
    await db.query('DELETE FROM demo_datasets WHERE id = $1', [d.id]);
  }
  await index.refresh();
  return removed;
}

export async function seedDemo(db: Queryable, index: SiteIndex, opts: SeedOptions): Promise<SeedResult> {
  if (!Number.isInteger(opts.count) || opts.count < 0)
    throw new RangeError('count must be a non-negative integer');
  if (!Number.isSafeInteger(opts.seed) || opts.seed < 0)
    throw new RangeError('seed must be a non-negative integer');
  if (opts.replace) await removeDemoData(db, index);

  const existing = (await demoDatasets(db)).find((d) => d.seed === opts.seed && d.count === opts.count);
  if (existing?.completed)
    return { dataset: existing, written: 0, resumed: false, alreadyComplete: true, stopped: false };
  const dataset =
    existing ??
    toDataset(
      (
        await db.query<Row>(
          `INSERT INTO demo_datasets (seed, count, generated_at) VALUES ($1, $2, $3)
           RETURNING id, seed, count, generated_at, seeded, completed_at`,
          [opts.seed, opts.count, (opts.now ?? startOfDay()).toISOString()],
        )
      ).rows[0],
    );

  const versionCves = await buildVersionCves(db);
  const generate: GenerateOptions = {
    count: dataset.count,
    seed: dataset.seed,
    now: dataset.generatedAt,
    versionCves,
  };
  const batchSize = opts.batchSize ?? 2_000;
  const started = performance.now();
  let written = 0;
  let stopped = false;
  const write = async (batch: SiteDoc[]) => {
    // Names whose owners asked for removal are never written, not even as made-up sites.
    const suppressed = await suppressedAmong(
      db,
      batch.map((s) => s.domain),
    );
    await index.upsert(suppressed.size ? batch.filter((s) => !suppressed.has(s.domain)) : batch);
    written += batch.length;
    dataset.seeded += batch.length;
    await db.query('UPDATE demo_datasets SET seeded = $2 WHERE id = $1', [dataset.id, dataset.seeded]);
    const seconds = (performance.now() - started) / 1000;
    opts.onProgress?.({
      written: dataset.seeded,
      total: dataset.count,
      rate: written / Math.max(seconds, 1e-3),
    });
  };
  // Two things at once: while the store writes one batch (PGlite in its worker thread, or a
  // server), this thread generates the next. The order of writes, and so resuming, is unchanged.
  let writing: Promise<void> | null = null;
  for (let from = dataset.seeded; from < dataset.count; from += batchSize) {
    const batch = await generateBatch(from, Math.min(from + batchSize, dataset.count), generate);
    if (writing) {
      await writing;
      writing = null;
      // Between batches, with this one not yet written: it is generated again on resume.
      if (opts.shouldStop?.()) {
        stopped = true;
        break;
      }
    }
    writing = write(batch);
    // Awaited above or below; until then a failure must not count as unhandled.
    writing.catch(() => {});
  }
  if (writing) await writing;
  await index.refresh();
  if (!stopped) {
    await db.query('UPDATE demo_datasets SET completed_at = now() WHERE id = $1', [dataset.id]);
    dataset.completed = true;
  }
  return { dataset, written, resumed: existing !== undefined, alreadyComplete: false, stopped };
}

/**
 * True while demo data is on show: a dataset has written sites and the index still holds its
 * first site as a synthetic document. The site then shows its "demo data" notice.
 */
export async function demoDataShown(db: Queryable, index: Pick<SiteIndex, 'get'>): Promise<boolean> {
  const r = await db.query<Row>(
    'SELECT id, seed, count, generated_at, seeded, completed_at FROM demo_datasets WHERE seeded > 0 ORDER BY id DESC LIMIT 1',
  );
  if (!r.rows.length) return false;
  const d = toDataset(r.rows[0]);
  const doc = await index.get(demoDomain(d.seed, d.count, 0));
  // Adapters written before the document carried `synthetic` return it without the flag.
  return doc !== null && (doc as { synthetic?: boolean }).synthetic !== false;
}

/** Sites generated between two turns of the event loop: a few milliseconds of work. */
const GENERATE_SLICE = 25;

/**
 * Sites `from` to `to` (exclusive), a slice at a time with a turn of the event loop between
 * slices: the store's answers to the batch being written, and requests to a server seeding in the
 * background, wait for one slice, not for a whole batch.
 */
async function generateBatch(from: number, to: number, opts: GenerateOptions): Promise<SiteDoc[]> {
  const batch: SiteDoc[] = [];
  for (let i = from; i < to; i++) {
    batch.push(generateSite(i, opts));
    if ((i - from) % GENERATE_SLICE === GENERATE_SLICE - 1)
      await new Promise((resolve) => setImmediate(resolve));
  }
  return batch;
}
