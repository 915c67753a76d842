import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError, ErrorResult } from '../envelope.ts';
import { text } from '../text.ts';
import { SiteTechnologyRow } from './pages/website.ts';

const c = initContract();

/** Part 2 §9: the results pages poll every 2 s and give up after more than 300 polls. */
export const SCAN_POLL_INTERVAL_MS = 2_000;
export const SCAN_MAX_POLLS = 300;
/** Part 2 §9: CVE ids per technology row of the scan table, then "...". */
export const SCAN_CVES_PER_ROW = 6;
/** The scan id of the sample security report (part 2 §2.1). */
export const SAMPLE_SCAN_ID = 'scan-sample';

/** The texts of part 2 §4, §5 and §8 the scan pages and calls use, word for word. */
export const SCAN_MESSAGES = {
  scheduling: 'Scheduling',
  inProgress: 'Scan in progress',
  completed: 'Completed',
  liveScanCompleted: 'Live Scan completed.',
  failed: 'Failed',
  liveScanFailure: 'Live Scan failure',
  timeout: 'Scan timeout',
  scanFailed: 'Scan failed',
  unknownError: 'Unknown error',
  permissionLabel: 'I am authorized to conduct security scans on this domain.',
  ownershipRequired: 'You must verify domain ownership before starting security scans.',
  noIssues: 'No security issues were found on this website.',
  unknownCve: 'Unknown CVE number',
  vulnerable: 'Vulnerable',
  notVulnerable: 'Not Vulnerable',
  inconclusive: 'Detection Inconclusive',
  // Where the specification is silent (docs/scans.md).
  permissionRequired: 'Please confirm that you are authorized to conduct security scans on this domain.',
  unknownScan: 'This scan does not exist or has expired.',
  sampleDomain: 'Sample website (name omitted)',
} as const;

export const canTestCveMessage = (cve: string) => `Run a security scan to test target domain for ${cve}`;
export const cannotTestCveMessage = (cve: string) => `Our system cannot test for ${cve}`;
export const scanRateLimitMessage = (retrySeconds: number) =>
  `Too many scans. Please try again in ${Math.ceil(retrySeconds / 60)} minutes.`;

/** The CVE ids one scan-table row shows: the first six, then "..." when there are more. */
export function shownCveIds(ids: string[]): string[] {
  return ids.length > SCAN_CVES_PER_ROW ? [...ids.slice(0, SCAN_CVES_PER_ROW), '...'] : ids;
}

/** Where a started scan's results are shown (part 2 §4 "Scan start"). */
export function scanResultsPath(kind: 'technology' | 'security' | 'cve', scanId: string, cve?: string) {
  const q = `?scanid=${encodeURIComponent(scanId)}`;
  if (kind === 'technology') return `/technology-scan/results${q}`;
  if (kind === 'cve' && cve) return `/cve-security-scan/${encodeURIComponent(cve)}/results${q}`;
  return `/cve-security-scan/results${q}`;
}

/** scheduled: no result yet (shows Scheduling); then running, then completed or failed. */
export const ScanStatus = z.enum(['scheduled', 'running', 'completed', 'failed']);
export type ScanStatus = z.infer<typeof ScanStatus>;

const DomainInfo = z.object({
  /** The host the site redirected to, null when it did not. */
  redirect: z.string().nullable(),
});

/** Part 2 §3 "Security scan result", technology scans read the same without `cves`. */
export const ScanCveRow = z.object({
  Technology: z.string(),
  TechnologyURL: z.string(),
  TechnologyIcon: z.string(),
  Category: z.string(),
  CategoryURL: z.string(),
  CategoryIcon: z.string(),
  Version: z.string().nullable(),
  /** Every CVE id of this technology's version, newest first; the table shows `shownCveIds`. */
  CVE: z.array(z.string()),
});
export type ScanCveRow = z.infer<typeof ScanCveRow>;

export const TechnologyScanResult = z.object({
  status: ScanStatus,
  error: z.string().nullable(),
  domainInfo: DomainInfo,
  technologies: z.array(SiteTechnologyRow),
  /** Ad systems the site's ads.txt authorises. */
  advertisers: z.array(z.string()),
});
export type TechnologyScanResult = z.infer<typeof TechnologyScanResult>;

export const SecurityScanResult = TechnologyScanResult.extend({ cves: z.array(ScanCveRow) });
export type SecurityScanResult = z.infer<typeof SecurityScanResult>;

