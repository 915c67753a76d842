import { z } from 'zod';
import { FILTER_MODULES } from './modules.ts';

/** Part 1 §3 "Filter entry": one selected option of the report builder. */
export const FilterEntry = z.object({
  type: z.enum(['include', 'exclude']),
  module: z.enum(FILTER_MODULES),
  /** The module's key for the option: a slug, header name, code, TLD or condition. */
  value: z.string().min(1).max(300),
  /** Technology entries only; '' means any version. */
  version: z.string().max(100),
  /** What the table shows ("WordPress", "Germany", ".de"). */
  title: z.string().max(300),
  /** Technology icon file, country code for a flag, or ''. */
  icon: z.string().max(300),
  /** A country inside the Regions module (a child of a region). */
  child: z.boolean(),
  /** Locked: set by the address (cond1…cond9) and not editable in the panel. */
  noedit: z.boolean(),
});
export type FilterEntry = z.infer<typeof FilterEntry>;

/** An entry with the defaults filled in, so callers only name what matters. */
export function filterEntry(
  fields: Pick<FilterEntry, 'module' | 'value'> & Partial<Omit<FilterEntry, 'module' | 'value'>>,
): FilterEntry {
  return {
    type: 'include',
    version: '',
    title: fields.value,
    icon: '',
    child: false,
    noedit: false,
    ...fields,
  };
}
