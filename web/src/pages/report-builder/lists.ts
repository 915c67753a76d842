import { useQuery } from '@tanstack/react-query';
import type { SuggestionItem } from '@techcensus/contract';
import { loadLanguages, loadRegions, loadTlds } from './suggestions.ts';

const LOADERS = { regions: loadRegions, languages: loadLanguages, tlds: loadTlds } as const;

/** One empty list while a list loads, so it changes (and a field asks again) only when it arrives. */
const LOADING: SuggestionItem[] = [];

/** The short lists the panel holds whole (regions, languages, TLDs), fetched once per visit. */
export function useStaticList(kind: keyof typeof LOADERS): SuggestionItem[] {
  const query = useQuery({
    queryKey: ['report-builder', kind],
    queryFn: LOADERS[kind],
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? LOADING;
}
