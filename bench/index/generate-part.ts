/**
 * One generator process: sites [start, start + count) of a population of `total`, as NDJSON.
 * CVEs come from the CVE sample that ships in server/data/cve, imported into an in-memory PGlite
 * the way the demo seeder does it with the real store.
 *
 * Usage: node --import tsx bench/index/generate-part.ts <total> <start> <count> <file>
 */
import { createWriteStream } from 'node:fs';
import { importVulnerabilities } from '../../server/src/cve/importer.ts';
import { CVE_SAMPLE } from '../../server/src/cve/sample.ts';
import { generateSites, type VersionCves } from '../../server/src/demo/generate.ts';
import { buildVersionCves } from '../../server/src/demo/version-cves.ts';
import { openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';
import { NOW, SEED } from './dataset.ts';

const [total, start, count] = process.argv.slice(2, 5).map(Number);
const file = process.argv[5];

async function versionCves(): Promise<VersionCves> {
  const db = await openDb({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await importVulnerabilities(db, CVE_SAMPLE);
    return await buildVersionCves(db);
  } finally {
    await db.close();
  }
}

const out = createWriteStream(file);
const cves = await versionCves();
// The generator runs to the end of the population; this part stops after its own `count`.
let left = count;
for (const batch of generateSites({
  count: total,
  seed: SEED,
  now: NOW,
  start,
  batchSize: 2_000,
  versionCves: cves,
})) {
  let text = '';
  for (const doc of batch.slice(0, left)) text += `${JSON.stringify(doc)}\n`;
  left -= Math.min(left, batch.length);
  if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
  if (left === 0) break;
}
await new Promise<void>((resolve, reject) =>
  out.end((err?: Error | null) => (err ? reject(err) : resolve())),
);
