import type { AboutUsResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';

export async function aboutUsPage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof AboutUsResults>>> {
  const meta = pageMeta(ctx.baseUrl, {
    title: 'About TechCensus',
    description: 'Who we are and how TechCensus learns what websites are built with.',
    keywords: ['about', 'web technology survey'],
    path: '/about-us',
    crumbs: [['About us', '/about-us']],
  });
  return pageOk(ctx.viewer, meta, {
    Paragraphs: [
      'TechCensus is a web technology survey service. We visit websites, detect what they are built with — content management systems, frameworks, servers, analytics, advertising networks and more, with versions — and keep that record up to date.',
      'Developers use our API to look up any website; sales and research teams build lists of the websites that use chosen technologies; site owners check their own stack and its known vulnerabilities.',
      'Every detection we show says how it was made, so you can judge it yourself.',
      "Where a website is hosted comes from public network data: autonomous systems and their names from RouteViews, the regional Internet registries (through the NRO) and DB-IP's IP to ASN Lite database, and the countries of address blocks from the registries' records and published geofeeds, as compiled by the ip-location-db project. RouteViews, the NRO and DB-IP publish their data under the Creative Commons Attribution 4.0 licence (IP Geolocation by DB-IP, db-ip.com).",
    ],
    ContactEmail: ctx.deps.config.CONTACT_EMAIL,
  });
}
