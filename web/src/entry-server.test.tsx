import { PAGE_MESSAGES, SEARCH_INPUT_HINT, SEARCH_INPUT_PLACEHOLDER } from '@techcensus/contract';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_DATA_NOTICE, EMPTY_INDEX_NOTICE } from './components/IndexNotice.tsx';
import { renderApp } from './entry-server.tsx';
import { FOOTER_GROUPS, HEADER_LINKS, HEADER_MENUS } from './shell/nav-links.ts';
import { aboutEnvelope, homeEnvelope } from './test-fixtures.ts';

/** renderToString escapes text; compare against the escaped form. */
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = (html: string) => html.replace(/<!-- -->/g, '');

/** Linked although the spec's list leaves them out: the blog's posts are reached from nowhere else. */
const BEYOND_SPEC = ['/blog'];

const SPEC_LINKS = [
  '/technology-type',
  '/monitoring',
  '/security',
  '/cve',
  '/technology-scan',
  '/cve-security-scan',
  '/asn',
  '/ip-lookup',
  '/tag',
  '/common-response-headers',
  '/pricing',
  '/about-api',
  '/search',
  '/advertisers',
  '/cwe',
  '/faq',
  '/suggest-technology',
  '/domain-removal',
  '/about-us',
  '/contact-us',
  '/schedule-demo',
  '/bot',
  '/privacy',
  '/terms',
];

