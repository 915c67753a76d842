/**
 * What a crawl would have read from the home page besides technologies: response headers that
 * agree with the stack, title and description in the site's language, contacts at the site's own
 * (reserved) domain, and social profiles named after it — on reserved stand-ins for the platforms
 * ("https://facebook.example/kotama"), since a handle on the real platform may belong to anyone.
 *
 * Phone numbers use ranges reserved for fiction, so no real line is ever listed: +1 NXX-555-0100
 * to 0199 (North America), +44 20 7946 0000 to 0999 (Ofcom's drama range), +61 2 5550 xxxx
 * (ACMA's fictitious range). Sites elsewhere list no phone.
 */

import { DEMO_TOP_LEVEL_NAME } from '@techcensus/contract';
import { displayName } from './names.ts';
import type { Rng } from './prng.ts';
import type { Stack } from './stack.ts';

const TOPICS = [
  ['travel', 'Travel guides, destinations and trip ideas'],
  ['food', 'Recipes, restaurants and cooking tips'],
  ['tech', 'Software, gadgets and technology news'],
  ['finance', 'Personal finance, investing and banking'],
  ['health', 'Health, fitness and wellbeing'],
  ['fashion', 'Fashion, clothing and accessories'],
  ['home', 'Home, garden and interior design'],
  ['sports', 'Sports news, results and equipment'],
  ['education', 'Courses, tutoring and learning resources'],
  ['auto', 'Cars, parts and motoring news'],
  ['real estate', 'Homes for sale and rent'],
  ['games', 'Video games, reviews and guides'],
  ['pets', 'Pet care, food and supplies'],
  ['music', 'Music, concerts and instruments'],
  ['beauty', 'Beauty, skincare and cosmetics'],
  ['consulting', 'Business consulting and services'],
] as const;

/** "Official website" in the languages the generator writes; English elsewhere. */
const OFFICIAL: Record<string, string> = {
  en: 'Official website',
  de: 'Offizielle Website',
  fr: 'Site officiel',
  es: 'Sitio oficial',
  it: 'Sito ufficiale',
  pt: 'Site oficial',
  nl: 'Officiële website',
  pl: 'Oficjalna strona',
  ru: 'Официальный сайт',
  uk: 'Офіційний сайт',
  ja: '公式サイト',
  zh: '官方网站',
  ko: '공식 웹사이트',
  tr: 'Resmi web sitesi',
  sv: 'Officiell webbplats',
  da: 'Officiel hjemmeside',
  nb: 'Offisiell nettside',
  fi: 'Virallinen verkkosivusto',
  cs: 'Oficiální stránky',
  hu: 'Hivatalos weboldal',
  ro: 'Site oficial',
  el: 'Επίσημη ιστοσελίδα',
  vi: 'Trang web chính thức',
  id: 'Situs resmi',
  th: 'เว็บไซต์อย่างเป็นทางการ',
  he: 'האתר הרשמי',
  fa: 'وب‌سایت رسمی',
  hi: 'आधिकारिक वेबसाइट',
  af: 'Amptelike webwerf',
};

export interface PageText {
  title: string;
  description: string;
  keywords: string[];
}

export function pageText(rng: Rng, name: string, language: string | null, stack: Stack): PageText {
  const [topic, blurb] = rng.pick(TOPICS);
  const brand = displayName(name);
  const official = OFFICIAL[language ?? 'en'] ?? OFFICIAL.en;
  const kind = stack.ecommerce ? 'online shop' : stack.content ? 'blog' : 'website';
  const title =
    language === 'en' || language === null ? `${brand} | ${blurb.split(',')[0]}` : `${brand} – ${official}`;
  const description = `${brand}: ${blurb.toLowerCase()}. ${kind === 'website' ? 'Find out more' : `Our ${kind}`} at ${brand}.`;
  const keywords = rng.chance(0.35) ? [topic, kind, brand.toLowerCase()] : [];
  return { title, description, keywords };
}

