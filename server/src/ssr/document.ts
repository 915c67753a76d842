import { type AnyPageEnvelope, FeedLink } from '@techcensus/contract';
import { PAGE_DATA_SCRIPT_ID, ROOT_ELEMENT_ID, scriptSafeJson, serializePageData } from '@techcensus/web';
import type { ClientAssets } from './assets.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const SITE_NAME = 'TechCensus';

function headFor(envelope: AnyPageEnvelope, fallbackTitle: string): string {
  const r = envelope.results;
  if (!r)
    return `<title>${escapeHtml(`${fallbackTitle} | ${SITE_NAME}`)}</title>\n<meta name="robots" content="noindex">`;
  const lines = [
    `<title>${escapeHtml(r.PageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(r.PageDescription)}">`,
    r.PageKeywords ? `<meta name="keywords" content="${escapeHtml(r.PageKeywords)}">` : '',
    `<link rel="canonical" href="${escapeHtml(r.CanonicalURL)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(r.PageTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(r.PageDescription)}">`,
    `<meta property="og:url" content="${escapeHtml(r.OpenGraphURL)}">`,
  ];
  const feed = FeedLink.safeParse(r.Feed);
  if (feed.success)
    lines.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.data.Title)}" href="${escapeHtml(feed.data.URL)}">`,
    );
  if (r.BreadCrumbs.length) {
    const origin = new URL(r.CanonicalURL).origin;
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: r.BreadCrumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.Text,
        item: new URL(c.URL, origin).toString(),
      })),
    };
    lines.push(`<script type="application/ld+json">${scriptSafeJson(ld)}</script>`);
  }
  return lines.filter(Boolean).join('\n');
}

export interface DocumentInput {
  url: string;
  envelope: AnyPageEnvelope;
  appHtml: string;
  assets: ClientAssets;
  fallbackTitle: string;
}

/**
 * The whole HTML page: metadata in <head>, the rendered app, and the data it hydrates from. The
 * stylesheets are inline; each is also named by a disabled link, which the browser does not
 * fetch, so that the bundle's chunk loader, which loads an area's stylesheet with its code unless
 * the document links it already, does not fetch it again before hydrating the first page.
 */
export function renderDocument({ url, envelope, appHtml, assets, fallbackTitle }: DocumentInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headFor(envelope, fallbackTitle)}
<link rel="icon" href="/s/img/logo25.png">
<style>${assets.inlineCss.replace(/<\/style/gi, '<\\/style')}</style>
${assets.css.map((href) => `<link disabled rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
</head>
<body>
<div id="${ROOT_ELEMENT_ID}">${appHtml}</div>
<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">${serializePageData({ url, envelope })}</script>
<script type="module" src="${escapeHtml(assets.script)}"></script>
</body>
</html>
`;
}
