import type { AreaViews } from '../page-view.ts';
import { AsnChangesPage } from './AsnChangesPage.tsx';
import {
  AdvertiserPage,
  AdvertiserWebsitesPage,
  AsnPage,
  AsnWebsitesPage,
  IpPage,
  IpWebsitesPage,
  TagPage,
  TagWebsitesPage,
} from './GroupPages.tsx';
import { CommonHeadersPage, HeaderPage, HeaderWebsitesPage } from './HeaderPages.tsx';
import { AdvertisersPage, AsnLookupPage, IpLookupPage, TagLookupPage } from './LookupPages.tsx';

/** Which component shows each page of this area. */
export const networkPageViews = {
  asnLookup: (r) => <AsnLookupPage results={r} />,
  asn: (r) => <AsnPage results={r} />,
  asnWebsites: (r) => <AsnWebsitesPage results={r} />,
  asnChanges: (r) => <AsnChangesPage results={r} />,
  ipLookup: (r) => <IpLookupPage results={r} />,
  ip: (r) => <IpPage results={r} />,
  ipWebsites: (r) => <IpWebsitesPage results={r} />,
  tagLookup: (r) => <TagLookupPage results={r} />,
  tag: (r) => <TagPage results={r} />,
  tagWebsites: (r) => <TagWebsitesPage results={r} />,
  advertisersLookup: (r) => <AdvertisersPage results={r} />,
  advertiser: (r) => <AdvertiserPage results={r} />,
  advertiserWebsites: (r) => <AdvertiserWebsitesPage results={r} />,
  commonResponseHeaders: (r) => <CommonHeadersPage results={r} />,
  responseHeader: (r) => <HeaderPage results={r} />,
  responseHeaderWebsites: (r) => <HeaderWebsitesPage results={r} />,
} satisfies AreaViews;
