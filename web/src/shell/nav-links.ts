/** A link in the site navigation. */
export interface NavLink {
  href: string;
  text: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/**
 * Header menus: the lookup and scan sections a visitor comes for (part 2 §1 "Sections named in
 * the navigation"), grouped by what they look up.
 */
export const HEADER_MENUS: NavGroup[] = [
  {
    label: 'Technologies',
    links: [
      { href: '/technology-type', text: 'Technology datasets' },
      { href: '/technology-scan', text: 'Website profiler scan' },
      { href: '/search', text: 'Technology search' },
      { href: '/common-response-headers', text: 'HTTP headers' },
      { href: '/tag', text: 'Tag IDs' },
      { href: '/advertisers', text: 'Advertisers' },
    ],
  },
  {
    label: 'Security',
    links: [
      { href: '/security', text: 'Vulnerability scanning' },
      { href: '/cve-security-scan', text: 'Security scan' },
      { href: '/cve', text: 'Vulnerability database (CVE)' },
      { href: '/cwe', text: 'Weakness types (CWE)' },
    ],
  },
  {
    label: 'Network',
    links: [
      { href: '/asn', text: 'ASN lookup' },
      { href: '/ip-lookup', text: 'Reverse IP lookup' },
    ],
  },
];

/** Plain header links next to the menus. */
export const HEADER_LINKS: NavLink[] = [
  { href: '/monitoring', text: 'Monitoring' },
  { href: '/pricing', text: 'Pricing' },
  { href: '/about-api', text: 'API' },
];

/** Footer columns: the rest of part 2 §2.2's links, about the service rather than its data. */
export const FOOTER_GROUPS: NavGroup[] = [
  {
    label: 'Product',
    links: [
      { href: '/pricing', text: 'Pricing' },
      { href: '/about-api', text: 'API' },
      { href: '/faq', text: 'FAQ' },
      { href: '/schedule-demo', text: 'Schedule a demo' },
    ],
  },
  {
    label: 'Data',
    links: [
      { href: '/suggest-technology', text: 'Suggest a technology' },
      { href: '/domain-removal', text: 'Domain removal' },
      { href: '/bot', text: 'Our crawler' },
      { href: '/blog', text: 'Blog' },
    ],
  },
  {
    label: 'Company',
    links: [
      { href: '/about-us', text: 'About us' },
      { href: '/contact-us', text: 'Contact us' },
      { href: '/privacy', text: 'Privacy policy' },
      { href: '/terms', text: 'Terms of service' },
    ],
  },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { href: '/user/account', text: 'Account' },
  { href: '/monitoring/websites', text: 'Monitored Websites' },
  { href: '/user/alerts', text: 'Alerts' },
];
