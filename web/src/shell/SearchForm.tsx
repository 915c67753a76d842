import {
  SEARCH_INPUT_HINT,
  SEARCH_INPUT_PATTERN,
  SEARCH_INPUT_PLACEHOLDER,
  type SearchSuggestion,
} from '@techcensus/contract';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Combobox } from '../components/Combobox.tsx';
import { formatCount, formatDomainRank } from '../format.ts';

const GROUPS: Record<SearchSuggestion['kind'], string> = {
  technology: 'Technologies',
  category: 'Categories',
  advertiser: 'Ad systems',
  website: 'Websites',
};

/** The call's code loads with the first suggestion asked for, not with every page. */
const suggestSearch = (text: string, signal: AbortSignal) =>
  import('./search-suggestions.ts').then((m) => m.suggestSearch(text, signal));

function Suggestion(props: { s: SearchSuggestion }) {
  const { s } = props;
  const figure =
    s.kind === 'website'
      ? `rank ${formatDomainRank(s.name, s.rank)}`
      : `${formatCount(s.count ?? 0)} ${s.count === 1 ? 'website' : 'websites'}`;
  return (
    <>
      {s.icon ? (
        <img className="option-icon" src={s.icon} alt="" width={16} height={16} loading="lazy" />
      ) : null}
      <span className="suggestion-title">{s.name}</span>
      <span className="suggestion-count">{figure}</span>
    </>
  );
}

/**
 * The website-or-technology search (part 1 "Search form"): GET /search?q=…. Without script the
 * browser submits the form itself; with it, suggestions grouped by kind open as one types (part
 * 1 §5: from 2 characters, 100 ms after the last key), a picked one opens its page, and Enter
 * with none highlighted opens the results page without a reload.
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
          <Combobox<SearchSuggestion>
            id={props.id}
            label={props.label}
            externalLabel
            inputProps={{
              name: 'q',
              type: 'search',
              required: true,
              pattern: SEARCH_INPUT_PATTERN,
              title: SEARCH_INPUT_HINT,
              placeholder: SEARCH_INPUT_PLACEHOLDER,
            }}
            source={suggestSearch}
            keyOf={(s) => `${s.kind}:${s.url}`}
            groupOf={(s) => GROUPS[s.kind]}
            renderOption={(s) => <Suggestion s={s} />}
            onPick={(s) => navigate(s.url)}
          />
          <button type="submit" className="button primary">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
