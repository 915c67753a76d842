/**
 * The benchmark's population: the demo generator's sites (server/src/demo), written once to
 * NDJSON files under the cache directory and read back for every run, so that ingest rates
 * measure the stores and not the generator (which makes ~5,000 sites/s per core).
 *
 * Generation is split over child processes (one per core), each writing its own part file.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';

export const NOW = new Date('2025-06-01T00:00:00Z');
export const SEED = 20250601;

export interface Dataset {
  count: number;
  files: string[];
}

export function cacheDir(): string {
  return process.env.TECHCENSUS_BENCH_CACHE ?? '/tmp/techcensus-bench-index';
}

/** Makes (or reuses) the part files for `count` sites; resolves when all exist. */
export async function prepareDataset(count: number, log: (line: string) => void): Promise<Dataset> {
  const dir = join(cacheDir(), `${SEED}-${count}`);
  mkdirSync(dir, { recursive: true });
  const parts = Math.max(1, Math.min(cpus().length, Math.ceil(count / 50_000)));
  const per = Math.ceil(count / parts);
  const jobs = Array.from({ length: parts }, (_, k) => {
    const start = k * per;
    return { start, count: Math.min(per, count - start), file: join(dir, `part-${k}.ndjson`) };
  }).filter((j) => j.count > 0);
  const missing = jobs.filter((j) => !existsSync(j.file));
  if (missing.length) {
    log(`generating ${count.toLocaleString('en')} sites into ${dir} (${missing.length} processes)…`);
    const t0 = performance.now();
    const worker = fileURLToPath(new URL('./generate-part.ts', import.meta.url));
    await Promise.all(
      missing.map(
        (j) =>
          new Promise<void>((resolve, reject) => {
            const tmp = `${j.file}.tmp`;
            const child = spawn(
              process.execPath,
              ['--import', 'tsx', worker, String(count), String(j.start), String(j.count), tmp],
              { stdio: ['ignore', 'inherit', 'inherit'] },
            );
            child.on('exit', (code) => {
              if (code !== 0) return reject(new Error(`generator part ${j.file} exited with ${code}`));
              renameSync(tmp, j.file);
              resolve();
            });
          }),
      ),
    );
    log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const bytes = jobs.reduce((n, j) => n + statSync(j.file).size, 0);
  log(`dataset: ${count.toLocaleString('en')} sites, ${(bytes / 1e9).toFixed(2)} GB of NDJSON`);
  return { count, files: jobs.map((j) => j.file) };
}

/** Documents in batches, reading the part files one after another. */
export async function* readBatches(ds: Dataset, size: number): AsyncGenerator<SiteDoc[]> {
  let batch: SiteDoc[] = [];
  for (const file of ds.files) {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (!line) continue;
      batch.push(JSON.parse(line) as SiteDoc);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
