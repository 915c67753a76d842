import { conditionEntry, parseCondition } from './conditions.ts';
import { type FilterEntry, filterEntry } from './entry.ts';
import { FILTER_MODULES, MERGED_MODULES } from './modules.ts';
import type { SerializedFilter } from './serialized.ts';
import { normalizeCountry, normalizeLanguage, normalizeTld } from './values.ts';
import { parseVulnerabilityValue, vulnerabilityTitle } from './vulnerability.ts';

const inclusion = (e: FilterEntry) => e.type === 'include';

/**
 * The filter list as the count call and the purchase carry it (part 1 §3): one object per
 * Technology, Category, Header, Custom and Vulnerability entry; TLD, Region and Language entries
 * merged into one object per inclusion (included values first). Module order is fixed, so equal
 * lists serialize equally whatever order they were picked in.
 */
export function serializeEntries(entries: readonly FilterEntry[]): SerializedFilter[] {
  const out: SerializedFilter[] = [];
  for (const module of FILTER_MODULES) {
    const mine = entries.filter((e) => e.module === module);
    if (!mine.length) continue;
    if (!MERGED_MODULES.has(module)) {
      for (const e of mine) out.push({ [module]: e.value, Version: e.version, Inclusion: inclusion(e) });
      continue;
    }
    for (const include of [true, false]) {
      const group = mine.filter((e) => inclusion(e) === include);
      if (!group.length) continue;
      if (module === 'Region') {
        const regions = group.filter((e) => !e.child).map((e) => e.value);
        const countries = group.filter((e) => e.child).map((e) => e.value);
        out.push({
          ...(regions.length ? { Region: regions } : {}),
          ...(countries.length ? { Country: countries } : {}),
          Inclusion: include,
        });
      } else out.push({ [module]: group.map((e) => e.value), Inclusion: include });
    }
  }
  return out;
}

/**
 * The entries a serialized list stands for, titled with their values (display names are not in
 * the list). Values are normalised the way the address parser normalises them.
 */
export function deserializeFilters(list: readonly SerializedFilter[]): FilterEntry[] {
  const entries: FilterEntry[] = [];
  for (const f of list) {
    const type = f.Inclusion === false ? 'exclude' : 'include';
    const version = f.Version ?? '';
    if (f.Technology !== undefined)
      entries.push(filterEntry({ type, module: 'Technology', value: f.Technology.toLowerCase(), version }));
    else if (f.Category !== undefined)
      entries.push(filterEntry({ type, module: 'Category', value: f.Category.toLowerCase() }));
    else if (f.Header !== undefined)
      entries.push(filterEntry({ type, module: 'Header', value: f.Header.toLowerCase() }));
    else if (f.Custom !== undefined) {
      const c = parseCondition(f.Custom);
      if (c) entries.push({ ...conditionEntry(c), type, noedit: false });
    } else if (f.Vulnerability !== undefined) {
      const v = parseVulnerabilityValue(f.Vulnerability);
      if (v)
        entries.push(
          filterEntry({
            type,
            module: 'Vulnerability',
            value: f.Vulnerability,
            title: vulnerabilityTitle(v),
          }),
        );
    } else if (f.TLD !== undefined)
      for (const tld of f.TLD) {
        const value = normalizeTld(tld);
        entries.push(filterEntry({ type, module: 'TLD', value, title: `.${value}` }));
      }
    else if (f.Language !== undefined)
      for (const code of f.Language)
        entries.push(filterEntry({ type, module: 'Language', value: normalizeLanguage(code) }));
    else {
      for (const region of f.Region ?? [])
        entries.push(filterEntry({ type, module: 'Region', value: region }));
      for (const code of f.Country ?? []) {
        const value = normalizeCountry(code);
        entries.push(filterEntry({ type, module: 'Region', value, icon: value, child: true }));
      }
    }
  }
  return entries;
}
