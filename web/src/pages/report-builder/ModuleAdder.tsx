import {
  CHANGE_ACTIONS,
  type ChangeAction,
  conditionEntry,
  entryFromSuggestion,
  type FilterEntry,
  type FilterModule,
  filterEntry,
  filterSuggestions,
  MAX_REPORT_CONDITIONS,
  parseVulnerabilityValue,
  SEVERITY_STEPS,
  type SuggestionItem,
  vulnerabilityTitle,
  vulnerabilityValue,
} from '@techcensus/contract';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Autocomplete, type SuggestionSource } from './Autocomplete.tsx';
import { useStaticList } from './lists.ts';
import { suggestCategories, suggestHeaders, suggestTechnologies } from './suggestions.ts';

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,200}$/;
const TLD_NAME = /^\.?[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/i;

const ACTION_TITLES: Record<ChangeAction, string> = {
  added: 'Started using',
  dropped: 'Stopped using',
  versionchanged: 'Changed version of',
};

type Add = (entry: FilterEntry) => void;
type LookupProps = ComponentProps<typeof Autocomplete>;

const local =
  (items: SuggestionItem[]): SuggestionSource =>
  async (text) =>
    filterSuggestions(items, text);

function Field(props: { module: FilterModule; label: string; children: ReactNode }) {
  return (
    <div className="module-adder" data-module={props.module}>
      <span className="adder-label">{props.label}</span>
      {props.children}
    </div>
  );
}

function ChangeAdder(props: { add: Add; conditions: number }) {
  const [action, setAction] = useState<ChangeAction>('added');
  if (props.conditions >= MAX_REPORT_CONDITIONS)
    return <p className="muted">A report takes at most {MAX_REPORT_CONDITIONS} conditions.</p>;
  return (
    <Field module="Custom" label="Add a change">
      <select aria-label="Change" value={action} onChange={(e) => setAction(e.target.value as ChangeAction)}>
        {CHANGE_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {ACTION_TITLES[a]}
          </option>
        ))}
      </select>
      <Autocomplete
        id="filter-custom"
        label="Technology that changed"
        placeholder="technology"
        source={suggestTechnologies}
        onPick={(item) =>
          props.add({ ...conditionEntry({ action, technology: item.value }, item.title), noedit: false })
        }
      />
    </Field>
  );
}

function VulnerabilityAdder(props: { add: Add }) {
  const [cve, setCve] = useState('');
  const addValue = (value: string) => {
    const parsed = parseVulnerabilityValue(value);
    if (!parsed) return false;
    props.add(
      filterEntry({
        module: 'Vulnerability',
        value: vulnerabilityValue(parsed),
        title: vulnerabilityTitle(parsed),
      }),
    );
    return true;
  };
  return (
    <Field module="Vulnerability" label="Add">
      <select
        aria-label="Known vulnerabilities"
        value=""
        onChange={(e) => {
          if (e.target.value) addValue(e.target.value);
        }}
      >
        <option value="">Choose…</option>
        <option value="any">{vulnerabilityTitle({ kind: 'any' })}</option>
        {SEVERITY_STEPS.map((s) => (
          <option key={s.minSeverity} value={`cvss:${s.minSeverity}`}>
            {vulnerabilityTitle({ kind: 'severity', minSeverity: s.minSeverity })}
          </option>
        ))}
      </select>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (addValue(cve)) setCve('');
        }}
      >
        <label htmlFor="filter-cve" className="visually-hidden">
          CVE id
        </label>
        <input
          id="filter-cve"
          type="text"
          className="search-input"
          placeholder="CVE-2021-44228"
          pattern="[Cc][Vv][Ee]-\d{4}-\d{4,}"
          value={cve}
          onChange={(e) => setCve(e.target.value)}
        />
        <button type="submit" className="button">
          Add CVE
        </button>
      </form>
    </Field>
  );
}

/** How options of each module are found and added in the panel. */
export function ModuleAdder(props: { module: FilterModule; add: Add; draft: FilterEntry[] }) {
  const { module, add } = props;
  const regions = useStaticList('regions');
  const languages = useStaticList('languages');
  const tlds = useStaticList('tlds');
  const pick = (item: SuggestionItem) => add(entryFromSuggestion(module, item));
  // Modules whose options are found by typing: where suggestions come from, and what typed text
  // that matches no suggestion may still add.
  const lookups: Partial<Record<FilterModule, Omit<LookupProps, 'id' | 'onPick'>>> = {
    Technology: { label: 'Technology', placeholder: 'e.g. WordPress', source: suggestTechnologies },
    Category: { label: 'Category', placeholder: 'e.g. Ecommerce', source: suggestCategories },
    Header: {
      label: 'HTTP header',
      placeholder: 'e.g. x-powered-by',
      source: suggestHeaders,
      onText: (text) => {
        if (!HEADER_NAME.test(text)) return false;
        add(filterEntry({ module, value: text.toLowerCase() }));
        return true;
      },
    },
    TLD: {
      label: 'Top level domain',
      placeholder: 'e.g. de',
      source: local(tlds),
      sourceKey: tlds,
      minChars: 1,
      onText: (text) => {
        if (!TLD_NAME.test(text)) return false;
        const value = text.toLowerCase().replace(/^\./, '');
        add(filterEntry({ module, value, title: `.${value}` }));
        return true;
      },
    },
    Region: {
      label: 'Region or country',
      placeholder: 'e.g. Europe or Germany',
      source: local(regions),
      sourceKey: regions,
      minChars: 0,
    },
    Language: {
      label: 'Language',
      placeholder: 'e.g. German',
      source: local(languages),
      sourceKey: languages,
      minChars: 0,
    },
  };
  const lookup = lookups[module];
  if (lookup)
    return (
      <Field module={module} label="Add">
        <Autocomplete id={`filter-${module.toLowerCase()}`} {...lookup} onPick={pick} />
      </Field>
    );
  if (module === 'Custom')
    return <ChangeAdder add={add} conditions={props.draft.filter((e) => e.module === 'Custom').length} />;
  return <VulnerabilityAdder add={add} />;
}
