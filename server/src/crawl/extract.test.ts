import { describe, expect, it } from 'vitest';
import { parseAdsTxt } from './extract/ads-txt.ts';
import { extractContacts, normalisePhone } from './extract/contacts.ts';
import { parseHtml } from './extract/html.ts';
import { analyseLinks } from './extract/links.ts';
import { extractSocial } from './extract/social.ts';
import { extractTags } from './extract/tags.ts';
import { detectBotWall } from './outcome.ts';
import { parseRobots } from './robots.ts';

const PAGE = `<!doctype html><html lang="nl_NL"><head>
<base href="https://shop.example.nl/">
<title>Fietsen &amp; Meer</title>
<meta name="keywords" content="fietsen, e-bikes">
<meta property="og:type" content="website">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="stylesheet" href="css/main.css"><link rel="canonical" href="/">
<script src="/js/app.js"></script>
<script>var a = 1;</script>
<script type="text/template"><div>{{x}}</div></script>
<script type="application/ld+json">{"@type":"LocalBusiness","telephone":"+31 20 123 4567","address":{"@type":"PostalAddress","streetAddress":"Damrak 1","postalCode":"1012 LG","addressLocality":"Amsterdam","addressCountry":{"@type":"Country","name":"NL"}}}</script>
<style>.x{color:red}</style>
</head><body><svg><title>icon</title></svg>
<nav><a href="/contact">Contact</a><a href="https://www.example.nl/">Home</a><a href="https://partner.example.com/x#y">Partner</a>
<a href="mailto:Info@Example.nl">Mail</a><a href="tel:020-1234567">Bel</a><a href="javascript:void(0)">x</a></nav>
<p>Tel: 020 765 4321 · opgericht 1999-2024 · 12.03.2024</p>
<iframe src="https://video.example.nl/embed/1"></iframe>
</body></html>`;

describe('html facts', () => {
  const f = parseHtml(PAGE, 'https://example.nl/');
  it('reads title, language, meta, scripts, styles, links', () => {
    expect(f.title).toBe('Fietsen & Meer');
    expect(f.lang).toBe('nl-NL');
    expect(f.meta.keywords).toEqual(['fietsen, e-bikes']);
    expect(f.meta['og:type']).toEqual(['website']);
    expect(f.httpEquiv['x-ua-compatible']).toEqual(['IE=edge']);
    expect(f.scriptSrc).toEqual(['https://shop.example.nl/js/app.js']);
    expect(f.inlineScripts).toEqual(['var a = 1;']);
    expect(f.styleHrefs).toEqual(['https://shop.example.nl/css/main.css']);
    expect(f.inlineCss).toEqual(['.x{color:red}']);
    expect(f.canonical).toBe('https://shop.example.nl/');
    expect(f.links).toEqual([
      'https://shop.example.nl/contact',
      'https://www.example.nl/',
      'https://partner.example.com/x#y',
    ]);
    expect(f.text).not.toContain('icon');
  });
  it('contacts', () => {
    const c = extractContacts(f);
    expect(c.emails).toEqual(['info@example.nl']);
    expect(c.phones).toEqual(['0201234567', '0207654321', '+31201234567']);
    expect(c.address).toBe('Damrak 1, 1012 LG Amsterdam, NL');
  });
  it('links and subdomains', () => {
    const l = analyseLinks('example.nl', f.links, [...f.scriptSrc, ...f.otherUrls]);
    expect(l.backlinkDomains).toEqual(['example.com']);
    expect(l.outgoingLinks).toEqual(['https://partner.example.com/x']);
    expect(l.subdomainsSeen).toEqual(['shop.example.nl', 'video.example.nl']);
  });
  it('phone numbers are not dates', () => {
    expect(normalisePhone('1999-2024')).toBeNull();
    expect(normalisePhone('12.03.2024')).toBeNull();
    expect(normalisePhone('0049 30 1234567')).toBe('+49301234567');
  });
});

describe('social profiles', () => {
  it('keeps profiles, drops share buttons, posts and videos', () => {
    const s = extractSocial([
      'https://facebook.com/acme/',
      'https://www.facebook.com/sharer.php?u=x',
      'https://m.facebook.com/profile.php?id=100064',
      'https://twitter.com/share?text=x',
      'https://twitter.com/AcmeCorp',
      'https://x.com/acmecorp/status/1',
      'https://instagram.com/p/abc',
      'https://youtube.com/channel/UC123',
      'https://youtu.be/xyz',
      'https://de.linkedin.com/company/acme',
      'https://www.linkedin.com/in/jane-doe',
    ]);
    expect(s.facebook).toEqual([
      'https://www.facebook.com/acme',
      'https://www.facebook.com/profile.php?id=100064',
    ]);
    expect(s.twitter).toEqual(['https://twitter.com/AcmeCorp']);
    expect(s.instagram).toEqual([]);
    expect(s.youtube).toEqual(['https://www.youtube.com/channel/UC123']);
    expect(s.linkedin).toEqual([
      'https://www.linkedin.com/company/acme',
      'https://www.linkedin.com/in/jane-doe',
    ]);
  });
});

