/**
 * buildApp: the Fastify app, with everything it registers listed here in order (no autoload). Its
 * dependencies come in from outside, so tests build it in memory and call `app.inject`.
 */
import fastifyCookie from '@fastify/cookie';
import { type RouteReply, VERIFICATION_ERRORS, buildOpenApiDocument } from '@horizon/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config/index.js';
import type { Database } from './db/index.js';
import {
  HttpError,
  type LoggerSettings,
  bind,
  errorHandler,
  isSameOriginRequest,
  loggerOptions,
  registerContractRoutes,
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
  TurnstileBotCheck,
  verificationRoutes,
} from './verification/index.js';
import { MarketEvents } from './indexer/index.js';
import {
  type MarketLedger,
  TokenSearchIndex,
  XrplMarketLedger,
  marketRoutes,
  openStreamsOf,
  tokenPageEarlyData,
} from './market/index.js';
import { openTrading } from './trade/index.js';
import { HotWallets, masterKeyBytes } from './custody/index.js';
import { faucetRoutes } from './faucet/index.js';
import { openPrograms } from './programs/index.js';
import type { TradeLedger } from './relay/index.js';
import { WalletChallenges, WalletRegistry, walletRoutes } from './wallets/index.js';
import { premiumRoutes } from './wallets/premium-routes.js';
import type { LedgerGateway } from './xrpl/index.js';

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
  readonly rateLimitStore: RateLimitStore;
  readonly keys: ServerKeys;
  readonly clock?: Clock;
  /** Where logs go (tests capture them); level from config. */
  readonly logStream?: NodeJS.WritableStream;
  /** For Turnstile's siteverify. */
  readonly fetch?: Fetch;
  /** The ledger trading builds against (default: xrpl.js on config.xrplUrl). */
  readonly tradeLedger?: TradeLedger;
  /** The ledger market reads use (default: xrpl.js on config.xrplUrl, connected on first use). */
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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const log: LoggerSettings = {
    level: config.logLevel,
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };
  const app = Fastify({
    logger: loggerOptions(log),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });

  const sessions = new SessionStore(db, clock, config.sessionTtlSeconds * 1000);
  const gate = new Gate(sessions, db);
  const limiter = new RateLimiter(deps.rateLimitStore, config.rateLimit, app.log);
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
    if (request.url.startsWith('/api/')) await limiter.check('ip', request.ip);
    if (!isSameOriginRequest(request, config.allowedOrigins)) {
      throw new HttpError(403, VERIFICATION_ERRORS.blockedRequest);
    }
  });

  let openApi: Record<string, unknown> | undefined;
  const trading = openTrading({ config, db, clock, log: app.log, ledger: deps.tradeLedger });
  app.addHook('onClose', () => trading.close());
  const marketLedger = deps.marketLedger ?? new XrplMarketLedger(config.xrplUrl);
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
    marketEvents,
  });
  app.decorate('programs', programs);
  if (deps.runJobs) app.addHook('onReady', async () => programs.forEach((p) => p.start?.()));
  app.addHook('onClose', async () => {
    for (const program of programs) await program.close?.();
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
      ...faucetRoutes({ xrplUrl: config.xrplUrl }),
      bind('GET /api/network', async () => ({ ledger_ws_url: config.publicXrplUrl })),
      ...marketRoutes({
        db,
        ledger: marketLedger,
        search,
        events: marketEvents,
        streams,
        clock,
        usdTokenId: config.usdToken?.id,
      }),
      bind(
        'GET /api/openapi.json',
        async () => (openApi ??= buildOpenApiDocument()) as RouteReply<'GET /api/openapi.json'>,
      ),
    ],
  });
  await registerWebApp(app, config.webDir, tokenPageEarlyData(db));

  const prune = setInterval(() => {
    sessions
      .deleteExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
  return app;
}
