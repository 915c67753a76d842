import { z } from 'zod';

/** One breadcrumb: text, URL and whether it is the page being shown. */
export const BreadCrumb = z.object({
  Text: z.string(),
  URL: z.string(),
  Current: z.boolean(),
});
export type BreadCrumb = z.infer<typeof BreadCrumb>;

/** The metadata every page's results carry (part 2 §3), rendered into `<head>` on the server. */
export const PageMeta = z.object({
  PageTitle: z.string(),
  PageDescription: z.string(),
  PageKeywords: z.string(),
  OpenGraphURL: z.string(),
  CanonicalURL: z.string(),
  BreadCrumbs: z.array(BreadCrumb),
});
export type PageMeta = z.infer<typeof PageMeta>;

/**
 * A page with a feed carries it in its results as `Feed` (absolute URL): the server links it in
 * `<head>` as `rel="alternate"` (Atom), so feed readers find it from the page.
 */
export const FeedLink = z.object({ Title: z.string(), URL: z.string() });
export type FeedLink = z.infer<typeof FeedLink>;

export const ErrorResult = z.object({ title: z.string() });
export const RedirectResult = z.object({ location: z.string() });

/**
 * The page-data envelope (part 2 §3, §4): exactly one of `results`, `err`, a redirect, a
 * not-found, a server error, a login requirement or a captcha requirement is meaningful; `User`
 * is always there so the header can switch on every load.
 */
export function pageEnvelope<T extends z.AnyZodObject>(results: T) {
  return z.object({
    results: PageMeta.merge(results).optional(),
    err: z.string().optional(),
    result301: RedirectResult.optional(),
    result302: RedirectResult.optional(),
    result404: ErrorResult.optional(),
    result500: ErrorResult.optional(),
    resultLoginRequired: z.boolean().optional(),
    requireCaptchaCheck: z.boolean().optional(),
    User: z.object({ LoggedIn: z.boolean() }),
  });
}

/** The envelope with results of any page: what generic code (the shell, the SSR renderer) sees. */
export const AnyPageEnvelope = pageEnvelope(z.object({}).passthrough());
export type AnyPageEnvelope = z.infer<typeof AnyPageEnvelope>;
export type PageEnvelope<T extends z.AnyZodObject> = z.infer<ReturnType<typeof pageEnvelope<T>>>;

export { PAGE_FALLBACK_TITLES, PAGE_MESSAGES } from './page-messages.ts';

/** Error body of every JSON call that is not page data: one documented shape. */
export const ApiError = z.object({
  err: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
