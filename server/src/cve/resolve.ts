// Decides, for one CVE record, which technologies it affects and at which versions. Order of
// trust: the CNA's own entries; when they name no fingerprinted product, the ADP entries (CISA
// adds CPE-based ones); when those fail too, the description. A CNA entry whose versions are only
// a bare release number ("4.92", "moodle 3.11.5" — often the fixed release) yields to the
// description when the description names the same technology with a version phrase.

import type { AffectedEntry, CveRecord } from './cve-record.ts';
import { type DescriptionMatch, productFromDescription } from './description.ts';
import type { Interval } from './intervals.ts';
import type { TechIndex } from './mapping.ts';
import { clauseList, clausesToIntervals, tokenize } from './range-text.ts';
import { parseVersion } from './versions.ts';

function mentions(text: string, match: DescriptionMatch): boolean {
  const name = match.target ? match.target.name : match.phrase;
  return text.toLowerCase().includes(name.toLowerCase());
}

/**
 * A CNA entry that lists bare releases ("7.0.3.1, 6.1.6.1, 6.0.5.1, 5.2.8.1") next to a description
 * that puts exactly those releases in a range phrase ("< 7.0.3.1, <6.1.6.1, …"): the list is the
 * fixed releases, the phrase says what is affected.
 */
function phraseCovering(
  description: string,
  e: AffectedEntry,
): { intervals: Interval[]; phrase: string; versions: string } | null {
  const listed = e.intervals.flatMap((i) => (i.from ? [i.from.version] : []));
  if (!listed.length) return null;
  const tokens = tokenize(description);
  for (let k = 0; k < tokens.length; k++) {
    const { clauses, end } = clauseList(tokens, k);
    if (!clauses.length || clauses.every((c) => c.bare)) continue;
    const said = tokens
      .slice(k, end)
      .filter((t) => t.t === 'v' && parseVersion(t.s))
      .map((t) => t.s);
    if (listed.every((v) => said.includes(v))) {
      return {
        intervals: clausesToIntervals(clauses),
        phrase: tokens
          .slice(k, end)
          .map((t) => t.s)
          .join(' '),
        versions: listed.join(', '),
      };
    }
    k = end > k ? end - 1 : k;
  }
  return null;
}

export type AffectedOrigin = 'cna' | 'adp' | 'description' | 'retirejs';

export interface AffectedRow {
  origin: AffectedOrigin;
  slug: string | null;
  vendor: string | null;
  product: string | null;
  packageName: string | null;
  /** Empty with status 'unknown': the product is known, its versions are not. */
  intervals: Interval[];
  status: 'affected' | 'unknown';
  note: string | null;
}

export interface Resolution {
  rows: AffectedRow[];
  /** Set when no row has a technology: why the record could not be mapped. */
  unmapped: string | null;
  notes: string[];
}

export function resolveRecord(record: CveRecord, index: TechIndex): Resolution {
  const notes: string[] = [];
  const rows: AffectedRow[] = [];
  const reasons: string[] = [];
  const found = record.description ? productFromDescription(record.description, index.vocabulary()) : null;
  // The description may only name the product when the CNA did not, or when the CNA's product
  // text itself contains that name ("Drupal before 7.58, …" as a product): otherwise a word in
  // the prose ("Enable", "Control", "Java") would stand in for a product the CNA named.
  const cnaProducts = record.entries
    .filter((e) => e.origin === 'cna')
    .map((e) => (e.product ?? e.packageName ?? '').trim())
    .filter((p) => p && !/^n\/a$/i.test(p));
  const described =
    found && (!cnaProducts.length || cnaProducts.some((p) => mentions(p, found))) ? found : null;

  const toRow = (e: AffectedEntry, slug: string | null, origin: AffectedOrigin): AffectedRow => ({
    origin,
    slug,
    vendor: e.vendor ?? null,
    product: e.product ?? null,
    packageName: e.packageName ?? null,
    intervals: e.intervals,
    status: e.intervals.length ? 'affected' : 'unknown',
    note: e.notes.length ? e.notes.join('; ') : null,
  });

  const tryEntries = (origin: 'cna' | 'adp') => {
    for (const e of record.entries.filter((x) => x.origin === origin)) {
      const m = index.mapProduct(e);
      notes.push(...e.notes.map((n) => `${origin} ${e.product ?? e.packageName ?? '?'}: ${n}`));
      if (m.slug === null) {
        reasons.push(m.reason);
        if (origin === 'cna' && e.product && !/^n\/a$/i.test(e.product)) rows.push(toRow(e, null, origin));
        continue;
      }
      const sameProduct = found?.target && found.target.slug === m.slug ? found : null;
      const useDescription = (e.weak || !e.intervals.length) && sameProduct?.intervals.length;
      const covering =
        e.weak && !useDescription && record.description ? phraseCovering(record.description, e) : null;
      if (covering) {
        rows.push({
          ...toRow(e, m.slug, 'description'),
          intervals: covering.intervals,
          note: `the record lists ${covering.versions}; the description says "${covering.phrase}"`,
        });
      } else if (useDescription && sameProduct?.target) {
        const described = sameProduct;
        rows.push({
          ...toRow(e, m.slug, 'description'),
          intervals: described.intervals,
          status: 'affected',
          note: `versions from the description ("${described.phrase}") instead of "${e.intervals.length ? 'a bare version' : 'unreadable versions'}"`,
        });
      } else rows.push(toRow(e, m.slug, origin));
    }
  };

  tryEntries('cna');
  if (!rows.some((r) => r.slug)) tryEntries('adp');
  if (!rows.some((r) => r.slug) && described) {
    if (described.target) {
      rows.push({
        origin: 'description',
        slug: described.target.slug,
        vendor: null,
        product: described.target.name,
        packageName: null,
        intervals: described.intervals,
        status: described.intervals.length ? 'affected' : 'unknown',
        note: `from the description: "${described.phrase}"`,
      });
    } else reasons.unshift(`the description names ${described.phrase}: ${described.reason}`);
  }
  // an unmapped CNA row whose product text is the description's sentence adds nothing
  const kept = rows.filter(
    (r) => r.slug || !described?.target || !r.product || !mentions(r.product, described),
  );
  rows.splice(0, rows.length, ...kept);
  if (!rows.some((r) => r.slug) && !found)
    reasons.push('the description names no fingerprinted technology next to versions');
  const mapped = rows.some((r) => r.slug);
  const distinct = [...new Set(reasons)];
  return {
    rows,
    unmapped: mapped
      ? null
      : distinct.length
        ? distinct.join('; ')
        : 'no affected product and no product in the description',
    notes,
  };
}
