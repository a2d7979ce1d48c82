/** The app's dependencies built from the configuration, and their orderly shutdown. */
import type { AppDeps } from './app.js';
import type { Config } from './config/index.js';
import { loadMasterKey } from './custody/index.js';
import { acquireDataDirLock, openDatabase } from './db/index.js';
import { type FollowerLog, type FollowerStatus, LedgerFollower } from './follower/follower.js';
import { MarketEvents } from './indexer/index.js';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit/index.js';
import { loadOrCreateKey } from './secrets/index.js';
import { LedgerConnection, XrplLedgerGateway } from './xrpl/index.js';

export interface Services extends AppDeps {
  /** The server's one connection to the ledger: every adapter and the indexer share it. */
  readonly connection: LedgerConnection;
  readonly marketEvents: MarketEvents;
  /** Starts indexing validated ledgers (main calls it once the app listens; tests need not). */
  startIndexer(log: FollowerLog): Promise<void>;
  /** Whether the indexer reaches the ledger and how far behind it is (null before startIndexer). */
  indexerStatus(): FollowerStatus | null;
  close(): Promise<void>;
}

async function openRateLimitStore(config: Config): Promise<RateLimitStore> {
  if (!config.redisUrl) return new MemoryRateLimitStore();
  const store = new RedisRateLimitStore(config.redisUrl);
  await store.connect();
  return store;
}

/**
 * Embedded PGlite is one process's database: DATA_DIR gets one owner, and a second server refuses before it
 * reads or writes anything there (DataDirInUseError). With DATABASE_URL, instances may share DATA_DIR's keys.
 */
function takeDataDir(config: Config) {
  return config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'server', 'Horizon server');
}

export async function openServices(config: Config): Promise<Services> {
  const lock = takeDataDir(config);
  try {
    return await openOwned(config, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openOwned(config: Config, release: () => void): Promise<Services> {
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
  const connection = new LedgerConnection(config.xrplUrl, { name: 'ledger' });
  const ledger = new XrplLedgerGateway(connection);
  const marketEvents = new MarketEvents();
  let follower: LedgerFollower | undefined;
  return {
    config,
    db,
    ledger,
    connection,
    rateLimitStore,
    keys,
    marketEvents,
    async startIndexer(log) {
      // From here on the connection's own lines (lost, retrying, connected again) go to the server's log.
      connection.logTo(log);
      follower = new LedgerFollower({
        connection,
        db,
        events: marketEvents,
        usdTokenId: config.usdToken?.id,
        log,
      });
      await follower.start();
    },
    indexerStatus: () => follower?.status() ?? null,
    async close() {
      await follower?.stop();
      await ledger.close();
      await connection.close();
      await rateLimitStore.close();
      await db.close();
      release();
    },
  };
}
