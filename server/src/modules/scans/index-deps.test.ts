import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../../fixtures/farm/farm.ts';
import { openMemoryDb } from '../../../../tests/support/store-snapshots.ts';
import { loadConfig } from '../../config/index.ts';
import { DeepScanUnavailableError } from '../../crawl/render/renderer.ts';
import { indexSite } from '../../indexing/index-site.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import { createPostgresSiteIndex } from '../../siteindex/postgres.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { lazyIndexDeps } from './index-deps.ts';

let farm: Farm;
let db: Db;
let siteIndex: SiteIndex;

beforeAll(async () => {
  farm = await startFarm();
  db = await openMemoryDb();
  await migrate(db);
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
});

afterAll(async () => {
  await farm?.close();
  await db?.close();
});

it('CHROMIUM_PATH=none leaves the on-demand visits without a renderer', async () => {
  const lazy = lazyIndexDeps({
    config: loadConfig({ CHROMIUM_PATH: 'none' }),
    db,
    siteIndex,
    crawler: {
      allowHosts: farm.allowHosts,
      lookup: farm.lookup,
      ca: farm.ca,
      connectPort: farm.connectPort,
    },
  });
  try {
    expect(lazy.get().renderer).toBeNull();
    await expect(indexSite('deep-app.test', lazy.get(), { deep: true })).rejects.toThrow(
      DeepScanUnavailableError,
    );
  } finally {
    await lazy.close();
  }
});
