/**
 * Version spreads per technology: the current release line dominant, a long tail of old releases
 * (sites are updated rarely; W3Techs shows about a quarter of jQuery sites still on 1.x and a
 * third of PHP sites on 7.x). Old entries deliberately include releases the CVE sample marks
 * vulnerable, so security reports have something to find:
 *
 * - jQuery < 3.5.0 (CVE-2020-11022, CVE-2019-11358), jQuery UI < 1.13.0 (CVE-2021-41184);
 * - WordPress before the 6.4.3 / 6.2.1 / 5.8.3 security releases;
 * - Nginx 1.4.0 (CVE-2013-2028) and releases before 1.27.4 (CVE-2025-23419);
 * - Apache 2.4.49 (CVE-2021-41773) and releases before 2.4.56 / 2.4.60;
 * - PHP 7.x and 8.x before the 2024 fixes (CVE-2024-4577, CVE-2024-8926);
 * - Drupal 7.57 (Drupalgeddon 2, CVE-2018-7600), Joomla 4.2.7 (CVE-2023-23752), Bootstrap 3.3.7,
 *   Lodash 4.17.11/4.17.15, Express 4.18.2, Next.js 14.1.0 and 15.1.7, AngularJS 1.x, Vue 2.
 *
 * `shown` is how often the version is visible at all: servers often hide it (`server: nginx`),
 * WordPress removes its generator tag on many sites. Weights are relative.
 */

export interface VersionPool {
  shown: number;
  versions: readonly (readonly [string, number])[];
}

