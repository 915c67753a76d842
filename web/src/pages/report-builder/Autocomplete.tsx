import type { SuggestionItem } from '@techcensus/contract';
import { Combobox, type ComboboxSource } from '../../components/Combobox.tsx';
import { formatCount } from '../../format.ts';
import { ItemIcon } from './ItemIcon.tsx';

export type SuggestionSource = ComboboxSource<SuggestionItem>;

interface Row {
  item: SuggestionItem;
  depth: number;
}

const flatten = (items: SuggestionItem[]): Row[] =>
  items.flatMap((item) => [{ item, depth: 0 }, ...(item.nested ?? []).map((n) => ({ item: n, depth: 1 }))]);

/**
 * A filter's text field with its suggestion list (components/Combobox.tsx); nested items (a
 * region's countries) follow their parent, indented. Enter with no suggestion highlighted hands
 * the typed text to `onText` (for values typed in full, such as a header name). `minChars` 0
 * lists everything on focus (for the short lists the panel holds).
 */
export function Autocomplete(props: {
  id: string;
  label: string;
  placeholder: string;
  source: SuggestionSource;
  /** Changes when the source's answers may have (Combobox's `sourceKey`). */
  sourceKey?: unknown;
  onPick(item: SuggestionItem): void;
  onText?(text: string): boolean;
  minChars?: number;
}) {
  const { source } = props;
  return (
    <div className="autocomplete">
      <Combobox<Row>
        id={props.id}
        label={props.label}
        minChars={props.minChars}
        inputProps={{ placeholder: props.placeholder }}
        source={async (text, signal) => flatten(await source(text, signal))}
        sourceKey={props.sourceKey}
        keyOf={(row) => `${row.depth}:${row.item.value}:${row.item.version ?? ''}`}
        optionClass={(row) => `depth-${row.depth}`}
        renderOption={(row) => (
          <>
            <ItemIcon icon={row.item.icon} child={row.item.child} title={row.item.title} />
            <span className="suggestion-title">
              {row.item.title}
              {row.item.version ? ` ${row.item.version}` : ''}
            </span>
            <span className="suggestion-count">{formatCount(row.item.count)}</span>
          </>
        )}
        onPick={(row) => props.onPick(row.item)}
        onEnter={(text) => props.onText?.(text) ?? false}
      />
    </div>
  );
}
