/**
 * Which technologies a site runs now: one pick per exclusive table (CMS, web server, CDN,
 * back end), then independent add-ons with their conditions, then everything those imply.
 */

import { withImplied } from './catalogue.ts';
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
  /** `picks` and everything they imply. */
  all: string[];
}

const ECOMMERCE_CMS = new Set(['shopify', 'magento', 'prestashop']);
const CONTENT_CMS = new Set(['wordpress', 'joomla', 'drupal', 'ghost', 'typo3-cms']);

export function chooseStack(rng: Rng, country: string | null): Stack {
  const cms = rng.weighted(CMS);
  const hosted = cms !== null && HOSTED_PLATFORMS.has(cms);
  const server = hosted ? null : rng.weighted(WEB_SERVER);
  const cdn = cms === 'shopify' ? 'cloudflare' : hosted ? null : rng.weighted(CDN);
  let backend: string | null = null;
  if (cms === null) {
    // IIS means Windows, and Windows sites run ASP.NET far more than anything else.
    backend = server === 'iis' ? (rng.chance(0.85) ? 'microsoft-asp-net' : null) : rng.weighted(BACKEND);
  }
  const jquery = rng.chance(cms === 'wordpress' ? JQUERY_ON_WORDPRESS : JQUERY_ELSEWHERE);
  const picks = [cms, server, cdn, backend, jquery ? 'jquery' : null].filter((s): s is string => s !== null);
  const cmsDependent = new Set<string>();
  const contentDraw = rng.next();
  let ecommerce = cms !== null && ECOMMERCE_CMS.has(cms);
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
    picks.push(addOn.slug);
    if (addOn.when === 'wordpress') cmsDependent.add(addOn.slug);
    if (addOn.slug === 'woocommerce') ecommerce = true;
  }
  const hsts = rng.chance(0.32);
  if (hsts) picks.push('hsts');
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
    all: withImplied(picks),
  };
}
