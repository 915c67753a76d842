import { type FilterEntry, type FilterModule, MODULE_TITLES } from '@techcensus/contract';
import { ItemIcon } from './ItemIcon.tsx';

/** The table of selected options (part 1 §2): one row per option, editable in the panel. */
export function SelectedOptions(props: {
  entries: FilterEntry[];
  onEdit(module: FilterModule): void;
  onRemove(entry: FilterEntry): void;
}) {
  if (!props.entries.length)
    return <p className="muted no-filters">No filters yet: the report would list every website.</p>;
  return (
    <div className="table-scroll">
      <table className="table selected-options">
        <thead>
          <tr>
            <th scope="col">Filter</th>
            <th scope="col">Option</th>
            <th scope="col">Version</th>
            <th scope="col">Include / Exclude</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((e) => (
            <tr key={`${e.module}:${e.value}`} data-module={e.module}>
              <td data-label="Filter">{MODULE_TITLES[e.module]}</td>
              <td>
                <ItemIcon icon={e.icon} child={e.child} title={e.title} /> {e.title}
              </td>
              {e.module === 'Technology' ? <td data-label="Version">{e.version || 'Any'}</td> : <td />}
              <td>{e.type === 'include' ? 'Include' : 'Exclude'}</td>
              <td className="row-actions">
                {e.noedit ? (
                  <span className="locked">locked</span>
                ) : (
                  <>
                    <button type="button" className="link-button" onClick={() => props.onEdit(e.module)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Remove ${e.title}`}
                      onClick={() => props.onRemove(e)}
                    >
                      Remove
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
