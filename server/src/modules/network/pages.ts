import { advertiserPage, advertisersLookupPage, advertiserWebsitesPage } from './advertisers.ts';
import { asnLookupPage, asnPage, asnWebsitesPage } from './asn.ts';
import { asnChangesPage } from './asn-changes.ts';
import { commonHeadersPage, headerPage, headerWebsitesPage } from './headers.ts';
import { ipLookupPage, ipPage, ipWebsitesPage } from './ip.ts';
import { tagLookupPage, tagPage, tagWebsitesPage } from './tag.ts';

/** Page loaders of this area: ASN, IP, tag ID, advertiser and response-header lookups. */
export const networkPageLoaders = {
  asnLookup: asnLookupPage,
  asn: asnPage,
  asnWebsites: asnWebsitesPage,
  asnChanges: asnChangesPage,
  ipLookup: ipLookupPage,
  ip: ipPage,
  ipWebsites: ipWebsitesPage,
  tagLookup: tagLookupPage,
  tag: tagPage,
  tagWebsites: tagWebsitesPage,
  advertisersLookup: advertisersLookupPage,
  advertiser: advertiserPage,
  advertiserWebsites: advertiserWebsitesPage,
  commonResponseHeaders: commonHeadersPage,
  responseHeader: headerPage,
  responseHeaderWebsites: headerWebsitesPage,
};
