import { createHash } from 'node:crypto';
import { Router } from 'express';
import { loadTechnologyCatalogue, type TechnologyCatalogue } from '../../catalogue/index.ts';
import { ANONYMOUS_VISIBLE_ROWS } from '../../page-data/domain-list.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { syntheticCell } from '../reports/index.ts';
import { type BrandIcon, brandIconSvg, brandPath, simpleIconsMatcher } from './brand-icons.ts';
import { technologyFilter } from './shared.ts';

/** An icon changes only with a new icon set; a week keeps browsers from asking on every page. */
const ICON_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Google Analytics.svg" → "GA", "jQuery.svg" → "JQ", "category-web-servers.svg" → "WS". */
export function iconInitials(icon: string): string {
  const name = icon
    .replace(/\.(svg|png|jpe?g|gif|ico|webp)$/i, '')
    .replace(/^category-/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2');
  const words = name.split(/[\s\-_.]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A hue from the name's hash: the same icon always gets the same colour. */
export function iconHue(icon: string): number {
  return createHash('sha1').update(icon).digest().readUInt16BE(0) % 360;
}

/**
 * The tile for an icon no brand artwork matches: a rounded square in the name's colour with its
 * initials. Deterministic, so it caches like a file.
 */
export function fallbackIconSvg(icon: string): string {
  const initials = escapeXml(iconInitials(icon));
  const hue = iconHue(icon);
  const size = initials.length > 1 ? 28 : 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${initials}">` +
    `<rect width="64" height="64" rx="12" fill="hsl(${hue},55%,42%)"/>` +
    `<text x="32" y="33" dominant-baseline="central" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="${size}" font-weight="700" fill="#fff">${initials}</text></svg>`
  );
}

const brandMaps = new WeakMap<TechnologyCatalogue, Promise<Map<string, BrandIcon>>>();

/**
 * The catalogue's icon names with the brand artwork of their technology, matched once per
 * catalogue; technologies sharing an icon name share its artwork (the first match wins).
 */
export function brandsByIcon(cat: TechnologyCatalogue): Promise<Map<string, BrandIcon>> {
  let hit = brandMaps.get(cat);
  if (!hit) {
    hit = simpleIconsMatcher().then((matcher) => {
      const map = new Map<string, BrandIcon>();
      for (const t of cat.technologies.values()) {
        if (map.has(t.icon)) continue;
        const brand = matcher.match(t);
        if (brand) map.set(t.icon, brand);
      }
      return map;
    });
    brandMaps.set(cat, hit);
  }
  return hit;
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * /s/ti/{icon} and /s/til/{icon} (part 2 §7 images) and the technology page's sample report:
 * the rows an anonymous visitor may already see, in the report's CSV shape.
 */
export function technologyAssets(deps: { db: Queryable; siteIndex: SiteIndex }): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get(['/s/ti/:icon', '/s/til/:icon'], async (req, res, next) => {
    try {
      const icon = req.params.icon;
      const brand = (await brandsByIcon(await loadTechnologyCatalogue(deps.db))).get(icon);
      const path = brand ? brandPath(brand.slug) : null;
      res.setHeader('Cache-Control', ICON_CACHE);
      res.type('image/svg+xml').send(brand && path ? brandIconSvg(brand, path) : fallbackIconSvg(icon));
    } catch (err) {
      next(err);
    }
  });
  router.get('/technology/:technologyid/sample-report.csv', async (req, res, next) => {
    try {
      const cat = await loadTechnologyCatalogue(deps.db);
      const tech = cat.technologies.get(req.params.technologyid.toLowerCase());
      if (!tech) {
        next();
        return;
      }
      const { sample } = await deps.siteIndex.countSample(
        [technologyFilter(tech.slug)],
        ANONYMOUS_VISIBLE_ROWS,
      );
      const lines = [
        [
          'Domain',
          'Rank',
          'Country',
          'Technology',
          'Version',
          'First detected',
          'Last detected',
          'Synthetic',
        ].join(','),
      ];
      for (const doc of sample) {
        const t = doc.technologies.find((x) => x.slug === tech.slug);
        lines.push(
          [
            doc.domain,
            doc.rank,
            doc.country,
            tech.name,
            t?.version ?? null,
            t?.firstSeen ?? null,
            t?.lastSeen ?? null,
            syntheticCell(doc),
          ]
            .map(csvCell)
            .join(','),
        );
      }
      res.setHeader('Content-Disposition', `attachment; filename="${tech.slug}-sample-report.csv"`);
      res.type('text/csv').send(`${lines.join('\n')}\n`);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
