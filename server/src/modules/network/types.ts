import type * as schemas from '@techcensus/contract';
import type { z } from 'zod';

export type AsnLookup = z.infer<typeof schemas.AsnLookupResults>;
export type Asn = z.infer<typeof schemas.AsnResults>;
export type AsnWebsites = z.infer<typeof schemas.AsnWebsitesResults>;
export type AsnChanges = z.infer<typeof schemas.AsnChangesResults>;
export type IpLookup = z.infer<typeof schemas.IpLookupResults>;
export type Ip = z.infer<typeof schemas.IpResults>;
export type IpWebsites = z.infer<typeof schemas.IpWebsitesResults>;
export type TagLookup = z.infer<typeof schemas.TagLookupResults>;
export type Tag = z.infer<typeof schemas.TagResults>;
export type TagWebsites = z.infer<typeof schemas.TagWebsitesResults>;
export type AdvertisersLookup = z.infer<typeof schemas.AdvertisersLookupResults>;
export type Advertiser = z.infer<typeof schemas.AdvertiserResults>;
export type AdvertiserWebsites = z.infer<typeof schemas.AdvertiserWebsitesResults>;
export type CommonHeaders = z.infer<typeof schemas.CommonHeadersResults>;
export type Header = z.infer<typeof schemas.HeaderResults>;
export type HeaderWebsites = z.infer<typeof schemas.HeaderWebsitesResults>;
