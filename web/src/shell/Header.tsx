import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NavMenu } from './NavMenu.tsx';
import { ACCOUNT_LINKS, HEADER_LINKS, HEADER_MENUS } from './nav-links.ts';
import { usePanels } from './panels.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useSession } from './session.tsx';

export const LOGO_SRC = '/s/img/logo25.png';

/**
 * The brand, the search, the account area and the navigation. On a phone the search and the
 * navigation fold behind a Menu button, so the header is one line instead of a third of the screen
 * (and the home page does not show its own search box twice).
 */
export function Header() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address
  useEffect(() => setOpen(false), [location]);
  return (
    <header className={open ? 'site-header nav-open' : 'site-header'}>
      <div className="header-bar container">
        <Link href="/" className="brand">
          <img src={LOGO_SRC} alt="TechCensus" width={25} height={25} />
          <span aria-hidden="true">TechCensus</span>
        </Link>
        <SearchForm id="header-search" label="Search websites and technologies" className="header-search" />
        <AccountArea />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
      </div>
      <nav aria-label="Main" className="main-nav" id="main-nav">
        <div className="container nav-row">
          {HEADER_MENUS.map((group) => (
            <NavMenu key={group.label} label={group.label} links={group.links} />
          ))}
          {HEADER_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="nav-link">
              {link.text}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}

/** Anonymous: Sign In and Free Sign Up. Signed in: the Account menu (part 2 §2.2). */
function AccountArea() {
  const { loggedIn } = useSession();
  const panels = usePanels();
  if (loggedIn) {
    return (
      <div className="account-area">
        <NavMenu
          label="Account"
          align="end"
          links={ACCOUNT_LINKS}
          extra={
            <button
              type="button"
              className="menu-item-button"
              onClick={() => panels.open({ type: 'logout' })}
            >
              Log Out
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div className="account-area">
      <button type="button" className="button" onClick={() => panels.open({ type: 'login', view: 'login' })}>
        Sign In
      </button>
      <button
        type="button"
        className="button primary"
        title="Sign Up to see more results"
        onClick={() => panels.open({ type: 'login', view: 'register' })}
      >
        Free Sign Up
      </button>
    </div>
  );
}
