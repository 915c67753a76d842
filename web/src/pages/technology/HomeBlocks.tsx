import type { HomeTechnologyBlocks } from '@techcensus/contract';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Flag } from '../../components/Flag.tsx';
import { formatCount, formatRank } from '../../format.ts';
import { scriptSafeJson } from '../../index.ts';
import { share, TechIcon, TechLink } from './common.tsx';

type Blocks = z.infer<typeof HomeTechnologyBlocks>;

/** Part 1 §9: the carousel moves on every 4 s. */
export const CAROUSEL_INTERVAL_MS = 4_000;

/** Website details, one at a time; pauses on hover, focus or the Pause button, and never moves for reduced motion. */
export function WebsiteCarousel(props: { sites: Blocks['Carousel'] }) {
  const { sites } = props;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!playing || held || sites.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % sites.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, sites.length]);
  if (!sites.length) return null;
  const site = sites[index % sites.length];
  const go = (step: number) => setIndex((i) => (i + step + sites.length) % sites.length);
  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <h2 id="carousel-title">Website details</h2>
      <div className="slide-controls">
        <button type="button" className="btn" onClick={() => setPlaying((p) => !p)}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="btn" onClick={() => go(-1)} aria-label="Previous website">
          ‹
        </button>
        <button type="button" className="btn" onClick={() => go(1)} aria-label="Next website">
          ›
        </button>
        <span className="muted">
          {(index % sites.length) + 1} / {sites.length}
        </span>
      </div>
      <div aria-live={playing && !held ? 'off' : 'polite'}>
        <h3>
          <Link href={`/website/${site.Domain}`}>{site.Domain}</Link>
        </h3>
        <p className="muted">
          Rank {formatRank(site.Rank)}
          {site.Country ? (
            <>
              {' · '}
              <Flag named code={site.Country.ShortName} name={site.Country.Name} /> {site.Country.Name}
            </>
          ) : null}
        </p>
        <ul className="plain">
          {site.Technologies.map((t) => (
            <li key={t.TechnologyURL}>
              <TechLink t={t} />
              {t.Category ? <span className="muted"> · {t.Category}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Envelopes written before these blocks existed (cached pages, fixtures) render without them. */
export function HomeTechnologySections(props: { blocks: Partial<Blocks> }) {
  const b = props.blocks;
  if (!b.Carousel || !b.Trends || !b.StructuredData) return null;
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD the server built, escaped by scriptSafeJson
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(b.StructuredData) }}
      />
      <div className="home-blocks">
        {b.SampleReport ? (
          <section className="report-box" aria-labelledby="sample-report">
            <h2 id="sample-report">Lists of websites by technology</h2>
            <p>
              For example, <TechLink t={b.SampleReport.Technology} /> runs on{' '}
              <strong>{formatCount(b.SampleReport.DomainCount)}</strong> websites in our index. A report lists
              them with their rank, country and contact details.
            </p>
            <p className="actions">
              <a className="btn" href={b.SampleReport.ReportURL}>
                Create a report
              </a>
              <a href={b.SampleReport.CsvURL} download>
                Download a sample report (CSV)
              </a>
            </p>
          </section>
        ) : null}
        <WebsiteCarousel sites={b.Carousel} />
        {b.MarketShare ? (
          <section aria-labelledby="home-market">
            <h2 id="home-market">
              <Link href={`/technology-type/${b.MarketShare.Category.CategoryURL}`}>
                {b.MarketShare.Category.CategoryLongName}
              </Link>{' '}
              market share
            </h2>
            <table className="table">
              <tbody>
                {b.MarketShare.Technologies.map((t) => (
                  <tr key={t.TechnologyURL}>
                    <td>
                      <TechLink t={t} />
                    </td>
                    <td className="num">{share(t.MarketShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {b.Trends.length ? (
          <section aria-labelledby="home-trends">
            <h2 id="home-trends">Growing in the last month</h2>
            <ul className="plain">
              {b.Trends.map((t) => (
                <li key={t.TechnologyURL}>
                  <Link href={`/technology/${t.TechnologyURL}`} className="tech-link">
                    <TechIcon icon={t.TechnologyIcon} name={t.TechnologyShortName} />
                    {t.TechnologyShortName}
                  </Link>{' '}
                  <span className="muted">+{formatCount(t.DomainCount)} websites</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
