/** What a demo website's row shows where a crawled one has its link out. */
export const DEMO_SITE_MARK = 'demo';

/**
 * Beside a website's name in a list: ↗ to open the site itself, or, for a generated demo
 * website, a "demo" mark — its name is made up, in a reserved namespace, and has nothing to open.
 */
export function SiteLinkOut(props: { domain: string; protocol: 'https' | 'http'; synthetic: boolean }) {
  if (props.synthetic)
    return (
      <span className="demo-mark" title="Generated demo website: not a real site">
        {DEMO_SITE_MARK}
      </span>
    );
  return (
    <a
      href={`${props.protocol}://${props.domain}`}
      rel="nofollow noopener"
      target="_blank"
      className="open-link"
      aria-label={`Open ${props.domain}`}
    >
      ↗
    </a>
  );
}
