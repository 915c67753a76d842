/**
 * Technology market shares, per category, as shares of all websites. The figures are rounded
 * from public surveys of the top 10 million sites (W3Techs usage statistics, 2024–2025, and the
 * HTTP Archive Web Almanac 2024) and are meant to look right, not to be quoted:
 *
 * - CMS: WordPress ~43% of all sites, Shopify ~4.6%, Wix ~2.6%, Squarespace ~2%, Joomla ~1.5%,
 *   Drupal ~1%, Webflow ~0.9%, Magento ~0.6%, PrestaShop and TYPO3 ~0.4%, Ghost ~0.1%; the rest
 *   run no recognisable CMS (custom code, static sites).
 * - Web servers: Nginx ~33%, Apache ~27%, LiteSpeed ~14%, IIS ~4.5%, OpenResty ~3%, Caddy <1%.
 *   Hosted platforms (Shopify, Wix, Squarespace, Webflow) show their own front end instead.
 * - CDN: Cloudflare fronts ~21% of sites (every Shopify store too), CloudFront ~4%, Fastly and
 *   Akamai ~1.5% each.
 * - JavaScript libraries: jQuery ~75% of all sites (nearly every WordPress theme loads it), then
 *   core-js, jQuery Migrate (WordPress), jQuery UI, Swiper, Lodash, Modernizr, Underscore.
 * - JavaScript frameworks: React ~9% outside Wix/Next.js, Vue ~4%, GSAP ~3%, Alpine, Angular.
 * - Analytics: Google Analytics ~55%, Facebook Pixel ~12%, Microsoft Clarity ~5%, Hotjar ~4%,
 *   Yandex.Metrica dominant in Russia; tag managers: Google Tag Manager ~40%.
 * - Server-side languages where no CMS decides it: PHP dominant (~75% of sites with a known
 *   language), then ASP.NET (mostly behind IIS), Java, Node.js (Express), Python, Ruby.
 *
 * Each exclusive table includes `null` ("none detected") so that its weights are shares of all
 * sites it applies to. Slugs are the catalogue's (a test checks every one exists).
 */

export type ShareTable = readonly (readonly [string | null, number])[];

/** Share of all sites, in percent. */
export const CMS: ShareTable = [
  ['wordpress', 43],
  ['shopify', 4.6],
  ['wix', 2.6],
  ['squarespace', 2.1],
  ['joomla', 1.5],
  ['drupal', 1.0],
  ['webflow', 0.9],
  ['magento', 0.6],
  ['prestashop', 0.4],
  ['typo3-cms', 0.4],
  ['ghost', 0.1],
  [null, 42.8],
];

/** Platforms that serve every site themselves: no separate web server or language shows. */
export const HOSTED_PLATFORMS = new Set(['shopify', 'wix', 'squarespace', 'webflow']);

/**
 * Among self-hosted sites (about 90% of all). OpenResty is Nginx (the fingerprint set says so
 * with `implies`), so Nginx ends near 33% of all sites with both counted.
 */
export const WEB_SERVER: ShareTable = [
  ['nginx', 33.5],
  ['apache-http-server', 30],
  ['litespeed', 15.5],
  ['iis', 5],
  ['openresty', 3.3],
  ['caddy', 0.6],
  [null, 12.1],
];

/** Among self-hosted sites; Shopify stores are always behind Cloudflare (added separately). */
export const CDN: ShareTable = [
  ['cloudflare', 22],
  ['amazon-cloudfront', 4.4],
  ['fastly', 1.6],
  ['akamai', 1.6],
  [null, 70.4],
];

/** Server-side stack of self-hosted sites without a CMS; IIS sites mostly run ASP.NET instead. */
export const BACKEND: ShareTable = [
  ['php', 40],
  ['laravel', 6],
  ['symfony', 1.5],
  ['codeigniter', 1.5],
  ['express', 6],
  ['next-js', 4],
  ['nuxt-js', 1],
  ['java', 4],
  ['django', 2],
  ['ruby-on-rails', 2],
  [null, 32],
];

/** Independent add-ons: each is present with its own probability (share of all sites, %). */
export interface AddOn {
  slug: string;
  percent: number;
  /** Only on sites where this holds; `percent` is then the share among those sites. */
  when?: 'wordpress' | 'jquery' | 'ecommerce' | 'content' | 'russia' | 'europe' | 'notRussia';
}

