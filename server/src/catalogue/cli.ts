// `npm run -s catalogue:import [-- --force]`: brings the stored catalogues up to date with their sources.
import { ConfigError } from '../config/index.ts';
import { openCommandStore } from '../store/open-configured.ts';
import { ensureCatalogues } from './import.ts';

try {
  const db = await openCommandStore();
  try {
    for (const r of await ensureCatalogues(db, { force: process.argv.includes('--force') })) {
      const counts = Object.entries(r.counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ');
      console.log(`${r.kind}: ${r.imported ? 'imported' : 'already up to date'} (${counts})`);
    }
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
