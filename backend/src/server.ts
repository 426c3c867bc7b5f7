/**
 * createServer(): the whole backend as a plain Node module, wiring only. The same function runs
 * inside Electron's main process, under plain Node (web and hosted) and in the tests.
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { ERROR_CODES } from '../../shared/contracts/errors';
import type { AppMode } from '../../shared/contracts/health';
import { systemClock, type Clock } from './clock';
import { demoPaymentProvider, unconfiguredPaymentProvider, type PaymentProvider } from './providers/payments/payment-provider';
import { stripePaymentProvider, type StripeOptions } from './providers/payments/stripe';
import { paymentRoutes, STRIPE_WEBHOOK_PATH, stripeWebhookRoute } from './modules/payments/routes';
import { businessAccountRoutes } from './modules/business-accounts/routes';
import { scheduleViolationCheck } from './modules/business-accounts/service';
import { teamRoutes } from './modules/teams/routes';
import { bankingRoutes } from './modules/banking/routes';
import { createBankingService } from './modules/banking/service';
import type { ImportThreadOptions } from './modules/banking/import-thread';
import { ledgerRoutes } from './modules/ledger/routes';
import { createLedgerService } from './modules/ledger/service';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { caseStudyRoutes } from './modules/case-studies/routes';
import { blogRoutes } from './modules/blog/routes';
import { rewardsRoutes } from './modules/rewards/routes';
import { billRoutes } from './modules/bills/routes';
import { demoBankProvider } from './providers/banking/demo';
import type { BankProvider } from './providers/banking/bank-provider';
import { testClockRoutes } from './modules/test-clock/routes';
import type { AppContext } from './context';
import type { AppDatabase } from './db/open';
import { ensureDemoUser, labelDemoRows, pendingDemoSeed, seedDemoData, seedDemoDataInBackground } from './db/seed/seed';
import { healthApi } from '../../shared/api/health';
import { dataRoutes } from './modules/data/routes';
import { AppError, errorMiddleware } from './http/errors';
import { localAccessGate } from './http/local-session';
import { securityHeaders } from './http/security-headers';
import { loopbackOrigin, rendererBeside, type ScreenRenderer } from './http/server-render';
import { spaRoutes } from './http/spa';
import { compressJson } from './http/compress-json';
import { createLogger, type Logger } from './logger';
import { authMiddleware } from './http/auth';
import { staticRouteShortcut } from './http/route-shortcut';
import { apiRouter, assertEveryRouteIsDeclared, declaredRoutes, type DeclaredRoute } from './http/routing';
import { commandCentreRoutes } from './modules/command-centre/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { betaRoutes } from './modules/beta/routes';
import type { BetaWindowConfig } from './modules/beta/service';
import { authRoutes } from './modules/auth/routes';
import { sessionRepository } from './modules/auth/sessions';
import { budgetRoutes } from './modules/budget/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { isDemoMode, type SecretStore } from './providers/secrets/secret-store';
import { createMetaverseSocketServer } from './realtime/metaverse-socket';
import { metaverseAccess, upgradeListener } from './realtime/upgrade';
import { createMetaverseWorld } from './realtime/metaverse-world';
import { metaverseRoutes } from './modules/metaverse/routes';
import { createMetaverseService } from './modules/metaverse/service';
import { createCoachService } from './modules/coach/service';
import { creditRoutes } from './modules/credit/routes';
import { growthRoutes } from './modules/growth/routes';
import { marketingTrendsRoutes } from './modules/marketing-trends/routes';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { referralRoutes } from './modules/referral/routes';
import { trustRoutes } from './modules/trust/routes';
import type { LandingFace } from '../../shared/contracts/site';
import { coachRoutes } from './modules/coach/routes';
import { defaultCoachProvider, type CoachProvider } from './providers/coach/coach-provider';
import { creditService } from './modules/credit/service';

export const APP_VERSION = '0.1.0';
const JSON_BODY_LIMIT = '100kb';
const IMPORT_JSON_LIMIT = '25mb';

/**
 * The longest a first start's background seed waits for the server's first answer before it begins
 * anyway (docs/product.md "Start-up").
 */
const SEED_START_DELAY_MS = 250;

