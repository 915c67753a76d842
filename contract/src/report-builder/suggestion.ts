import type {
  CategorySuggestion,
  HeaderSuggestion,
  LanguageSuggestion,
  RegionSuggestion,
  TechnologySuggestion,
  TldSuggestion,
} from '../routes/report-builder.ts';
import { type FilterEntry, filterEntry } from './entry.ts';
import type { FilterModule } from './modules.ts';

/** Part 1 §3 "Suggestion item": what an autocomplete list shows and what picking it adds. */
export interface SuggestionItem {
  title: string;
  value: string;
  /** Technology icon file, country code for a flag, or ''. */
  icon: string;
  count: number;
  /** Technology items only: a version ('' for the technology itself), shown after the title. */
  version?: string;
  /** A region's countries. */
  nested?: SuggestionItem[];
  /** A country inside a region. */
  child?: boolean;
}

export const technologyItems = (items: TechnologySuggestion[]): SuggestionItem[] =>
  items.map((t) => ({
    title: t.LongName,
    value: t.Technology,
    icon: t.Icon,
    count: t.DomainCount,
    version: t.Version,
  }));

export const categoryItems = (items: CategorySuggestion[]): SuggestionItem[] =>
  items.map((c) => ({ title: c.LongName, value: c.Category, icon: c.Icon, count: c.DomainCount }));

export const headerItems = (items: HeaderSuggestion[]): SuggestionItem[] =>
  items.map((h) => ({ title: h.LongName, value: h.Header, icon: '', count: h.DomainCount }));

export const regionItems = (items: RegionSuggestion[]): SuggestionItem[] =>
  items.map((r) => ({
    title: r.LongName,
    value: r.Id,
    icon: '',
    count: r.DomainCount,
    nested: r.Countries.map((c) => ({
      title: c.LongName,
      value: c.Id,
      icon: c.Id,
      count: c.DomainCount,
      child: true,
    })),
  }));

export const languageItems = (items: LanguageSuggestion[]): SuggestionItem[] =>
  items.map((l) => ({ title: l.LongName, value: l.Language, icon: '', count: l.DomainCount }));

export const tldItems = (items: TldSuggestion[]): SuggestionItem[] =>
  items.map((t) => ({ title: t.LongName, value: t.TLD, icon: '', count: t.DomainCount }));

const matches = (item: SuggestionItem, q: string) =>
  item.title.toLowerCase().includes(q) || item.value.toLowerCase() === q;

/**
 * Filters a list the panel holds in full (regions, languages, TLDs) by typed text. A region stays
 * when it or one of its countries matches; it then lists only the matching countries, unless the
 * region itself matched. Order is kept (the server sends the most used first).
 */
export function filterSuggestions(
  items: readonly SuggestionItem[],
  text: string,
  limit = 50,
): SuggestionItem[] {
  const q = text.trim().toLowerCase();
  if (!q) return items.slice(0, limit);
  const out: SuggestionItem[] = [];
  for (const item of items) {
    const nested = item.nested?.filter((n) => matches(n, q)) ?? [];
    if (matches(item, q)) out.push(item);
    else if (nested.length) out.push({ ...item, nested });
    if (out.length >= limit) break;
  }
  return out;
}

/** The entry picking an item adds to a module, included and editable. */
export function entryFromSuggestion(module: FilterModule, item: SuggestionItem): FilterEntry {
  if (module === 'Technology')
    return filterEntry({
      module,
      value: item.value,
      version: item.version ?? '',
      title: item.title,
      icon: item.icon,
    });
  if (module === 'TLD') return filterEntry({ module, value: item.value, title: `.${item.value}` });
  return filterEntry({
    module,
    value: item.value,
    title: item.title,
    icon: item.icon,
    child: Boolean(item.child),
  });
}
