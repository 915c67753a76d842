import { PAGE_MESSAGES } from '@techcensus/contract';
import { Link } from 'wouter';

function ErrorPage(props: { title: string; message: string }) {
  return (
    <section className="error-page">
      <h1>{props.title}</h1>
      <p className="error-message">{props.message}</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </section>
  );
}

export const NotFoundPage = () => <ErrorPage title="Page not found" message={PAGE_MESSAGES.notFound} />;

export const ServerErrorPage = () => <ErrorPage title="Server error" message={PAGE_MESSAGES.serverError} />;

/** The page's `err`, or the generic text when there is nothing better to say. */
export const GenericErrorPage = (props: { message?: string }) => (
  <ErrorPage title="Error" message={props.message || PAGE_MESSAGES.generic} />
);

/**
 * Shown by the crash boundary. Its link is a plain anchor: after a crash a full reload is the
 * most reliable way back.
 */
export const CrashPage = () => (
  <section className="error-page">
    <h1>Something went wrong</h1>
    <p className="error-message">{PAGE_MESSAGES.crash}</p>
    <p>
      <a href="/">Go to the home page</a>
    </p>
  </section>
);
