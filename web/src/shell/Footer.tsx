import { Link } from 'wouter';
import { FOOTER_GROUPS } from './nav-links.ts';

export const COPYRIGHT_YEAR = 2025;

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
      <p className="container copyright">© {COPYRIGHT_YEAR} TechCensus. All rights reserved.</p>
    </footer>
  );
}
