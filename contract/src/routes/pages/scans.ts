import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { text } from '../../text.ts';
import { SecurityScanResult, SingleCveScanResult, TechnologyScanResult } from '../scans.ts';
import { envelopeResponses } from './envelope-responses.ts';
import { FaqEntry } from './info.ts';

const c = initContract();

const ScanForm = {
  /** The domain to prefill (`?website=`), empty when none. */
  Domain: z.string(),
  /** Set when reCAPTCHA is configured; the self-hosted captcha needs no key. */
  ReCaptchaSiteKey: z.string().nullable(),
  faqs: z.array(FaqEntry),
};

export const TechnologyScanPageResults = z.object(ScanForm);

export const SecurityScanPageResults = z.object({
  ...ScanForm,
  /** Set on /cve-security-scan/{cveid}: the CVE the form tests for, upper-cased. */
  CVE: z.string().nullable(),
  /** Whether the CVE maps to a technology the engine detects (the form's message says so). */
  CanTestCVE: z.boolean(),
  /** The signed-in visitor's verified domains; empty for anonymous visitors. */
  VerifiedDomains: z.array(z.string()),
});

const ScanPage = { Domain: z.string(), ScanId: z.string() };

export const TechnologyScanResultsPage = z.object({ ...ScanPage, ScanResults: TechnologyScanResult });
export const SecurityScanResultsPage = z.object({
  ...ScanPage,
  ScanResults: SecurityScanResult,
  /** True for scan-sample: a fixed report with the site name omitted. */
  Sample: z.boolean(),
});
export const CveScanResultsPage = z.object({
  ...ScanPage,
  CVE: z.string(),
  ScanResults: SingleCveScanResult,
});

const cveid = z.object({ cveid: text() });

/** Live scan pages (part 2 §2.1); the fixed word `results` comes before `:cveid`. */
export const scanPages = c.router({
  technologyScan: {
    method: 'GET',
    path: '/technology-scan/api',
    summary: 'Page data of the website profiler scan form',
    responses: envelopeResponses(TechnologyScanPageResults),
  },
  technologyScanResults: {
    method: 'GET',
    path: '/technology-scan/results/api',
    summary: 'Page data of the Technology Stack Report of a scan (?scanid=)',
    responses: envelopeResponses(TechnologyScanResultsPage),
  },
  securityScan: {
    method: 'GET',
    path: '/cve-security-scan/api',
    summary: 'Page data of the security scan form',
    responses: envelopeResponses(SecurityScanPageResults),
  },
  securityScanResults: {
    method: 'GET',
    path: '/cve-security-scan/results/api',
    summary: 'Page data of a security scan report (?scanid=; scan-sample is the sample report)',
    responses: envelopeResponses(SecurityScanResultsPage),
  },
  cveScan: {
    method: 'GET',
    path: '/cve-security-scan/:cveid/api',
    pathParams: cveid,
    summary: 'Page data of the scan form for one CVE',
    responses: envelopeResponses(SecurityScanPageResults),
  },
  cveScanResults: {
    method: 'GET',
    path: '/cve-security-scan/:cveid/results/api',
    pathParams: cveid,
    summary: 'Page data of a single-CVE scan result (?scanid=)',
    responses: envelopeResponses(CveScanResultsPage),
  },
});
