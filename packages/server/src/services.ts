/** The app's dependencies built from the configuration, and their orderly shutdown. */
import type { AppDeps } from './app.js';
import type { Config } from './config/index.js';
import { loadMasterKey } from './custody/index.js';
import { openDatabase } from './db/index.js';
import { LedgerFollower, MarketEvents } from './indexer/index.js';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit/index.js';
import { loadOrCreateKey } from './secrets/index.js';
import { XrplLedgerGateway } from './xrpl/index.js';

export interface Services extends AppDeps {
  readonly marketEvents: MarketEvents;
  /** Starts indexing validated ledgers (main calls it once the app listens; tests need not). */
  startIndexer(log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  }): Promise<void>;
  close(): Promise<void>;
}

async function openRateLimitStore(config: Config): Promise<RateLimitStore> {
  if (!config.redisUrl) return new MemoryRateLimitStore();
  const store = new RedisRateLimitStore(config.redisUrl);
  await store.connect();
  return store;
}

export async function openServices(config: Config): Promise<Services> {
  const keys = {
    sessionSecret: await loadOrCreateKey(config.dataDir, 'session-cookie', config.sessionSecret),
    altchaHmacKey: await loadOrCreateKey(
      config.dataDir,
      'altcha-hmac',
      config.botCheck.kind === 'altcha' ? config.botCheck.hmacKey : undefined,
    ),
    masterKey: await loadMasterKey(config.dataDir, config.serverMasterKey),
  };
  const db = await openDatabase(config);
  const rateLimitStore = await openRateLimitStore(config).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const ledger = new XrplLedgerGateway(config.xrplUrl);
  const marketEvents = new MarketEvents();
  let follower: LedgerFollower | undefined;
  return {
    config,
    db,
    ledger,
    rateLimitStore,
    keys,
    marketEvents,
    async startIndexer(log) {
      follower = new LedgerFollower({
        url: config.xrplUrl,
        db,
        events: marketEvents,
        usdTokenId: config.usdToken?.id,
        log,
      });
      await follower.start();
    },
    async close() {
      await follower?.stop();
      await ledger.close();
      await rateLimitStore.close();
      await db.close();
    },
  };
}