export interface ServerOptions {
  db: AppDatabase;
  secrets: SecretStore;
  mode: AppMode;
  /**
   * The per-launch secret every request must carry on desktop and local web. Hosted mode has no
   * per-launch secret (sessions and CSRF protect it instead).
   */
  accessToken?: string;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built renderer (index.html + assets); omitted in API-only tests. */
  staticDir?: string;
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** Seed the demo user and demo data at start (default: when no provider keys are configured). */
  seedDemo?: boolean;
  /**
   * A first start's demo seed runs after the server listens (docs/product.md "Start-up"): /api/health
   * and the page answer at once, every other request waits until the demo data is complete. Off by
   * default (tests read the database right after start); the entry points turn it on.
   */
  seedInBackground?: boolean;
  /** How long a background seed waits for the first answer before it begins anyway (tests). */
  seedStartDelayMs?: number;
  /** Hosted behind an HTTPS reverse proxy: trust one hop of X-Forwarded-* (req.secure, Secure cookies). */
  trustProxy?: boolean;
  /** Payment provider (default: Stripe with a secret key, else the demo provider in demo mode, else none). */
  payments?: PaymentProvider;
  /** Stripe's publishable key for the Payment Element (public, from the environment). */
  stripePublishableKey?: string;
  /** Tests only: where the Stripe client sends its requests (a local stand-in). */
  stripeEndpoint?: StripeOptions['endpoint'];
  /** Bank-link provider (default: the demo provider). */
  bank?: BankProvider;
  /** The built import worker, for large bank files (modules/banking/import-thread.ts); without it they are read in slices here. */
  importThread?: ImportThreadOptions;
  /** Writes the voice coach's replies (default: the language model when configured, else the rules). */
  coach?: CoachProvider;
  /** Optional language model for the coach (its key comes from the secret store). */
  coachLlm?: { url: string; model: string };
  /** Ping interval of the metaverse heartbeat (tests shorten it). */
  metaverseHeartbeatMs?: number;
  /** The landing face "/" shows until the owner sets one (default institutional). */
  landingFace?: LandingFace;
  /** The beta signup window (default: from the install's first start, 30 days; docs/product.md "Beta"). */
  beta?: BetaWindowConfig;
  /**
   * Renders the arrival screens on the server (http/server-render.ts). Default: the renderer's
   * server entry beside staticDir when it was built; false turns it off.
   */
  screenRenderer?: (() => Promise<ScreenRenderer>) | false;
  /** Local web end-to-end tests only: a clock that POST /api/test/clock may move forward. */
  testClock?: Clock & { advance(ms: number): void };
}

export interface RunningServer {
  url: string;
  port: number;
  accessToken?: string;
  /** Every /api route (method, path relative to /api, declared access), for the route walk test. */
  apiRoutes: DeclaredRoute[];
  /** Settles when the demo data is complete (at once unless a first start seeds in the background). */
  demoDataReady: Promise<void>;
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger();
  const isLocal = options.mode !== 'hosted';
  if (isLocal && !options.accessToken) throw new Error('A local server needs a per-launch access token');
  const host = options.host ?? '127.0.0.1';
  if (isLocal && host !== '127.0.0.1') throw new Error('The local server binds 127.0.0.1 only');

  const demo = isDemoMode(options.secrets);
  const bank = options.bank ?? (await defaultBankProvider(options.secrets, clock));
  // Sample rows an older version wrote unlabelled become removable (docs/product.md "Your data"); once per database.
  // Before the seed: on a fresh database there is then nothing to label, instead of every seeded row
  // being rebuilt and checked again (measured: a quarter of the seed's time on a first start).
  labelDemoRows(options.db, clock);
  const seedDemo = options.seedDemo ?? demo;
  const seedLater = seedDemo && options.seedInBackground === true && pendingDemoSeed(options.db, clock) !== undefined;
  if (seedDemo && !seedLater) seedDemoData(options.db, clock);
  // The demo user always exists (after the seed, which writes its full profile in demo mode): the
  // public calculator's results belong to it when nobody is signed in.
  if (!seedLater) ensureDemoUser(options.db, clock);
  let seeded = !seedLater;
  let markSeeded = () => {};
  const demoDataReady = seedLater ? new Promise<void>((resolve) => (markSeeded = resolve)) : Promise.resolve();
  // A background seed begins once the server has answered (docs/product.md "Start-up"); set below.
  let startSeed = () => {};
  const sessions = sessionRepository(options.db);
  sessions.deleteExpired(clock.now());

  const ctx: AppContext = {
    db: options.db,
    secrets: options.secrets,
    mode: options.mode,
    clock,
    logger,
    demo,
    version: APP_VERSION,
    startedAt: clock.now(),
    payments: options.payments ?? defaultPaymentProvider(options, demo),
  };

  const app = express();
  app.disable('x-powered-by');
  // One spelling per path: /API/x and /x/ are not /x (each route's access gate guards only its own).
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.set('trust proxy', options.mode === 'hosted' && options.trustProxy ? 1 : false);
  let port = 0;

  app.use((req, res, next) => {
    if (!seeded) res.once('finish', () => setImmediate(startSeed));
    // Debug level: a page load makes dozens of requests, and `npm start` should stay readable
    // (LOG_LEVEL=debug shows them). Below it, no listener per request (bench (j)).
    if (logger.isLevelEnabled('debug')) {
      const started = performance.now();
      res.on('finish', () => {
        // The path only: the query string may carry the access token.
        logger.debug({ method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(performance.now() - started) }, 'request');
      });
    }
    next();
  });

