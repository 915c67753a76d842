import type { AlertEventType } from '@techcensus/contract';
import type { WrittenSiteJob } from '../../indexing/written-sites.ts';
import type { SiteDoc } from '../../siteindex/port.ts';
import type { AlertsDeps } from './deps.ts';
import { dispatch, newEvent, siteSummary } from './events.ts';
import { alertStore } from './store.ts';

/** The match job: a written site, and when it was written (queued by the write path). */
export type MatchJob = WrittenSiteJob;

/**
 * The alerts a batch of written sites starts or stops matching. Every document before and after
 * its write is matched against every alert's saved filter in one call (the percolator on
 * OpenSearch, the compiled SQL on Postgres); an alert in the after set only is `site.matched`, in
 * the before set only `site.unmatched`. A site new in the index has no before, a removed one no after. An alert made
 * after the write (its job may run later) hears nothing of it: it did not exist when the site changed.
 */
export async function matchWrittenSites(deps: AlertsDeps, batch: MatchJob[]): Promise<number> {
  const docs: SiteDoc[] = [];
  const slots = batch.map((w) => {
    const before = w.before ? docs.push(w.before) - 1 : null;
    const after = w.after ? docs.push(w.after) - 1 : null;
    return { before, after };
  });
  const hits = await deps.siteIndex.savedFilters.match(docs);
  const transitions: { alertId: string; type: AlertEventType; site: SiteDoc; at: Date }[] = [];
  batch.forEach((w, i) => {
    const was = new Set(slots[i].before === null ? [] : hits[slots[i].before]);
    const is = new Set(slots[i].after === null ? [] : hits[slots[i].after]);
    const at = new Date(w.writtenAt);
    // A removed site is told as it last was.
    const site = (w.after ?? w.before) as SiteDoc;
    for (const id of is) if (!was.has(id)) transitions.push({ alertId: id, type: 'site.matched', site, at });
    for (const id of was)
      if (!is.has(id)) transitions.push({ alertId: id, type: 'site.unmatched', site, at });
  });
  if (!transitions.length) return 0;
  const alerts = new Map(
    (await alertStore.many(deps.db, [...new Set(transitions.map((t) => t.alertId))])).map((a) => [a.id, a]),
  );
  let sent = 0;
  for (const t of transitions) {
    const alert = alerts.get(t.alertId);
    if (alert?.status !== 'active' || !alert.events.includes(t.type as never)) continue;
    if (alert.createdAt > t.at) continue;
    const data = { domain: t.site.domain, site: siteSummary(t.site) };
    await dispatch(deps, alert, newEvent(t.type as 'site.matched', alert, data, t.at), t.site.domain);
    sent++;
  }
  return sent;
}
