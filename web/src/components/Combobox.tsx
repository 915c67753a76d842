import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@techcensus/contract';
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** Where suggestions come from; a failure is silent (part 1 §8): the caller answers [] instead. */
export type ComboboxSource<T> = (text: string, signal: AbortSignal) => Promise<T[]>;

export interface ComboboxProps<T> {
  id: string;
  /** The field's label (read by screen readers only), and the list's accessible name. */
  label: string;
  /** The caller writes the field's `<label for={id}>` itself (a visible one, placed its own way). */
  externalLabel?: boolean;
  source: ComboboxSource<T>;
  /**
   * Changes when the source's answers may have: a list that finished loading after the visitor
   * typed. The open list is then asked again; the source itself may be a new function each render.
   */
  sourceKey?: unknown;
  /** A stable key of an option, unique in one answer. */
  keyOf(item: T): string;
  renderOption(item: T): ReactNode;
  /** More classes of an option's element. */
  optionClass?(item: T): string;
  /** Heading of an option's group; consecutive options of one group are shown under it. */
  groupOf?(item: T): string;
  onPick(item: T): void;
  /**
   * Enter with no option highlighted. Given, it takes the key (the form is not submitted) and
   * `true` clears the field; not given, Enter is left to the form around the field.
   */
  onEnter?(text: string): boolean;
  /** 0 lists everything on focus (short lists); by default part 1 §5's 2 characters. */
  minChars?: number;
  /** Attributes of the input itself (name, pattern, required, placeholder, class…). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A text field with a suggestion list, the ARIA combobox pattern: the list is asked for 100 ms
 * after the last key from `minChars` typed characters, and an answer to text typed since is
 * dropped. Arrow keys move through the options (the field keeps the focus, the highlighted one is
 * its `aria-activedescendant`), Enter picks, Escape closes, a click picks. Without script it is
 * the plain input it renders.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const minChars = props.minChars ?? AUTOCOMPLETE_MIN_CHARS;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<T[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const source = useRef(props.source);
  source.current = props.source;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sourceKey is a reason to ask again, not a value read
  useEffect(() => {
    const typed = text.trim();
    if (!open || typed.length < minChars) {
      setItems([]);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source.current(typed, controller.signal).then(
        (answer) => {
          // Text typed since asked again: this answer is stale.
          if (controller.signal.aborted) return;
          setItems(answer);
          setActive(-1);
        },
        () => {},
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, minChars, props.sourceKey]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    props.onPick(item);
    setText('');
    setItems([]);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length)
        setActive((a) =>
          event.key === 'ArrowDown' ? (a + 1) % items.length : (a - 1 + items.length) % items.length,
        );
    } else if (event.key === 'Enter') {
      const chosen = open && active >= 0 ? items[active] : undefined;
      if (chosen !== undefined) {
        event.preventDefault();
        pick(chosen);
      } else if (props.onEnter) {
        event.preventDefault();
        if (text.trim() && props.onEnter(text.trim())) {
          setText('');
          close();
        }
      }
    } else if (event.key === 'Escape') {
      if (open && items.length) event.preventDefault();
      close();
    }
  };

  const showList = open && items.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  const groups: { name: string; start: number; items: T[] }[] = [];
  items.forEach((item, i) => {
    const name = props.groupOf?.(item) ?? '';
    const last = groups[groups.length - 1];
    if (last && last.name === name) last.items.push(item);
    else groups.push({ name, start: i, items: [item] });
  });
  const option = (item: T, i: number) => (
    <div
      key={props.keyOf(item)}
      id={optionId(i)}
      role="option"
      tabIndex={-1}
      aria-selected={i === active}
      className={['suggestion', props.optionClass?.(item), i === active ? 'active' : '']
        .filter(Boolean)
        .join(' ')}
      onMouseDown={(e) => {
        // Before the field's blur closes the list.
        e.preventDefault();
        pick(item);
      }}
      onMouseMove={() => setActive(i)}
    >
      {props.renderOption(item)}
    </div>
  );

  return (
    <div className="combobox">
      {props.externalLabel ? null : (
        <label htmlFor={props.id} className="visually-hidden">
          {props.label}
        </label>
      )}
      <input
        type="text"
        className="search-input"
        autoComplete="off"
        {...props.inputProps}
        id={props.id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(close, 150)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" className="suggestions" aria-label={props.label} hidden={!showList}>
        {showList
          ? groups.map((g) =>
              g.name ? (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (ARIA listbox pattern); a fieldset is a form's
                <div key={`${g.name}:${g.start}`} role="group" aria-labelledby={`${listId}-g${g.start}`}>
                  <div id={`${listId}-g${g.start}`} role="presentation" className="suggestion-group">
                    {g.name}
                  </div>
                  {g.items.map((item, j) => option(item, g.start + j))}
                </div>
              ) : (
                g.items.map((item, j) => option(item, g.start + j))
              ),
            )
          : null}
      </div>
    </div>
  );
}