export const VERSION_POOLS: Record<string, VersionPool> = {
  wordpress: {
    shown: 0.6,
    versions: [
      ['6.7.1', 30],
      ['6.6.2', 16],
      ['6.5.5', 10],
      ['6.4.5', 7],
      ['6.4.2', 4],
      ['6.3.5', 5],
      ['6.2.6', 4],
      ['6.2.0', 2],
      ['6.1.7', 3],
      ['5.9.10', 3],
      ['5.8.2', 3],
      ['5.7.1', 2],
      ['5.4.2', 2],
      ['4.9.8', 2],
    ],
  },
  joomla: {
    shown: 0.5,
    versions: [
      ['5.2.1', 25],
      ['4.4.9', 30],
      ['4.2.7', 12],
      ['3.10.12', 20],
      ['3.9.28', 13],
    ],
  },
  drupal: {
    shown: 0.7,
    versions: [
      ['10.3.6', 30],
      ['10.2.2', 15],
      ['9.5.11', 20],
      ['8.5.0', 5],
      ['7.101', 20],
      ['7.57', 10],
    ],
  },
  magento: {
    shown: 0.3,
    versions: [
      ['2.4.7', 50],
      ['2.4.6', 25],
      ['2.4.3', 15],
      ['2.3.5', 10],
    ],
  },
  prestashop: {
    shown: 0.4,
    versions: [
      ['8.1.7', 45],
      ['8.0.4', 20],
      ['1.7.8.6', 25],
      ['1.6.1.24', 10],
    ],
  },
  'typo3-cms': {
    shown: 0.4,
    versions: [
      ['12.4.20', 50],
      ['11.5.33', 35],
      ['10.4.32', 15],
    ],
  },
  ghost: {
    shown: 0.8,
    versions: [
      ['5.101.3', 50],
      ['5.59.0', 25],
      ['5.46.0', 15],
      ['4.48.9', 10],
    ],
  },
  woocommerce: {
    shown: 0.5,
    versions: [
      ['9.4.2', 50],
      ['8.9.3', 25],
      ['7.9.0', 15],
      ['5.5.0', 10],
    ],
  },
  nginx: {
    shown: 0.45,
    versions: [
      ['1.27.4', 10],
      ['1.26.2', 14],
      ['1.24.0', 18],
      ['1.22.1', 14],
      ['1.20.1', 8],
      ['1.18.0', 16],
      ['1.16.1', 6],
      ['1.14.0', 8],
      ['1.10.3', 4],
      ['1.4.0', 2],
    ],
  },
  'apache-http-server': {
    shown: 0.5,
    versions: [
      ['2.4.62', 24],
      ['2.4.58', 16],
      ['2.4.57', 10],
      ['2.4.54', 8],
      ['2.4.52', 8],
      ['2.4.49', 3],
      ['2.4.41', 10],
      ['2.4.29', 8],
      ['2.4.6', 10],
      ['2.2.15', 3],
    ],
  },
  iis: {
    shown: 0.95,
    versions: [
      ['10.0', 80],
      ['8.5', 12],
      ['7.5', 8],
    ],
  },
  openresty: {
    shown: 0.5,
    versions: [
      ['1.25.3.2', 40],
      ['1.21.4.3', 35],
      ['1.19.9.1', 25],
    ],
  },
  caddy: {
    shown: 0.2,
    versions: [
      ['2.8.4', 70],
      ['2.6.4', 30],
    ],
  },
  php: {
    shown: 0.45,
    versions: [
      ['8.3.14', 16],
      ['8.2.26', 16],
      ['8.2.12', 6],
      ['8.1.31', 12],
      ['8.1.2', 5],
      ['8.0.30', 8],
      ['7.4.33', 20],
      ['7.3.33', 6],
      ['7.2.34', 5],
      ['5.6.40', 6],
    ],
  },
  'microsoft-asp-net': {
    shown: 0.7,
    versions: [
      ['4.0.30319', 80],
      ['2.0.50727', 20],
    ],
  },
  jquery: {
    shown: 0.85,
    versions: [
      ['3.7.1', 32],
      ['3.6.0', 10],
      ['3.6.4', 4],
      ['3.5.1', 12],
      ['3.4.1', 7],
      ['3.3.1', 6],
      ['2.2.4', 3],
      ['1.12.4', 18],
      ['1.11.3', 4],
      ['1.8.3', 2],
      ['1.7.2', 2],
    ],
  },
  'jquery-migrate': {
    shown: 0.8,
    versions: [
      ['3.4.1', 70],
      ['3.3.2', 15],
      ['1.4.1', 15],
    ],
  },
  'jquery-ui': {
    shown: 0.7,
    versions: [
      ['1.13.3', 45],
      ['1.13.2', 15],
      ['1.12.1', 30],
      ['1.11.4', 10],
    ],
  },
  bootstrap: {
    shown: 0.6,
    versions: [
      ['5.3.3', 35],
      ['5.3.2', 10],
      ['5.1.3', 8],
      ['4.6.2', 15],
      ['4.5.3', 5],
      ['4.1.3', 7],
      ['3.4.1', 10],
      ['3.3.7', 10],
    ],
  },
  lodash: {
    shown: 0.6,
    versions: [
      ['4.17.21', 75],
      ['4.17.15', 15],
      ['4.17.11', 10],
    ],
  },
  'core-js': {
    shown: 0.7,
    versions: [
      ['3.39.0', 40],
      ['3.33.0', 25],
      ['3.21.1', 20],
      ['2.6.12', 15],
    ],
  },
  'underscore-js': {
    shown: 0.6,
    versions: [
      ['1.13.7', 60],
      ['1.13.1', 25],
      ['1.8.3', 15],
    ],
  },
  modernizr: {
    shown: 0.7,
    versions: [
      ['3.6.0', 40],
      ['2.8.3', 45],
      ['2.6.2', 15],
    ],
  },
  swiper: {
    shown: 0.5,
    versions: [
      ['11.1.14', 45],
      ['8.4.7', 30],
      ['4.5.1', 25],
    ],
  },
  react: {
    shown: 0.4,
    versions: [
      ['18.3.1', 45],
      ['18.2.0', 25],
      ['19.0.0', 10],
      ['17.0.2', 12],
      ['16.14.0', 8],
    ],
  },
  'vue-js': {
    shown: 0.5,
    versions: [
      ['3.5.13', 40],
      ['3.4.21', 20],
      ['2.7.16', 20],
      ['2.6.14', 20],
    ],
  },
  angularjs: {
    shown: 0.8,
    versions: [
      ['1.8.3', 45],
      ['1.8.2', 20],
      ['1.7.9', 20],
      ['1.5.8', 15],
    ],
  },
  angular: {
    shown: 0.8,
    versions: [
      ['18.2.12', 45],
      ['17.3.12', 30],
      ['15.2.10', 25],
    ],
  },
  'next-js': {
    shown: 0.5,
    versions: [
      ['15.3.1', 30],
      ['15.1.7', 15],
      ['14.2.15', 30],
      ['14.1.0', 10],
      ['13.5.6', 15],
    ],
  },
  'nuxt-js': {
    shown: 0.4,
    versions: [
      ['3.14.1', 60],
      ['2.17.3', 40],
    ],
  },
  express: {
    shown: 0.3,
    versions: [
      ['4.21.2', 50],
      ['4.19.2', 20],
      ['4.18.2', 30],
    ],
  },
  laravel: {
    shown: 0.1,
    versions: [
      ['11.34.2', 60],
      ['10.48.4', 30],
      ['8.83.27', 10],
    ],
  },
  django: {
    shown: 0.2,
    versions: [
      ['5.1.4', 50],
      ['4.2.16', 30],
      ['4.2.14', 10],
      ['3.2.13', 10],
    ],
  },
  'ruby-on-rails': {
    shown: 0.2,
    versions: [
      ['7.2.2', 50],
      ['7.1.3', 25],
      ['6.1.7', 25],
    ],
  },
  'node-js': {
    shown: 0.2,
    versions: [
      ['22.12.0', 40],
      ['20.18.1', 35],
      ['20.11.0', 10],
      ['18.19.1', 15],
    ],
  },
  gsap: {
    shown: 0.6,
    versions: [
      ['3.12.5', 70],
      ['3.11.5', 30],
    ],
  },
  'font-awesome': {
    shown: 0.7,
    versions: [
      ['6.7.1', 45],
      ['5.15.4', 35],
      ['4.7.0', 20],
    ],
  },
};

/** Every slug@version the generator can write: what the CVE lookup precomputes. */
export function allVersions(): { slug: string; version: string }[] {
  return Object.entries(VERSION_POOLS).flatMap(([slug, pool]) =>
    pool.versions.map(([version]) => ({ slug, version })),
  );
}
