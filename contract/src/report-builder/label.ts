import type { FilterEntry } from './entry.ts';

/**
 * The report label (part 1 §3), the purchase's orderCriteria: what the first included
 * technology, else header, else category of the list says the report is about — the address's
 * order of precedence applied to the list as it stands, so editing the filters keeps it true.
 */
export function reportLabel(entries: readonly FilterEntry[]): string {
  const included = entries.filter((e) => e.type === 'include');
  const first = (module: FilterEntry['module']) => included.find((e) => e.module === module);
  const technology = first('Technology');
  if (technology) {
    const name = technology.title || technology.value;
    return technology.version ? `Technology: ${name}, version: ${technology.version}` : `Technology: ${name}`;
  }
  const header = first('Header');
  if (header) return `HTTP Header: ${header.title || header.value}`;
  const category = first('Category');
  if (category) return `Category: ${category.title || category.value}`;
  return 'Generic Report';
}
