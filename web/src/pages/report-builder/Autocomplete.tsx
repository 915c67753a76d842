import type { SuggestionItem } from '@techcensus/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatCount } from '../../format.ts';
import { ItemIcon } from './ItemIcon.tsx';

/** Part 1 §5 and §9: suggestions are asked for from 2 typed characters, 100 ms after the last key. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 100;

export type SuggestionSource = (text: string, signal: AbortSignal) => Promise<SuggestionItem[]>;

interface Row {
  item: SuggestionItem;
  depth: number;
}

const flatten = (items: SuggestionItem[]): Row[] =>
  items.flatMap((item) => [{ item, depth: 0 }, ...(item.nested ?? []).map((n) => ({ item: n, depth: 1 }))]);

/**
 * A text field with a suggestion list: arrows move, Enter picks, Escape closes. Enter with no
 * suggestion highlighted hands the typed text to `onText` (for values typed in full, such as a
 * header name). `minChars` 0 lists everything on focus (for the short lists the panel holds).
 */
export function Autocomplete(props: {
  id: string;
  label: string;
  placeholder: string;
  source: SuggestionSource;
  onPick(item: SuggestionItem): void;
  onText?(text: string): boolean;
  minChars?: number;
}) {
  const minChars = props.minChars ?? SUGGEST_MIN_CHARS;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const source = useRef(props.source);
  source.current = props.source;

  useEffect(() => {
    if (!open || text.trim().length < minChars) {
      setRows([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source.current(text.trim(), controller.signal).then((items) => {
        if (controller.signal.aborted) return;
        setRows(flatten(items));
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, minChars]);

  const pick = (item: SuggestionItem) => {
    props.onPick(item);
    setText('');
    setRows([]);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (rows.length)
        setActive((a) =>
          event.key === 'ArrowDown' ? (a + 1) % rows.length : (a - 1 + rows.length) % rows.length,
        );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && rows[active]) pick(rows[active].item);
      else if (text.trim() && props.onText?.(text.trim())) {
        setText('');
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && rows.length > 0;
  return (
    <div className="autocomplete">
      <label htmlFor={props.id} className="visually-hidden">
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        className="search-input"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={props.placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <div id={listId} role="listbox" className="suggestions" aria-label={props.label}>
          {rows.map((row, i) => (
            <div
              key={`${row.depth}:${row.item.value}:${row.item.version ?? ''}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`suggestion depth-${row.depth}${i === active ? ' active' : ''}`}
              onMouseDown={(e) => {
                // Before the field's blur closes the list.
                e.preventDefault();
                pick(row.item);
              }}
            >
              <ItemIcon icon={row.item.icon} child={row.item.child} title={row.item.title} />
              <span className="suggestion-title">
                {row.item.title}
                {row.item.version ? ` ${row.item.version}` : ''}
              </span>
              <span className="suggestion-count">{formatCount(row.item.count)}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
