import type { BreadCrumb } from '@techcensus/contract';
import { Link } from 'wouter';

/**
 * The page's trail from `results.BreadCrumbs`. A trail of only the current page says nothing,
 * so it is left out; the current crumb is text, not a link.
 */
export function Breadcrumbs(props: { crumbs: BreadCrumb[] }) {
  if (props.crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol>
        {props.crumbs.map((crumb) => (
          <li key={`${crumb.URL}|${crumb.Text}`}>
            {crumb.Current ? (
              <span aria-current="page">{crumb.Text}</span>
            ) : (
              <Link href={crumb.URL}>{crumb.Text}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
