import {
  compileFilterList,
  FilterListError,
  type ReportFilter,
  type SerializedFilterList,
} from '@techcensus/contract';
import { loadGeographyCatalogue } from '../../catalogue/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { compileReportFilters } from '../reports/index.ts';

/** The builder's list in the report filter language; a list it cannot express is a 400. */
export async function toReportFilters(db: Queryable, list: SerializedFilterList): Promise<ReportFilter[]> {
  const { regions } = await loadGeographyCatalogue(db);
  try {
    return compileFilterList(list, { regionCountries: (r) => regions.get(r)?.countryCodes });
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
