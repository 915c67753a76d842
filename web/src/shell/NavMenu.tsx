import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { NavLink } from './nav-links.ts';

/**
 * A disclosure menu: a button that shows a list of links (the WAI pattern for site
 * navigation). Tab moves through the links, Escape closes and returns focus to the button,
 * leaving the menu or following a link closes it. Links are always in the markup, so they work
 * and are crawlable before the script runs.
 */
export function NavMenu(props: { label: string; links: NavLink[]; extra?: ReactNode; align?: 'end' }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to keys and focus bubbling up from the button and links inside; the wrapper itself is not interactive
    <div className={`menu${props.align === 'end' ? ' menu-end' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {props.label}
        <span aria-hidden="true" className="caret" />
      </button>
      <ul id={listId} className="menu-list" hidden={!open}>
        {props.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={() => setOpen(false)}>
              {link.text}
            </Link>
          </li>
        ))}
        {props.extra && <li onClickCapture={() => setOpen(false)}>{props.extra}</li>}
      </ul>
    </div>
  );
}
