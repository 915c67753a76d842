/**
 * The fingerprint set names categories briefly ("CMS", "Web frameworks"); the site shows a long
 * name and builds the category's URL from it (part 2 §2.2 fixes /technology-type/
 * content-management-system, /web-application-frameworks and /web-servers). Categories not
 * listed here use their own name as the long name.
 */
export const CATEGORY_LONG_NAMES: Record<string, string> = {
  CMS: 'Content Management System',
  'Web frameworks': 'Web Application Frameworks',
  LMS: 'Learning Management System',
  CDN: 'Content Delivery Network',
  CI: 'Continuous Integration',
  DMS: 'Document Management System',
  CRM: 'Customer Relationship Management',
  SEO: 'Search Engine Optimisation',
  PaaS: 'Platform as a Service',
  IaaS: 'Infrastructure as a Service',
  RUM: 'Real User Monitoring',
};

/** Category groups (the parents of categories), by the ids the fingerprint set refers to. */
export const CATEGORY_GROUPS: Record<number, string> = {
  1: 'Sales',
  2: 'Marketing',
  3: 'Content',
  4: 'Communication',
  5: 'Utilities',
  6: 'Other',
  7: 'Servers',
  8: 'Analytics',
  9: 'Web development',
  10: 'Media',
  11: 'Security',
  13: 'Privacy',
  14: 'Booking',
  15: 'Add-ons',
  16: 'Business tools',
  17: 'Location',
  18: 'User generated content',
};

export function categoryLongName(shortName: string): string {
  return CATEGORY_LONG_NAMES[shortName] ?? shortName;
}
