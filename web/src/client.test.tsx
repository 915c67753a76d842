// @vitest-environment happy-dom
import { type AnyPageEnvelope, PAGE_MESSAGES } from '@techcensus/contract';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { until as waitUntil } from '../../tests/support/wait.ts';
import { App } from './app.tsx';
import { EmbeddedPageData } from './data/page-load.tsx';
import { createQueryClient } from './data/query-client.ts';
import { renderApp } from './entry-server.tsx';
import { aboutEnvelope, homeEnvelope, meta } from './test-fixtures.ts';

/**
 * The browser side of the shell, in a simulated DOM: hydration of the server's HTML, client-side
 * navigation with page-data fetches, envelope handling and the crash boundary.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Handler = (url: string, init?: RequestInit) => unknown | Promise<unknown>;
let requests: { url: string; init?: RequestInit }[];
let root: Root | null;
let consoleErrors: unknown[][];

function serve(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push({ url, init });
      const body = await handler(url, init);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

async function mount(url: string, envelope: AnyPageEnvelope) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${renderApp({ url, envelope })}</div>`;
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <App queryClient={createQueryClient()} envelope={envelope} embedded={new EmbeddedPageData(envelope)} />,
    );
  });
  return container;
}

// The calls' client loads with the first call (data/client.ts); loaded once here, so that the
// short waits below do not include compiling it on a busy machine.
beforeAll(() => import('./data/calls.ts'));

/** Lets React commit what arrived, until `check` holds (tests/support/wait.ts paces the asking). */
async function until(check: () => boolean, what: string) {
  await waitUntil(
    async () => {
      await act(() => Promise.resolve());
      return check();
    },
    { what, timeoutMs: 20_000 },
  ).catch((err: Error) => {
    throw new Error(`${err.message}; body: ${document.body.textContent}`);
  });
}

const link = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
const dialogTitle = () => document.querySelector('dialog h2')?.textContent;
const bodyText = () => document.body.textContent ?? '';

