import { fileURLToPath } from 'node:url';
import {
  type AnyPageEnvelope,
  API_VERSION,
  buildOpenApiDocument,
  contract,
  PAGE_MESSAGES,
} from '@techcensus/contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import express, { type Request } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import swaggerUi from 'swagger-ui-express';
import { pageLoaders, resolvePage } from './composition/page-registry.ts';
import { type Config, publicUrl } from './config/index.ts';
import { addressText } from './http/address-text.ts';
import { errorBoundary, HttpError } from './http/errors.ts';
import { methodGuard } from './http/method-guard.ts';
import { hostGuard, siteOrigins } from './http/origins.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { matchRoute, routeTable } from './http/route-table.ts';
import type { Queue } from './jobs/queue.ts';
import type { Logger } from './log.ts';
import { createAccounts } from './modules/accounts/index.ts';
import { apiCors, apiV1Handlers, createApiGate } from './modules/api/index.ts';
import { flagRoutes } from './modules/flags/index.ts';
import { monitoringHandlers } from './modules/monitoring/index.ts';
import { createOwnership } from './modules/ownership/index.ts';
import { createPurchase } from './modules/purchase/index.ts';
import { reportBuilderHandlers } from './modules/report-builder/index.ts';
import { reportDownloads, reportsDir } from './modules/reports/index.ts';
import type { LazyIndexDeps } from './modules/scans/index.ts';
import { createScanLimits, createScanRequests, scanHandlers } from './modules/scans/index.ts';
import { checkHealth, recordClientError } from './modules/system/index.ts';
import { technologyAssets } from './modules/technology/index.ts';
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
  catalogue: { stats(): Promise<CatalogueStats> };
  /** Whether the landing pages' statistics have been computed since the start (health check). */
  statistics?: { warm: boolean };
  /** Where the built website bundle lives (web/dist). */
  webDistDir?: string;
}

