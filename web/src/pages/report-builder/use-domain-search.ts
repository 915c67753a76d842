import type { SearchStatus, SerializedFilter } from '@techcensus/contract';
import { useEffect, useRef, useState } from 'react';
import { formCall } from '../../data/answers.ts';
import { site } from '../../data/client.ts';

/** Part 1 §9: the status is asked for again 1 s after each answer until progress reaches 1. */
export const STATUS_POLL_MS = 1_000;

export interface DomainSearch {
  /** The search being polled; empty when none (no polling then). */
  token: string;
  status: SearchStatus | null;
  /** Why the count could not start (an unknown name, a network failure), or why it failed. */
  error: string | null;
}

const idle: DomainSearch = { token: '', status: null, error: null };

/** The page data's search as this hook holds one: a refused list has no token, only the reason. */
const fromStatus = (status: SearchStatus): DomainSearch =>
  status.searchId
    ? { token: status.searchId, status, error: status.error }
    : { ...idle, error: status.error ?? 'The sites could not be counted.' };

/** A list and the search the server already started for it (the page data's). */
export interface StartedSearch {
  list: SerializedFilter[];
  status: SearchStatus;
}

/**
 * Counts the sites of a filter list (part 1 §4 "Search progress"): every change of the list
 * starts a new count and restarts the sample; answers of an older list are dropped. The list
 * the page opened with has its search in the page data: drawn at once (on the server too),
 * polled only if unfinished. A failed count request clears the token; failed status requests
 * are ignored and asked again.
 */
export function useDomainSearch(list: SerializedFilter[] | null, started?: StartedSearch): DomainSearch {
  const key = list === null ? null : JSON.stringify(list);
  const startedKey = started ? JSON.stringify(started.list) : null;
  const [search, setSearch] = useState<DomainSearch>(() =>
    started && key === startedKey ? fromStatus(started.status) : idle,
  );
  // The started search serves the first list only; coming back to that list later counts anew.
  const startedFor = useRef(startedKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized list is the dependency
  useEffect(() => {
    if (list === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = startedFor.current === key ? started : undefined;
    if (!first) startedFor.current = null;

    const poll = async (token: string) => {
      try {
        const res = await site.reportBuilder.readQueryStatus({ params: { searchToken: token } });
        if (stopped) return;
        if (res.status === 404) {
          // Expired or unknown: nothing more will come of this token.
          setSearch({ ...idle, error: 'The count expired. Change a filter to count again.' });
          return;
        }
        if (res.status === 200) {
          // A body that is not the contract's (not JSON at all) throws here and is asked again.
          const status: SearchStatus = res.body.results;
          setSearch({ token, status, error: status.error });
          if (status.progress >= 1) return;
        }
      } catch {
        // Ignored (part 1 §8): the next poll asks again.
      }
      if (!stopped) timer = setTimeout(() => poll(token), STATUS_POLL_MS);
    };

    if (first) {
      // The state already holds it (useState above): hydration renders nothing anew.
      const { token } = fromStatus(first.status);
      if (token && !first.status.completed) timer = setTimeout(() => poll(token), STATUS_POLL_MS);
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    }

    setSearch(idle);
    formCall(site.reportBuilder.calculateReportDomainCount({ body: list })).then((answer) => {
      if (stopped) return;
      const token = answer.ok ? String(answer.body.results?.searchId ?? '') : '';
      if (!token) {
        setSearch({ ...idle, error: answer.ok ? null : answer.message });
        return;
      }
      setSearch({ token, status: null, error: null });
      timer = setTimeout(() => poll(token), STATUS_POLL_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);

  return search;
}
