/**
 * Which technologies a site runs now: one pick per exclusive table (CMS, web server, CDN,
 * back end), then independent add-ons with their conditions, then everything those imply, then
 * the catalogue's long tail (long-tail.ts).
 */

import { type CatalogueEntry, closureOf, demoCatalogue, withImplied } from './catalogue.ts';
import { addLongTail, drawFrom, longTail, SiteTechnologies } from './long-tail.ts';
import {
  ADD_ONS,
  type AddOn,
  BACKEND,
  CDN,
  CMS,
  EUROPE,
  HOSTED_PLATFORMS,
  JQUERY_ELSEWHERE,
  JQUERY_ON_WORDPRESS,
  WEB_SERVER,
} from './market-shares.ts';
import type { Rng } from './prng.ts';
import { OTHER_CMS_PERCENT } from './tail-shares.ts';

export interface Stack {
  cms: string | null;
  server: string | null;
  cdn: string | null;
  backend: string | null;
  ecommerce: boolean;
  /** Content sites (blogs, news, magazines) carry ads and ads.txt. */
  content: boolean;
  hsts: boolean;
  /** Technologies chosen directly, in choice order. */
  picks: string[];
  /** Add-ons that only make sense with the CMS (WordPress plugins): adopted no earlier than it. */
  cmsDependent: Set<string>;
  /** Tail technologies → the ones they require: adopted no earlier than those. */
  dependsOn: ReadonlyMap<string, readonly string[]>;
  /** `picks` and everything they imply. */
  all: string[];
}

const ECOMMERCE_CMS = new Set(['shopify', 'magento', 'prestashop']);
const CONTENT_CMS = new Set(['wordpress', 'joomla', 'drupal', 'ghost', 'typo3-cms']);

function excludedBy(slug: string, picks: readonly string[]): boolean {
  const cat = demoCatalogue();
  const own = cat.get(slug)?.excludes ?? [];
  return picks.some((p) => own.includes(p) || !!cat.get(p)?.excludes.includes(slug));
}

/** The CMS table's share of sites it leaves without a CMS, of which some run a tail CMS. */
const NO_CMS_PERCENT = CMS.find(([slug]) => slug === null)?.[1] ?? 0;

export function chooseStack(rng: Rng, country: string | null): Stack {
  let cms = rng.weighted(CMS);
  let tailCms: CatalogueEntry | undefined;
  if (cms === null && rng.chance(OTHER_CMS_PERCENT / NO_CMS_PERCENT)) {
    cms = drawFrom(rng, longTail().cms);
    tailCms = demoCatalogue().get(cms);
  }
  const hosted = cms !== null && HOSTED_PLATFORMS.has(cms);
  // A tail CMS that names its own web server (DataLife Engine → Apache) decides it.
  const ownServer =
    !!tailCms &&
    closureOf(tailCms.slug).some((s) => demoCatalogue().get(s)?.categories.includes('web-servers'));
  const server = hosted || ownServer ? null : rng.weighted(WEB_SERVER);
  let cdn = cms === 'shopify' ? 'cloudflare' : hosted ? null : rng.weighted(CDN);
  let backend: string | null = null;
  if (cms === null) {
    // IIS means Windows, and Windows sites run ASP.NET far more than anything else.
    backend = server === 'iis' ? (rng.chance(0.85) ? 'microsoft-asp-net' : null) : rng.weighted(BACKEND);
  }
  const jquery = rng.chance(cms === 'wordpress' ? JQUERY_ON_WORDPRESS : JQUERY_ELSEWHERE);
  const picks = [cms, server, cdn, backend, jquery ? 'jquery' : null].filter((s): s is string => s !== null);
  const cmsDependent = new Set<string>();
  const contentDraw = rng.next();
  let ecommerce = cms !== null && (ECOMMERCE_CMS.has(cms) || !!tailCms?.categories.includes('ecommerce'));
  const holds = (when: AddOn['when']): boolean => {
    switch (when) {
      case undefined:
        return true;
      case 'wordpress':
        return cms === 'wordpress';
      case 'jquery':
        return jquery;
      case 'ecommerce':
        return ecommerce;
      case 'content':
        return !ecommerce && contentDraw < (cms !== null && CONTENT_CMS.has(cms) ? 0.7 : 0.35);
      case 'russia':
        return country === 'RU';
      case 'notRussia':
        return country !== 'RU';
      case 'europe':
        return country !== null && EUROPE.has(country);
    }
  };
  for (const addOn of ADD_ONS) {
    if (!holds(addOn.when) || !rng.chance(addOn.percent / 100) || picks.includes(addOn.slug)) continue;
    // The fingerprint set never reports both of a pair it excludes (Lodash and Underscore).
    if (excludedBy(addOn.slug, picks)) continue;
    picks.push(addOn.slug);
    if (addOn.when === 'wordpress') cmsDependent.add(addOn.slug);
    if (addOn.slug === 'woocommerce') ecommerce = true;
  }
  const hsts = rng.chance(0.32);
  if (hsts) picks.push('hsts');
  const site = new SiteTechnologies(withImplied(picks), hosted);
  addLongTail(rng, site);
  picks.push(...site.added);
  // A tail technology that brings a head CDN along (Cloudflare Zaraz → Cloudflare) puts the site
  // behind it: its network and headers follow.
  if (cdn === null) cdn = CDN.find(([slug]) => slug !== null && site.present.has(slug))?.[0] ?? null;
  if (site.categories.has('ecommerce')) ecommerce = true;
  return {
    cms,
    server,
    cdn,
    backend,
    ecommerce,
    content: holds('content'),
    hsts,
    picks,
    cmsDependent,
    dependsOn: site.dependsOn,
    all: [...site.present],
  };
}
