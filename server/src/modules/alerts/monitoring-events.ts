import type { AlertEventType } from '@techcensus/contract';
import type { AlertsDeps } from './deps.ts';
import { dispatch, newEvent } from './events.ts';
import { alertStore } from './store.ts';

/** A change monitoring found between two scans (modules/monitoring's ChangeEvent). */
export interface MonitoringChange {
  kind: 'techAdded' | 'techDropped' | 'techUpgraded' | 'cveAdded' | 'cveDropped';
  technology: string;
  technologyName: string;
  versionFrom: string | null;
  versionTo: string | null;
  cve: string | null;
}

/** Monitoring's event kinds as alert events; a CVE that went away is no alert. */
const TYPES: Partial<Record<MonitoringChange['kind'], AlertEventType>> = {
  techAdded: 'technology.added',
  techDropped: 'technology.dropped',
  techUpgraded: 'technology.version_changed',
  cveAdded: 'cve.new',
};

function eventData(website: string, c: MonitoringChange) {
  const technology = { slug: c.technology, name: c.technologyName };
  switch (c.kind) {
    case 'techAdded':
      return { domain: website, technology, version: c.versionTo };
    case 'techDropped':
      return { domain: website, technology, version: c.versionFrom };
    case 'techUpgraded':
      return { domain: website, technology, from: c.versionFrom, to: c.versionTo };
    default:
      return { domain: website, technology, version: c.versionTo, cve: c.cve ?? '' };
  }
}

/** The changes of one monitoring scan, sent to the owner's alerts that ask for them. */
export async function monitoringEvents(
  deps: AlertsDeps,
  accountId: number,
  website: string,
  changes: MonitoringChange[],
): Promise<void> {
  for (const c of changes) {
    const type = TYPES[c.kind];
    if (!type) continue;
    for (const alert of await alertStore.subscribed(deps.db, accountId, type))
      await dispatch(deps, alert, newEvent(type, alert, eventData(website, c) as never), website);
  }
}
