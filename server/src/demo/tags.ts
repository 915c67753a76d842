/**
 * Tag IDs and ads.txt advertisers. Owners of several sites reuse their analytics, tag-manager and
 * AdSense accounts across them, which is how the tag pages find "other sites of the same owner".
 * About one site in ten belongs to such a cluster (a few sites each, some networks with dozens);
 * a cluster's IDs come from the cluster number, so every member shows the same ones. The kinds
 * are the crawler's (server/src/crawl/extract/tags.ts).
 *
 * Advertisers: content sites that show ads publish an ads.txt listing the exchanges allowed to
 * sell their inventory. google.com is on nearly all of them; the others follow their usual
 * prevalence across ads.txt files (AppNexus/Xandr, Rubicon/Magnite, PubMatic, OpenX, Index
 * Exchange, Amazon, then smaller exchanges).
 */

import { hashKey, Rng } from './prng.ts';
import type { Stack } from './stack.ts';

const CLUSTERED = 0.1;
const SITES_PER_CLUSTER = 4;

export const AD_SYSTEMS: readonly (readonly [string, number])[] = [
  ['appnexus.com', 70],
  ['rubiconproject.com', 65],
  ['pubmatic.com', 65],
  ['openx.com', 55],
  ['indexexchange.com', 50],
  ['amazon-adsystem.com', 45],
  ['criteo.com', 30],
  ['sovrn.com', 28],
  ['triplelift.com', 25],
  ['sharethrough.com', 20],
  ['yieldmo.com', 12],
  ['media.net', 18],
  ['smartadserver.com', 15],
  ['taboola.com', 12],
  ['outbrain.com', 10],
];

function ids(rng: Rng) {
  const digits = '0123456789';
  return {
    ua: `UA-${rng.token(8, digits).replace(/^0/, '1')}-${rng.int(1, 3)}`,
    ga4: `G-${rng.token(10)}`,
    gtm: `GTM-${rng.token(7)}`,
    aw: `AW-${rng.token(10, digits).replace(/^0/, '1')}`,
    pub: `ca-pub-${rng.token(16, digits).replace(/^0/, '1')}`,
    pixel: rng.token(15, digits).replace(/^0/, '1'),
    hotjar: rng.token(7, digits).replace(/^0/, '1'),
    clarity: rng.token(10, 'abcdefghijklmnopqrstuvwxyz0123456789'),
  };
}

export function siteTags(
  rng: Rng,
  seed: number,
  count: number,
  stack: Stack,
): { kind: string; id: string }[] {
  // The cluster number is drawn from a skewed spread so a few clusters are large networks.
  let source = rng;
  if (rng.chance(CLUSTERED)) {
    const clusters = Math.max(1, Math.floor((count * CLUSTERED) / SITES_PER_CLUSTER));
    const u = rng.next();
    source = new Rng(hashKey(seed, Math.floor(u * u * clusters), 0x7a65));
  }
  const id = ids(source);
  const has = (slug: string) => stack.all.includes(slug);
  const tags: { kind: string; id: string }[] = [];
  if (has('google-analytics')) {
    tags.push({ kind: 'googleAnalytics4', id: id.ga4 });
    if (rng.chance(0.25)) tags.push({ kind: 'googleAnalytics', id: id.ua });
  }
  if (has('google-tag-manager')) tags.push({ kind: 'googleTagManager', id: id.gtm });
  if (has('google-ads')) tags.push({ kind: 'googleAds', id: id.aw });
  if (has('google-adsense')) tags.push({ kind: 'adsense', id: id.pub });
  if (has('facebook-pixel')) tags.push({ kind: 'facebookPixel', id: id.pixel });
  if (has('hotjar')) tags.push({ kind: 'hotjar', id: id.hotjar });
  if (has('microsoft-clarity')) tags.push({ kind: 'microsoftClarity', id: id.clarity });
  return tags;
}

export function advertisers(rng: Rng, stack: Stack): string[] {
  if (!stack.all.includes('google-adsense') && !(stack.content && rng.chance(0.15))) return [];
  const list = ['google.com'];
  for (const [system, percent] of AD_SYSTEMS) if (rng.chance(percent / 100)) list.push(system);
  return list;
}
