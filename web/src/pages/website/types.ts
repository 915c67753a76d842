import type * as S from '@techcensus/contract';
import type { z } from 'zod';
import type { PageResults } from '../../data/outcome.ts';

type R<T extends z.ZodTypeAny> = PageResults & z.infer<T>;
export type WebsiteData = R<typeof S.WebsiteResults>;
export type TechnologiesData = R<typeof S.WebsiteTechnologiesResults>;
export type AggregatedData = R<typeof S.WebsiteAggregatedResults>;
export type HistoryData = R<typeof S.WebsiteHistoryResults>;
export type NameListData = R<typeof S.WebsiteSubdomainsResults>;
export type RedirectsData = R<typeof S.WebsiteRedirectsResults>;
export type BacklinksData = R<typeof S.WebsiteBacklinksResults>;
export type DomainListData = R<typeof S.WebsiteDomainListResults>;
export type TechRow = z.infer<typeof S.SiteTechnologyRow>;