describe('tag IDs', () => {
  it('finds each product by its own syntax', () => {
    const tags = extractTags([
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-XYZ1234567"></script>
       gtag('config','UA-1234567-12'); GTM-ABCD123 ca-pub-1111222233334444
       fbq("init", "987654321098765"); hjid:1234567 ym(12345678, "init", {})
       _linkedin_partner_id = "445566"; ttq.load('C4ABCDEFGHIJ12345678'); pintrk('load', '2612345678901')
       js.hs-scripts.com/4455667.js mixpanel.init("0123456789abcdef0123456789abcdef")
       _paq.push(['setSiteId', '7']); https://www.amazon.com/dp/B000?tag=acme-20`,
      'G-SHOCK watch', // not a tag
    ]);
    const byKind = Object.fromEntries(tags.map((t) => [t.kind, t.id]));
    expect(byKind).toEqual({
      googleAnalytics: 'UA-1234567-12',
      googleAnalytics4: 'G-XYZ1234567',
      googleTagManager: 'GTM-ABCD123',
      adsense: 'ca-pub-1111222233334444',
      facebookPixel: '987654321098765',
      hotjar: '1234567',
      yandexMetrica: '12345678',
      linkedinInsight: '445566',
      tiktokPixel: 'C4ABCDEFGHIJ12345678',
      pinterestTag: '2612345678901',
      hubspot: '4455667',
      mixpanel: '0123456789abcdef0123456789abcdef',
      matomo: '7',
      amazonAssociates: 'acme-20',
    });
  });
});

describe('ads.txt', () => {
  it('parses records, skips variables, comments and HTML', () => {
    const recs = parseAdsTxt(
      '# x\nOWNERDOMAIN=example.com\ngoogle.com, pub-1, DIRECT, f08c47fec0942fa0\nbad line\nIndexExchange.com, 183, reseller\n',
    );
    expect(recs).toEqual([
      {
        domain: 'google.com',
        publisherId: 'pub-1',
        relationship: 'DIRECT',
        certificationId: 'f08c47fec0942fa0',
      },
      { domain: 'indexexchange.com', publisherId: '183', relationship: 'RESELLER' },
    ]);
    expect(parseAdsTxt('<!DOCTYPE html><html>google.com, pub-1, DIRECT</html>')).toEqual([]);
  });
});

describe('robots.txt', () => {
  const ua = 'TechCensusBot/1.0 (+https://techcensus.test/bot)';
  it('uses our group when named, else *', () => {
    const txt =
      'User-agent: *\nDisallow: /\n\nUser-agent: techcensusbot\nDisallow: /private\nAllow: /private/open$\nCrawl-delay: 2\n';
    const r = parseRobots(txt, ua);
    expect(r.isAllowed('/')).toBe(true);
    expect(r.isAllowed('/private/x')).toBe(false);
    expect(r.isAllowed('/private/open')).toBe(true);
    expect(r.isAllowed('/private/open/more')).toBe(false);
    expect(r.crawlDelay).toBe(2);
    expect(parseRobots(txt, 'OtherBot/2').isAllowed('/')).toBe(false);
  });
  it('longest match wins, Allow wins ties, wildcards', () => {
    const r = parseRobots(
      'User-agent: *\nDisallow: /*.php$\nAllow: /index.php$\nDisallow: /a\nAllow: /a\n',
      ua,
    );
    expect(r.isAllowed('/x.php')).toBe(false);
    expect(r.isAllowed('/x.php?y=1')).toBe(true);
    expect(r.isAllowed('/index.php')).toBe(true);
    expect(r.isAllowed('/a/b')).toBe(true);
    expect(r.isAllowed('/robots.txt')).toBe(true);
  });
});

describe('bot walls', () => {
  const wall = (status: number, headers: Record<string, string>, body: string) =>
    detectBotWall({ status, headers, body })?.id ?? null;
  it('recognises each vendor', () => {
    expect(
      wall(
        503,
        { server: 'cloudflare' },
        '<title>Just a moment...</title><script src="/cdn-cgi/challenge-platform/x"></script>',
      ),
    ).toBe('cloudflare-challenge');
    expect(
      wall(
        403,
        { server: 'cloudflare' },
        '<title>Attention Required! | Cloudflare</title>Sorry, you have been blocked',
      ),
    ).toBe('cloudflare-block');
    expect(wall(403, { server: 'AkamaiGHost' }, '<H1>Access Denied</H1>')).toBe('akamai');
    expect(
      wall(200, {}, '<script src="/_Incapsula_Resource?SWJIYLWA=5074a744e2e3d891814e9a2dace20bd4"></script>'),
    ).toBe('imperva');
    expect(wall(403, { 'x-datadome': 'protected' }, '')).toBe('datadome');
    expect(wall(403, {}, '<div id="px-captcha"></div><script>window._pxAppId="PXabc"</script>')).toBe(
      'perimeterx',
    );
    expect(wall(403, { 'x-sucuri-block': 'BL001' }, 'Sucuri WebSite Firewall - Access Denied')).toBe(
      'sucuri',
    );
    expect(wall(202, { 'x-amzn-waf-action': 'challenge' }, '')).toBe('aws-waf');
    expect(wall(429, {}, '<form><div class="g-recaptcha"></div></form>')).toBe('captcha');
  });
  it('leaves ordinary pages alone, even on Cloudflare or with a captcha in a 200 form', () => {
    expect(wall(200, { server: 'cloudflare', 'cf-ray': 'x' }, '<title>Shop</title>')).toBeNull();
    expect(wall(200, {}, '<div class="g-recaptcha"></div>')).toBeNull();
    expect(wall(404, { server: 'nginx' }, '<h1>404 Not Found</h1>')).toBeNull();
  });
});
