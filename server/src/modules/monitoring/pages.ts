import {
  MONITORING_LIST_PATH,
  MONITORING_SCAN_HISTORY,
  type MonitoredWebsitesResults,
  type MonitoringAddWebsiteResults,
  type MonitoringDetailResults,
  type MonitoringHomeResults,
  type MonitoringSampleEmailResults,
  monitoringDetailPath,
  normalizeDomain,
} from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageNotFound,
  pageOk,
} from '../../page-data/outcome.ts';
import { verifiedDomainsOf } from '../ownership/index.ts';
import { monitoredWebsiteData } from './detail.ts';
import { monitoringMail } from './mail.ts';
import { monitoringPlanOf } from './plan.ts';
import { SAMPLE_CHANGES, SAMPLE_WEBSITE, sampleMonitoredWebsite } from './sample.ts';
import { monitoringStore } from './store.ts';

type R<T extends z.ZodTypeAny> = z.infer<T>;
type Guarded<T> = Promise<PageOutcome<T> | LoginRequiredOutcome>;

const HOME: [string, string] = ['Website Monitoring', '/monitoring'];
const LIST: [string, string] = ['Monitored Websites', MONITORING_LIST_PATH];

async function monitoringHome(ctx: PageContext): Promise<PageOutcome<R<typeof MonitoringHomeResults>>> {
  const id = ctx.viewer.account?.id;
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website Monitoring: technology and security changes by e-mail',
    description:
      'Monitor websites for technology changes and newly discovered security issues, with a change history and an e-mail notice when something changes.',
    keywords: ['website monitoring', 'technology changes', 'security monitoring'],
    path: '/monitoring',
    crumbs: [HOME],
  });
  return pageOk(ctx.viewer, meta, {
    MonitoredWebsitesCount: id ? await monitoringStore.count(ctx.deps.db, id) : 0,
  });
}

async function monitoringSample(ctx: PageContext): Promise<PageOutcome<R<typeof MonitoringDetailResults>>> {
  const sample = sampleMonitoredWebsite();
  const data = await monitoredWebsiteData(ctx.deps, sample.row, sample.scans, sample.changes);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website Monitoring: sample report',
    description:
      'What a monitored website looks like: latest scans, technologies, security issues and changes.',
    path: '/monitoring/sample',
    crumbs: [HOME, ['Sample report', '/monitoring/sample']],
  });
  return pageOk(ctx.viewer, meta, { Sample: true, ...data });
}

async function monitoringSampleEmail(
  ctx: PageContext,
): Promise<PageOutcome<R<typeof MonitoringSampleEmailResults>>> {
  const to = `you@${SAMPLE_WEBSITE}`;
  const security = monitoringMail.securityUpdate(to, SAMPLE_WEBSITE, SAMPLE_CHANGES.security, ctx.baseUrl);
  const technology = monitoringMail.technologyUpdate(
    to,
    SAMPLE_WEBSITE,
    SAMPLE_CHANGES.technology,
    ctx.baseUrl,
  );
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website Monitoring: sample notification e-mails',
    description: 'The e-mails monitoring sends: a security update and a technology update.',
    path: '/monitoring/sample-notification-email',
    crumbs: [HOME, ['Sample notification e-mail', '/monitoring/sample-notification-email']],
  });
  return pageOk(ctx.viewer, meta, {
    Emails: [
      { Kind: 'security' as const, Title: 'Security update', Subject: security.subject, Text: security.text },
      {
        Kind: 'technology' as const,
        Title: 'Technology update',
        Subject: technology.subject,
        Text: technology.text,
      },
    ],
  });
}

async function counts(ctx: PageContext, accountId: number) {
  const [count, plan] = await Promise.all([
    monitoringStore.count(ctx.deps.db, accountId),
    monitoringPlanOf(ctx.deps.db, accountId),
  ]);
  return { MonitoredWebsitesCount: count, MaxMonitoredWebsitesCount: plan.max };
}

async function monitoringAddWebsite(ctx: PageContext): Guarded<R<typeof MonitoringAddWebsiteResults>> {
  const id = ctx.viewer.account?.id;
  if (!id) return pageLoginRequired();
  const [c, domains] = await Promise.all([counts(ctx, id), verifiedDomainsOf(ctx.deps.db, id)]);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Add a website to monitoring',
    description: 'Choose a website to monitor for technology and security changes.',
    path: '/monitoring/add-website',
    crumbs: [HOME, LIST, ['Add website', '/monitoring/add-website']],
  });
  return pageOk(ctx.viewer, meta, {
    ...c,
    Website: (ctx.query.website ?? '').trim().slice(0, 253),
    VerifiedDomains: domains.map((d) => d.domain),
  });
}

async function monitoredWebsites(ctx: PageContext): Guarded<R<typeof MonitoredWebsitesResults>> {
  const id = ctx.viewer.account?.id;
  if (!id) return pageLoginRequired();
  const [c, rows] = await Promise.all([counts(ctx, id), monitoringStore.list(ctx.deps.db, id)]);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Monitored websites',
    description: 'The websites you monitor for technology and security changes.',
    path: MONITORING_LIST_PATH,
    crumbs: [HOME, LIST],
  });
  return pageOk(ctx.viewer, meta, {
    ...c,
    MonitoredWebsites: rows.map((r) => ({
      Website: r.website,
      MonitorTechnologies: r.monitorTechnologies,
      MonitorSecurity: r.monitorSecurity,
      Added: r.addedAt.toISOString(),
      LastScanned: r.lastScanAt?.toISOString() ?? null,
    })),
  });
}

/** One monitored website, for the account that monitors it; anyone else gets the same 404. */
async function monitoredWebsite(ctx: PageContext): Guarded<R<typeof MonitoringDetailResults>> {
  const id = ctx.viewer.account?.id;
  if (!id) return pageLoginRequired();
  const raw = ctx.params.website ?? '';
  const checked = raw.length <= 253 ? normalizeDomain(raw) : null;
  if (!checked?.ok) return pageNotFound(ctx.viewer);
  // One snapshot of row, scans and changes: a scan recorded meanwhile shows whole or not at all.
  const found = await ctx.deps.db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const row = await monitoringStore.get(tx, id, checked.domain);
    if (!row) return null;
    const scans = await monitoringStore.scans(tx, id, row.website, MONITORING_SCAN_HISTORY);
    return { row, scans, changes: await monitoringStore.changes(tx, id, row.website) };
  });
  if (!found) return pageNotFound(ctx.viewer);
  const { row } = found;
  const data = await monitoredWebsiteData(ctx.deps, row, found.scans, found.changes);
  const path = monitoringDetailPath(row.website);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Monitoring: ${row.website}`,
    description: `Technology and security changes of ${row.website}.`,
    path,
    crumbs: [HOME, LIST, [row.website, path]],
  });
  return pageOk(ctx.viewer, meta, { Sample: false, ...data });
}

export const monitoringPageLoaders = {
  monitoring: monitoringHome,
  monitoringSample,
  monitoringSampleEmail,
  monitoringAddWebsite,
  monitoredWebsites,
  monitoredWebsite,
};
