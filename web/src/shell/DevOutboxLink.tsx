import { useAuthOptions } from './auth-options.ts';

/** Where a development server keeps the mail it does not send (server/src/mail/outbox-page.ts). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/**
 * In development (DEV_OUTBOX) no mail leaves the machine, so the sign-up form points to the page
 * that shows it; the server says when that is, and nothing is shown anywhere else.
 */
export function DevOutboxLink() {
  const options = useAuthOptions();
  if (!options?.devOutbox) return null;
  return (
    <p className="muted dev-outbox">
      Development server: e-mails are kept, not sent. Read them, codes included, in the{' '}
      <a href={DEV_OUTBOX_PATH} target="_blank" rel="noopener">
        mail outbox
      </a>
      .
    </p>
  );
}
