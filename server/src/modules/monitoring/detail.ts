import {
  MONITORING_SCAN_HISTORY,
  type MonitoredWebsite,
  type MonitoringChange,
  type MonitoringDomainInfo,
} from '@techcensus/contract';
import type { z } from 'zod';
import { catalogueNames, iconPath } from '../../catalogue/index.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { technologyRows } from '../website/index.ts';
import type { MonitoredRow, ScanEntry, StoredChange } from './store.ts';

const scanEntry = (s: ScanEntry) => ({ Date: s.scannedAt.toISOString(), Success: s.success, Error: s.error });

/** Changes grouped by the scan that found them, newest first (part 2 §3 "each change"). */
async function changeEntries(db: Queryable, changes: StoredChange[]): Promise<MonitoringChange[]> {
  const names = await catalogueNames(db, [...new Set(changes.map((c) => c.technology))], []);
  const tech = (c: StoredChange, version: string | null) => ({
    Technology: names.technologies.get(c.technology)?.name ?? c.technologyName,
    TechnologyURL: `/technology/${c.technology}`,
    TechnologyIcon: iconPath(names.technologies.get(c.technology)?.icon, c.technology),
    Version: version,
  });
  const byScan = new Map<number, MonitoringChange>();
  for (const c of changes) {
    let entry = byScan.get(c.scanId);
    if (!entry) {
      entry = {
        Date: c.changedAt.toISOString(),
        CVEChanges: { Added: [], Dropped: [] },
        TechnologyChanges: { Added: [], Dropped: [], ChangedVersions: [] },
      };
      byScan.set(c.scanId, entry);
    }
    const t = entry.TechnologyChanges;
    if (c.kind === 'techAdded') t.Added.push(tech(c, c.versionTo));
    else if (c.kind === 'techDropped') t.Dropped.push(tech(c, c.versionFrom));
    else if (c.kind === 'techUpgraded')
      t.ChangedVersions.push({ ...tech(c, c.versionTo), VersionFrom: c.versionFrom, VersionTo: c.versionTo });
    else if (c.kind === 'cveAdded')
      entry.CVEChanges.Added.push({ ...tech(c, c.versionTo), CVE: c.cve ?? '' });
    else entry.CVEChanges.Dropped.push({ ...tech(c, c.versionFrom), CVE: c.cve ?? '' });
  }
  return [...byScan.values()];
}

/**
 * One monitored website as its page shows it: the last successful scan's technologies with
 * their freshness, the ones carrying CVEs (security monitoring only), the latest scans and the
 * change history. The sample report goes through here too, with made-up rows.
 */
export async function monitoredWebsiteData(
  deps: { db: Queryable; siteIndex: SiteIndex },
  row: MonitoredRow,
  scans: ScanEntry[],
  changes: StoredChange[],
): Promise<{ MonitoredWebsite: MonitoredWebsite; DomainInfo: z.infer<typeof MonitoringDomainInfo> | null }> {
  const technologies = row.snapshot?.technologies ?? [];
  const rows = await technologyRows(deps.db, deps.siteIndex, technologies);
  const cvesOf = new Map(technologies.map((t) => [`/technology/${t.slug}`, t.cves]));
  const info = row.snapshot?.info;
  return {
    MonitoredWebsite: {
      Website: row.website,
      Options: { MonitorTechnologies: row.monitorTechnologies, MonitorSecurity: row.monitorSecurity },
      Added: row.addedAt.toISOString(),
      NextScan: row.nextScanAt.toISOString(),
      LastScan: scans[0] ? scanEntry(scans[0]) : null,
      ScanHistory: scans.slice(0, MONITORING_SCAN_HISTORY).map(scanEntry),
      Technologies: rows,
      CVEs: row.monitorSecurity
        ? rows
            .map((r) => ({ ...r, CVEs: cvesOf.get(r.TechnologyURL) ?? [] }))
            .filter((r) => r.CVEs.length > 0)
        : [],
      Changes: await changeEntries(deps.db, changes),
    },
    DomainInfo: info
      ? { IPAddress: info.ip, HostingCountry: info.country, RedirectsTo: info.redirectsTo, Title: info.title }
      : null,
  };
}
