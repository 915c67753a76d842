// Products whose name in CVE records or RetireJS does not lead to the fingerprint by the general
// rules (name, CPE, generic suffix), and products that look like a fingerprint but are not it.
// Every line says why; docs/vulnerabilities.md lists them too.

export interface Alias {
  /** Tested against a CNA/ADP product or package name (and, with `retirejs`, a RetireJS library). */
  match: RegExp;
  /** The fingerprint's technology name; null = known not to be in the fingerprint set. */
  technology: string | null;
  why: string;
  /** How descriptions name the product, when the general name scan would miss or mistake it. */
  mention?: RegExp;
  retirejs?: boolean;
}

export const ALIASES: Alias[] = [
  {
    match: /^(?:(?:org\.webjars[\w.]*:)?angular|angular\.js|angularjs)$/i,
    technology: 'AngularJS',
    why: 'the npm package "angular" is AngularJS 1.x; Angular 2+ ships as @angular/core',
    retirejs: true,
  },
  {
    match: /^@angular\/core$/i,
    technology: 'Angular',
    why: 'RetireJS names Angular 2+ by its package @angular/core',
    retirejs: true,
  },
  {
    match: /^wordpress-develop$/i,
    technology: 'WordPress',
    why: 'WordPress publishes advisories from its wordpress-develop repository',
  },
  {
    match: /^(?:adobe commerce|magento(?: commerce| open source)?|commerce)$/i,
    technology: 'Magento',
    why: 'Adobe Commerce is Magento; the fingerprint is named Magento',
  },
  {
    match: /^roundcube ?mail$/i,
    technology: 'RoundCube',
    why: 'the Roundcube project calls its product roundcubemail',
  },
  {
    match: /^microsoft exchange server\b/i,
    technology: 'Outlook Web App',
    why: 'Exchange is seen on the web through Outlook Web App, whose fingerprint reads the Exchange build number',
  },
  {
    match: /^(?:netscaler (?:adc|gateway)|citrix (?:adc|gateway|application delivery controller))\b/i,
    technology: 'Citrix',
    why: 'the Citrix fingerprint detects the Citrix Gateway front end that NetScaler ADC/Gateway serve',
    mention: /citrix application delivery controller(?: \(adc\))?(?: and gateway)?/i,
  },
  {
    match: /^(?:liferay )?(?:portal|dxp)$/i,
    technology: 'Liferay',
    why: 'Liferay Portal and DXP are both what the Liferay fingerprint detects',
    mention: /liferay portal/i,
  },
  {
    match: /^varnish cache$/i,
    technology: 'Varnish',
    why: 'the fingerprint is named Varnish',
    mention: /varnish cache/i,
  },
  {
    match: /^sitecore xp$/i,
    technology: 'Sitecore',
    why: 'Sitecore XP is Sitecore',
    mention: /sitecore xp/i,
  },
  {
    match: /^laravel framework$/i,
    technology: 'Laravel',
    why: 'Laravel Framework is Laravel',
    mention: /laravel framework/i,
  },
  {
    match: /^(?:moment|moment\.js)$/i,
    technology: 'Moment.js',
    why: 'RetireJS and CNAs use the package name moment',
    retirejs: true,
  },
  {
    match: /^(?:react-dom)$/i,
    technology: 'React',
    why: 'react-dom is released with react under the same version numbers',
    retirejs: true,
  },
  {
    match: /^(?:jquery\.datatables|datatables)$/i,
    technology: 'DataTables',
    why: 'RetireJS names DataTables by its jQuery plugin name',
    retirejs: true,
  },
  {
    match: /^(?:jquery\.prettyphoto)$/i,
    technology: 'prettyPhoto',
    why: 'RetireJS names prettyPhoto by its jQuery plugin name',
    retirejs: true,
  },
  {
    match: /^jquery-ui-(?:dialog|autocomplete|tooltip)$/i,
    technology: 'jQuery UI',
    why: 'RetireJS lists jQuery UI widgets separately; they ship inside jQuery UI with its version numbers',
    retirejs: true,
  },
  {
    match: /^froala$/i,
    technology: 'Froala Editor',
    why: 'the fingerprint is named Froala Editor',
    retirejs: true,
  },
  {
    match: /^(?:react-server-dom-(?:webpack|turbopack|parcel))$/i,
    technology: null,
    why: 'React Server Components packages: no fingerprint; mapping them to React would flag every client-only React site',
  },
  {
    match: /^(?:react-is|scheduler)$/i,
    technology: null,
    why: 'internal React packages that no fingerprint detects',
    retirejs: true,
  },
  {
    match: /^(?:retire-example|dont check)$/i,
    technology: null,
    why: 'RetireJS test entries, not libraries',
    retirejs: true,
  },
  {
    match: /^ignition$/i,
    technology: null,
    why: 'Ignition here is the Laravel error page package facade/ignition; the "Ignition" fingerprint is an unrelated accounting service',
    mention: /\bignition\b/i,
  },
  {
    match: /^http\.sys$/i,
    technology: null,
    why: 'HTTP.sys is part of Windows; the IIS version seen on the web does not tell whether it is patched',
    mention: /\bhttp\.sys\b/i,
  },
  {
    match: /^woocommerce payments\b/i,
    technology: null,
    why: 'WooCommerce Payments is a separate plugin with its own versions, not WooCommerce itself',
    mention: /woocommerce payments/i,
  },
];