  app.use(
    securityHeaders({
      hsts: options.mode === 'hosted' && Boolean(options.trustProxy),
      allowPlaidLink: bank.kind === 'plaid',
      allowStripe: ctx.payments.kind === 'stripe',
    }),
  );
  const localToken = isLocal ? options.accessToken! : undefined;
  if (localToken) app.use(localAccessGate(localToken, () => port));

  const api = apiRouter();
  // Until a background seed is complete, only the health check answers; everything else waits, so
  // no reader ever sees half the demo data (docs/product.md "Start-up").
  const healthPath = healthApi.health.path.slice('/api'.length);
  api.use((req, _res, next) => {
    if (seeded || req.path === healthPath) return next();
    startSeed();
    void demoDataReady.then(() => next());
  });
  // Large JSON answers compressed for the Internet; never on loopback (desktop, local web), where
  // it would only cost CPU (docs/architecture.md "Compression").
  if (!isLocal) api.use(compressJson());
  // Bank-transaction imports may carry up to 100,000 rows; every other JSON body stays small.
  const smallJson = express.json({ limit: JSON_BODY_LIMIT, strict: true });
  const importJson = express.json({ limit: IMPORT_JSON_LIMIT, strict: true });
  api.use((req, res, next) => {
    // A read carries no body to parse (no GET endpoint declares one). The Stripe webhook reads its
    // raw bytes itself: the signature covers them exactly.
    if (req.method === 'GET' || req.method === 'HEAD' || req.path === STRIPE_WEBHOOK_PATH) return next();
    (req.path === '/import-bank-transactions' ? importJson : smallJson)(req, res, next);
  });
  api.use(authMiddleware(ctx, sessions));
  // From here on only module routers: a static path goes straight to the route that declares it.
  api.use(staticRouteShortcut(api));
  api.use(healthRoutes(ctx));
  const paymentsDeps = { provider: ctx.payments, webhookSecret: options.secrets.get('STRIPE_WEBHOOK_SECRET') };
  api.use(stripeWebhookRoute(ctx, paymentsDeps));
  const referrals = referralRoutes(ctx);
  api.use(authRoutes(ctx, { sessions, onAccountCreated: referrals.creditSignup }));
  api.use(referrals.api);
  api.use(budgetRoutes(ctx));
  const credit = creditService(ctx.db, () => clock.now());
  api.use(dashboardRoutes(ctx, (userId) => credit.current(userId)));
  api.use(analyticsRoutes(ctx));
  const commandCentre = commandCentreRoutes(ctx);
  api.use(commandCentre.router);
  api.use(betaRoutes(ctx, options.beta));
  api.use(businessAccountRoutes(ctx));
  api.use(teamRoutes(ctx));
  // Every bank import categorises its new rows by the user's rules (docs/product.md "Transactions").
  const ledger = createLedgerService(ctx);
  api.use(bankingRoutes(ctx, bank, createBankingService(ctx, bank, { categorise: (userId) => ledger.categoriser(userId), importThread: options.importThread })));
  api.use(ledgerRoutes(ctx, ledger));
  api.use(subscriptionRoutes(ctx));
  api.use(dataRoutes(ctx));
  api.use(caseStudyRoutes(ctx));
  api.use(blogRoutes(ctx));
  api.use(rewardsRoutes(ctx));
  api.use(billRoutes(ctx));
  api.use(creditRoutes(ctx, credit));
  api.use(paymentRoutes(ctx, paymentsDeps));
  api.use(growthRoutes(ctx));
  api.use(marketingTrendsRoutes(ctx));
  // One site service: the API reads and changes the settings, the landing page's HTML carries them.
  const site = createSiteService(ctx, options.landingFace);
  api.use(siteRoutes(ctx, site));
  api.use(trustRoutes(ctx));
  const coach = createCoachService(ctx, { provider: options.coach ?? defaultCoachProvider(options.secrets, logger, options.coachLlm), credit });
  api.use(coachRoutes(ctx, coach));
  const metaverseService = createMetaverseService(ctx, (userId) => coach.facts(userId));
  const world = createMetaverseWorld({ metaverse: metaverseService, clock, logger });
  api.use(metaverseRoutes(ctx, metaverseService, world));
  const violationCheck = scheduleViolationCheck(ctx);
  if (options.testClock) {
    if (!isLocal) throw new Error('The test clock exists for local end-to-end tests only');
    api.use(testClockRoutes(ctx, options.testClock, () => violationCheck.runNow()));
  }
  const apiRoutes = declaredRoutes(api);
  assertEveryRouteIsDeclared(apiRoutes);
  api.use((req) => {
    throw new AppError(404, ERROR_CODES.notFound, `No API route ${req.method} ${req.path}`);
  });
  app.use('/api', api);
  // The share link /ref/{code}: recorded, then redirected to the home page.
  app.use(referrals.shareLink);

