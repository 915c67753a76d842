import type { BreadCrumb, PageMeta } from '@techcensus/contract';

export interface MetaInput {
  title: string;
  description: string;
  keywords?: string[];
  /** The page's own path, e.g. "/about-us". */
  path: string;
  /** Trail after Home: [text, path] pairs; the last one is the current page. */
  crumbs?: [string, string][];
}

/** Page metadata with canonical/OpenGraph URLs on the public base URL and a Home-first trail. */
export function pageMeta(baseUrl: string, input: MetaInput): PageMeta {
  const trail: [string, string][] = [['Home', '/'], ...(input.crumbs ?? [])];
  const BreadCrumbs: BreadCrumb[] = trail.map(([Text, URL], i) => ({
    Text,
    URL,
    Current: i === trail.length - 1,
  }));
  const url = `${baseUrl}${input.path === '/' ? '/' : input.path}`;
  return {
    PageTitle: input.title,
    PageDescription: input.description,
    PageKeywords: (input.keywords ?? []).join(', '),
    OpenGraphURL: url,
    CanonicalURL: url,
    BreadCrumbs,
  };
}
