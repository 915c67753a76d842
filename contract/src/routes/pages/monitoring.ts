import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { text } from '../../text.ts';
import { envelopeResponses } from './envelope-responses.ts';
import { SiteTechnologyRow } from './website.ts';

const c = initContract();

/** Part 2 §3 "Monitored website" LastScan and ScanHistory entries. */
export const MonitoringScan = z.object({
  Date: z.string(),
  Success: z.boolean(),
  Error: z.string().nullable(),
});

/** A technology as a change names it. */
export const MonitoringChangeTechnology = z.object({
  Technology: z.string(),
  TechnologyURL: z.string(),
  TechnologyIcon: z.string(),
  Version: z.string().nullable(),
});

export const MonitoringChange = z.object({
  Date: z.string(),
  CVEChanges: z.object({
    Added: z.array(MonitoringChangeTechnology.extend({ CVE: z.string() })),
    Dropped: z.array(MonitoringChangeTechnology.extend({ CVE: z.string() })),
  }),
  TechnologyChanges: z.object({
    Added: z.array(MonitoringChangeTechnology),
    Dropped: z.array(MonitoringChangeTechnology),
    ChangedVersions: z.array(
      MonitoringChangeTechnology.extend({
        VersionFrom: z.string().nullable(),
        VersionTo: z.string().nullable(),
      }),
    ),
  }),
});
export type MonitoringChange = z.infer<typeof MonitoringChange>;

/**
 * Part 2 §3 "Monitored website". Technologies are the "Technology entry (monitoring)" fields
 * plus the freshness the page shows as stars; CVEs are the technologies carrying CVE ids.
 */
export const MonitoredWebsite = z.object({
  Website: z.string(),
  Options: z.object({ MonitorTechnologies: z.boolean(), MonitorSecurity: z.boolean() }),
  Added: z.string(),
  /** When the next scheduled scan is due. */
  NextScan: z.string(),
  LastScan: MonitoringScan.nullable(),
  /** The latest scans, newest first (part 2 §9: 4). */
  ScanHistory: z.array(MonitoringScan),
  Technologies: z.array(SiteTechnologyRow),
  CVEs: z.array(SiteTechnologyRow.extend({ CVEs: z.array(z.string()) })),
  /** Newest first, one entry per scan that found changes. */
  Changes: z.array(MonitoringChange),
});
export type MonitoredWebsite = z.infer<typeof MonitoredWebsite>;

export const MonitoringDomainInfo = z.object({
  IPAddress: z.string().nullable(),
  HostingCountry: z.string().nullable(),
  RedirectsTo: z.string().nullable(),
  Title: z.string().nullable(),
});

/** Part 2 §3 flattened form of a monitored website: a row of /monitoring/websites. */
export const MonitoredWebsiteRow = z.object({
  Website: z.string(),
  MonitorTechnologies: z.boolean(),
  MonitorSecurity: z.boolean(),
  Added: z.string(),
  LastScanned: z.string().nullable(),
});

const Counts = {
  MonitoredWebsitesCount: z.number().int(),
  MaxMonitoredWebsitesCount: z.number().int(),
};

export const MonitoringHomeResults = z.object({
  /** The signed-in visitor's count (0 for anonymous visitors): it picks the button text. */
  MonitoredWebsitesCount: z.number().int(),
});

export const MonitoringDetailResults = z.object({
  /** True on /monitoring/sample: fixed data, nothing of any account. */
  Sample: z.boolean(),
  MonitoredWebsite,
  DomainInfo: MonitoringDomainInfo.nullable(),
});

/** The two sample notices of /monitoring/sample-notification-email, made by the real templates. */
export const MonitoringSampleEmailResults = z.object({
  Emails: z.array(
    z.object({
      Kind: z.enum(['security', 'technology']),
      Title: z.string(),
      Subject: z.string(),
      Text: z.string(),
    }),
  ),
});

export const MonitoringAddWebsiteResults = z.object({
  ...Counts,
  /** `?website=` prefilled, trimmed. */
  Website: z.string(),
  VerifiedDomains: z.array(z.string()),
});

export const MonitoredWebsitesResults = z.object({
  ...Counts,
  MonitoredWebsites: z.array(MonitoredWebsiteRow),
});

const loginOnly = <T extends z.AnyZodObject>(results: T) => ({
  ...envelopeResponses(results),
  401: pageEnvelope(results),
});

/** Monitoring pages (part 2 §2.1); the fixed names come before `:website`. */
export const monitoringPages = c.router({
  monitoring: {
    method: 'GET',
    path: '/monitoring/api',
    summary: 'Page data of the monitoring marketing page',
    responses: envelopeResponses(MonitoringHomeResults),
  },
  monitoringSample: {
    method: 'GET',
    path: '/monitoring/sample/api',
    summary: 'Page data of the sample monitoring report',
    responses: envelopeResponses(MonitoringDetailResults),
  },
  monitoringSampleEmail: {
    method: 'GET',
    path: '/monitoring/sample-notification-email/api',
    summary: 'Page data of the sample notification e-mails (security update, technology update)',
    responses: envelopeResponses(MonitoringSampleEmailResults),
  },
  monitoringAddWebsite: {
    method: 'GET',
    path: '/monitoring/add-website/api',
    summary: 'Page data of the add-website form (?website= prefills it; signed-in only)',
    responses: loginOnly(MonitoringAddWebsiteResults),
  },
  monitoredWebsites: {
    method: 'GET',
    path: '/monitoring/websites/api',
    summary: 'Page data of the monitored websites list (signed-in only)',
    responses: loginOnly(MonitoredWebsitesResults),
  },
  monitoredWebsite: {
    method: 'GET',
    path: '/monitoring/:website/api',
    pathParams: z.object({ website: text() }),
    summary: 'Page data of one monitored website (its owner only; 404 for anyone else)',
    responses: loginOnly(MonitoringDetailResults),
  },
});
