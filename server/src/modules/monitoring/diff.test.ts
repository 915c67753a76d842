import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './diff.ts';
import type { MonitoringSnapshot } from './store.ts';

const tech = (slug: string, version: string | null, cves: string[] = []) => ({
  slug,
  name: slug.toUpperCase(),
  version,
  categories: [],
  firstSeen: '2026-01-01',
  lastSeen: '2026-01-02',
  mode: 'static' as const,
  confidence: 100,
  cves,
});
const snap = (...technologies: ReturnType<typeof tech>[]): MonitoringSnapshot => ({
  technologies,
  info: { ip: null, country: null, redirectsTo: null, title: null },
});
const both = { technologies: true, security: true };

describe('diffSnapshots', () => {
  it('finds the five kinds of change', () => {
    const before = snap(
      tech('wordpress', '6.4.2', ['CVE-2024-1', 'CVE-2024-2']),
      tech('php', '7.4'),
      tech('gone', null),
    );
    const after = snap(
      tech('wordpress', '6.5.3', ['CVE-2024-2', 'CVE-2024-3']),
      tech('php', '7.4'),
      tech('new', '1.0'),
    );
    expect(diffSnapshots(before, after, both)).toEqual([
      {
        kind: 'techUpgraded',
        technology: 'wordpress',
        technologyName: 'WORDPRESS',
        versionFrom: '6.4.2',
        versionTo: '6.5.3',
        cve: null,
      },
      {
        kind: 'techAdded',
        technology: 'new',
        technologyName: 'NEW',
        versionFrom: null,
        versionTo: '1.0',
        cve: null,
      },
      {
        kind: 'techDropped',
        technology: 'gone',
        technologyName: 'GONE',
        versionFrom: null,
        versionTo: null,
        cve: null,
      },
      {
        kind: 'cveAdded',
        technology: 'wordpress',
        technologyName: 'WORDPRESS',
        versionFrom: null,
        versionTo: '6.5.3',
        cve: 'CVE-2024-3',
      },
      {
        kind: 'cveDropped',
        technology: 'wordpress',
        technologyName: 'WORDPRESS',
        versionFrom: '6.4.2',
        versionTo: null,
        cve: 'CVE-2024-1',
      },
    ]);
  });

  it('reports only what is monitored, and nothing when nothing changed', () => {
    const before = snap(tech('jquery', '1.8.3', ['CVE-2012-6708']));
    const after = snap(tech('jquery', '3.7.1'));
    expect(diffSnapshots(before, after, { technologies: true, security: false }).map((c) => c.kind)).toEqual([
      'techUpgraded',
    ]);
    expect(diffSnapshots(before, after, { technologies: false, security: true }).map((c) => c.kind)).toEqual([
      'cveDropped',
    ]);
    expect(diffSnapshots(before, before, both)).toEqual([]);
  });

  it('a version that appears or disappears is a version change', () => {
    expect(diffSnapshots(snap(tech('nginx', null)), snap(tech('nginx', '1.24.0')), both)[0]).toMatchObject({
      kind: 'techUpgraded',
      versionFrom: null,
      versionTo: '1.24.0',
    });
  });
});
