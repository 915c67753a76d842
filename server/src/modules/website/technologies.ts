import { catalogueNames, iconPath } from '../../catalogue/index.ts';
import type { SiteDoc, SiteIndex, SiteTechnology } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { freshness } from './freshness.ts';
import type { SiteTechnologyRow } from './types.ts';

/** A site's technologies as table rows: category first (by name), then technology name. */
export async function technologyRows(
  db: Queryable,
  siteIndex: SiteIndex,
  technologies: SiteTechnology[],
): Promise<SiteTechnologyRow[]> {
  const slugs = [...new Set(technologies.map((t) => t.slug))];
  const cats = [...new Set(technologies.map((t) => t.categories[0]).filter(Boolean))];
  const names = await catalogueNames(db, slugs, cats);
  const rows = await Promise.all(
    technologies.map(async (t): Promise<SiteTechnologyRow> => {
      const cat = t.categories[0];
      const info = names.technologies.get(t.slug);
      return {
        Category: cat ? (names.categories.get(cat)?.name ?? cat) : 'Other',
        CategoryIcon: iconPath(info?.icon, t.slug),
        CategoryURL: cat ? `/technology-type/${cat}` : '/technology-type',
        Technology: info?.name ?? t.name,
        TechnologyURL: `/technology/${t.slug}`,
        TechnologyIcon: iconPath(info?.icon, t.slug),
        Version: t.version,
        ...(await freshness(siteIndex, t.slug, t.version)),
        UsedSince: t.firstSeen,
        LastSeen: t.lastSeen,
      };
    }),
  );
  return rows.sort(
    (a, b) => a.Category.localeCompare(b.Category, 'en') || a.Technology.localeCompare(b.Technology, 'en'),
  );
}

/** Subdomains of `doc` other than `www.`, which the index folds into the domain itself. */
export function realSubdomains(doc: SiteDoc): string[] {
  return doc.subdomains.filter((s) => s !== `www.${doc.domain}` && s !== doc.domain);
}
