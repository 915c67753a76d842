import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconSlug, getIconsData, type IconData, titleToSlug } from 'simple-icons/sdk';
import { parse } from 'tldts';
import { BRAND_ALIASES } from './brand-aliases.ts';

/**
 * Brand artwork for technology icons from Simple Icons (the npm package `simple-icons`, CC0-1.0):
 * one SVG path per brand, with the brand's colour. The fingerprint set names icon files but ships
 * none, so a technology gets Simple Icons' artwork where it has the brand, and the initials tile
 * otherwise. See docs/technology-pages.md "Icons" for the matching rules and the licences.
 */

/**
 * Licences of individual icons we may serve: the package's own CC0 (no `license` entry),
 * public-domain dedications, and permissive licences whose only condition is the notice each
 * served SVG carries. Non-commercial, no-derivatives, share-alike, copyleft and custom terms
 * (the brand's own conditions) get the initials tile.
 */
const SERVABLE_LICENCES = new Set([
  'CC0-1.0',
  'Unlicense',
  'MIT',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  'CC-BY-2.5',
  'CC-BY-3.0',
  'CC-BY-4.0',
]);

export interface BrandIcon {
  title: string;
  slug: string;
  /** Brand colour, six hex digits. */
  hex: string;
  source: string;
  /** SPDX id of the icon's own licence; null: the package's CC0. */
  licence: string | null;
  /** How the technology was matched ('table': BRAND_ALIASES). */
  by: 'name' | 'table' | 'alias' | 'slug' | 'website';
}

/** What the matcher needs of a catalogue technology. */
export interface BrandCandidate {
  slug: string;
  name: string;
  website: string | null;
}

export interface BrandMatcher {
  match(tech: BrandCandidate): BrandIcon | null;
  /** Icons in the set, servable ones only. */
  size: number;
}

const servable = (icon: IconData) => {
  const licence = icon.license;
  if (!licence) return true;
  return licence.type !== 'custom' && SERVABLE_LICENCES.has(licence.type);
};

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, '');

/**
 * A brand's own site: a URL at the root of a registrable domain ("https://www.sencha.com/"),
 * not a page or a subdomain on someone else's ("wordpress.org/plugins/x", "httpd.apache.org",
 * "x.github.io" — hosting suffixes count as public suffixes here).
 */
function homeDomain(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.pathname !== '/' && u.pathname !== '') return null;
    const host = hostOf(url);
    return parse(host, { allowPrivateDomains: true }).domain === host ? host : null;
  } catch {
    return null;
  }
}

function sourceHost(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return hostOf(url);
  } catch {
    return null;
  }
}

const firstWord = (name: string) => titleToSlug(name.split(/[\s.]/)[0] ?? '');

/**
 * The matcher over a list of Simple Icons entries (the package's data file in production) and
 * the table of brand products (`brand-aliases.ts`).
 */
export function brandMatcher(
  icons: readonly IconData[],
  table: Readonly<Record<string, readonly string[]>> = BRAND_ALIASES,
): BrandMatcher {
  const byName = new Map<string, IconData>();
  const byAlias = new Map<string, IconData>();
  const domainOwners = new Map<string, IconData[]>();
  let size = 0;
  for (const icon of icons) {
    if (!servable(icon)) continue;
    size++;
    const slug = getIconSlug(icon);
    byName.set(slug, icon);
    if (!byName.has(titleToSlug(icon.title))) byName.set(titleToSlug(icon.title), icon);
    const aliases = [
      ...(icon.aliases?.aka ?? []),
      ...(icon.aliases?.dup ?? []).map((d) => d.title),
      ...Object.values(icon.aliases?.loc ?? {}),
    ];
    for (const a of aliases) if (!byAlias.has(titleToSlug(a))) byAlias.set(titleToSlug(a), icon);
    for (const url of [icon.source, icon.guidelines]) {
      const d = sourceHost(url);
      if (!d) continue;
      const owners = domainOwners.get(d) ?? [];
      if (!owners.includes(icon)) owners.push(icon);
      domainOwners.set(d, owners);
    }
  }
  // Through byName, so an icon the licence filter left out is no more served by the table.
  const listed = new Map<string, IconData>();
  for (const [slug, names] of Object.entries(table)) {
    const icon = byName.get(slug);
    if (icon) for (const name of names) listed.set(name, icon);
  }
  const brand = (icon: IconData, by: BrandIcon['by']): BrandIcon => ({
    title: icon.title,
    slug: getIconSlug(icon),
    hex: icon.hex,
    source: icon.source,
    licence: icon.license && icon.license.type !== 'custom' ? icon.license.type : null,
    by,
  });
  return {
    size,
    match(tech) {
      const name = titleToSlug(tech.name);
      const byTitle = byName.get(name);
      if (byTitle) return brand(byTitle, 'name');
      const fromTable = listed.get(tech.name);
      if (fromTable) return brand(fromTable, 'table');
      const alias = byAlias.get(name);
      if (alias) return brand(alias, 'alias');
      const slug = byName.get(tech.slug.replace(/-/g, ''));
      if (slug) return brand(slug, 'slug');
      const domain = homeDomain(tech.website);
      if (domain) {
        // "Envoy" at envoyproxy.io → "Envoy Proxy": the site names the brand (its label is the
        // brand's slug, or only that brand's artwork comes from it) and the names begin alike,
        // so "Parts Square" at square.parts or "Skedify" at calendly.com keep their tile.
        const owners = domainOwners.get(domain);
        const found =
          byName.get(domain.slice(0, domain.indexOf('.')).replace(/-/g, '')) ??
          (owners?.length === 1 ? owners[0] : undefined);
        if (found && firstWord(found.title) === firstWord(tech.name)) return brand(found, 'website');
      }
      return null;
    },
  };
}

let shared: Promise<BrandMatcher> | null = null;

/** The matcher over the installed package, built once per process (about 3,400 entries). */
export function simpleIconsMatcher(): Promise<BrandMatcher> {
  shared ??= getIconsData().then(brandMatcher);
  return shared;
}

const require = createRequire(import.meta.url);
const PATH_CHARS = /^[0-9A-Za-z.,+\- ]+$/;

/** The icon's path data, read from the package's file for this one icon. */
export function brandPath(slug: string): string | null {
  if (!/^[a-z0-9]+$/.test(slug)) return null;
  const svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const d = svg.match(/<path d="([^"]+)"/)?.[1] ?? null;
  return d && PATH_CHARS.test(d) ? d : null;
}

/** WCAG relative luminance of a six-digit hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The brand's glyph on a tile of its colour, the same 64-pixel rounded square as the initials
 * tile so lists look even. Light brand colours get a dark glyph. The notice travels with the
 * artwork: the title names the brand, the description the source and licence.
 */
export function brandIconSvg(icon: BrandIcon, path: string): string {
  const hex = /^[0-9A-Fa-f]{6}$/.test(icon.hex) ? icon.hex.toUpperCase() : '555555';
  const glyph = luminance(hex) > 0.45 ? '#111111' : '#FFFFFF';
  const title = escapeXml(icon.title);
  const licence = icon.licence ?? 'CC0-1.0';
  const desc = escapeXml(
    `${icon.title} icon from Simple Icons (${icon.source}), ${licence}. The brand is a trademark of its owner.`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${title}">` +
    `<title>${title}</title><desc>${desc}</desc>` +
    `<rect width="64" height="64" rx="12" fill="#${hex}"/>` +
    `<path transform="translate(14 14) scale(1.5)" fill="${glyph}" d="${path}"/></svg>`
  );
}
