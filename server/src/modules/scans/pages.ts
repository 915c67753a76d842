import {
  type CveScanResultsPage,
  checkScanDomain,
  SAMPLE_SCAN_ID,
  SCAN_MESSAGES,
  type SecurityScanPageResults,
  type SecurityScanResultsPage,
  type TechnologyScanPageResults,
  type TechnologyScanResultsPage,
} from '@techcensus/contract';
import type { z } from 'zod';
import { cveDetail } from '../../cve/queries.ts';
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
import { normaliseCveId } from '../vulnerability/index.ts';
import { readableScan } from './access.ts';
import { SECURITY_SCAN_FAQ, TECHNOLOGY_SCAN_FAQ } from './faqs.ts';
import { securityScanResult, singleCveScanResult, technologyScanResult } from './results.ts';
import { sampleScanResult } from './sample.ts';

type Loaded<T extends z.ZodTypeAny> = Promise<
  PageOutcome<z.infer<T>> | PageOutcome<never> | LoginRequiredOutcome
>;

const reCaptchaSiteKey = (ctx: PageContext) => {
  const { RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET } = ctx.deps.config;
  return RECAPTCHA_SITE_KEY && RECAPTCHA_SECRET ? RECAPTCHA_SITE_KEY : null;
};

/** `?website=` prefills the form when it reads as a domain (links from the website profile). */
const prefill = (ctx: PageContext) => {
  const checked = checkScanDomain(ctx.query.website ?? '');
  return checked.ok ? checked.domain : '';
};

const reader = (ctx: PageContext) => ({ db: ctx.deps.db, siteIndex: ctx.deps.siteIndex });
const unknownScan = (ctx: PageContext) => pageNotFound(ctx.viewer, SCAN_MESSAGES.unknownScan);

/** /technology-scan: the website profiler form with captcha and its FAQ. */
async function technologyScanPage(ctx: PageContext): Loaded<typeof TechnologyScanPageResults> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website technology scan',
    description: 'Scan a website live and see the technologies it is built with, versions included.',
    keywords: ['technology scan', 'website profiler', 'live scan'],
    path: '/technology-scan',
    crumbs: [['Technology scan', '/technology-scan']],
  });
  return pageOk(ctx.viewer, meta, {
    Domain: prefill(ctx),
    ReCaptchaSiteKey: reCaptchaSiteKey(ctx),
    faqs: TECHNOLOGY_SCAN_FAQ,
  });
}

/** /technology-scan/results?scanid=: the Technology Stack Report, polled while it runs. */
async function technologyScanResultsPage(ctx: PageContext): Loaded<typeof TechnologyScanResultsPage> {
  const scan = await readableScan(ctx.deps.db, ctx.query.scanid, 'technology', ctx.viewer);
  if (scan === null || scan === 'login') return unknownScan(ctx);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Technology Stack Report: ${scan.domain}`,
    description: `Technologies found on ${scan.domain} by a live scan.`,
    path: `/technology-scan/results?scanid=${scan.id}`,
    crumbs: [
      ['Technology scan', '/technology-scan'],
      [scan.domain, `/technology-scan/results?scanid=${scan.id}`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Domain: scan.domain,
    ScanId: scan.id,
    ScanResults: await technologyScanResult(reader(ctx), scan),
  });
}

async function scanFormResults(ctx: PageContext, cve: string | null, canTest: boolean) {
  const verified = ctx.viewer.account ? await verifiedDomainsOf(ctx.deps.db, ctx.viewer.account.id) : [];
  return {
    Domain: prefill(ctx),
    ReCaptchaSiteKey: reCaptchaSiteKey(ctx),
    faqs: SECURITY_SCAN_FAQ,
    CVE: cve,
    CanTestCVE: canTest,
    VerifiedDomains: verified.map((v) => v.domain),
  };
}

/** /cve-security-scan: the security scan form (permission checkbox, ownership link) and FAQ. */
async function securityScanPage(ctx: PageContext): Loaded<typeof SecurityScanPageResults> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website security scan',
    description: 'Find the known vulnerabilities (CVEs) of the software versions your website runs.',
    keywords: ['security scan', 'CVE scan', 'vulnerability scan'],
    path: '/cve-security-scan',
    crumbs: [['Security scan', '/cve-security-scan']],
  });
  return pageOk(ctx.viewer, meta, await scanFormResults(ctx, null, false));
}

/** /cve-security-scan/{cveid}: the form for one CVE, saying whether we can test for it. */
async function cveScanPage(ctx: PageContext): Loaded<typeof SecurityScanPageResults> {
  const cve = normaliseCveId(ctx.params.cveid ?? '');
  if (!cve) return pageNotFound(ctx.viewer, SCAN_MESSAGES.unknownCve);
  const detail = await cveDetail(ctx.deps.db, cve);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Scan a website for ${cve}`,
    description: `Test whether a website is vulnerable to ${cve}.`,
    keywords: [cve, 'security scan'],
    path: `/cve-security-scan/${cve}`,
    crumbs: [
      ['Security scan', '/cve-security-scan'],
      [cve, `/cve-security-scan/${cve}`],
    ],
  });
  return pageOk(ctx.viewer, meta, await scanFormResults(ctx, cve, (detail?.technologies.length ?? 0) > 0));
}

