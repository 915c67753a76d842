import type { AnyPageEnvelope, BreadCrumb } from '@techcensus/contract';

/** Page metadata every envelope's results carry; tests only vary what they look at. */
export function meta(title: string, crumbs: BreadCrumb[] = []) {
  return {
    PageTitle: title,
    PageDescription: `${title} description`,
    PageKeywords: '',
    OpenGraphURL: 'https://techcensus.example/',
    CanonicalURL: 'https://techcensus.example/',
    BreadCrumbs: crumbs,
  };
}

export function homeEnvelope(
  opts: { loggedIn?: boolean; demo?: boolean; empty?: boolean } = {},
): AnyPageEnvelope {
  return {
    results: {
      ...meta('TechCensus', [{ Text: 'Home', URL: '/', Current: true }]),
      TechnologyCount: opts.empty ? 0 : 1886,
      CategoryCount: opts.empty ? 0 : 107,
      AdvertisersCount: 1234567,
      CatalogueTechnologyCount: 7515,
      CatalogueCategoryCount: 109,
      SiteCount: opts.empty ? 0 : 25000,
      DemoData: !opts.empty && (opts.demo ?? true),
      IndexEmpty: opts.empty ?? false,
    },
    User: { LoggedIn: opts.loggedIn ?? false },
  };
}

export function aboutEnvelope(): AnyPageEnvelope {
  return {
    results: {
      ...meta('About us', [
        { Text: 'Home', URL: '/', Current: false },
        { Text: 'About us', URL: '/about-us', Current: true },
      ]),
      Paragraphs: ['We survey the web.', 'Our data covers the top sites.'],
      ContactEmail: 'hello@techcensus.example',
    },
    User: { LoggedIn: false },
  };
}
