import type { CatalogueStats } from '../catalogue/index.ts';
import type { Config } from '../config/index.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import type { Viewer } from './outcome.ts';

export type { CatalogueStats };

/** What page loaders may use; handed in by the app so tests can build it from real parts. */
export interface PageDeps {
  config: Config;
  db: Db;
  siteIndex: SiteIndex;
  catalogue: { stats(): Promise<CatalogueStats> };
}

export interface PageContext {
  deps: PageDeps;
  viewer: Viewer;
  baseUrl: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The visitor's country from the address the request came from (as TRUST_PROXY reads it), for
   * the "your country first" rule of country tables; null for private and unknown addresses.
   */
  visitorCountry: string | null;
}
