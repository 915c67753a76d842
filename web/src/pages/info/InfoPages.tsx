import type { BotResults, FaqResults, PolicyResults } from '@techcensus/contract';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { FaqList } from './FaqList.tsx';

export type FaqData = z.infer<typeof FaqResults>;
export type PolicyData = z.infer<typeof PolicyResults>;
export type BotData = z.infer<typeof BotResults>;

/** /faq: an accordion of questions. */
export function FaqPage(props: { results: FaqData }) {
  return (
    <article className="prose">
      <h1>Frequently asked questions</h1>
      <FaqList entries={props.results.FAQ} />
      <p>
        Another question? <Link href="/contact-us">Contact us</Link>.
      </p>
    </article>
  );
}

/**
 * /privacy and /terms: the server's HTML, rendered in the browser only (part 2 §2.1). A
 * <noscript> copy keeps the text readable with scripts off; it is not hydrated.
 */
export function PolicyPage(props: { results: PolicyData }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the policy text is written by the server
    <article className="prose policy" dangerouslySetInnerHTML={{ __html: props.results.html }} />
  ) : (
    <article className="prose policy">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the policy text is written by the server */}
      <noscript dangerouslySetInnerHTML={{ __html: props.results.html }} />
    </article>
  );
}

/** /bot: what TechCensusBot does and how to control it. */
export function BotPage(props: { results: BotData }) {
  const r = props.results;
  return (
    <article className="prose">
      <h1>TechCensusBot, our crawler</h1>
      <p className="lead">
        TechCensusBot visits websites to find out which technologies they are built with. This page says what
        it fetches and how to control it.
      </p>
      <h2>How to recognise it</h2>
      <p>Every request carries this user agent:</p>
      <pre>
        <code>{r.UserAgent}</code>
      </pre>
      <h2>What it fetches</h2>
      <ul>
        <li>robots.txt first, then the home page if robots.txt allows it.</li>
        <li>Up to four scripts and four style sheets of the same site, and ads.txt.</li>
        <li>A few public DNS records (MX, TXT, NS, SOA, CNAME) of the domain.</li>
      </ul>
      <p>It does not submit forms, log in, or follow links deeper into the site.</p>
      <h2>robots.txt</h2>
      <p>
        TechCensusBot follows robots.txt as RFC 9309 describes it. It obeys the group for its product token{' '}
        <code>{r.ProductToken}</code>, or the <code>*</code> group when there is none, and honours a
        Crawl-delay of up to {r.MaxCrawlDelaySeconds} seconds. To keep it out of your whole site:
      </p>
      <pre>
        <code>{`User-agent: ${r.ProductToken}\nDisallow: /`}</code>
      </pre>
      <p>
        A robots.txt that cannot be read (a 4xx or 5xx answer) is treated as having no rules; the crawler then
        reads one page only.
      </p>
      <h2>Politeness</h2>
      <ul>
        <li>One request at a time to a website.</li>
        <li>
          At least {r.PerHostIntervalMs} ms between two requests to the same website, more when robots.txt
          asks.
        </li>
        <li>Only public addresses are contacted; private and internal networks never are.</li>
      </ul>
      <h2>Opting out</h2>
      <p>
        Blocking the crawler stops new visits. To also remove what we already hold about your domain, use the{' '}
        <Link href="/domain-removal">domain removal</Link> form. Problems with the crawler? Write to{' '}
        <a href={`mailto:${r.ContactEmail}`}>{r.ContactEmail}</a>.
      </p>
    </article>
  );
}