/** Part 2 §3 "Single-CVE scan result"; the verdict is `singleCveVerdict`. */
export const SingleCveScanResult = SecurityScanResult.extend({
  /** The technology the CVE is about (its first detectable one), null when none is. */
  technology: z.string().nullable(),
  detectedTechnology: z.boolean(),
  /** The detected version, null when the technology was not seen or showed no version. */
  version: z.string().nullable(),
  vulnerable: z.boolean(),
  canDetectVulnerability: z.boolean(),
  cannotDetectVulnerabilityReason: z.string().nullable(),
});
export type SingleCveScanResult = z.infer<typeof SingleCveScanResult>;

/** Part 2 §4 "Single-CVE result": Vulnerable, Not Vulnerable or Detection Inconclusive. */
export function singleCveVerdict(r: Pick<SingleCveScanResult, 'vulnerable' | 'canDetectVulnerability'>) {
  if (!r.canDetectVulnerability) return SCAN_MESSAGES.inconclusive;
  return r.vulnerable ? SCAN_MESSAGES.vulnerable : SCAN_MESSAGES.notVulnerable;
}

// Types and sizes only: the handlers say what is wrong with the values in the spec's words.
const domain = text().max(2048).describe('Domain to scan; a scheme, www. or path is dropped');
const deepScan = z
  .boolean()
  .optional()
  .default(false)
  .describe('Render the page in a headless browser so script-only technologies show');
const captcha = text().max(20_000).optional().default('').describe('ALTCHA payload or reCAPTCHA token');
const permissionToScan = z
  .boolean()
  .optional()
  .default(false)
  .describe('"I am authorized to conduct security scans on this domain." ticked');
const scanIdQuery = z.object({ scanid: text().max(100).optional().default('') });

export const TechnologyScanBody = z.object({ domain, deepScan, captcha });
export const CveScanBody = z.object({
  cve: text().max(40).describe('The CVE to test for, e.g. CVE-2019-11358'),
  domain,
  deepScan,
  permissionToScan,
  captcha,
});
export const FullScanBody = z.object({
  cve: text().max(40).optional().describe('Unused'),
  domain,
  deepScan,
  permissionToScan,
  captcha: text().max(20_000).optional().describe('Unused: the scan needs a verified owner'),
});

const Started = z.object({
  results: z.object({ status: z.literal('started'), scanId: z.string() }),
});
const errors = { 400: ApiError, 403: ApiError, 429: ApiError };
/** A poll: results, or `err` / `result404.title`, either of which the page shows as the status. */
const poll = <T extends z.AnyZodObject>(results: T) =>
  z.object({ results: results.optional(), err: z.string().optional(), result404: ErrorResult.optional() });

/** The scan calls of the website (part 2 §7). */
export const scansContract = c.router({
  startTechnologyScan: {
    method: 'POST',
    path: '/technology-scan/api-scan',
    summary: 'Start a live technology scan (anyone; captcha required)',
    body: TechnologyScanBody,
    responses: { 200: Started, ...errors },
  },
  technologyScanResults: {
    method: 'GET',
    path: '/technology-scan/api-scan-results',
    summary: 'Status and results of a technology scan, polled every 2 s',
    query: scanIdQuery,
    responses: { 200: poll(TechnologyScanResult), 404: poll(TechnologyScanResult) },
  },
  startCveScan: {
    method: 'POST',
    path: '/cve-security-scan/api-scan',
    summary: 'Start a scan for one CVE (verified owner, permission and captcha required)',
    body: CveScanBody,
    responses: { 200: Started, ...errors },
  },
  startSecurityScan: {
    method: 'POST',
    path: '/cve-security-scan/api-full-scan',
    summary: 'Start a full security scan (verified owner and permission required)',
    body: FullScanBody,
    responses: {
      200: z.object({
        results: z.object({
          status: z.literal('started'),
          scanId: z.string(),
          domainToBeScanned: z.string(),
        }),
      }),
      ...errors,
    },
  },
  securityScanResults: {
    method: 'GET',
    path: '/cve-security-scan/api-results',
    summary: 'Status and results of a security scan, polled every 2 s',
    query: scanIdQuery,
    responses: { 200: poll(SecurityScanResult), 404: poll(SecurityScanResult) },
  },
  cveScanResults: {
    method: 'GET',
    path: '/cve-security-scan/:cve/api-results',
    summary: 'Status and verdict of a single-CVE scan, polled every 2 s',
    pathParams: z.object({ cve: text() }),
    query: scanIdQuery,
    responses: { 200: poll(SingleCveScanResult), 404: poll(SingleCveScanResult) },
  },
});
