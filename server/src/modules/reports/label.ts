import type { ReportFilter } from '@techcensus/contract';
import { loadTechnologyCatalogue } from '../../catalogue/index.ts';
import type { Queryable } from '../../store/db.ts';

export interface LabelNames {
  technology(slug: string): string;
  category(slug: string): string;
}

const asIs: LabelNames = { technology: (s) => s, category: (s) => s };

/**
 * The report label of part 1 §3: the report type comes from the first included technology, else
 * header, else category (the builder's order of precedence, §2); anything else is generic. An
 * excluded filter does not say what a report is about, so it never names one.
 */
export function reportLabel(filters: readonly ReportFilter[], names: LabelNames = asIs): string {
  const included = filters.filter((f) => !f.exclude);
  const technology = included.find((f) => f.module === 'technology');
  if (technology) {
    const name = names.technology(technology.technology);
    return technology.version ? `Technology: ${name}, version: ${technology.version}` : `Technology: ${name}`;
  }
  const header = included.find((f) => f.module === 'header');
  if (header) return `HTTP Header: ${header.header}`;
  const category = included.find((f) => f.module === 'category');
  if (category) return `Category: ${names.category(category.category)}`;
  return 'Generic Report';
}

/** The label with display names from the catalogue ("WordPress", not "wordpress"). */
export async function reportLabelFor(db: Queryable, filters: readonly ReportFilter[]): Promise<string> {
  const catalogue = await loadTechnologyCatalogue(db);
  return reportLabel(filters, {
    technology: (slug) => catalogue.technologies.get(slug)?.name ?? slug,
    category: (slug) => catalogue.categories.get(slug)?.longName ?? slug,
  });
}
