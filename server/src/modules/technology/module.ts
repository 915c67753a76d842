import type { FeatureModule } from '../../http/feature-module.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { technologyAssets } from './icons.ts';

/** The technology pages' images (the pages themselves are in the page registry). */
export function createTechnologyModule(deps: { db: Queryable; siteIndex: SiteIndex }): FeatureModule {
  return { name: 'technology', afterContract: (app) => app.use(technologyAssets(deps)) };
}
