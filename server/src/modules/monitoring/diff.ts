import type { SiteDoc } from '../../siteindex/port.ts';
import type { ChangeEvent, MonitoringSnapshot } from './store.ts';

/** What a scan's site document contributes to monitoring; one entry per technology. */
export function snapshotOf(doc: SiteDoc): MonitoringSnapshot {
  const seen = new Set<string>();
  const technologies: MonitoringSnapshot['technologies'] = [];
  for (const { evidence: _evidence, ...t } of doc.technologies) {
    // A page may show the same technology twice (two jQuery copies); the first one counts.
    if (seen.has(t.slug)) continue;
    seen.add(t.slug);
    technologies.push(t);
  }
  return {
    technologies,
    info: { ip: doc.ip, country: doc.country, redirectsTo: doc.redirectsTo, title: doc.title },
  };
}

/**
 * The changes between two consecutive successful scans (part 2 §4), technology events when
 * technologies are monitored and CVE events when security is. Any version change counts as
 * techUpgraded (from → to): the five event kinds have no downgrade, and a version that is no
 * longer shown is a change the owner wants to hear about as well.
 */
export function diffSnapshots(
  before: MonitoringSnapshot,
  after: MonitoringSnapshot,
  options: { technologies: boolean; security: boolean },
): ChangeEvent[] {
  const old = new Map(before.technologies.map((t) => [t.slug, t]));
  const now = new Map(after.technologies.map((t) => [t.slug, t]));
  const events: ChangeEvent[] = [];
  const event = (
    kind: ChangeEvent['kind'],
    t: { slug: string; name: string },
    from: string | null,
    to: string | null,
    cve: string | null = null,
  ) =>
    events.push({ kind, technology: t.slug, technologyName: t.name, versionFrom: from, versionTo: to, cve });

  if (options.technologies) {
    for (const t of after.technologies) {
      const was = old.get(t.slug);
      if (!was) event('techAdded', t, null, t.version);
      else if ((was.version ?? null) !== (t.version ?? null))
        event('techUpgraded', t, was.version, t.version);
    }
    for (const t of before.technologies) if (!now.has(t.slug)) event('techDropped', t, t.version, null);
  }
  if (options.security) {
    const cves = (s: MonitoringSnapshot) =>
      new Map(s.technologies.flatMap((t) => t.cves.map((cve) => [`${t.slug} ${cve}`, { t, cve }] as const)));
    const was = cves(before);
    const is = cves(after);
    for (const [key, { t, cve }] of is) if (!was.has(key)) event('cveAdded', t, null, t.version, cve);
    for (const [key, { t, cve }] of was) if (!is.has(key)) event('cveDropped', t, t.version, null, cve);
  }
  return events;
}
