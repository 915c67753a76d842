import { useQuery } from '@tanstack/react-query';
import type { AnyPageEnvelope } from '@techcensus/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { fetchEnvelope } from './client.ts';
import { useRawLocation } from './location.ts';
import { dataSearchOf } from './page-query.ts';

/**
 * The envelope the server embedded in the document. It belongs to whichever address the app
 * first renders at; once the user has navigated elsewhere it is never used again, so that
 * returning to the first page fetches fresh data like every other navigation.
 */
export class EmbeddedPageData {
  private key: string | undefined;
  constructor(private envelope: AnyPageEnvelope | null) {}

  claim(key: string): AnyPageEnvelope | undefined {
    if (this.key === undefined) this.key = key;
    else if (this.key !== key) this.envelope = null;
    return this.envelope ?? undefined;
  }
}

const EmbeddedContext = createContext<EmbeddedPageData>(new EmbeddedPageData(null));

export function EmbeddedPageDataProvider(props: { value: EmbeddedPageData; children: ReactNode }) {
  return <EmbeddedContext.Provider value={props.value}>{props.children}</EmbeddedContext.Provider>;
}

export type PageLoad =
  | { status: 'loading'; key: string }
  | { status: 'failed'; key: string }
  | { status: 'loaded'; key: string; envelope: AnyPageEnvelope };

/** The data of the page at the current address: embedded on first load, fetched afterwards. */
export function usePageLoad(): PageLoad {
  const { pathname, search: shown } = useRawLocation();
  // A query the page wrote itself keeps the page and its data (page-query.ts).
  const search = dataSearchOf(pathname, shown);
  const key = `${pathname}${search}`;
  const embedded = useContext(EmbeddedContext).claim(key);
  const query = useQuery({
    queryKey: ['page-data', pathname, search],
    queryFn: ({ signal }) => fetchEnvelope(pathname, search, signal),
    initialData: embedded,
  });
  if (query.data) return { status: 'loaded', key, envelope: query.data };
  if (query.isError) return { status: 'failed', key };
  return { status: 'loading', key };
}
