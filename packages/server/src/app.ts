/**
 * buildApp: the Fastify app, with everything it registers listed here in order (no autoload). Its
 * dependencies come in from outside, so tests build it in memory and call `app.inject`.
 */
import fastifyCookie from '@fastify/cookie';
import { ICONS_PATH, type RouteReply, VERIFICATION_ERRORS, buildOpenApiDocument } from '@horizon/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config/index.js';
import type { Database } from './db/index.js';
import {
  HttpError,
  type LoggerSettings,
  clientErrorHandler,
  errorHandler,
  frameworkErrors,
  isSameOriginRequest,
  loggerOptions,
  registerWebApp,
  securityHeaders,
} from './http/index.js';
import { RateLimiter, type RateLimitStore } from './rate-limit/index.js';
import {
  AltchaBotCheck,
  type BotCheck,
  type Fetch,
  Gate,
  SessionStore,
  KeyControl,
  TurnstileBotCheck,
} from './verification/index.js';
import { bind, registerContractRoutes, verificationRoutes } from './routes/index.js';
import { MarketEvents } from './indexer/index.js';
import {
  type MarketLedger,
  TokenSearchIndex,
  XrplMarketLedger,
  marketRoutes,
  openStreamsOf,
  tokenPageEarlyData,
} from './market/index.js';
import { tradeCostsOf } from './trade/index.js';
import { openTrading } from './trading.js';
import { HotWallets, masterKeyBytes } from './custody/index.js';
import { faucetRoutes } from './faucet/index.js';
import { IconStore, registerIconRoutes } from './icons/index.js';
import { openPrograms } from './open-programs.js';
import type { TradeLedger } from './relay/index.js';
import { WalletChallenges, WalletRegistry, walletRoutes } from './wallets/index.js';
import { premiumRoutes } from './wallets/premium-routes.js';
import { type LedgerGateway, LedgerConnection } from './xrpl/index.js';

export interface ServerKeys {
  /** Signs the session cookie. */
  readonly sessionSecret: string;
  /** Signs ALTCHA challenges. */
  readonly altchaHmacKey: string;
  /** Seals hot-wallet seeds (64 hex characters). */
  readonly masterKey: string;
}

export interface AppDeps {
  readonly config: Config;
  readonly db: Database;
  readonly ledger: LedgerGateway;
  /** The server's one connection to the ledger (default: one on config.xrplUrl, opened on first use, closed with the app). */
  readonly connection?: LedgerConnection;
  readonly rateLimitStore: RateLimitStore;
  readonly keys: ServerKeys;
  readonly clock?: Clock;
  /** Where logs go (tests capture them); level from config. */
  readonly logStream?: NodeJS.WritableStream;
  /** For Turnstile's siteverify. */
  readonly fetch?: Fetch;
  /** The ledger trading builds against (default: xrpl.js over `connection`). */
  readonly tradeLedger?: TradeLedger;
  /** The ledger market reads use (default: xrpl.js over `connection`). */
  readonly marketLedger?: MarketLedger;
  /** Trades, ledger closes and token updates from the indexer, for the SSE stream and live token data. */
  readonly marketEvents?: MarketEvents;
  /** Run the programs' background jobs (main does; tests drive a program's work directly). */
  readonly runJobs?: boolean;
}

const BODY_LIMIT_BYTES = 256 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

function makeBotCheck(deps: AppDeps, clock: Clock): BotCheck {
  const check = deps.config.botCheck;
  if (check.kind === 'turnstile') return new TurnstileBotCheck(check.siteKey, check.secretKey, deps.fetch);
  return new AltchaBotCheck(deps.keys.altchaHmacKey, check.maxNumber, deps.db, clock);
}

function wsOrigin(url: string): string[] {
  try {
    return [new URL(url).origin.replace(/^http/, 'ws')];
  } catch {
    return [];
  }
}

