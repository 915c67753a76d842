import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { applyErrorTitle, applyHead } from '../data/head.ts';
import { internalTarget, outcomeOf, type PageOutcome } from '../data/outcome.ts';
import { type PageLoad, usePageLoad } from '../data/page-load.tsx';
import { GenericErrorPage, NotFoundPage, ServerErrorPage } from '../pages/ErrorPages.tsx';
import { renderPage, useAreaReady } from '../pages/registry.tsx';
import { CaptchaRequiredPage, LoginRequiredPage } from '../pages/StatusPages.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CrashBoundary } from './CrashBoundary.tsx';
import { usePanels } from './panels.tsx';
import { Spinner } from './Spinner.tsx';
import { useSession } from './session.tsx';

/** Loads the current address's page data and shows what its envelope says (part 2 §4). */
export function PageHost() {
  const load = usePageLoad();
  const outcome = load.status === 'loaded' ? outcomeOf(load.envelope) : null;
  usePageEffects(load, outcome);
  const pathname = load.key.split('?')[0] || '/';
  // Asked for as soon as the address changes, so the chunk loads alongside the page data.
  const areaReady = useAreaReady(pathname);

  return (
    <CrashBoundary resetKey={load.key}>
      {outcome?.kind === 'page' && <Breadcrumbs crumbs={outcome.results.BreadCrumbs} />}
      <main id="content" className="container page" tabIndex={-1}>
        {body(load, outcome, pathname, areaReady)}
      </main>
    </CrashBoundary>
  );
}

function body(load: PageLoad, outcome: PageOutcome | null, pathname: string, areaReady: boolean) {
  if (load.status === 'failed') return <GenericErrorPage />;
  if (!outcome) return <Spinner />;
  switch (outcome.kind) {
    case 'redirect':
      return <Spinner />;
    case 'notFound':
      return <NotFoundPage />;
    case 'serverError':
      return <ServerErrorPage />;
    case 'error':
      return <GenericErrorPage message={outcome.message} />;
    case 'loginRequired':
      return <LoginRequiredPage />;
    case 'captcha':
      return <CaptchaRequiredPage />;
    case 'page':
      return areaReady ? renderPage(pathname, outcome.results) : <Spinner />;
  }
}

/** What a load does besides rendering: session, redirects, panels, head and scroll. */
function usePageEffects(load: PageLoad, outcome: PageOutcome | null) {
  const [, navigate] = useLocation();
  const { setLoggedIn } = useSession();
  const panels = usePanels();
  const firstKey = useRef(load.key);
  const envelope = load.status === 'loaded' ? load.envelope : null;

  useEffect(() => {
    if (load.key !== firstKey.current) window.scrollTo(0, 0);
  }, [load.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded envelope
  useEffect(() => {
    if (!envelope || !outcome) return;
    setLoggedIn(envelope.User.LoggedIn);
    if (outcome.kind === 'redirect') {
      const target = internalTarget(outcome.location, window.location.origin);
      if (target) navigate(target, { replace: true });
      else window.location.assign(outcome.location);
    } else if (outcome.kind === 'loginRequired') {
      panels.open({ type: 'login', view: 'login' });
    } else if (outcome.kind === 'captcha') {
      panels.open({ type: 'captcha' });
    } else if (outcome.kind === 'page') {
      applyHead(outcome.results);
    } else {
      applyErrorTitle(outcome.kind);
    }
    // After an in-app navigation, screen readers and keyboard users start at the new content.
    if (load.key !== firstKey.current && outcome.kind !== 'redirect') {
      document.getElementById('content')?.focus({ preventScroll: true });
    }
  }, [envelope]);
}
