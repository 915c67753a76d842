import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { text } from '../text.ts';
import { nounFor } from '../words.ts';
import { ACCOUNT_MESSAGES } from './accounts.ts';
import { SCAN_MESSAGES } from './scans.ts';

const c = initContract();

/** The texts of monitoring (part 2 §2, §4, §5, §8), word for word, and ours where it is silent. */
export const MONITORING_MESSAGES = {
  reviewButton: 'Review Website Monitoring',
  setupButton: 'Setup Website Monitoring',
  listTitle: 'Monitored Websites',
  emptyList: 'The monitoring list is empty',
  noChanges: 'The monitoring service has not detected any changes since initial scan.',
  noDataYet:
    'No monitoring data is available for this website yet. The first scan may take a few minutes; please refresh this page.',
  // Security monitoring is security scanning on a schedule: the same rule, the same words.
  ownershipRequired: SCAN_MESSAGES.ownershipRequired,
  signUpWithDomainEmail:
    'The easiest way is to sign up with an email address on your domain; you can also place a verification file on the website.',
  permissionLabel: SCAN_MESSAGES.permissionLabel,
  deletePrompt:
    'Are you sure you want to delete the website from monitoring list? Once website is deleted all the change history is lost.',
  removed: 'The website has been removed from the monitored list.',
  unexpectedError: 'Unexpected error',
  unexpectedClientError: 'Unexpected client error',
  cveAdded: 'Security Issue(s) Discovered',
  cveDropped: 'Security Issues that no longer detectable',
  loginRequired: ACCOUNT_MESSAGES.loginRequired,
  // Where the specification is silent (docs/monitoring.md).
  added: 'The website has been added to your monitoring list.',
  permissionRequired: SCAN_MESSAGES.permissionRequired,
  nothingToMonitor: 'Please choose technology monitoring, security monitoring or both.',
  alreadyMonitored: 'This website is already in your monitoring list.',
  notMonitored: 'This website is not in your monitoring list.',
  lastScanFailed: 'The last scan of this website failed.',
  olderResults: 'What this page shows comes from the last scan that succeeded, if there was one.',
  securityNotChecked: 'Not checked: the last scan failed, so we could not look for security issues.',
  rescan: 'Scan again',
  rescanQueued: 'A new scan has been queued; this page shows its result when it is done.',
} as const;

/** Part 2 §5: the limit message. */
export const monitoringLimitMessage = (count: number, max: number) =>
  `You have used ${count} out of the ${max} ${nounFor(max, 'website')} allowed by your subscription.`;

export { verifiedDomainsNotice } from './verified-domains-notice.ts';

/** Part 2 §9. */
export const MONITORING_SCAN_HISTORY = 4;
export const MONITORING_CVES_PER_ROW = 4;
export const MONITORING_REDIRECT_MS = 2000;

/** The five change events of part 2 §4. */
export const MONITORING_EVENT_KINDS = [
  'techAdded',
  'techDropped',
  'techUpgraded',
  'cveAdded',
  'cveDropped',
] as const;
export type MonitoringEventKind = (typeof MONITORING_EVENT_KINDS)[number];

export const monitoringDetailPath = (website: string) => `/monitoring/${encodeURIComponent(website)}`;
export const MONITORING_LIST_PATH = '/monitoring/websites';

/**
 * Part 2 §7 "POST /monitoring/api-add-website". Types only: the handler says what is wrong with
 * the values in the spec's words. The permission is sent true only with security ticked.
 */
export const AddMonitoredWebsiteBody = z.object({
  website: text().max(2_048),
  technology: z.boolean().default(true),
  security: z.boolean().default(false),
  permissionToScan: z.boolean().default(false),
});
export type AddMonitoredWebsiteBody = z.infer<typeof AddMonitoredWebsiteBody>;

/** The answers of a call on one listed website: success, or why not. */
const SUCCESS_OR_REFUSED = {
  200: z.object({ results: z.object({ status: z.literal('success') }) }),
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
} as const;

export const monitoringContract = c.router({
  addWebsite: {
    method: 'POST',
    path: '/monitoring/api-add-website',
    summary: 'Add a website to the signed-in account’s monitoring list; its first scan is queued at once',
    body: AddMonitoredWebsiteBody,
    responses: {
      200: z.object({ results: z.object({ status: z.literal('success'), website: z.string() }) }),
      400: ApiError,
      401: ApiError,
      403: ApiError,
      409: ApiError,
    },
  },
  rescanWebsite: {
    method: 'POST',
    path: '/monitoring/api-rescan-website',
    summary:
      'Queue a new scan of a monitored website now, e.g. after a failed one; it counts against the hourly scan allowance',
    body: z.object({ website: text().max(2_048) }),
    responses: { ...SUCCESS_OR_REFUSED, 429: ApiError },
  },
  deleteWebsite: {
    method: 'GET',
    path: '/monitoring/api-delete-website',
    summary: 'Remove a website and its change history from the monitoring list (needs the CSRF header)',
    query: z.object({ website: text().max(2_048).default('') }),
    responses: SUCCESS_OR_REFUSED,
  },
});
