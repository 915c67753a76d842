import { describe, expect, it } from 'vitest';
import { detect } from './detect.ts';
import { testSet } from './test-set.ts';
import type { PageSignals } from './types.ts';

const set = testSet({
  Apache: { cats: [22], headers: { Server: 'Apache(?:/([\\d.]+))?\\;version:\\1' } },
  Laravel: { cats: [12], cookies: { laravel_session: '' } },
  'Google Analytics': { cats: [12], cookies: { '_ga_*': '' } },
  WordPress: { cats: [1], meta: { generator: '^WordPress ?([\\d.]+)?\\;version:\\1' } },
  Shopify: { cats: [6], html: '<link[^>]+=[\'"]//cdn\\.shopify\\.com' },
  DX: { cats: [12], text: '\\bPowered by DXPress\\b' },
  Bootstrap: { cats: [12], css: '\\.btn-outline-primary' },
  jQuery: { cats: [12], scriptSrc: 'jquery[.-]([\\d.]*\\d)[^/]*\\.js\\;version:\\1' },
  Webpack: { cats: [12], scripts: 'webpackJsonp' },
  Blogger: { cats: [1], url: '^https?://[^/]+\\.blogspot\\.com' },
  Intercom: { cats: [12], xhr: 'api-iam\\.intercom\\.io' },
  Angular: {
    cats: [12],
    dom: { '[ng-version]': { attributes: { 'ng-version': '^([\\d.]+)\\;version:\\1' } } },
  },
  React: { cats: [12], dom: { '#root': { properties: { _reactRootContainer: '' } } } },
  'Apereo CAS': { cats: [1], dom: { 'head > title': { text: 'Central Authentication Service' } } },
  Ackee: { cats: [12], dom: '[data-ackee-domain-id]' },
  Vue: { cats: [12], js: { 'Vue.version': '^(.+)$\\;version:\\1' } },
  Drupal: { cats: [1], robots: 'Disallow: /core/' },
  Mailgun: { cats: [12], dns: { MX: 'mailgun\\.org' } },
  "Let's Encrypt": { cats: [12], certIssuer: "Let's Encrypt" },
  Lighttpd: { cats: [22], probe: { '/server-status': 'lighttpd' } },
});

const names = (signals: PageSignals, opts = {}) => detect(set, signals, opts).map((d) => d.name);
const find = (signals: PageSignals, name: string, opts = {}) =>
  detect(set, signals, opts).find((d) => d.name === name);

