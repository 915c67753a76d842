import { useQuery } from '@tanstack/react-query';
import type { FilterEntry } from '@techcensus/contract';
import { formatCount } from '../../format.ts';
import { ItemIcon } from './ItemIcon.tsx';
import { technologyVersions } from './suggestions.ts';

/** A technology entry's version: any, or one the index has seen. */
function VersionSelect(props: { entry: FilterEntry; onChange(version: string): void }) {
  const { entry } = props;
  const versions = useQuery({
    queryKey: ['report-builder', 'versions', entry.value],
    queryFn: () => technologyVersions(entry.value),
    staleTime: 60_000,
  });
  const known = versions.data ?? [];
  return (
    <select
      aria-label={`Version of ${entry.title}`}
      value={entry.version}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">Any version</option>
      {entry.version && !known.some((v) => v.Version === entry.version) ? (
        <option value={entry.version}>{entry.version}</option>
      ) : null}
      {known.map((v) => (
        <option key={v.Version} value={v.Version}>
          {v.Version} ({formatCount(v.DomainCount)})
        </option>
      ))}
    </select>
  );
}

/** The chosen options of one module in the panel, each with include/exclude and remove. */
export function EntryRows(props: {
  entries: FilterEntry[];
  onChange(entry: FilterEntry): void;
  onRemove(entry: FilterEntry): void;
}) {
  if (!props.entries.length) return <p className="all-option">All</p>;
  return (
    <ul className="entry-rows">
      {props.entries.map((e) => (
        <li key={`${e.module}:${e.value}`} className={e.type === 'exclude' ? 'excluded' : undefined}>
          <ItemIcon icon={e.icon} child={e.child} title={e.title} />
          <span className="entry-title">{e.title}</span>
          {e.module === 'Technology' ? (
            <VersionSelect entry={e} onChange={(version) => props.onChange({ ...e, version })} />
          ) : null}
          {e.noedit ? (
            <span className="locked" title="Set by the link you followed">
              locked
            </span>
          ) : (
            <>
              <select
                aria-label={`Include or exclude ${e.title}`}
                value={e.type}
                onChange={(ev) => props.onChange({ ...e, type: ev.target.value as FilterEntry['type'] })}
              >
                <option value="include">Include</option>
                <option value="exclude">Exclude</option>
              </select>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${e.title}`}
                onClick={() => props.onRemove(e)}
              >
                ×
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
