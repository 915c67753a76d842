import { fileURLToPath } from 'node:url';
import {
  type AnyPageEnvelope,
  buildPublicApiDocument,
  buildWebsiteDocument,
  contract,
  matchRoute,
  OPENAPI_DOCUMENTS,
  PAGE_FALLBACK_TITLES,
  PAGE_MESSAGES,
  routeTable,
} from '@techcensus/contract';
import { createExpressEndpoints } from '@ts-rest/express';
import express, { type Request } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import { pageLoaders, resolvePage } from './composition/page-registry.ts';
import { type Config, publicUrl } from './config/index.ts';
import { addressText } from './http/address-text.ts';
import { compressResponses } from './http/compression.ts';
import { errorBoundary, fieldProblems, HttpError, validationFailed } from './http/errors.ts';
import { type ContractGroup, contractHandlers, type FeatureModule } from './http/feature-module.ts';
import { methodGuard } from './http/method-guard.ts';
import { hostGuard, siteOrigins } from './http/origins.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { apiRequestId, isPublicApiPath } from './http/request-id.ts';

import type { Queue } from './jobs/queue.ts';
import type { Logger } from './log.ts';
import { createAccountsModule } from './modules/accounts/index.ts';
import { type AlertsDeps, createAlertsModule, createAlertsWebsiteModule } from './modules/alerts/index.ts';
import { createApiModule } from './modules/api/index.ts';
import { createBlogModule } from './modules/blog/index.ts';
import { createFlagsModule } from './modules/flags/index.ts';
import { createMonitoringModule } from './modules/monitoring/index.ts';
import { createOwnershipModule } from './modules/ownership/index.ts';
import { createPurchaseModule } from './modules/purchase/index.ts';
import { createReportBuilderModule } from './modules/report-builder/index.ts';
import { createReportsModule, reportsDir } from './modules/reports/index.ts';
import type { LazyIndexDeps } from './modules/scans/index.ts';
import { createScanLimits, createScansModule } from './modules/scans/index.ts';
import { createSystemModule } from './modules/system/index.ts';
import { createTechnologyModule } from './modules/technology/index.ts';
import { networkData } from './network-data/index.ts';
import type { CatalogueStats, PageContext } from './page-data/context.ts';
import type { SiteIndex } from './siteindex/port.ts';
import { createRenderer } from './ssr/renderer.ts';
import type { Db } from './store/db.ts';

export interface AppDeps {
  config: Config;
  log: Logger;
  db: Db;
  siteIndex: SiteIndex;
  /** The job queue: live scans run on it. */
  queue: Queue;
  /** The process's one crawler (fetches of visitor-named sites go through its guard). */
  index: LazyIndexDeps;
  /** What alerts work with, shared with their workers (one mailer, the crawler's guard). */
  alerts: AlertsDeps;
  catalogue: { stats(): Promise<CatalogueStats> };
  /** Whether the landing pages' statistics have been computed since the start (health check). */
  statistics?: { warm: boolean };
  /** HTTP worker processes serving now, for the health check (1 without a cluster). */
  workers?: { live: number };
  /** Where the built website bundle lives (web/dist). */
  webDistDir?: string;
}

/** Where reCAPTCHA's script comes from, allowed by the CSP only when reCAPTCHA is configured. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every route group of the contract; contractHandlers() insists each has exactly one module. */
const CONTRACT_GROUPS = Object.keys(contract) as ContractGroup[];

