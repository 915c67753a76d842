import type { DomainList } from '@techcensus/contract';
import { Fragment } from 'react';
import { Link } from 'wouter';

type Page = DomainList['Pages'][number];

/** The page number a link stands for; null for Previous and Next. */
const numberOf = (p: Page): number | null => (/^\d+$/.test(p.Text) ? Number(p.Text) : null);

/**
 * Page links of a paged list; the current page is text, disabled ones are not links. Where the
 * numbers skip ("3 … 83"), an ellipsis says pages were left out.
 */
export function Pagination(props: { pages: DomainList['Pages'] }) {
  if (!props.pages.length) return null;
  let previous: number | null = null;
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {props.pages.map((p) => {
          const n = numberOf(p);
          const gap = n !== null && previous !== null && n - previous > 1;
          if (n !== null) previous = n;
          return (
            <Fragment key={`${p.Text}-${p.Link}`}>
              {gap ? (
                <li className="gap" aria-hidden="true">
                  …
                </li>
              ) : null}
              <li className={p.Optional ? 'optional' : undefined}>
                {p.Current ? (
                  <span aria-current="page">{p.Text}</span>
                ) : p.Disabled ? (
                  <span className="disabled">{p.Text}</span>
                ) : (
                  <Link href={p.Link}>{p.Text}</Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ul>
    </nav>
  );
}
