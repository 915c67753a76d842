import type { ReportFilter } from '@techcensus/contract';
import type { Queue } from '../../server/src/jobs/queue.ts';
import { compileReportFilters } from '../../server/src/modules/reports/compile-filters.ts';
import { createReport, enqueueReportBuild } from '../../server/src/modules/reports/index.ts';
import type { SiteDoc, SiteIndex } from '../../server/src/siteindex/port.ts';
import type { Db, Queryable } from '../../server/src/store/db.ts';

let made = 0;

/** A bought report, its build queued in the same transaction as the purchase side does it. */
export async function buyReport(
  db: Db,
  queue: Queue,
  report: { accountId: number; filters: ReportFilter[]; size: number; name?: string; enqueue?: boolean },
): Promise<string> {
  made += 1;
  return db.transaction(async (tx) => {
    const { id } = await createReport(tx, {
      accountId: report.accountId,
      name: report.name ?? 'Test report',
      filters: report.filters,
      size: report.size,
      orderRef: `order-${made}`,
    });
    if (report.enqueue !== false) await enqueueReportBuild(queue, tx, id);
    return id;
  });
}

/** Every site the index matches for `filters`, in its rank order: what a report must list. */
export async function indexMatches(
  db: Queryable,
  index: SiteIndex,
  filters: ReportFilter[],
  limit = Number.POSITIVE_INFINITY,
): Promise<SiteDoc[]> {
  const compiled = await compileReportFilters(db, filters);
  const out: SiteDoc[] = [];
  let cursor: string | null = null;
  do {
    const page = await index.page(compiled, { size: 97, cursor });
    out.push(...page.items);
    cursor = page.next;
  } while (cursor && out.length < limit);
  return out.slice(0, limit);
}
