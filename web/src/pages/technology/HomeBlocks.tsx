import type { HomeTechnologyBlocks } from '@techcensus/contract';
import { countOf } from '@techcensus/contract';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Flag } from '../../components/Flag.tsx';
import { formatCount, formatSiteRank } from '../../format.ts';
import { scriptSafeJson } from '../../index.ts';
import { share, TechIcon, TechLink } from './common.tsx';

type Blocks = z.infer<typeof HomeTechnologyBlocks>;

/** Part 1 §9: the carousel moves on every 4 s. */
export const CAROUSEL_INTERVAL_MS = 4_000;

/** The carousel's button icons: drawn, so they look the same in every font. */
function ControlIcon(props: { kind: 'previous' | 'next' | 'pause' | 'play' }) {
  const d = {
    previous: 'M10 3 5 8l5 5',
    next: 'm6 3 5 5-5 5',
    pause: 'M5 3v10M11 3v10',
    play: 'M5 3v10l8-5z',
  }[props.kind];
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={props.kind === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Website details, one at a time, moving on every 4 s; pauses on hover, focus or the Pause
 * button, and never moves for reduced motion. The arrow keys move it while focus is inside; a
 * dot per website jumps to it.
 */
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
  const at = index % sites.length;
  const site = sites[at];
  const go = (step: number) => setIndex((i) => (i + step + sites.length) % sites.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };
  return (
    <section
      className="home-carousel"
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-head">
        <h2 id="carousel-title">Website details</h2>
        <div className="slide-controls">
          <button
            type="button"
            className="carousel-button"
            onClick={() => go(-1)}
            aria-label="Previous website"
          >
            <ControlIcon kind="previous" />
          </button>
          <button
            type="button"
            className="carousel-button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause' : 'Play'}
          >
            <ControlIcon kind={playing ? 'pause' : 'play'} />
          </button>
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label="Next website">
            <ControlIcon kind="next" />
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: the slide of the WAI-ARIA carousel pattern is a group, not a form's fieldset */}
      <div
        className="carousel-slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${at + 1} of ${sites.length}`}
        aria-live={playing && !held ? 'off' : 'polite'}
      >
        <h3>
          <Link href={`/website/${site.Domain}`}>{site.Domain}</Link>
        </h3>
        <p className="muted">
          Rank {formatSiteRank(site.Rank, site.Synthetic)}
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
      {sites.length > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields
        <div className="carousel-dots" role="group" aria-label="Websites">
          {sites.map((s, i) => (
            <button
              key={s.Domain}
              type="button"
              className="carousel-dot"
              aria-label={`Website ${i + 1}: ${s.Domain}`}
              aria-current={i === at ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
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
                  <span className="muted">+{countOf(t.DomainCount, 'website')}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
