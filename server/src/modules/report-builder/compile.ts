import {
  compileFilterList,
  FilterListError,
  type ReportFilter,
  type SerializedFilterList,
} from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { compileReportFilters } from '../reports/index.ts';

const regionMembers = new WeakMap<Queryable, Promise<Map<string, string[]>>>();

/** Region slug → its country codes, read once per database (the catalogue changes on import only). */
export function loadRegionCountries(db: Queryable): Promise<Map<string, string[]>> {
  let hit = regionMembers.get(db);
  if (!hit) {
    hit = db
      .query<{ region_id: string; code: string | null }>(
        'SELECT r.id AS region_id, c.code FROM regions r LEFT JOIN countries c ON c.region_id = r.id',
      )
      .then(({ rows }) => {
        const map = new Map<string, string[]>();
        for (const r of rows) {
          const list = map.get(r.region_id) ?? [];
          if (r.code) list.push(r.code.trim());
          map.set(r.region_id, list);
        }
        return map;
      })
      .catch((err) => {
        regionMembers.delete(db);
        throw err;
      });
    regionMembers.set(db, hit);
  }
  return hit;
}

/** The builder's list in the report filter language; a list it cannot express is a 400. */
export async function toReportFilters(db: Queryable, list: SerializedFilterList): Promise<ReportFilter[]> {
  const mixesRegionsAndCountries = list.some((f) => f.Region?.length && f.Country?.length);
  const regions = mixesRegionsAndCountries ? await loadRegionCountries(db) : new Map<string, string[]>();
  try {
    return compileFilterList(list, { regionCountries: (r) => regions.get(r) });
  } catch (err) {
    if (!(err instanceof FilterListError)) throw err;
    const path = err.path ? `body.${err.path}` : 'body';
    throw new HttpError(
      400,
      err.message,
      'validation_failed',
      {},
      { details: [{ path, message: err.message }] },
    );
  }
}

/**
 * The builder's list → the SiteIndex's filters, through the same compiler the public API's
 * report routes use, so names are checked against the catalogues the same way (unknown → 400).
 */
export async function toSiteFilters(db: Queryable, list: SerializedFilterList): Promise<SiteFilters> {
  return compileReportFilters(db, await toReportFilters(db, list));
}
