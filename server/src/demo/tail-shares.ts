/**
 * How much of the web runs the catalogue's long tail: the technologies market-shares.ts does not
 * name. Where a survey publishes a category's total, the tail's share is that total minus the
 * head; elsewhere a category's share grows with how many technologies the catalogue knows in it,
 * on the view that a market with more vendors is a larger one. Within a category usage is
 * Zipf-like (share ∝ 1/rank), continuing after the head, so most tail technologies are rare and
 * the first few of each category are not.
 *
 * Sources (figures as published; see docs/demo-data.md):
 * - W3Techs, "Usage statistics of content management systems" (2025): WordPress on 43 % of all
 *   websites and 62 % of those with a known CMS, so about 69 % run a known CMS.
 * - HTTP Archive, Web Almanac 2024, Ecommerce chapter (June 2024 crawl): 21 % of websites on an
 *   ecommerce platform, of which WooCommerce 35.8 %, Shopify 19.6 %, Squarespace Commerce 9.2 %;
 *   362 shop systems detected.
 * - HTTP Archive, Web Almanac 2024, CMS chapter (June 2024 crawl): 249 CMSs detected.
 */

/**
 * Share (%) of all websites on a CMS the head table does not name: 69 % with a known CMS
 * (W3Techs) less the 57.2 % of market-shares.ts's CMS table.
 */
export const OTHER_CMS_PERCENT = 12;

/**
 * Share (%) of the sites a category is open to (no technology of an exclusive category yet) that
 * run one of its tail technologies, where published totals give one.
 */
export const TAIL_PERCENT: Readonly<Record<string, number>> = {
  // 21 % on a shop platform less the head's 12.5 % (WooCommerce, Shopify, Magento, PrestaShop)
  // and Squarespace Commerce; of the 87.5 % of sites without a shop: 5 / 87.5.
  ecommerce: 5.7,
};

/** Share ∝ rank^-ZIPF_EXPONENT within a category, ranks counted after the head's. */
export const ZIPF_EXPONENT = 1.6;

/** Elsewhere: percent of sites per technology the catalogue knows in the category, within bounds. */
export const PERCENT_PER_TECHNOLOGY = 0.03;
export const MIN_CATEGORY_PERCENT = 0.3;
export const MAX_CATEGORY_PERCENT = 8;

/**
 * Add-ons that need one platform (WordPress plugins and themes, Shopify apps, jQuery plugins):
 * expected number per site of that platform, one per ADD_ONS_PER_DRAW of them in the catalogue,
 * within bounds. WordPress sites carry about three beyond the head's named plugins.
 */
export const ADD_ONS_PER_DRAW = 200;
export const MIN_ADD_ON_DRAWS = 0.15;
export const MAX_ADD_ON_DRAWS = 2;

/** Categories whose technologies replace each other on one site, beyond the product's exclusive ones. */
export const ONE_PER_SITE = ['wordpress-themes', 'shopify-themes', 'drupal-themes'];

/**
 * Server-side categories a hosted platform (Shopify, Wix, Squarespace, Webflow) never shows:
 * the platform runs the server, language and database itself.
 */
export const SERVER_SIDE = new Set([
  'web-servers',
  'programming-languages',
  'databases',
  'operating-systems',
  'web-application-frameworks',
  'hosting-panels',
  'caching',
  'web-server-extensions',
  'reverse-proxies',
  'load-balancers',
  'containers',
  'platform-as-a-service',
  'infrastructure-as-a-service',
  'hosting',
  'static-site-generator',
  'content-management-system',
  'ecommerce',
  'message-boards',
  'wikis',
  'blogs',
  'learning-management-system',
  'document-management-system',
  'database-managers',
]);
