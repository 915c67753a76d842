import { PAGE_FALLBACK_TITLES } from '@techcensus/contract';
import type { PageResults } from './outcome.ts';

/**
 * Keeps `<head>` in step after client-side navigation; the server writes it on first load.
 * Only elements the server already placed are updated, nothing is added.
 */
export function applyHead(results: PageResults): void {
  if (results.PageTitle) document.title = results.PageTitle;
  setAttr('meta[name="description"]', 'content', results.PageDescription);
  setAttr('meta[name="keywords"]', 'content', results.PageKeywords);
  setAttr('link[rel="canonical"]', 'href', results.CanonicalURL);
  setAttr('meta[property="og:url"]', 'content', results.OpenGraphURL);
  setAttr('meta[property="og:title"]', 'content', results.PageTitle);
  setAttr('meta[property="og:description"]', 'content', results.PageDescription);
}

function setAttr(selector: string, attribute: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** Titles of pages without results, as the server writes them on first load. */
export function applyErrorTitle(kind: keyof typeof PAGE_FALLBACK_TITLES): void {
  document.title = `${PAGE_FALLBACK_TITLES[kind]} | TechCensus`;
}