export function contacts(
  rng: Rng,
  domain: string,
  country: string | null,
  city: string | null,
): { emails: string[]; phones: string[]; address: string | null } {
  const emails = rng.chance(0.45)
    ? rng
        .sample(['info', 'contact', 'hello', 'sales', 'support', 'office'], rng.int(1, 2))
        .map((box) => `${box}@${domain}`)
    : [];
  const phones: string[] = [];
  if (rng.chance(0.4)) {
    if (country === 'US' || country === 'CA')
      phones.push(
        `+1-${rng.pick(['202', '312', '415', '512', '617'])}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
      );
    else if (country === 'GB') phones.push(`+44 20 7946 0${String(rng.int(0, 999)).padStart(3, '0')}`);
    else if (country === 'AU') phones.push(`+61 2 5550 ${String(rng.int(0, 9999)).padStart(4, '0')}`);
  }
  const address =
    phones.length && city && rng.chance(0.6)
      ? `${rng.int(1, 250)} ${rng.pick(['Market', 'Station', 'Park', 'Mill', 'Harbour'])} Street, ${city}`
      : null;
  return { emails, phones, address };
}

export function socialProfiles(rng: Rng, name: string) {
  const on = (platform: string, path: string) => `https://${platform}.${DEMO_TOP_LEVEL_NAME}/${path}`;
  return {
    facebook: rng.chance(0.45) ? on('facebook', name) : null,
    twitter: rng.chance(0.3) ? on('x', name) : null,
    instagram: rng.chance(0.3) ? on('instagram', `${name}/`) : null,
    youtube: rng.chance(0.15) ? on('youtube', `@${name}`) : null,
    linkedin: rng.chance(0.2) ? on('linkedin', `company/${name}`) : null,
  };
}

const SERVER_HEADER: Record<string, string> = {
  nginx: 'nginx',
  'apache-http-server': 'Apache',
  litespeed: 'LiteSpeed',
  iis: 'Microsoft-IIS',
  openresty: 'openresty',
  caddy: 'Caddy',
};

/** Response headers of the home page, agreeing with the stack and its visible versions. */
export function responseHeaders(
  rng: Rng,
  stack: Stack,
  versions: ReadonlyMap<string, string | null>,
): { name: string; value: string }[] {
  const h: { name: string; value: string }[] = [];
  const add = (name: string, value: string) => h.push({ name, value });
  add('content-type', rng.chance(0.7) ? 'text/html; charset=UTF-8' : 'text/html; charset=utf-8');
  if (stack.cdn === 'cloudflare') add('server', 'cloudflare');
  else if (stack.cms === 'wix') add('server', 'Pepyaka');
  else if (stack.cms === 'squarespace') add('server', 'Squarespace');
  else if (stack.server && SERVER_HEADER[stack.server]) {
    const version = versions.get(stack.server);
    const base = SERVER_HEADER[stack.server];
    const os =
      stack.server === 'apache-http-server' && version
        ? rng.pick([' (Ubuntu)', ' (Debian)', ' (CentOS)', ''])
        : '';
    add('server', version ? `${base}/${version}${os}` : base);
  }
  const php = versions.get('php');
  if (php) add('x-powered-by', `PHP/${php}`);
  else if (stack.backend === 'microsoft-asp-net') add('x-powered-by', 'ASP.NET');
  else if (stack.backend === 'express') add('x-powered-by', 'Express');
  else if (stack.backend === 'next-js') add('x-powered-by', 'Next.js');
  if (stack.hsts)
    add(
      'strict-transport-security',
      rng.pick([
        'max-age=31536000',
        'max-age=31536000; includeSubDomains',
        'max-age=63072000; includeSubDomains; preload',
      ]),
    );
  add(
    'cache-control',
    rng.pick([
      'max-age=0, private, must-revalidate',
      'no-cache, no-store, must-revalidate',
      'public, max-age=3600',
      'max-age=600',
    ]),
  );
  if (stack.cms === 'wordpress') add('link', '</wp-json/>; rel="https://api.w.org/"');
  if (stack.cms === 'drupal')
    add('x-generator', `Drupal ${(versions.get('drupal') ?? '10').split('.')[0]} (https://www.drupal.org)`);
  if (stack.cms === 'shopify') add('x-shopid', String(rng.int(10_000_000, 89_999_999)));
  if (stack.cms === 'wix') add('x-wix-request-id', rng.token(32, '0123456789abcdef'));
  if (stack.all.includes('php') && rng.chance(0.5))
    add('set-cookie', `PHPSESSID=${rng.token(26, 'abcdefghijklmnopqrstuv0123456789')}; path=/; HttpOnly`);
  else if (stack.backend === 'microsoft-asp-net')
    add(
      'set-cookie',
      `ASP.NET_SessionId=${rng.token(24, 'abcdefghijklmnopqrstuvwxyz012345')}; path=/; HttpOnly; SameSite=Lax`,
    );
  else if (stack.backend === 'laravel')
    add(
      'set-cookie',
      `laravel_session=${rng.token(40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}; path=/; httponly; samesite=lax`,
    );
  else if (stack.cms === 'shopify')
    add(
      'set-cookie',
      `_shopify_y=${rng.token(8, '0123456789ABCDEF')}-${rng.token(4, '0123456789ABCDEF')}; path=/; SameSite=Lax`,
    );
  if (stack.cdn === 'cloudflare') {
    add(
      'cf-ray',
      `${rng.token(16, '0123456789abcdef')}-${rng.pick(['FRA', 'AMS', 'LHR', 'IAD', 'SJC', 'NRT', 'SIN', 'GRU', 'CDG', 'DFW'])}`,
    );
    add('cf-cache-status', rng.pick(['DYNAMIC', 'HIT', 'MISS']));
  }
  if (stack.cdn === 'amazon-cloudfront')
    add('x-amz-cf-id', rng.token(56, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'));
  if (stack.cdn === 'fastly')
    add(
      'x-served-by',
      `cache-${rng.pick(['fra', 'ams', 'iad', 'lcy'])}-${rng.token(7, '0123456789').toUpperCase()}-${rng.pick(['FRA', 'AMS', 'IAD', 'LCY'])}`,
    );
  if (stack.cdn === 'akamai') add('x-akamai-transformed', `9 - 0 pmb=mRUM,${rng.int(1, 3)}`);
  return h;
}
