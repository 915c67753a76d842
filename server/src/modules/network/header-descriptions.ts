/**
 * Short descriptions of common HTTP response headers, written for this site in the manner of a
 * reference (what the header does, who sends it). Headers without an entry show no description.
 */
export const HEADER_DESCRIPTIONS: Record<string, string> = {
  'accept-ranges':
    'Tells the client whether the server supports range requests, and in which unit (usually bytes), so downloads can be resumed.',
  'access-control-allow-origin':
    'CORS: which origins may read the response from script running on another site; * allows any origin.',
  age: 'How many seconds the response has been held in a shared cache, such as a CDN.',
  'alt-svc':
    'Advertises other protocols or endpoints (for example HTTP/3) the same resource can be reached on.',
  'cache-control':
    'Caching rules for browsers and shared caches: whether the response may be stored, by whom, and for how long (max-age, no-store, private, public…).',
  'cf-cache-status':
    'Set by Cloudflare: whether the response came from its cache (HIT), was fetched from the origin (MISS), or bypassed the cache.',
  'cf-ray':
    'Set by Cloudflare: an identifier of the request and the data centre that handled it, used for troubleshooting.',
  connection:
    'Whether the network connection stays open after the current exchange (keep-alive) or is closed.',
  'content-encoding': 'The compression applied to the body (gzip, br, zstd) that the client must undo.',
  'content-language': 'The natural language(s) of the content, for the audience it is intended for.',
  'content-length': 'The size of the body in bytes.',
  'content-security-policy':
    'Restricts which sources of scripts, styles, images, frames and connections the page may use, mitigating cross-site scripting and data injection.',
  'content-type': 'The media type of the body (for example text/html) and its character set.',
  date: 'The date and time at which the response was generated.',
  etag: 'An identifier of this version of the resource, so caches can revalidate it with If-None-Match instead of downloading it again.',
  expires:
    'The date after which the response is considered stale; Cache-Control max-age takes precedence when both are sent.',
  'last-modified':
    'When the server believes the resource last changed; used for conditional requests with If-Modified-Since.',
  link: 'Links related to the resource, such as preload hints, the canonical address or the REST API root (WordPress sends one).',
  location: 'The address to follow for a redirect or a newly created resource.',
  nel: 'Network Error Logging: asks the browser to report failed requests to the endpoint named in Report-To.',
  p3p: 'A legacy privacy-policy statement (Platform for Privacy Preferences), no longer read by browsers.',
  'permissions-policy':
    'Allows or denies browser features (camera, geolocation, payment…) for the page and the frames it embeds.',
  pragma: 'A legacy HTTP/1.0 caching directive; "no-cache" is kept for old caches alongside Cache-Control.',
  'referrer-policy':
    'How much of the page address the browser sends in the Referer header when following links or loading resources.',
  'report-to': 'Names endpoints the browser should send reports to (network errors, policy violations).',
  server: 'Names the software that served the response, sometimes with its version.',
  'server-timing': 'Timing metrics of the server-side work, shown in browser developer tools.',
  'set-cookie':
    'Stores a cookie in the browser, with its lifetime, scope and flags such as Secure, HttpOnly and SameSite.',
  'strict-transport-security':
    'HSTS: tells browsers to use only HTTPS for the site for max-age seconds, optionally for subdomains and for preloading.',
  'timing-allow-origin': 'Which origins may see detailed resource timing information for this response.',
  'transfer-encoding':
    'The encoding used to transfer the body, usually chunked when the length is not known in advance.',
  vary: 'Which request headers the response depends on, so caches keep separate copies (for example per Accept-Encoding).',
  via: 'Proxies and gateways the response passed through.',
  'x-cache': 'Set by many CDNs and caching proxies: whether the response was served from cache.',
  'x-content-type-options':
    'With nosniff, stops browsers guessing a different content type than the one declared.',
  'x-frame-options':
    'Whether the page may be shown in a frame (DENY, SAMEORIGIN), protecting against clickjacking; superseded by CSP frame-ancestors.',
  'x-generator':
    'Names the software that generated the page, often a content management system such as Drupal.',
  'x-powered-by':
    'Names the framework or language behind the site (PHP, Express, ASP.NET…), often with its version.',
  'x-shopid': 'Set by Shopify: the identifier of the shop that served the page.',
  'x-wix-request-id': 'Set by Wix: an identifier of the request within its platform.',
  'x-xss-protection':
    'Controlled the XSS filter of old browsers; modern browsers ignore it and Content-Security-Policy replaces it.',
};

/**
 * Headers whose values are lists of directives (name or name=value separated by ; or ,); the
 * page breaks their values down into a directives table.
 */
export const DIRECTIVE_HEADERS = new Set([
  'cache-control',
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
  'referrer-policy',
  'x-xss-protection',
]);

/** Directive names in one header value, lower case, each once. */
export function directivesOf(header: string, value: string): string[] {
  const sep = header === 'content-security-policy' ? /;/ : /[;,]/;
  const names = value
    .split(sep)
    .map((part) =>
      part
        .trim()
        .split(/[=\s(]/)[0]
        .toLowerCase(),
    )
    .filter((d) => /^[a-z0-9-]{1,60}$/.test(d));
  return [...new Set(names)];
}
