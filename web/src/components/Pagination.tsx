import type { DomainList } from '@techcensus/contract';
import { Link } from 'wouter';

/** Page links of a paged list; the current page is text, disabled ones are not links. */
export function Pagination(props: { pages: DomainList['Pages'] }) {
  if (!props.pages.length) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {props.pages.map((p) => (
          <li key={`${p.Text}-${p.Link}`} className={p.Optional ? 'optional' : undefined}>
            {p.Current ? (
              <span aria-current="page">{p.Text}</span>
            ) : p.Disabled ? (
              <span className="disabled">{p.Text}</span>
            ) : (
              <Link href={p.Link}>{p.Text}</Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
