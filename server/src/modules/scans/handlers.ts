import { SAMPLE_SCAN_ID, SCAN_MESSAGES, type scansContract } from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request } from 'express';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { normaliseCveId } from '../vulnerability/index.ts';
import { readableScan } from './access.ts';
import type { ScanRequests } from './requests.ts';
import { securityScanResult, singleCveScanResult, technologyScanResult } from './results.ts';
import { sampleScanResult } from './sample.ts';

type C = typeof scansContract;
type Handlers = { [K in keyof C]: AppRouteImplementation<C[K]> };

const unknown = { status: 404 as const, body: { result404: { title: SCAN_MESSAGES.unknownScan } } };

/** The scan calls of the website (part 2 §7): start a scan, poll its results. */
export function scanHandlers(deps: {
  db: Db;
  siteIndex: SiteIndex;
  requests: ScanRequests;
  viewerOf(req: Request): Viewer;
}): Handlers {
  const { db, requests } = deps;
  const reader = { db, siteIndex: deps.siteIndex };
  const who = (req: Request) => ({
    accountId: deps.viewerOf(req).account?.id ?? null,
    ip: req.ip ?? 'unknown',
  });
  const readable = (req: Request, id: string, kind: 'technology' | 'security' | 'cve') =>
    readableScan(db, id, kind, deps.viewerOf(req)).then((s) => (s === 'login' ? null : s));

  return {
    startTechnologyScan: async ({ req, body }) => {
      const { scanId } = await requests.start({ kind: 'technology', ...body }, who(req));
      return { status: 200, body: { results: { status: 'started' as const, scanId } } };
    },
    startCveScan: async ({ req, body }) => {
      const { scanId } = await requests.start({ kind: 'cve', ...body }, who(req));
      return { status: 200, body: { results: { status: 'started' as const, scanId } } };
    },
    startSecurityScan: async ({ req, body }) => {
      const { scanId, domain } = await requests.start(
        {
          kind: 'security',
          domain: body.domain,
          deepScan: body.deepScan,
          permissionToScan: body.permissionToScan,
        },
        who(req),
      );
      return {
        status: 200,
        body: { results: { status: 'started' as const, scanId, domainToBeScanned: domain } },
      };
    },
    technologyScanResults: async ({ req, query }) => {
      const scan = await readable(req, query.scanid, 'technology');
      if (!scan) return unknown;
      return { status: 200, body: { results: await technologyScanResult(reader, scan) } };
    },
    securityScanResults: async ({ req, query }) => {
      if (query.scanid === SAMPLE_SCAN_ID)
        return { status: 200, body: { results: await sampleScanResult(reader) } };
      const scan = await readable(req, query.scanid, 'security');
      if (!scan) return unknown;
      return { status: 200, body: { results: await securityScanResult(reader, scan) } };
    },
    cveScanResults: async ({ req, params, query }) => {
      const cve = normaliseCveId(params.cve);
      const scan = await readable(req, query.scanid, 'cve');
      if (!scan || !cve || scan.cveId !== cve) return unknown;
      return { status: 200, body: { results: await singleCveScanResult(reader, scan, cve) } };
    },
  };
}
