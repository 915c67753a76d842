import {
  addEntry,
  entriesOf,
  FILTER_MODULES,
  type FilterEntry,
  type FilterModule,
  MODULE_TITLES,
  removeEntry,
} from '@techcensus/contract';
import { useState } from 'react';
import { EntryRows } from './EntryRows.tsx';
import { ModuleAdder } from './ModuleAdder.tsx';

/**
 * The filter panel (part 1 §2): every module, or the one it was opened on. Choices stay a draft
 * until Apply merges them — each shown module's options become the draft's, the others stay.
 */
export function FilterPanel(props: {
  entries: FilterEntry[];
  focus: FilterModule | null;
  onApply(chosen: FilterEntry[], touched: FilterModule[]): void;
  onClose(): void;
  onShowAll(): void;
}) {
  const [draft, setDraft] = useState<FilterEntry[]>(props.entries);
  const modules = props.focus ? [props.focus] : [...FILTER_MODULES];
  const add = (entry: FilterEntry) => setDraft((d) => addEntry(d, entry));
  const remove = (entry: FilterEntry) => setDraft((d) => removeEntry(d, entry.module, entry.value));
  return (
    <section className="filter-panel" aria-label="Filters">
      <div className="filter-panel-head">
        <h2>{props.focus ? `Filter: ${MODULE_TITLES[props.focus]}` : 'Filters'}</h2>
        {props.focus ? (
          <button type="button" className="link-button" onClick={props.onShowAll}>
            Show all filters
          </button>
        ) : null}
      </div>
      <div className="filter-modules">
        {modules.map((module) => (
          <fieldset key={module} className="filter-module" data-module={module}>
            <legend>{MODULE_TITLES[module]}</legend>
            <EntryRows entries={entriesOf(draft, module)} onChange={add} onRemove={remove} />
            <ModuleAdder module={module} add={add} draft={draft} />
          </fieldset>
        ))}
      </div>
      <div className="filter-panel-actions">
        <button type="button" className="button primary" onClick={() => props.onApply(draft, modules)}>
          Apply
        </button>
        <button type="button" className="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </section>
  );
}