describe('pattern kinds', () => {
  it('headers: case-insensitive names, multi-valued, version', () => {
    const d = find({ headers: { SERVER: ['nginx', 'Apache/2.4.1'] } }, 'Apache');
    expect(d).toMatchObject({ version: '2.4.1', confidence: 100, mode: 'static', slug: 'apache' });
    expect(d?.evidence[0]).toMatchObject({ kind: 'headers', key: 'server', match: 'Apache/2.4.1' });
  });

  it('cookies: exact names, and names written as expressions', () => {
    expect(names({ cookies: { laravel_session: 'x' } })).toContain('Laravel');
    expect(names({ cookies: { _ga_ABC123: '1' } })).toContain('Google Analytics');
    expect(names({ cookies: { other: '1' } })).toEqual([]);
  });

  it('meta: from the html when not given', () => {
    const d = find({ html: '<meta name="Generator" content="WordPress 6.4.2">' }, 'WordPress');
    expect(d?.version).toBe('6.4.2');
    expect(find({ meta: { generator: 'WordPress' } }, 'WordPress')?.version).toBe('');
  });

  it('html', () => {
    expect(names({ html: "<link rel='stylesheet' href='//cdn.shopify.com/s.css'>" })).toContain('Shopify');
    expect(names({ html: '<p>cdn.shopify.com</p>' })).not.toContain('Shopify');
  });

  it('text: visible text only', () => {
    expect(names({ html: '<body><p>Powered by DXPress</p></body>' })).toContain('DX');
    expect(names({ html: '<body><script>"Powered by DXPress"</script></body>' })).not.toContain('DX');
  });

  it('css: inline style and given sheets', () => {
    expect(names({ html: '<style>.btn-outline-primary{color:red}</style>' })).toContain('Bootstrap');
    expect(names({ css: ['.btn-outline-primary{}'] })).toContain('Bootstrap');
  });

  it('scriptSrc: absolute URLs, version from the file name', () => {
    const d = find(
      { url: 'https://example.com/a/', html: '<script src="js/jquery-3.6.0.min.js"></script>' },
      'jQuery',
    );
    expect(d?.version).toBe('3.6.0');
    expect(d?.evidence[0].match).toContain('jquery-3.6.0.min.js');
  });

  it('scripts: inline and fetched bodies', () => {
    expect(names({ html: '<script>(window.webpackJsonp=[])</script>' })).toContain('Webpack');
    expect(names({ scripts: ['var webpackJsonp;'] })).toContain('Webpack');
  });

  it('url', () => {
    expect(names({ url: 'https://me.blogspot.com/' })).toContain('Blogger');
    expect(names({ url: 'https://blogspot.com.example.org/' })).not.toContain('Blogger');
  });

  it('xhr: rendered mode', () => {
    expect(find({ xhr: ['api-iam.intercom.io'] }, 'Intercom')?.mode).toBe('rendered');
  });

  it('dom: attributes with version, from rendered answers', () => {
    const d = find({ dom: { '[ng-version]': [{ attributes: { 'ng-version': '17.0.1' } }] } }, 'Angular');
    expect(d).toMatchObject({ version: '17.0.1', mode: 'rendered' });
    expect(d?.evidence[0]).toMatchObject({ kind: 'dom', key: '[ng-version] [ng-version]' });
  });

  it('dom: properties need the property on the element', () => {
    expect(names({ dom: { '#root': [{ properties: { _reactRootContainer: true } }] } })).toContain('React');
    expect(names({ dom: { '#root': [{ properties: {} }] } })).not.toContain('React');
  });

  it('dom: text and exists', () => {
    expect(names({ dom: { 'head > title': [{ text: ' Central Authentication Service ' }] } })).toContain(
      'Apereo CAS',
    );
    expect(names({ dom: { 'head > title': [{ text: 'Other' }] } })).not.toContain('Apereo CAS');
    expect(names({ dom: { '[data-ackee-domain-id]': [{}] } })).toContain('Ackee');
    expect(names({ dom: { '[data-ackee-domain-id]': [] } })).not.toContain('Ackee');
  });

  it('dom: on the static page when asked', () => {
    const html =
      '<html><head><title>Central Authentication Service</title></head><body><div ng-version="16.2.0" data-ackee-domain-id="x"></div></body></html>';
    const found = detect(set, { html }, { staticDom: true });
    expect(found.find((d) => d.name === 'Angular')).toMatchObject({ version: '16.2.0', mode: 'static' });
    expect(found.map((d) => d.name)).toEqual(expect.arrayContaining(['Apereo CAS', 'Ackee']));
    expect(detect(set, { html }).map((d) => d.name)).not.toContain('Angular');
  });

  it('js: chain values, rendered mode', () => {
    const d = find({ js: { 'Vue.version': '3.4.21' } }, 'Vue');
    expect(d).toMatchObject({ version: '3.4.21', mode: 'rendered' });
  });

  it('robots, dns, certIssuer, probe', () => {
    expect(names({ robots: 'User-agent: *\nDisallow: /core/' })).toContain('Drupal');
    expect(names({ dns: { mx: ['mxa.mailgun.org'] } })).toContain('Mailgun');
    expect(names({ certIssuer: "C=US, O=Let's Encrypt, CN=R3" })).toContain("Let's Encrypt");
    expect(names({ probe: { '/server-status': 'lighttpd/1.4' } })).toContain('Lighttpd');
    expect(names({ probe: { '/other': 'lighttpd' } })).not.toContain('Lighttpd');
  });

  it('reports evidence cut short', () => {
    const long = `<link data-x="${'a'.repeat(200)}" href='//cdn.shopify.com/x'>`;
    const d = find({ html: long }, 'Shopify');
    expect(d?.evidence[0].match.length).toBeLessThanOrEqual(121);
    expect(d?.evidence[0].match.endsWith('…')).toBe(true);
  });
});
