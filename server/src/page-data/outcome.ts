import { type AnyPageEnvelope, PAGE_MESSAGES, type PageMeta } from '@techcensus/contract';

export interface Viewer {
  loggedIn: boolean;
  /** The signed-in account (from the session), when there is one. */
  account?: { id: number; name: string; email: string };
}

export type PageBody<R> = Omit<AnyPageEnvelope, 'results'> & { results?: PageMeta & R };

/**
 * What a page loader decides: the envelope and the HTTP status it is served with. Shaped like a
 * ts-rest response so a loader is the route's handler as it stands, typed by the contract.
 */
export type PageOutcome<R = Record<string, unknown>> =
  | { status: 200; body: PageBody<R> }
  | { status: 404; body: PageBody<R> }
  | { status: 500; body: PageBody<R> };

export function pageOk<R>(viewer: Viewer, meta: PageMeta, results: R): PageOutcome<R> {
  return { status: 200, body: { results: { ...meta, ...results }, User: { LoggedIn: viewer.loggedIn } } };
}

/** A page behind a login, asked for by an anonymous visitor: the web opens the sign-in panel. */
export type LoginRequiredOutcome = { status: 401; body: PageBody<never> };

export function pageLoginRequired(): LoginRequiredOutcome {
  return { status: 401, body: { resultLoginRequired: true, User: { LoggedIn: false } } };
}

export function pageNotFound(viewer: Viewer, title: string = PAGE_MESSAGES.notFound): PageOutcome<never> {
  return { status: 404, body: { result404: { title }, User: { LoggedIn: viewer.loggedIn } } };
}

export function pageServerError(viewer: Viewer): PageOutcome<never> {
  return {
    status: 500,
    body: { result500: { title: PAGE_MESSAGES.serverError }, User: { LoggedIn: viewer.loggedIn } },
  };
}
