// Tag IDs: the account numbers of analytics, tag-manager, advertising and tracking products
// written into a page. Sites that share an ID are usually run by the same owner, which is what
// the tag pages cluster on. Each pattern captures the ID in group 1 and is anchored on the
// product's own syntax (its loader URL or its init call) to keep look-alike strings out.

import type { SiteTag } from '../types.ts';

export interface TagKind {
  kind: string;
  product: string;
  example: string;
  patterns: RegExp[];
  /** When set, the ID is captured by this inside each match of `patterns` (group 1). */
  inside?: RegExp;
}

export const TAG_KINDS: TagKind[] = [
  {
    kind: 'googleAnalytics',
    product: 'Google Analytics (Universal)',
    example: 'UA-12345678-1',
    patterns: [/\b(UA-\d{4,10}-\d{1,4})\b/g],
  },
  {
    kind: 'googleAnalytics4',
    product: 'Google Analytics 4 / gtag.js',
    example: 'G-ABCDEF1234',
    patterns: [/(?:[?&]id=|['"])(G-[A-Z0-9]{6,12})\b/g],
  },
  {
    kind: 'googleTagManager',
    product: 'Google Tag Manager',
    example: 'GTM-ABC1234',
    patterns: [/\b(GTM-[A-Z0-9]{4,9})\b/g],
  },
  {
    kind: 'googleAds',
    product: 'Google Ads conversion tag',
    example: 'AW-123456789',
    patterns: [/\b(AW-\d{8,11})\b/g],
  },
  {
    kind: 'adsense',
    product: 'Google AdSense',
    example: 'ca-pub-1234567890123456',
    patterns: [/\b(ca-pub-\d{10,20})\b/g, /[?&]client=(ca-pub-\d{10,20})/g],
  },
  {
    kind: 'facebookPixel',
    product: 'Meta (Facebook) Pixel',
    example: '123456789012345',
    patterns: [/fbq\(\s*['"]init['"]\s*,\s*['"](\d{8,20})['"]/g, /facebook\.com\/tr\/?\?id=(\d{8,20})/g],
  },
  {
    kind: 'hotjar',
    product: 'Hotjar',
    example: '1234567',
    patterns: [/\bhjid\s*:\s*(\d{5,10})/g, /static\.hotjar\.com\/c\/hotjar-(\d{5,10})\.js/g],
  },
  {
    kind: 'microsoftClarity',
    product: 'Microsoft Clarity',
    example: 'abcd1234ef',
    patterns: [
      /clarity\.ms\/tag\/([a-z0-9]{8,12})/g,
      /["']clarity["']\s*,\s*["']script["']\s*,\s*["']([a-z0-9]{8,12})["']/g,
    ],
  },
  {
    kind: 'yandexMetrica',
    product: 'Yandex Metrica',
    example: '12345678',
    patterns: [/\bym\(\s*(\d{5,10})\s*,\s*['"]init['"]/g, /mc\.yandex\.ru\/watch\/(\d{5,10})/g],
  },
  {
    kind: 'linkedinInsight',
    product: 'LinkedIn Insight Tag',
    example: '123456',
    patterns: [
      /_linkedin_partner_id\s*=\s*["']?(\d{4,10})/g,
      /px\.ads\.linkedin\.com\/collect\/?\?pid=(\d{4,10})/g,
    ],
  },
  {
    kind: 'tiktokPixel',
    product: 'TikTok Pixel',
    example: 'C1A2B3C4D5E6F7G8H9I0',
    patterns: [/ttq\.load\(\s*['"]([A-Z0-9]{15,25})['"]/g],
  },
  {
    kind: 'pinterestTag',
    product: 'Pinterest Tag',
    example: '2612345678901',
    patterns: [/pintrk\(\s*['"]load['"]\s*,\s*['"](\d{10,16})['"]/g],
  },
  {
    kind: 'twitterPixel',
    product: 'X (Twitter) Pixel',
    example: 'o1a2b',
    patterns: [/twq\(\s*['"](?:init|config)['"]\s*,\s*['"]([a-z0-9]{5,8})['"]/g],
  },
  {
    kind: 'hubspot',
    product: 'HubSpot tracking code',
    example: '1234567',
    patterns: [
      /js(?:-[a-z0-9]+)?\.hs-scripts\.com\/(\d{4,10})\.js/g,
      /js\.hs-analytics\.net\/analytics\/\d+\/(\d{4,10})\.js/g,
    ],
  },
  {
    kind: 'segment',
    product: 'Segment',
    example: 'AbCdEf0123456789AbCdEf0123456789',
    patterns: [
      /analytics\.load\(\s*["']([A-Za-z0-9]{20,40})["']/g,
      /cdn\.segment\.com\/analytics\.js\/v1\/([A-Za-z0-9]{20,40})\//g,
    ],
  },
  {
    kind: 'mixpanel',
    product: 'Mixpanel',
    example: '0123456789abcdef0123456789abcdef',
    patterns: [/mixpanel\.init\(\s*["']([a-f0-9]{32})["']/g],
  },
  {
    kind: 'quantcast',
    product: 'Quantcast Measure',
    example: 'p-AbCdEf12345gh',
    patterns: [/qacct\s*:\s*["'](p-[A-Za-z0-9_-]{10,16})["']/g],
  },
  {
    kind: 'matomo',
    product: 'Matomo (site id)',
    example: '3',
    patterns: [/_paq\.push\(\s*\[\s*['"]setSiteId['"]\s*,\s*['"]?(\d{1,6})['"]?\s*\]/g],
  },
  {
    kind: 'amazonAssociates',
    product: 'Amazon Associates tracking ID',
    example: 'mysite-20',
    // The URL is matched whole and its tag= read inside it: one expression running on to
    // `[?&]tag=` would scan each URL again from every "amazon." in it, so a page of
    // "amazon.com/amazon.com/…" would cost the square of its length.
    patterns: [/amazon\.[a-z.]{2,6}\/[^"'\s]*/g],
    inside: /[?&]tag=([a-z0-9-]{3,40}-2[0-2])\b/g,
  },
];

/** Finds every tag ID in the given texts (page HTML, inline and fetched scripts). */
export function extractTags(texts: Iterable<string>): SiteTag[] {
  const seen = new Map<string, SiteTag>();
  for (const text of texts) {
    if (!text) continue;
    for (const k of TAG_KINDS) {
      for (const re of k.patterns) {
        re.lastIndex = 0;
        for (const m of text.matchAll(re)) {
          for (const id of k.inside ? [...m[0].matchAll(k.inside)].map((i) => i[1]) : [m[1]]) {
            const key = `${k.kind}:${id}`;
            if (!seen.has(key) && seen.size < 100) seen.set(key, { kind: k.kind, id });
          }
        }
      }
    }
  }
  return [...seen.values()];
}
