import {
  alertsCreatePath,
  compileFilterList,
  type FilterEntry,
  reportLabel,
  serializeEntries,
} from '@techcensus/contract';
import { Link } from 'wouter';

/**
 * "Create alert from this report": the Alerts page's create form with this report's filters, so
 * the sites that start or stop matching them are sent to a webhook or by e-mail. Filters the
 * alert language cannot hold (a region mixed with countries needs the catalogue) leave it out.
 */
export function CreateAlertButton(props: { entries: readonly FilterEntry[]; loggedIn: boolean }) {
  let href: string | null = null;
  try {
    const filters = compileFilterList(serializeEntries(props.entries));
    if (filters.length)
      href = alertsCreatePath(filters, reportLabel(props.entries).replace(/^Generic Report$/, ''));
  } catch {
    href = null;
  }
  if (!href) return null;
  return (
    <p className="create-alert">
      <Link href={href} className="button">
        Create alert from this report
      </Link>{' '}
      <span className="muted">
        {props.loggedIn
          ? 'Be told when websites start or stop matching.'
          : 'Sign in to be told when websites start or stop matching.'}
      </span>
    </p>
  );
}
