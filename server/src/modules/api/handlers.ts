import { randomUUID } from 'node:crypto';
import {
  checkScanDomain,
  DEFAULT_MAX_DOMAINS_IN_REPORT,
  FREE_TIER_MONTHLY_CREDITS,
  INVALID_DOMAIN_MESSAGE,
  normalizeDomain,
  SCAN_NOT_PERMITTED_MESSAGE,
  type Scan,
} from '@techcensus/contract';
import type { RequestHandler } from 'express';
import { iconPath, loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { cveDetail } from '../../cve/queries.ts';
import { HttpError } from '../../http/errors.ts';
import { isSuppressed } from '../../indexing/suppression.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { SiteDoc, SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { creditBalance, creditHistory } from '../credits/index.ts';
import { compileReportFilters } from '../reports/index.ts';
import { enqueueScan, insertScan, type ScanRow, scanOf } from '../scans/index.ts';
import { normaliseCveId, vulnerableTo } from '../vulnerability/index.ts';
import { realSubdomains } from '../website/index.ts';
import type { ApiGate } from './gate.ts';
import { type AlertWorks, type MeteredHandlers, metered, type Works } from './metered.ts';
import { decodeOffset, encodeOffset, withCursor } from './paging.ts';
import { domainProfile, websiteRow } from './profile.ts';

export interface ApiDeps {
  db: Db;
  siteIndex: SiteIndex;
  queue: Queue;
  gate: ApiGate;
  /** How a call's address text and body are read, once the gate has let it in (app.ts gives them). */
  readRequest: RequestHandler[];
  /** The alerts routes' works (modules/alerts), metered like the rest. */
  alerts: AlertWorks;
  /** The free test lookup's domain; unset: the index's best-ranked site. */
  testDomain?: string;
}

const notFound = (what: string) => new HttpError(404, what, 'not_found');

function lookupDomain(input: string): string {
  const n = normalizeDomain(input);
  if (!n.ok)
    throw new HttpError(
      400,
      n.error,
      'validation_failed',
      {},
      { details: [{ path: 'domain', message: n.error }] },
    );
  return n.domain;
}

/**
 * The work of every /api/v1 route. metered() opens the gate before each and charges the route's
 * contract cost after it; a work gives its answer and, for a per-unit cost, the units in it.
 */
export function apiV1Handlers(deps: ApiDeps): MeteredHandlers {
  const { db, siteIndex, gate } = deps;
  // The Postgres SiteIndex keeps its documents in the store's own tables (OpenSearch does not).
  const docsInStore = siteIndex.kind === 'postgres';

  const scanView = async (s: ScanRow): Promise<Scan> => ({
    id: s.id,
    domain: s.domain,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    finishedAt: s.finishedAt?.toISOString() ?? null,
    error: s.error,
    result: s.result ? await domainProfile(db, s.result) : null,
  });

  const websitesPage = async (
    filters: Parameters<SiteIndex['page']>[0],
    opts: { limit: number; cursor?: string },
  ) => {
    const page = await withCursor(() =>
      siteIndex.pageRows(filters, { size: opts.limit, cursor: opts.cursor ?? null }),
    );
    return { websites: page.items.map(websiteRow), nextCursor: page.next };
  };

  const works: Works = {
    ...deps.alerts,
    creditBalance: async ({ call }) => {
      const b = await creditBalance(db, call.accountId, new Date());
      const body = {
        balance: b.balance,
        grants: b.grants.map((g) => ({
          source: g.source,
          amount: g.amount,
          remaining: g.remaining,
          grantedAt: g.grantedAt.toISOString(),
          expiresAt: g.expiresAt.toISOString(),
        })),
        freeTierMonthlyCredits: FREE_TIER_MONTHLY_CREDITS,
      };
      return { answer: { status: 200, body } };
    },

    creditHistory: async ({ call, query }) => {
      const h = await withCursor(() =>
        creditHistory(db, call.accountId, { limit: query.limit, before: query.cursor }),
      );
      const body = { entries: h.entries.map((e) => ({ ...e, at: e.at.toISOString() })), nextCursor: h.next };
      return { answer: { status: 200, body } };
    },

    testDomainLookup: async () => {
      const doc = deps.testDomain
        ? await siteIndex.get(deps.testDomain)
        : ((await siteIndex.countSample([], 1)).sample[0] ?? null);
      if (!doc) throw notFound('The test domain is not in the index yet.');
      return { answer: { status: 200, body: await domainProfile(db, doc) } };
    },

    domainLookup: async ({ params }) => {
      const domain = lookupDomain(params.domain);
      const missing = () =>
        notFound(`${domain} is not in the index. A live scan (POST /api/v1/scans) adds it.`);
      if (!docsInStore) {
        const doc = await siteIndex.get(domain);
        if (!doc) throw missing();
        return { answer: { status: 200, body: await domainProfile(db, doc) } };
      }
      // The document is read in the charge's statement: the call's one round trip.
      let doc: SiteDoc | undefined;
      return {
        chargeWith: async (charge, charger) => {
          const found = await charger.charge({ ...charge, domain });
          if ('missing' in found) throw missing();
          doc = found.doc as SiteDoc;
          return found.charged;
        },
        answer: async () => {
          if (!doc) throw new Error('domain lookup answered before its charge');
          return { status: 200, body: await domainProfile(db, doc) };
        },
      };
    },

    bulkDomainLookup: async ({ body }) => {
      const invalid: string[] = [];
      const domains = new Set<string>();
      for (const input of body.domains) {
        const n = normalizeDomain(input);
        if (n.ok) domains.add(n.domain);
        else invalid.push(input);
      }
      const docs = await Promise.all([...domains].map((d) => siteIndex.get(d)));
      const found = docs.filter((d) => d !== null);
      const results = await Promise.all(found.map((d) => domainProfile(db, d)));
      const notFound = [...domains].filter((_, i) => docs[i] === null);
      return { units: results.length, answer: { status: 200, body: { results, notFound, invalid } } };
    },

    subdomainLookup: async ({ params, query }) => {
      const domain = lookupDomain(params.domain);
      const offset = decodeOffset(query.cursor);
      const doc = await siteIndex.get(domain);
      if (!doc) throw notFound(`${domain} is not in the index.`);
      const all = realSubdomains(doc).sort();
      const subdomains = all.slice(offset, offset + query.limit);
      const next = offset + subdomains.length;
      const body = {
        domain,
        total: all.length,
        subdomains,
        nextCursor: next < all.length ? encodeOffset(next) : null,
      };
      return { units: subdomains.length, answer: { status: 200, body } };
    },

    startScan: async ({ call, body }) => {
      const check = checkScanDomain(body.domain);
      if (!check.ok) {
        throw check.error === INVALID_DOMAIN_MESSAGE
          ? new HttpError(
              400,
              check.error,
              'validation_failed',
              {},
              { details: [{ path: 'domain', message: check.error }] },
            )
          : new HttpError(403, check.error, 'scan_not_permitted');
      }
      // A domain its owner had removed is refused before anything is charged or queued.
      if (await isSuppressed(db, check.domain))
        throw new HttpError(403, SCAN_NOT_PERMITTED_MESSAGE, 'scan_not_permitted');
      const id = randomUUID();
      let scan: ScanRow | undefined;
      return {
        // The scan and its job exist only if the charge went through.
        record: async (tx) => {
          scan = await insertScan(tx, {
            id,
            accountId: call.accountId,
            domain: check.domain,
            requestId: call.requestId,
          });
          await enqueueScan(deps.queue, tx, { scanId: id, domain: check.domain });
        },
        answer: async () => {
          if (!scan) throw new Error('scan not recorded');
          return { status: 202, body: await scanView(scan) };
        },
        headers: { Location: `/api/v1/scans/${id}` },
      };
    },

    scanStatus: async ({ call, params }) => {
      const scan = await scanOf(db, params.scanId, call.accountId);
      if (!scan) throw notFound('No such scan for this API key.');
      return { answer: { status: 200, body: await scanView(scan) } };
    },

    countWebsites: async ({ body }) => {
      const filters = await compileReportFilters(db, body.filters);
      const { count } = await siteIndex.countSample(filters, 0);
      return { answer: { status: 200, body: { count, maxDomainsInReport: DEFAULT_MAX_DOMAINS_IN_REPORT } } };
    },

    listWebsites: async ({ body }) => {
      const filters = await compileReportFilters(db, body.filters);
      const page = await websitesPage(filters, { limit: body.limit, cursor: body.cursor });
      return { units: page.websites.length, answer: { status: 200, body: page } };
    },

    technologyLookup: async ({ params }) => {
      const slug = params.technology.toLowerCase();
      const catalogue = await loadTechnologyCatalogue(db);
      const t = catalogue.technologies.get(slug);
      if (!t) throw notFound(`Unknown technology "${params.technology}".`);
      const only = [{ module: 'technology' as const, mode: 'include' as const, slug }];
      const [usage, versions, countries, cves] = await Promise.all([
        siteIndex.countSample(only, 0),
        siteIndex.aggregate(only, 'version', { size: 20, technology: slug }),
        siteIndex.aggregate(only, 'country', { size: 10 }),
        db.query<{ n: string | number }>(
          'SELECT count(DISTINCT cve_id) AS n FROM cve_affected WHERE technology_slug = $1',
          [slug],
        ),
      ]);
      const body = {
        slug,
        name: t.name,
        description: t.description,
        website: t.website,
        icon: iconPath(t.icon, slug),
        categories: t.categorySlugs.map((c) => ({
          slug: c,
          name: catalogue.categories.get(c)?.longName ?? c,
        })),
        cpe: t.cpe,
        oss: t.oss,
        saas: t.saas,
        pricing: t.pricing,
        websiteCount: usage.count,
        versions,
        countries,
        knownCves: Number(cves.rows[0]?.n ?? 0),
      };
      return { answer: { status: 200, body } };
    },

    technologyWebsites: async ({ params, query }) => {
      const slug = params.technology.toLowerCase();
      if (!(await loadTechnologyCatalogue(db)).technologies.has(slug)) {
        throw notFound(`Unknown technology "${params.technology}".`);
      }
      const filter = { module: 'technology' as const, mode: 'include' as const, slug };
      const page = await websitesPage(
        [query.version ? { ...filter, version: query.version } : filter],
        query,
      );
      return { units: page.websites.length, answer: { status: 200, body: page } };
    },

    cveLookup: async ({ params }) => {
      const id = normaliseCveId(params.cveId);
      if (!id) {
        throw new HttpError(
          400,
          'A CVE id looks like CVE-2024-12345.',
          'validation_failed',
          {},
          {
            details: [{ path: 'cveId', message: 'must be a CVE id such as CVE-2024-12345' }],
          },
        );
      }
      const cve = await cveDetail(db, id);
      if (!cve) throw notFound(`${id} is not in our vulnerability data.`);
      const catalogue = await loadTechnologyCatalogue(db);
      const { count } = await siteIndex.countSample(vulnerableTo([id]), 0);
      const bySlug = new Map<string, { from: string | null; to: string | null; toInclusive: boolean }[]>();
      for (const r of cve.ranges) {
        if (!r.technology || r.status !== 'affected') continue;
        const list = bySlug.get(r.technology) ?? [];
        list.push(
          r.exact
            ? { from: r.exact, to: r.exact, toInclusive: true }
            : { from: r.versionFrom, to: r.versionTo, toInclusive: r.versionToInclusive },
        );
        bySlug.set(r.technology, list);
      }
      for (const slug of cve.technologies) if (!bySlug.has(slug)) bySlug.set(slug, []);
      const body = {
        id: cve.id,
        title: cve.title,
        description: cve.description,
        published: cve.datePublished,
        updated: cve.dateUpdated,
        severity: cve.cvssScore,
        cwe: cve.cwes[0] ?? null,
        technologies: [...bySlug].map(([slug, ranges]) => ({
          slug,
          name: catalogue.technologies.get(slug)?.name ?? slug,
          ranges,
        })),
        websiteCount: count,
        references: cve.references.map((r) => r.url),
      };
      return { answer: { status: 200, body } };
    },
  };
  return metered(gate, works, deps.readRequest);
}
