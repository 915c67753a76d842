import { SEARCH_INPUT_HINT, SEARCH_INPUT_PATTERN, SEARCH_INPUT_PLACEHOLDER } from '@techcensus/contract';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * The website-or-technology search (part 1 "Search form"): GET /search?q=…. Without script the
 * browser submits the form itself; with it, the results page opens without a reload.
 */
export function SearchForm(props: { id: string; label: string; visibleLabel?: boolean; className?: string }) {
  const [, navigate] = useLocation();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const q = new FormData(e.currentTarget).get('q');
    if (typeof q !== 'string') return;
    e.preventDefault();
    navigate(`/search?${new URLSearchParams({ q: q.trim() })}`);
  };
  return (
    <search className={props.className}>
      <form action="/search" method="get" className="search-form" onSubmit={onSubmit}>
        <label htmlFor={props.id} className={props.visibleLabel ? 'search-label' : 'visually-hidden'}>
          {props.label}
        </label>
        <div className="search-row">
          <input
            id={props.id}
            name="q"
            type="search"
            required
            pattern={SEARCH_INPUT_PATTERN}
            title={SEARCH_INPUT_HINT}
            placeholder={SEARCH_INPUT_PLACEHOLDER}
            autoComplete="off"
            className="search-input"
          />
          <button type="submit" className="button primary">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