describe('renderApp', () => {
  it('renders the home headline with what the index holds, and the catalogue as what is detected', () => {
    const html = text(renderApp({ url: '/', envelope: homeEnvelope() }));
    expect(html).toMatch(
      /<h1><span class="count">1,886<\/span> technologies, <span class="count">107<\/span> categories and <span class="count">1,234,567<\/span> advertisers on <span class="count">25,000<\/span> websites<\/h1>/,
    );
    expect(html).toContain('We detect 7,515 technologies in 109 categories.');
    expect(html).not.toMatch(/million/i);
    expect(html).not.toContain(esc(EMPTY_INDEX_NOTICE));
  });

  it('says plainly that an empty index holds nothing, instead of zeros', () => {
    const html = text(renderApp({ url: '/', envelope: homeEnvelope({ empty: true }) }));
    expect(html).toContain(esc(EMPTY_INDEX_NOTICE));
    expect(html).toMatch(
      /<h1><span class="count">7,515<\/span> technologies in <span class="count">109<\/span> categories<\/h1>/,
    );
    expect(html).not.toContain('advertisers on');
    expect(html).not.toMatch(/million/i);
    expect(html).not.toContain(esc(DEMO_DATA_NOTICE));
  });

  it('says so when the index holds demo data, and only then', () => {
    expect(renderApp({ url: '/', envelope: homeEnvelope({ demo: true }) })).toContain(esc(DEMO_DATA_NOTICE));
    expect(renderApp({ url: '/', envelope: homeEnvelope({ demo: false }) })).not.toContain(
      esc(DEMO_DATA_NOTICE),
    );
  });

  it('links every navigation target the spec lists, in header menus or footer', () => {
    const html = renderApp({ url: '/', envelope: homeEnvelope() });
    for (const href of SPEC_LINKS) expect(html, href).toContain(`href="${href}"`);
    const listed = [...HEADER_MENUS, ...FOOTER_GROUPS].flatMap((g) => g.links).concat(HEADER_LINKS);
    expect(new Set(listed.map((l) => l.href))).toEqual(new Set([...SPEC_LINKS, ...BEYOND_SPEC]));
  });

  it('renders the shell: logo, labelled search form, menus, footer', () => {
    const html = renderApp({ url: '/', envelope: homeEnvelope() });
    expect(html).toContain('<img src="/s/img/logo25.png" alt="TechCensus"');
    expect(html).toMatch(/<search class="header-search"><form action="\/search" method="get"/);
    expect(html).toContain('<label for="header-search"');
    // The plain GET form's field without script, the combobox's with it.
    const field = html.match(/<input[^>]*id="header-search"[^>]*>/)?.[0] ?? '';
    for (const attribute of [
      'name="q"',
      'type="search"',
      'required=""',
      'role="combobox"',
      'aria-expanded="false"',
    ])
      expect(field).toContain(attribute);
    const list = field.match(/aria-controls="([^"]+)"/)?.[1];
    expect(html).toContain(`<div id="${list}" role="listbox" class="suggestions"`);
    expect(html).toContain(`title="${esc(SEARCH_INPUT_HINT)}"`);
    expect(html).toContain(`placeholder="${esc(SEARCH_INPUT_PLACEHOLDER)}"`);
    expect(html).toMatch(/pattern="\[[^"]+\]\+"/);
    expect(html).toMatch(
      /<button type="button" class="menu-button" aria-expanded="false" aria-controls="[^"]+">Technologies/,
    );
  });

  it('dates the footer’s copyright by the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const year of [2027, 2031]) {
        vi.setSystemTime(new Date(`${year}-03-01T12:00:00Z`));
        expect(text(renderApp({ url: '/', envelope: homeEnvelope() }))).toContain(`© ${year} TechCensus`);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers Sign In and Free Sign Up to anonymous visitors', () => {
    const html = renderApp({ url: '/', envelope: homeEnvelope() });
    expect(html).toContain('>Sign In</button>');
    expect(html).toContain('title="Sign Up to see more results">Free Sign Up</button>');
    expect(html).not.toContain('>Account<');
  });

  it('shows the Account menu to signed-in users', () => {
    const html = renderApp({ url: '/', envelope: homeEnvelope({ loggedIn: true }) });
    expect(html).toMatch(/aria-expanded="false"[^>]*>Account</);
    expect(html).toContain('href="/user/account">Account</a>');
    expect(html).toContain('href="/monitoring/websites">Monitored Websites</a>');
    expect(html).toContain('>Log Out</button>');
    expect(html).not.toContain('>Sign In</button>');
    expect(html).not.toContain('Free Sign Up');
  });

  it('renders the breadcrumb trail with the current page as text', () => {
    const html = renderApp({ url: '/about-us', envelope: aboutEnvelope() });
    expect(html).toContain(
      '<nav aria-label="Breadcrumb" class="breadcrumbs container"><ol><li><a href="/">Home</a></li><li><span aria-current="page">About us</span></li></ol></nav>',
    );
  });

  it('leaves out a trail that holds only the current page', () => {
    expect(renderApp({ url: '/', envelope: homeEnvelope() })).not.toContain('aria-label="Breadcrumb"');
  });

  it('renders the about page with its paragraphs and contact links', () => {
    const html = renderApp({ url: '/about-us', envelope: aboutEnvelope() });
    expect(html).toContain('<h1>About us</h1>');
    expect(html).toContain('<p>We survey the web.</p>');
    expect(html).toContain('href="/contact-us"');
    expect(html).toContain('href="mailto:hello@techcensus.example"');
  });

  it('shows the exact 404, 500 and generic texts', () => {
    const User = { LoggedIn: false };
    const notFound = renderApp({
      url: '/no-such-page',
      envelope: { result404: { title: 'Not found' }, User },
    });
    expect(notFound).toContain(`<p class="error-message">${esc(PAGE_MESSAGES.notFound)}</p>`);
    const serverError = renderApp({ url: '/x', envelope: { result500: { title: 'Error' }, User } });
    expect(serverError).toContain(esc(PAGE_MESSAGES.serverError));
    const err = renderApp({ url: '/x', envelope: { err: 'Unknown CVE number', User } });
    expect(err).toContain('<p class="error-message">Unknown CVE number</p>');
    const empty = renderApp({ url: '/x', envelope: { User } });
    expect(empty).toContain(esc(PAGE_MESSAGES.generic));
  });

  it('renders a page the website has no component for from its title', () => {
    const html = renderApp({
      url: '/page-without-component?q=a%26b',
      envelope: {
        results: {
          PageTitle: 'Search',
          PageDescription: 'd',
          PageKeywords: '',
          OpenGraphURL: '',
          CanonicalURL: '',
          BreadCrumbs: [],
        },
        User: { LoggedIn: false },
      },
    });
    expect(html).toContain('<h1>Search</h1>');
  });

  it('shows a login prompt when the page needs a login, and a spinner while redirecting', () => {
    const User = { LoggedIn: false };
    expect(
      renderApp({ url: '/monitoring/websites', envelope: { resultLoginRequired: true, User } }),
    ).toContain('Please sign in to see this page.');
    expect(renderApp({ url: '/old', envelope: { result301: { location: '/new' }, User } })).toContain(
      'role="status"',
    );
  });
});