beforeEach(() => {
  requests = [];
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    consoleErrors.push(args);
  });
  window.scrollTo = vi.fn();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('hydration', () => {
  it('takes over the server HTML without a mismatch and without fetching the first page', async () => {
    serve(() => ({ User: { LoggedIn: false } }));
    await mount('/', homeEnvelope());
    expect(bodyText()).toContain('advertisers on 25,000 websites');
    expect(consoleErrors).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('navigation', () => {
  it('fetches the next page from {path}/api, shows a spinner meanwhile and updates the title', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    serve(async () => {
      await gate;
      return aboutEnvelope();
    });
    await mount('/', homeEnvelope());
    await act(async () => link('/about-us').click());
    expect(window.location.pathname).toBe('/about-us');
    expect(requests.map((r) => r.url)).toEqual(['/about-us/api']);
    expect(document.querySelector('main [role="status"]')).not.toBeNull();
    release();
    await until(() => bodyText().includes('We survey the web.'), 'the about page');
    expect(document.title).toBe('About us');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement?.id).toBe('content');
  });

  it('shows the 404 page for an address the server does not know', async () => {
    serve(() => ({ result404: { title: 'Not found' }, User: { LoggedIn: false } }));
    await mount('/', homeEnvelope());
    await act(async () => link('/bot').click());
    await until(() => bodyText().includes(PAGE_MESSAGES.notFound), 'the 404 page');
    expect(document.title).toBe('Page not found | TechCensus');
  });

  it('fetches the first page again when coming back to it', async () => {
    serve((url) => (url === '/api' ? homeEnvelope({ demo: false }) : aboutEnvelope()));
    await mount('/', homeEnvelope());
    await act(async () => link('/about-us').click());
    await until(() => bodyText().includes('We survey the web.'), 'the about page');
    await act(async () => link('/').click());
    await until(() => bodyText().includes('advertisers on 25,000 websites'), 'the home page');
    expect(requests.map((r) => r.url)).toEqual(['/about-us/api', '/api']);
  });

  it('shows the generic error page when page data cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await mount('/', homeEnvelope());
    await act(async () => link('/about-us').click());
    await until(() => bodyText().includes(PAGE_MESSAGES.generic), 'the error page');
  });

  it('follows an in-app redirect without reloading', async () => {
    serve((url) =>
      url === '/old/api'
        ? { result302: { location: '/about-us' }, User: { LoggedIn: false } }
        : aboutEnvelope(),
    );
    await mount('/', homeEnvelope());
    await act(async () => {
      window.history.pushState(null, '', '/old');
    });
    await until(() => bodyText().includes('We survey the web.'), 'the redirect target');
    expect(window.location.pathname).toBe('/about-us');
    expect(requests.map((r) => r.url)).toEqual(['/old/api', '/about-us/api']);
  });

  it('updates the header when the login state changes', async () => {
    serve(() => ({ ...aboutEnvelope(), User: { LoggedIn: true } }));
    await mount('/', homeEnvelope());
    expect(button('Sign In')).toBeDefined();
    await act(async () => link('/about-us').click());
    await until(() => button('Account') !== undefined, 'the Account menu');
    expect(button('Sign In')).toBeUndefined();
  });
});

describe('panels', () => {
  it('opens the sign-in panel from Sign In and the sign-up view from Free Sign Up', async () => {
    serve(() => ({}));
    await mount('/', homeEnvelope());
    await act(async () => button('Sign In').click());
    expect(dialogTitle()).toBe('Login');
    expect(document.querySelector('label[for="login-email"]')?.textContent).toBe('Email');
    await act(async () => button('Create a Free Account').click());
    expect(dialogTitle()).toBe('Create a Free Account');
  });

  it('shows the server error of a failed login', async () => {
    serve((url) => (url === '/user/login' ? { err: 'Wrong email or password' } : {}));
    await mount('/', homeEnvelope());
    await act(async () => button('Sign In').click());
    (document.getElementById('login-email') as HTMLInputElement).value = 'a@b.example';
    (document.getElementById('login-password') as HTMLInputElement).value = 'secret';
    await act(async () =>
      document
        .querySelector('dialog form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
    await until(() => document.querySelector('[role="alert"]') !== null, 'the alert');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Wrong email or password');
    const login = requests.find((r) => r.url === '/user/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ email: 'a@b.example', password: 'secret' });
  });

  it('opens the sign-in panel when a page needs a login', async () => {
    serve(() => ({ resultLoginRequired: true, User: { LoggedIn: false } }));
    await mount('/', homeEnvelope());
    await act(async () => link('/monitoring').click());
    await until(() => dialogTitle() === 'Login', 'the login panel');
  });

  it('opens the verification panel when a page needs a captcha', async () => {
    serve(() => ({ requireCaptchaCheck: true, User: { LoggedIn: false } }));
    await mount('/', homeEnvelope());
    await act(async () => link('/technology-scan').click());
    await until(() => bodyText().includes(PAGE_MESSAGES.captchaPanel), 'the verification panel');
    await act(async () => button('Close').click());
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('asks before logging out and shows a failure in the Error dialog', async () => {
    serve((url) => (url === '/user/logout' ? { err: 'Session store unavailable' } : {}));
    await mount('/', homeEnvelope({ loggedIn: true }));
    await act(async () => button('Account').click());
    await act(async () => button('Log Out').click());
    expect(dialogTitle()).toBe('Log out');
    expect(bodyText()).toContain('Are you sure?');
    const confirm = document.querySelector('dialog .button.primary') as HTMLButtonElement;
    expect(confirm.textContent).toBe('Log Out');
    await act(async () => confirm.click());
    await until(() => dialogTitle() === 'Error', 'the Error dialog');
    expect(bodyText()).toContain('Session store unavailable');
    expect(requests.find((r) => r.url === '/user/logout')).toMatchObject({ init: { method: 'POST' } });
  });
});

describe('render crash', () => {
  it('shows the crash page and reports the error', async () => {
    // Malformed page data (Paragraphs is not a list) makes the about page throw while rendering.
    serve((url) =>
      url === '/about-us/api'
        ? { results: { ...meta('About us'), Paragraphs: null, ContactEmail: 'x' }, User: { LoggedIn: false } }
        : { ok: true },
    );
    await mount('/', homeEnvelope());
    await act(async () => link('/about-us').click());
    await until(() => bodyText().includes(PAGE_MESSAGES.crash), 'the crash page');
    await until(() => requests.some((r) => r.url === '/report-client-error'), 'the crash report');
    const report = requests.find((r) => r.url === '/report-client-error')!;
    expect(report.init?.method).toBe('POST');
    const body = JSON.parse(String(report.init?.body));
    expect(body.url).toMatch(/\/about-us$/);
    expect(body.errorMessage).toBeTruthy();
    expect(body.errorInfo).toContain('AboutUsPage');
    // The header and footer survive; only the page is replaced.
    expect(button('Sign In')).toBeDefined();
    expect(bodyText()).toContain(`© ${new Date().getUTCFullYear()} TechCensus`);
    expect(document.querySelector('main')?.textContent).toContain(PAGE_MESSAGES.crash);
  });
});