/** Where reCAPTCHA's script comes from, allowed by the CSP only when reCAPTCHA is configured. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function createApp(deps: AppDeps): express.Express {
  const { config, log, db } = deps;
  const app = express();
  const baseUrl = publicUrl(config);
  const renderer = createRenderer(deps.webDistDir ?? DEFAULT_WEB_DIST);
  const openApiDocument = buildOpenApiDocument();

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

  // Static files first: the client bundle (hashed, cached for a year) and the public images.
  const staticFiles = express.static(deps.webDistDir ?? DEFAULT_WEB_DIST, {
    index: false,
    setHeaders: (res, path) => {
      if (path.includes('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // No file lives under /api/: the public API skips the file-system lookup on every call.
  app.use((req, res, next) => (req.path.startsWith('/api/') ? next() : staticFiles(req, res, next)));

  app.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(
    '/api/docs',
    swaggerUi.serve,
    swaggerUi.setup(openApiDocument, { customSiteTitle: 'TechCensus API' }),
  );

  app.use(apiCors);
  app.use(addressText);
  const purchase = createPurchase({
    config,
    log,
    db,
    siteIndex: deps.siteIndex,
    queue: deps.queue,
    viewerOf: (req) => viewerOf(req),
    render: (url, envelope, title) => renderer.render(url, envelope, title),
  });
  purchase.mountWebhook(app);
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
  app.use(express.json({ limit: config.BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: config.BODY_LIMIT }));
  app.use(methodGuard(contractRoutes));

  // Accounts: the session behind every request, CSRF on state changes, the browsing-speed
  // captcha rule on page loads, and the plain Express routes (Google sign-in, dev outbox).
  const accounts = createAccounts({
    config,
    log,
    db,
    endSubscriptions: purchase.endSubscriptionsOf,
    origins: site.origins,
    routes: contractRoutes,
  });
  const { viewerOf } = accounts;
  app.use(accounts.sessionMiddleware);
  app.use(accounts.csrf);
  const pageRouteTable = routeTable(contract.pages);
  app.use(
    accounts.browseGuard({
      isPageLoad: (req) =>
        !!matchRoute(
          pageRouteTable,
          req.path.endsWith('/api') ? req.path : `${req.path.replace(/\/+$/, '')}/api`,
          'GET',
        ),
      askForCaptcha: (req, res) => {
        const envelope: AnyPageEnvelope = { requireCaptchaCheck: true, User: { LoggedIn: false } };
        if (req.path.endsWith('/api')) res.status(429).json(envelope);
        else
          renderer
            .render(req.originalUrl, envelope, 'Verification required')
            .then((html) => res.status(429).type('html').send(html));
      },
    }),
  );
  accounts.mountExpressRoutes(app);
  purchase.mountExpressRoutes(app);
  const pageContext = (req: Request, params: Record<string, string> = {}): PageContext => ({
    deps,
    viewer: viewerOf(req),
    baseUrl,
    params,
    query: Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, String(v)])),
    visitorCountry: networkData().country(req.ip ?? ''),
  });

  const clientErrorLimiter = new RateLimiterMemory({ points: 20, duration: 60 });

  // One set of scan counters for the scan forms and monitoring adds (each add runs a scan).
  const scanLimits = createScanLimits(db, config.SCAN_RATE_LIMIT);
  const s = initServer();
  const router = s.router(contract, {
    system: {
      healthz: async () => checkHealth(db, deps.siteIndex, API_VERSION, deps.statistics ?? { warm: false }),
      reportClientError: async ({ body, req }) => {
        try {
          await clientErrorLimiter.consume(req.ip ?? 'unknown');
        } catch (e) {
          if (!(e instanceof RateLimiterRes)) throw e;
          const retry = Math.ceil(e.msBeforeNext / 1000);
          throw new HttpError(429, `Too many error reports; try again in ${retry} s.`, 'rate_limited', {
            'Retry-After': String(retry),
          });
        }
        await recordClientError(db, body, req.get('user-agent'));
        log.warn({ url: body.url, message: body.errorMessage }, 'client render error');
        return { status: 200, body: { ok: true as const } };
      },
    },
    // Every page route is served by its loader; registry.ts checks one loader per contract route,
    // and responses are validated against each route's schema outside production.
    pages: Object.fromEntries(
      Object.entries(pageLoaders).map(([key, load]) => [
        key,
        ({ req, params }: { req: Request; params: Record<string, string> }) => load(pageContext(req, params)),
      ]),
    ) as never,
    accounts: accounts.router(),
    apiV1: apiV1Handlers({
      db,
      siteIndex: deps.siteIndex,
      queue: deps.queue,
      gate: createApiGate(db, { rateLimitMultiplier: config.API_RATE_LIMIT_MULTIPLIER }),
      testDomain: config.API_TEST_DOMAIN,
    }),
    purchase: purchase.router(),
    reportBuilder: reportBuilderHandlers({ db, siteIndex: deps.siteIndex, log, viewerOf }),
    monitoring: monitoringHandlers({ db, queue: deps.queue, scanLimits, viewerOf }),
    ownership: createOwnership({
      db,
      log,
      siteIndex: deps.siteIndex,
      captcha: accounts.captcha,
      mailer: accounts.mailer,
      fetcher: () => deps.index.fetcher(),
      operatorEmail: config.CONTACT_EMAIL,
    }).router(),
    scans: scanHandlers({
      db,
      siteIndex: deps.siteIndex,
      viewerOf,
      requests: createScanRequests({
        db,
        queue: deps.queue,
        captcha: accounts.captcha,
        limits: scanLimits,
      }),
    }),
  });
  createExpressEndpoints(contract, router, app, {
    responseValidation: config.NODE_ENV !== 'production',
    requestValidationErrorHandler: (err, _req, _res, next) => {
      const issues = [err.body, err.query, err.pathParams, err.headers].flatMap((e) => e?.issues ?? []);
      const first = issues[0];
      const message = first
        ? `${first.path.join('.') || 'body'}: ${first.message}`
        : 'The request is not valid.';
      const details = issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }));
      next(new HttpError(400, message, 'validation_failed', {}, { details }));
    },
  });

  // The public API never falls through to the website: an unknown path there is a JSON 404.
  app.all('/api/v1/*', (_req, _res, next) => next(new HttpError(404, 'No such endpoint.', 'not_found')));
  app.use(technologyAssets(deps));
  app.use(flagRoutes());
  app.use(
    reportDownloads({
      db,
      log,
      dir: reportsDir(config),
      viewerOf,
      renderLoginRequired: (req) =>
        renderer.render(req.originalUrl, { resultLoginRequired: true, User: { LoggedIn: false } }, 'Sign in'),
    }),
  );
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
      const html = await renderer.render(req.originalUrl, outcome.body, 'Page not found');
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
