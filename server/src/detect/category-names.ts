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

export function categoryLongName(shortName: string): string {
  return CATEGORY_LONG_NAMES[shortName] ?? shortName;
}