export function createApp(deps: AppDeps): express.Express {
  const { config, log, db } = deps;
  const app = express();
  const baseUrl = publicUrl(config);
  const renderer = createRenderer(deps.webDistDir ?? DEFAULT_WEB_DIST);
  // Both documents take a noticeable part of a start to make and are read rarely: each is made on
  // its first request.
  let publicApiDocument: Record<string, unknown> | undefined;
  let websiteDocument: Record<string, unknown> | undefined;

  const recaptcha = Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET);
  const site = siteOrigins(config);
  const contractRoutes = routeTable(contract);
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  // One spelling per route: `/User/Logout/api`, `/API/V1/credits` or `/user/delete/` reach no
  // route, so every guard that reads the path (the CSRF guard, the API's middleware, the limits)
  // sees it as the router does. Set before the first route: Express reads them when it creates
  // the app's router.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // Every answer of the public API carries its call's id, whatever refuses the call and wherever.
  app.use(apiRequestId);
  // The request log is written at info; at a quieter level the middleware is pure cost (about 6 %
  // of a metered lookup's server time in bench/api's CPU profile).
  if (log.isLevelEnabled('info'))
    app.use(pinoHttp({ logger: log, autoLogging: { ignore: (req) => req.url === '/healthz' } }));
  app.use(hostGuard(config, site));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SOURCES : [])],
          workerSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'https:'],
          upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
        },
      },
      hsts: config.NODE_ENV === 'production',
    }),
  );

  app.use(compressResponses());

  // Static files first: the client bundle (hashed, cached for a year) and the public images.
  const staticFiles = express.static(deps.webDistDir ?? DEFAULT_WEB_DIST, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // No file lives under /api/: the public API skips the file-system lookup on every call.
  app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : staticFiles(req, res, next)));

  app.get(OPENAPI_DOCUMENTS.publicApi.url, (_req, res) => {
    publicApiDocument ??= buildPublicApiDocument();
    res.json(publicApiDocument);
  });
  app.get(OPENAPI_DOCUMENTS.website.url, (_req, res) => {
    websiteDocument ??= buildWebsiteDocument();
    res.json(websiteDocument);
  });
  // Swagger UI loads the documents by URL (the public API first), so its start-up script stays small.
  app.use(
    '/api/docs',
    swaggerUi.serve,
    swaggerUi.setup(undefined, {
      customSiteTitle: 'TechCensus API',
      explorer: true,
      swaggerOptions: {
        urls: [OPENAPI_DOCUMENTS.publicApi, OPENAPI_DOCUMENTS.website].map(({ url, name }) => ({
          url,
          name,
        })),
      },
    }),
  );

  // The public API reads what a call sent only once it knows who sent it (modules/api/metered.ts):
  // its address text and its body are read there, after the key and the rate limits.
  const exceptPublicApi =
    (handler: express.RequestHandler): express.RequestHandler =>
    (req, res, next) =>
      isPublicApiPath(req.path) ? next() : handler(req, res, next);
  const readBody = [
    express.json({ limit: config.BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: config.BODY_LIMIT }),
  ];
  app.use(exceptPublicApi(addressText));
  const pageRouteTable = routeTable(contract.pages);
  const pageContext = (req: Request, params: Record<string, string> = {}): PageContext => ({
    deps,
    viewer: viewerOf(req),
    baseUrl,
    params,
    query: Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)])),
    visitorCountry: networkData().country(req.ip ?? ''),
  });
  const render = (url: string, envelope: AnyPageEnvelope, title: string) =>
    renderer.render(url, envelope, title);

  // The feature modules, each giving its part of the pipeline stage by stage
  // (http/feature-module.ts); the order of the stages is decided here and nowhere else.
  const purchase = createPurchaseModule({
    config,
    log,
    db,
    siteIndex: deps.siteIndex,
    queue: deps.queue,
    viewerOf: (req) => viewerOf(req),
    render,
  });
  const accounts = createAccountsModule({
    config,
    log,
    db,
    endSubscriptions: purchase.endSubscriptionsOf,
    origins: site.origins,
    routes: contractRoutes,
    // No public API call is a page load: those paths are left out without trying every page route.
    isPageLoad: (req) =>
      !isPublicApiPath(req.path) &&
      !!matchRoute(
        pageRouteTable,
        req.path.endsWith('/api') ? req.path : `${req.path.replace(/\/+$/, '')}/api`,
        'GET',
      ),
    askForCaptcha: (req, res) => {
      const envelope: AnyPageEnvelope = { requireCaptchaCheck: true, User: { LoggedIn: false } };
      if (req.path.endsWith('/api')) res.status(429).json(envelope);
      else
        render(req.originalUrl, envelope, 'Verification required').then((html) =>
          res.status(429).type('html').send(html),
        );
    },
  });
  const { viewerOf } = accounts;
  // One set of scan counters for the scan forms and monitoring adds (each add runs a scan).
  const scanLimits = createScanLimits(db, config.SCAN_RATE_LIMIT);
  const alerts = createAlertsModule(deps.alerts);
  const modules: FeatureModule[] = [
    createSystemModule({
      db,
      log,
      siteIndex: deps.siteIndex,
      statistics: deps.statistics,
      workers: deps.workers,
    }),
    createApiModule({
      db,
      siteIndex: deps.siteIndex,
      queue: deps.queue,
      rateLimitMultiplier: config.API_RATE_LIMIT_MULTIPLIER,
      alerts: alerts.works,
      testDomain: config.API_TEST_DOMAIN,
      readRequest: [addressText, ...readBody],
    }),
    alerts,
    createAlertsWebsiteModule({ works: alerts.works, viewerOf }),
    purchase,
    accounts,
    createReportBuilderModule({ db, siteIndex: deps.siteIndex, log, viewerOf }),
    createMonitoringModule({ db, queue: deps.queue, scanLimits, viewerOf }),
    createOwnershipModule({
      db,
      log,
      siteIndex: deps.siteIndex,
      captcha: accounts.captcha,
      mailer: accounts.mailer,
      fetcher: () => deps.index.fetcher(),
      operatorEmail: config.CONTACT_EMAIL,
      written: deps.index.written,
    }),
    createScansModule({
      db,
      siteIndex: deps.siteIndex,
      queue: deps.queue,
      captcha: accounts.captcha,
      limits: scanLimits,
      viewerOf,
    }),
    createTechnologyModule({
      db,
      siteIndex: deps.siteIndex,
      suggestRateLimit: config.SEARCH_SUGGEST_RATE_LIMIT,
    }),
    createFlagsModule(),
    createBlogModule({ db, baseUrl }),
    createReportsModule({
      db,
      log,
      dir: reportsDir(config),
      viewerOf,
      renderLoginRequired: (req) =>
        render(req.originalUrl, { resultLoginRequired: true, User: { LoggedIn: false } }, 'Sign in'),
    }),
  ];

  for (const m of modules) m.beforeBodyParsers?.(app);
  // The website's own requests, per address; the public API has its own limits by key and plan.
  if (config.WEB_RATE_LIMIT > 0) {
    const webLimiter = createRateLimiter(db, {
      prefix: 'web',
      message: (retry) => `Too many requests. Please try again in ${retry} seconds.`,
    });
    const spec = { points: config.WEB_RATE_LIMIT, seconds: 60 };
    app.use((req, _res, next) => {
      if (req.path.startsWith('/api/v1/') || req.path === '/healthz' || req.path.startsWith('/s/'))
        return next();
      webLimiter.consume(`ip:${req.ip ?? 'unknown'}`, spec).then(() => next(), next);
    });
  }
  for (const parser of readBody) app.use(exceptPublicApi(parser));
  app.use(methodGuard(contractRoutes));
  for (const m of modules) m.middleware?.(app);
  for (const m of modules) m.beforeContract?.(app);

  // Every page route is served by its loader; the page registry checks one loader per contract
  // route, and responses are validated against each route's schema outside production.
  const pages = Object.fromEntries(
    Object.entries(pageLoaders).map(([key, load]) => [
      key,
      ({ req, params }: { req: Request; params: Record<string, string> }) => load(pageContext(req, params)),
    ]),
  ) as never;
  createExpressEndpoints(contract, contractHandlers(modules, CONTRACT_GROUPS, { pages }), app, {
    responseValidation: config.NODE_ENV !== 'production',
    requestValidationErrorHandler: (err, _req, _res, next) => {
      const issues = [err.body, err.query, err.pathParams, err.headers].flatMap((e) => e?.issues ?? []);
      next(validationFailed(fieldProblems(issues)));
    },
  });

  // The public API never falls through to the website: an unknown path there is a JSON 404.
  app.all('/api/v1/*', (_req, _res, next) => next(new HttpError(404, 'No such endpoint.', 'not_found')));
  for (const m of modules) m.afterContract?.(app);
  // Every other GET is a website page: server-rendered with its data embedded.
  app.get('*', async (req, res, next) => {
    try {
      if (req.path.endsWith('/api')) throw new HttpError(404, PAGE_MESSAGES.notFound, 'not_found');
      const outcome = await resolvePage(req.path, pageContext(req));
      const redirect = outcome.body.result301 ?? outcome.body.result302;
      if (redirect) {
        res.redirect(outcome.body.result301 ? 301 : 302, redirect.location);
        return;
      }
      const titled = outcome.body.resultLoginRequired
        ? PAGE_FALLBACK_TITLES.loginRequired
        : outcome.body.requireCaptchaCheck
          ? PAGE_FALLBACK_TITLES.captcha
          : PAGE_FALLBACK_TITLES.notFound;
      const html = await renderer.render(req.originalUrl, outcome.body, titled);
      res.status(outcome.status).type('html').send(html);
    } catch (err) {
      next(err);
    }
  });

  app.use(
    errorBoundary(
      log,
      (req, status, envelope) =>
        renderer.render(req.originalUrl, envelope, status >= 500 ? 'Error' : 'Unexpected error'),
      (req) => viewerOf(req).loggedIn,
    ),
  );
  return app;
}
