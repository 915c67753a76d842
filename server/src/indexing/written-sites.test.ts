// The written-sites hook every writing process gets (the server, `crawl --worker`, `crawl --warc`):
// a write becomes one job on the queue the alerts matcher works, with the documents before and
// after it and without the evidence matching never reads.
import { afterEach, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { type Queue, startQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { blankSite } from '../siteindex/conformance/dataset.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import {
  ensureWrittenSitesQueue,
  queueWrittenSite,
  WRITTEN_SITES_QUEUE,
  type WrittenSiteJob,
} from './written-sites.ts';

const log = createLogger('silent');

describe.each(named(storeEngines()))('written sites on %s', (_name, engine) => {
  let db: Db | undefined;
  let queue: Queue | undefined;
  afterEach(async () => {
    await queue?.stop({ graceful: false, wait: true, close: false });
    await db?.close();
    queue = undefined;
    db = undefined;
  });

  it('queues each write, new, changed and removed, as one job without evidence', async () => {
    db = await engine.open();
    await migrate(db);
    queue = await startQueue(db, log);
    await ensureWrittenSitesQueue(queue);
    // A second process making the queue again changes nothing.
    await ensureWrittenSitesQueue(queue);
    const before = blankSite('written.example', 10, 'DE', 'example');
    const after = {
      ...before,
      technologies: [
        {
          ...(before.technologies[0] ?? {}),
          name: 'WordPress',
          slug: 'wordpress',
          version: '6.4.2',
          categories: ['cms'],
          confidence: 100,
          mode: 'static' as const,
          firstSeen: '2026-11-01',
          lastSeen: '2026-11-01',
          cves: [],
          evidence: [{ kind: 'meta', pattern: 'generator', match: 'WordPress 6.4.2' }],
        },
      ],
    } as typeof before;
    const hook = queueWrittenSite(queue, log);
    await hook({ before: null, after });
    await hook({ before, after });
    await hook({ before: after, after: null });

    const jobs = (await queue.fetch<WrittenSiteJob>(WRITTEN_SITES_QUEUE, { batchSize: 10 })) ?? [];
    expect(jobs).toHaveLength(3);
    const shape = (d: WrittenSiteJob) =>
      `${d.before?.technologies.length ?? 'none'} → ${d.after?.technologies.length ?? 'none'}`;
    expect(jobs.map((j) => shape(j.data)).sort()).toEqual(['0 → 1', '1 → none', 'none → 1']);
    for (const { data } of jobs) {
      for (const doc of [data.before, data.after])
        for (const t of doc?.technologies ?? []) expect(t).not.toHaveProperty('evidence');
      expect(Number.isNaN(Date.parse(data.writtenAt))).toBe(false);
    }
  });

  it('loses the alert events of a write, never the write, when the queue cannot take it', async () => {
    db = await engine.open();
    await migrate(db);
    queue = await startQueue(db, log);
    // No queue made: pg-boss refuses the job, and the hook says so instead of throwing.
    const warned: unknown[] = [];
    const spy = { ...log, warn: (o: unknown) => warned.push(o) } as unknown as typeof log;
    await expect(
      queueWrittenSite(queue, spy)({ before: null, after: blankSite('lost.example', 1, null, 'example') }),
    ).resolves.toBeUndefined();
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ domain: 'lost.example' });
  });
});
