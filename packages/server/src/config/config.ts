/** The server's configuration: environment variables of DESIGN.md, parsed and validated once at start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TokenId } from '@horizon/core';
import { type Env, EnvReader, redactUrl } from './env-parsers.js';

export type ConfiguredToken = TokenId & { readonly id: string };

export type BotCheckConfig =
  | {
      readonly kind: 'altcha';
      /** HMAC key for challenges; unset = generated once into DATA_DIR. */
      readonly hmacKey: string | undefined;
      /** Proof-of-work difficulty: the largest number the solver may have to try. */
      readonly maxNumber: number;
    }
  | { readonly kind: 'turnstile'; readonly siteKey: string; readonly secretKey: string };

export interface RateLimitConfig {
  readonly windowMs: number;
  readonly perIp: number;
  readonly perWallet: number;
  /** Per IP, for the calls that create sessions or challenges. */
  readonly verifyPerIp: number;
}

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly xrplUrl: string;
  /** The ledger's WebSocket as browsers reach it (PUBLIC_XRPL_URL; default XRPL_URL): the CSP allows it. */
  readonly publicXrplUrl: string;
  /** The embedded localnet's faucet, beside its JSON-RPC; null on any other network XRPL_URL names. */
  readonly faucetUrl: string | null;
  readonly botCheck: BotCheckConfig;
  readonly sessionSecret: string | undefined;
  /** Seals the seeds of server-held hot wallets (pre-snipe, payouts); unset = generated once into DATA_DIR. */
  readonly serverMasterKey: string | undefined;
  readonly sessionTtlSeconds: number;
  /**
   * How many reverse proxies stand in front (0: none): the client is the address the outermost of them saw,
   * counted from the right of X-Forwarded-For; what the client itself put there is never believed.
   */
  readonly trustProxy: number;
  /** Origins besides the server's own that may call state-changing routes (e.g. a dev server). */
  readonly allowedOrigins: readonly string[];
  /** The built web app; absent folder = JSON 404 for non-API paths. */
  readonly webDir: string;
  readonly logLevel: string;
  readonly treasuryAddress: string | undefined;
  readonly platformToken: ConfiguredToken | undefined;
  readonly communityToken: ConfiguredToken | undefined;
  readonly usdToken: ConfiguredToken | undefined;
  readonly rateLimit: RateLimitConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** packages/web/dist, found from this file whether it runs from src/ or dist/. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** Where `npm start`'s localnet listens (LOCALNET_WS_PORT, LOCALNET_RPC_PORT): the default network. */
function embeddedLocalnet(read: EnvReader): { url: string; faucetUrl: string } {
  const wsPort = read.integer('LOCALNET_WS_PORT', 6006, 1, 65535);
  const rpcPort = read.integer('LOCALNET_RPC_PORT', 5005, 1, 65535);
  return { url: `ws://127.0.0.1:${wsPort}`, faucetUrl: `http://127.0.0.1:${rpcPort}/accounts` };
}
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function readBotCheck(read: EnvReader): BotCheckConfig {
  const kind = read.oneOf('BOT_CHECK', ['altcha', 'turnstile'], 'altcha');
  if (kind === 'turnstile') {
    read.require('TURNSTILE_SITE_KEY', 'when BOT_CHECK=turnstile');
    read.require('TURNSTILE_SECRET_KEY', 'when BOT_CHECK=turnstile');
    return {
      kind,
      siteKey: read.text('TURNSTILE_SITE_KEY', ''),
      secretKey: read.text('TURNSTILE_SECRET_KEY', ''),
    };
  }
  return {
    kind,
    hmacKey: read.secret('ALTCHA_HMAC_KEY', 32),
    maxNumber: read.integer('ALTCHA_MAX_NUMBER', 100_000, 10, 10_000_000),
  };
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const read = new EnvReader(env);
  const localnet = embeddedLocalnet(read);
  const xrplUrl = read.url('XRPL_URL', ['ws', 'wss']) ?? localnet.url;
  const config: Config = {
    host: read.text('HOST', '127.0.0.1'),
    port: read.integer('PORT', 8080, 0, 65535),
    dataDir: path.resolve(cwd, read.text('DATA_DIR', './data')),
    databaseUrl: read.url('DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: read.url('REDIS_URL', ['redis', 'rediss']),
    xrplUrl,
    publicXrplUrl: read.url('PUBLIC_XRPL_URL', ['ws', 'wss']) ?? xrplUrl,
    faucetUrl: xrplUrl === localnet.url ? localnet.faucetUrl : null,
    botCheck: readBotCheck(read),
    sessionSecret: read.secret('SESSION_SECRET', 32),
    serverMasterKey: read.secret('SERVER_MASTER_KEY', 64),
    sessionTtlSeconds: read.integer('SESSION_TTL_SECONDS', 24 * 3600, 60, 30 * 24 * 3600),
    trustProxy: read.proxyHops('TRUST_PROXY'),
    allowedOrigins: read.origins('ALLOWED_ORIGINS'),
    webDir: path.resolve(cwd, read.text('WEB_DIR', DEFAULT_WEB_DIR)),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    treasuryAddress: read.address('TREASURY_ADDRESS'),
    platformToken: read.token('PLATFORM_TOKEN'),
    communityToken: read.token('COMMUNITY_TOKEN'),
    usdToken: read.token('USD_TOKEN'),
    rateLimit: {
      windowMs: 60_000,
      perIp: read.integer('RATE_LIMIT_PER_IP', 600, 1, 1_000_000),
      perWallet: read.integer('RATE_LIMIT_PER_WALLET', 120, 1, 1_000_000),
      verifyPerIp: read.integer('RATE_LIMIT_VERIFY_PER_IP', 30, 1, 1_000_000),
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** The configuration as it may be logged: no secrets, no passwords in URLs. */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    host: config.host,
    port: config.port,
    dataDir: config.dataDir,
    database: config.databaseUrl ? redactUrl(config.databaseUrl) : 'pglite',
    redis: config.redisUrl ? redactUrl(config.redisUrl) : 'none (in-memory rate limits)',
    xrplUrl: redactUrl(config.xrplUrl),
    publicXrplUrl: redactUrl(config.publicXrplUrl),
    botCheck: config.botCheck.kind,
    webDir: config.webDir,
    treasuryAddress: config.treasuryAddress ?? null,
    platformToken: config.platformToken?.id ?? null,
    communityToken: config.communityToken?.id ?? null,
    usdToken: config.usdToken?.id ?? null,
  };
}