/**
 * Trusts the first `hops` addresses from the socket inwards (the proxies), so the client is the address the
 * outermost proxy appended. Never `true`: Fastify would then believe the leftmost X-Forwarded-For, which the
 * client writes.
 */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const log: LoggerSettings = {
    level: config.logLevel,
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger: loggerOptions(log),
    trustProxy: trustedHops(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Refusals before routing answer `{detail}` too, as every other 4xx does.
    frameworkErrors,
    clientErrorHandler,
  });

  const sessions = new SessionStore(db, clock, config.sessionTtlSeconds * 1000);
  const gate = new Gate(sessions, db, new KeyControl(deps.ledger, clock));
  const limiter = new RateLimiter(deps.rateLimitStore, config.rateLimit, app.log, clock);
  const botCheck = makeBotCheck(deps, clock);

  app.setErrorHandler(errorHandler);
  await app.register(fastifyCookie, { secret: deps.keys.sessionSecret });
  app.addHook(
    'onSend',
    securityHeaders({
      connect: wsOrigin(config.publicXrplUrl),
      turnstile: config.botCheck.kind === 'turnstile',
    }),
  );
  app.addHook('onRequest', async (request) => {
    // Hosted icons are like the app's static files: a page shows dozens, and browsers cache them for good.
    const limited = request.url.startsWith('/api/') && !request.url.startsWith(ICONS_PATH);
    if (limited) await limiter.check('ip', request.ip);
    if (!isSameOriginRequest(request, config.allowedOrigins)) {
      throw new HttpError(403, VERIFICATION_ERRORS.blockedRequest);
    }
  });

  let openApi: Record<string, unknown> | undefined;
  const connection = deps.connection ?? new LedgerConnection(config.xrplUrl, { name: 'ledger' });
  const trading = openTrading({ config, db, clock, log: app.log, connection, ledger: deps.tradeLedger });
  app.addHook('onClose', () => trading.close());
  const marketLedger = deps.marketLedger ?? new XrplMarketLedger(connection);
  if (!deps.marketLedger) app.addHook('onClose', () => marketLedger.close());
  const marketEvents = deps.marketEvents ?? new MarketEvents();
  const programs = openPrograms({
    config,
    db,
    clock,
    log: app.log,
    trade: trading.context,
    launchHooks: trading.launchHooks,
    hotWallets: new HotWallets(db, masterKeyBytes(deps.keys.masterKey), clock),
    ledger: deps.ledger,
    connection,
    marketEvents,
  });
  app.decorate('programs', programs);
  if (deps.runJobs) app.addHook('onReady', async () => programs.forEach((p) => p.start?.()));
  app.addHook('onClose', async () => {
    for (const program of programs) await program.close?.();
    if (!deps.connection) await connection.close();
  });
  const streams = openStreamsOf(app);
  const search = new TokenSearchIndex();
  await search.refresh(db);
  registerContractRoutes(app, {
    gate,
    limiter,
    bindings: [
      ...verificationRoutes({ botCheck, sessions, gate }),
      ...walletRoutes({
        db,
        gate,
        challenges: new WalletChallenges(db, clock),
        registry: new WalletRegistry(db, clock),
        ledger: deps.ledger,
        premium: { platformToken: config.platformToken, treasuryAddress: config.treasuryAddress },
        clock,
      }),
      ...premiumRoutes({ ...config, ledger: deps.ledger, clock }),
      ...trading.bindings,
      ...programs.flatMap((program) => program.bindings),
      ...faucetRoutes({ faucetUrl: config.faucetUrl }),
      bind('GET /api/network', async () => ({ ledger_ws_url: config.publicXrplUrl })),
      ...marketRoutes({
        db,
        ledger: marketLedger,
        search,
        events: marketEvents,
        streams,
        clock,
        usdTokenId: config.usdToken?.id,
        costs: tradeCostsOf(trading.context),
      }),
      bind(
        'GET /api/openapi.json',
        async () => (openApi ??= buildOpenApiDocument()) as RouteReply<'GET /api/openapi.json'>,
      ),
    ],
  });
  registerIconRoutes(app, new IconStore(db, clock));
  await registerWebApp(app, config.webDir, tokenPageEarlyData(db));

  const prune = setInterval(() => {
    sessions
      .deleteExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed'));
    trading.context.issued
      .pruneUnrelayed()
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning unsigned requests failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
  return app;
}
