import type { ChangeEvent, MonitoredRow, MonitoringSnapshot, ScanEntry, StoredChange } from './store.ts';

/**
 * The sample report and sample notices (/monitoring/sample, /monitoring/sample-notification-email):
 * a made-up WordPress site, dated back from today so the page looks like a live one. Nothing
 * here comes from any account.
 */
export const SAMPLE_WEBSITE = 'example-store.com';

const DAY = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const day = (d: Date) => d.toISOString().slice(0, 10);

const tech = (
  now: Date,
  slug: string,
  name: string,
  version: string | null,
  categories: string[],
  since: number,
  cves: string[] = [],
) => ({
  slug,
  name,
  version,
  categories,
  firstSeen: day(daysAgo(now, since)),
  lastSeen: day(now),
  mode: 'static' as const,
  confidence: 100,
  cves,
});

const upgrade: ChangeEvent[] = [
  {
    kind: 'techUpgraded',
    technology: 'wordpress',
    technologyName: 'WordPress',
    versionFrom: '6.4.2',
    versionTo: '6.5.3',
    cve: null,
  },
  {
    kind: 'techUpgraded',
    technology: 'php',
    technologyName: 'PHP',
    versionFrom: '7.4.33',
    versionTo: '8.2.18',
    cve: null,
  },
  {
    kind: 'techAdded',
    technology: 'cloudflare',
    technologyName: 'Cloudflare',
    versionFrom: null,
    versionTo: null,
    cve: null,
  },
];
const security: ChangeEvent[] = [
  {
    kind: 'cveAdded',
    technology: 'jquery',
    technologyName: 'jQuery',
    versionFrom: null,
    versionTo: '3.4.1',
    cve: 'CVE-2020-11022',
  },
  {
    kind: 'cveAdded',
    technology: 'jquery',
    technologyName: 'jQuery',
    versionFrom: null,
    versionTo: '3.4.1',
    cve: 'CVE-2020-11023',
  },
  {
    kind: 'cveDropped',
    technology: 'wordpress',
    technologyName: 'WordPress',
    versionFrom: '6.4.2',
    versionTo: null,
    cve: 'CVE-2024-31210',
  },
];

/** The technology notice's and the security notice's changes, for the sample e-mails. */
export const SAMPLE_CHANGES = { technology: upgrade, security };

export function sampleMonitoredWebsite(now = new Date()): {
  row: MonitoredRow;
  scans: ScanEntry[];
  changes: StoredChange[];
} {
  const snapshot: MonitoringSnapshot = {
    technologies: [
      tech(now, 'wordpress', 'WordPress', '6.5.3', ['content-management-system'], 400),
      tech(now, 'php', 'PHP', '8.2.18', ['programming-languages'], 400),
      tech(now, 'nginx', 'Nginx', '1.24.0', ['web-servers'], 400),
      tech(now, 'jquery', 'jQuery', '3.4.1', ['javascript-libraries'], 200, [
        'CVE-2020-11022',
        'CVE-2020-11023',
      ]),
      tech(now, 'cloudflare', 'Cloudflare', null, ['content-delivery-network'], 3),
      tech(now, 'google-analytics', 'Google Analytics', null, ['analytics'], 300),
    ],
    info: { ip: '203.0.113.42', country: 'US', redirectsTo: null, title: 'Example Store' },
  };
  const scans: ScanEntry[] = [0, 7, 14, 21, 28].map((d, i) => ({
    id: 5 - i,
    scannedAt: daysAgo(now, d),
    success: d !== 14,
    error: d === 14 ? 'Our last visit did not succeed: the website did not answer in time.' : null,
  }));
  const at = (scanId: number, events: ChangeEvent[]): StoredChange[] =>
    events.map((e) => ({ ...e, scanId, changedAt: scans.find((s) => s.id === scanId)?.scannedAt ?? now }));
  return {
    row: {
      accountId: 0,
      website: SAMPLE_WEBSITE,
      monitorTechnologies: true,
      monitorSecurity: true,
      addedAt: daysAgo(now, 60),
      lastScanAt: scans[0].scannedAt,
      nextScanAt: new Date(now.getTime() + 7 * DAY),
      snapshot,
    },
    scans,
    // The upgrade closed WordPress's issue; the jQuery issues were found two weeks before.
    changes: [...at(4, [...upgrade, security[2]]), ...at(2, security.slice(0, 2))],
  };
}
