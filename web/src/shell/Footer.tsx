import { Link } from 'wouter';
import { FOOTER_GROUPS } from './nav-links.ts';

/**
 * The copyright year is the clock's (the spec's page shell shows the year it was written in,
 * 2025), read in UTC as the server's dates are, so server and browser render the same year.
 */
export const copyrightYear = (now: Date = new Date()): number => now.getUTCFullYear();

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.label} aria-label={group.label} className="footer-group">
            <h2>{group.label}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.text}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container copyright">© {copyrightYear()} TechCensus. All rights reserved.</p>
      {/* CC BY 4.0 attribution of the AS names and networks every ASN, IP and website page shows
          (docs/network-data.md); DB-IP asks for this link on pages that use its data. */}
      <p className="container data-credits">
        Network data: <a href="https://db-ip.com">IP Geolocation by DB-IP</a>, RouteViews and the NRO.
      </p>
    </footer>
  );
}
