import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';

const startedAt = Date.now();

export async function checkHealth(
  db: Db,
  siteIndex: SiteIndex,
  version: string,
  statistics: { warm: boolean },
  workers: number,
) {
  const [database, index] = await Promise.all([
    db.query('SELECT 1').then(
      () => true,
      () => false,
    ),
    siteIndex.countSample([], 0).then(
      () => true,
      () => false,
    ),
  ]);
  const ok = database && index;
  return {
    status: ok ? 200 : 503,
    body: {
      status: ok ? ('ok' as const) : ('degraded' as const),
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      workers,
      checks: {
        database: { ok: database, engine: db.kind },
        siteIndex: { ok: index, engine: siteIndex.kind },
        // Not a readiness condition: pages answer either way, only slower until this is true.
        statistics: { warm: statistics.warm },
      },
    },
  } as const;
}
