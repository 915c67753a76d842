import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { AsnPage, AsnWebsitesPage, IpPage, IpWebsitesPage, TagPage, TagWebsitesPage } from './GroupPages.tsx';
import { CommonHeadersPage, HeaderPage, HeaderWebsitesPage } from './HeaderPages.tsx';
import { AdvertisersPage, AsnLookupPage, IpLookupPage, TagLookupPage } from './LookupPages.tsx';
import type * as T from './types.ts';

// The server validated each route's results against its schema; the casts name that schema.
const as = <D,>(r: PageResults) => r as PageResults & D;

/** Which component shows each page of this area, by route pattern. */
export const networkPageViews: PageView[] = [
  ['/asn', (r) => <AsnLookupPage results={as<T.AsnLookupData>(r)} />],
  ['/asn/:asn', (r) => <AsnPage results={as<T.AsnData>(r)} />],
  ['/asn/:asn/websites/:page?', (r) => <AsnWebsitesPage results={as<T.AsnWebsitesData>(r)} />],
  ['/ip-lookup', (r) => <IpLookupPage results={as<T.IpLookupData>(r)} />],
  ['/ip/:ip', (r) => <IpPage results={as<T.IpData>(r)} />],
  ['/ip/:ip/websites/:page?', (r) => <IpWebsitesPage results={as<T.IpWebsitesData>(r)} />],
  ['/tag', (r) => <TagLookupPage results={as<T.TagLookupData>(r)} />],
  ['/tag/:tag', (r) => <TagPage results={as<T.TagData>(r)} />],
  ['/tag/:tag/websites/:page?', (r) => <TagWebsitesPage results={as<T.TagWebsitesData>(r)} />],
  ['/advertisers', (r) => <AdvertisersPage results={as<T.AdvertisersData>(r)} />],
  ['/common-response-headers', (r) => <CommonHeadersPage results={as<T.CommonHeadersData>(r)} />],
  ['/response-header/:header', (r) => <HeaderPage results={as<T.HeaderData>(r)} />],
  [
    '/response-header/:header/websites/:page?',
    (r) => <HeaderWebsitesPage results={as<T.HeaderWebsitesData>(r)} />,
  ],
];
