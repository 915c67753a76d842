import type * as S from '@techcensus/contract';
import type { z } from 'zod';
import type { PageResults } from '../../data/outcome.ts';

type R<T extends z.ZodTypeAny> = PageResults & z.infer<T>;
export type AsnLookupData = R<typeof S.AsnLookupResults>;
export type AsnData = R<typeof S.AsnResults>;
export type AsnWebsitesData = R<typeof S.AsnWebsitesResults>;
export type AsnChangesData = R<typeof S.AsnChangesResults>;
export type IpLookupData = R<typeof S.IpLookupResults>;
export type IpData = R<typeof S.IpResults>;
export type IpWebsitesData = R<typeof S.IpWebsitesResults>;
export type TagLookupData = R<typeof S.TagLookupResults>;
export type TagData = R<typeof S.TagResults>;
export type TagWebsitesData = R<typeof S.TagWebsitesResults>;
export type AdvertisersData = R<typeof S.AdvertisersLookupResults>;
export type CommonHeadersData = R<typeof S.CommonHeadersResults>;
export type HeaderData = R<typeof S.HeaderResults>;
export type HeaderWebsitesData = R<typeof S.HeaderWebsitesResults>;