export const ADD_ONS: readonly AddOn[] = [
  // jQuery: 95% of WordPress sites, 60% of the rest → ~75% overall (see generate.ts).
  { slug: 'jquery-migrate', percent: 55, when: 'wordpress' },
  { slug: 'woocommerce', percent: 16, when: 'wordpress' },
  { slug: 'yoast-seo', percent: 33, when: 'wordpress' },
  { slug: 'elementor', percent: 28, when: 'wordpress' },
  { slug: 'contact-form-7', percent: 38, when: 'wordpress' },
  { slug: 'wp-rocket', percent: 8, when: 'wordpress' },
  { slug: 'jquery-ui', percent: 20, when: 'jquery' },
  { slug: 'slick', percent: 8, when: 'jquery' },
  { slug: 'core-js', percent: 40 },
  { slug: 'swiper', percent: 10 },
  { slug: 'lodash', percent: 9 },
  { slug: 'modernizr', percent: 8 },
  { slug: 'underscore-js', percent: 6 },
  { slug: 'react', percent: 8 },
  { slug: 'vue-js', percent: 4 },
  { slug: 'gsap', percent: 3 },
  { slug: 'alpine-js', percent: 1.2 },
  { slug: 'angular', percent: 0.5 },
  { slug: 'angularjs', percent: 0.5 },
  { slug: 'bootstrap', percent: 21 },
  { slug: 'tailwind-css', percent: 3.5 },
  { slug: 'google-analytics', percent: 55, when: 'notRussia' },
  { slug: 'google-analytics', percent: 25, when: 'russia' },
  { slug: 'yandex-metrika', percent: 65, when: 'russia' },
  { slug: 'google-tag-manager', percent: 40 },
  { slug: 'facebook-pixel', percent: 12 },
  { slug: 'microsoft-clarity', percent: 5 },
  { slug: 'hotjar', percent: 4 },
  { slug: 'matomo-analytics', percent: 1.5 },
  { slug: 'plausible', percent: 0.3 },
  { slug: 'google-adsense', percent: 25, when: 'content' },
  { slug: 'google-ads', percent: 8 },
  { slug: 'microsoft-advertising', percent: 1 },
  { slug: 'google-font-api', percent: 55 },
  { slug: 'font-awesome', percent: 30 },
  { slug: 'recaptcha', percent: 10 },
  { slug: 'onetrust', percent: 3 },
  { slug: 'cookiebot', percent: 8, when: 'europe' },
  { slug: 'hubspot', percent: 2 },
  { slug: 'stripe', percent: 30, when: 'ecommerce' },
  { slug: 'paypal', percent: 40, when: 'ecommerce' },
];

/** Share of WordPress sites loading jQuery, and of the others. */
export const JQUERY_ON_WORDPRESS = 0.95;
export const JQUERY_ELSEWHERE = 0.6;

/** Technologies a site may have used and dropped during the year (they are then absent now). */
export const DROPPABLE = [
  'facebook-pixel',
  'hotjar',
  'modernizr',
  'font-awesome',
  'jquery-ui',
  'bootstrap',
  'google-ads',
  'onetrust',
  'swiper',
];

/** What sites switch to and from within one category over a year (W3Techs trend pages). */
export const SWITCHES: Record<string, readonly (readonly [string, string, number])[]> = {
  cms: [
    ['joomla', 'wordpress', 30],
    ['drupal', 'wordpress', 20],
    ['wix', 'wordpress', 10],
    ['wordpress', 'shopify', 12],
    ['squarespace', 'wordpress', 8],
    ['wordpress', 'webflow', 6],
    ['magento', 'shopify', 10],
    ['prestashop', 'shopify', 4],
  ],
  server: [
    ['apache-http-server', 'nginx', 40],
    ['apache-http-server', 'litespeed', 25],
    ['nginx', 'litespeed', 10],
    ['iis', 'nginx', 8],
    ['nginx', 'openresty', 5],
  ],
};

/** Countries whose sites need cookie consent banners (GDPR). */
export const EUROPE = new Set([
  'DE',
  'GB',
  'FR',
  'NL',
  'IT',
  'ES',
  'PL',
  'SE',
  'CH',
  'CZ',
  'AT',
  'BE',
  'DK',
  'NO',
  'FI',
  'PT',
  'IE',
  'GR',
  'HU',
  'RO',
]);