  const screenRenderer = options.screenRenderer === false ? undefined : (options.screenRenderer ?? (options.staticDir ? rendererBeside(options.staticDir) : undefined));
  // Renders reach the API over loopback, so they need the address this server listens on (set below).
  let loopback: string | undefined = undefined;
  const spa = spaRoutes(options.staticDir, { demo: ctx.demo }, site.settings, screenRenderer && { renderer: screenRenderer, origin: () => loopback });
  if (spa) app.use(spa);

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: { code: ERROR_CODES.notFound, message: `Nothing at ${req.path}` } });
  });
  app.use(errorMiddleware(logger));

  const httpServer = createHttpServer(app);
  const metaverse = createMetaverseSocketServer({
    logger,
    world,
    authorize: metaverseAccess({ isLocal, demo, sessionUserId: (token) => sessions.find(token, clock.now())?.userId }),
    heartbeatMs: options.metaverseHeartbeatMs,
    clock,
    trustProxy: options.mode === 'hosted' && options.trustProxy === true,
    singleUser: isLocal,
  });
  httpServer.on(
    'upgrade',
    upgradeListener({
      accessToken: localToken,
      port: () => port,
      onSocketError: (err) => logger.debug({ err: err.message }, 'upgrade socket error'),
      handlers: [
        (req, socket, head) => {
          if (seeded) return metaverse.handleUpgrade(req, socket, head);
          // The world reads the demo avatar: a socket opened during a background seed waits for it.
          startSeed();
          void demoDataReady.then(() => metaverse.handleUpgrade(req, socket, head) || socket.destroy());
          return true;
        },
      ],
    }),
  );

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 0, host, () => resolve());
  });
  port = (httpServer.address() as AddressInfo).port;
  loopback = loopbackOrigin(httpServer.address() as AddressInfo);
  const url = `http://${host}:${port}`;
  logger.info({ url, mode: options.mode, demo }, 'server listening');
  if (seedLater) {
    // It begins at the first of: an answer sent, a request that needs the demo data, or a moment
    // after listening; so the first answer (the health check, the page) never waits behind it.
    let begun = false;
    const timer = setTimeout(() => startSeed(), options.seedStartDelayMs ?? SEED_START_DELAY_MS);
    startSeed = () => {
      if (begun) return;
      begun = true;
      clearTimeout(timer);
      const seedStarted = performance.now();
      void seedDemoDataInBackground(options.db, clock)
        .catch((error: unknown) => {
          // As a failed seed at start would have: logged; the app then runs without the demo data.
          logger.error({ err: error instanceof Error ? error.message : String(error) }, 'demo seed failed');
        })
        .then(() => {
          ensureDemoUser(options.db, clock);
          // The start-up check ran before the demo business accounts existed.
          violationCheck.runNow();
          seeded = true;
          markSeeded();
          logger.debug({ ms: Math.round(performance.now() - seedStarted) }, 'demo data seeded');
        });
    };
  }

  return {
    url,
    port,
    accessToken: options.accessToken,
    apiRoutes,
    demoDataReady,
    close: () => {
      // A background seed finishes first: the database is never closed under its transaction.
      startSeed();
      return demoDataReady.then(
        () =>
          new Promise<void>((resolve) => {
            violationCheck.stop();
            commandCentre.demoActivity.stop();
            metaverse.close();
            httpServer.closeAllConnections();
            httpServer.close(() => resolve());
          }),
      );
    },
  };
}

/** Stripe when its secret key is configured; the demo provider in offline demo mode; otherwise none. */
function defaultPaymentProvider(options: ServerOptions, demo: boolean): PaymentProvider {
  const secretKey = options.secrets.get('STRIPE_SECRET_KEY');
  if (secretKey) return stripePaymentProvider({ secretKey, publishableKey: options.stripePublishableKey ?? null, endpoint: options.stripeEndpoint });
  return demo ? demoPaymentProvider() : unconfiguredPaymentProvider();
}

/**
 * Plaid when its keys are in the secret store, else the offline demo bank.
 * The Plaid client (and axios under it) loads only when it is needed, to keep start-up quick.
 */
async function defaultBankProvider(secrets: SecretStore, clock: Clock): Promise<BankProvider> {
  const clientId = secrets.get('PLAID_CLIENT_ID');
  const secret = secrets.get('PLAID_SECRET');
  if (!clientId || !secret) return demoBankProvider(clock);
  const { plaidBankProvider } = await import('./providers/banking/plaid');
  return plaidBankProvider({ clientId, secret, environment: secrets.get('PLAID_ENV') ?? 'sandbox' });
}