/** /cve-security-scan/results?scanid=: a security report, or the sample for scan-sample. */
async function securityScanResultsPage(ctx: PageContext): Loaded<typeof SecurityScanResultsPage> {
  const id = ctx.query.scanid;
  const meta = (domain: string, scanId: string) =>
    pageMeta(ctx.baseUrl, {
      title: `Security scan report: ${domain}`,
      description: `Known vulnerabilities of the software found on ${domain}.`,
      path: `/cve-security-scan/results?scanid=${scanId}`,
      crumbs: [
        ['Security scan', '/cve-security-scan'],
        [domain, `/cve-security-scan/results?scanid=${scanId}`],
      ],
    });
  if (id === SAMPLE_SCAN_ID) {
    return pageOk(ctx.viewer, meta(SCAN_MESSAGES.sampleDomain, SAMPLE_SCAN_ID), {
      Domain: SCAN_MESSAGES.sampleDomain,
      ScanId: SAMPLE_SCAN_ID,
      Sample: true,
      ScanResults: await sampleScanResult(reader(ctx)),
    });
  }
  const scan = await readableScan(ctx.deps.db, id, 'security', ctx.viewer);
  if (scan === 'login') return pageLoginRequired();
  if (!scan) return unknownScan(ctx);
  return pageOk(ctx.viewer, meta(scan.domain, scan.id), {
    Domain: scan.domain,
    ScanId: scan.id,
    Sample: false,
    ScanResults: await securityScanResult(reader(ctx), scan),
  });
}

/** /cve-security-scan/{cveid}/results?scanid=: Vulnerable, Not Vulnerable or Inconclusive. */
async function cveScanResultsPage(ctx: PageContext): Loaded<typeof CveScanResultsPage> {
  const cve = normaliseCveId(ctx.params.cveid ?? '');
  const scan = await readableScan(ctx.deps.db, ctx.query.scanid, 'cve', ctx.viewer);
  if (scan === 'login') return pageLoginRequired();
  if (!scan || !cve || scan.cveId !== cve) return unknownScan(ctx);
  const path = `/cve-security-scan/${cve}/results?scanid=${scan.id}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${cve} scan of ${scan.domain}`,
    description: `Whether ${scan.domain} is vulnerable to ${cve}.`,
    path,
    crumbs: [
      ['Security scan', '/cve-security-scan'],
      [cve, `/cve-security-scan/${cve}`],
      [scan.domain, path],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Domain: scan.domain,
    ScanId: scan.id,
    CVE: cve,
    ScanResults: await singleCveScanResult(reader(ctx), scan, cve),
  });
}

export const scanPageLoaders = {
  technologyScan: technologyScanPage,
  technologyScanResults: technologyScanResultsPage,
  securityScan: securityScanPage,
  securityScanResults: securityScanResultsPage,
  cveScan: cveScanPage,
  cveScanResults: cveScanResultsPage,
};
