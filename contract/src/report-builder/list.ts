import type { FilterEntry } from './entry.ts';
import type { FilterModule } from './modules.ts';

/**
 * Values are compared case-insensitively (part 1 §4) within their module: the TLD "de", the
 * language "de" and the country "DE" are three different options and must not replace each other.
 */
export const sameOption = (
  a: Pick<FilterEntry, 'module' | 'value'>,
  b: Pick<FilterEntry, 'module' | 'value'>,
) => a.module === b.module && a.value.toLowerCase() === b.value.toLowerCase();

/** Adds an entry; one whose value is already selected is updated in place instead. */
export function addEntry(list: readonly FilterEntry[], entry: FilterEntry): FilterEntry[] {
  const at = list.findIndex((e) => sameOption(e, entry));
  if (at < 0) return [...list, entry];
  const next = [...list];
  next[at] = entry;
  return next;
}

/** Removes the entry of this module holding `value` (compared case-insensitively). */
export function removeEntry(
  list: readonly FilterEntry[],
  module: FilterModule,
  value: string,
): FilterEntry[] {
  return list.filter((e) => !sameOption(e, { module, value }));
}

/**
 * Applies the panel's choices: every touched module's entries become `chosen` (those of that
 * module), every other module keeps what it had. Entries of `chosen` outside the touched modules
 * are ignored, so a panel focused on one module cannot change another by accident.
 */
export function mergeEntries(
  list: readonly FilterEntry[],
  chosen: readonly FilterEntry[],
  touched: readonly FilterModule[],
): FilterEntry[] {
  const touchedSet = new Set(touched);
  let next = list.filter((e) => !touchedSet.has(e.module));
  for (const entry of chosen) if (touchedSet.has(entry.module)) next = addEntry(next, entry);
  return next;
}

/** Entries of one module, in list order. */
export const entriesOf = (list: readonly FilterEntry[], module: FilterModule) =>
  list.filter((e) => e.module === module);
