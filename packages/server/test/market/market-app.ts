/**
 * The market routes served the way the app serves every route (core's table, the contract router, the
 * error handler), over a migrated PGlite and a ledger the test describes.
 */
import fastifyCookie from '@fastify/cookie';
import type { Asset } from '@horizon/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { registerContractRoutes } from '../../src/http/contract-routes.js';
import { errorHandler } from '../../src/http/error-handler.js';
import { MarketEvents } from '../../src/indexer/events.js';
import type {
  AccountRoot,
  HistoryEntry,
  MarketLedger,
  PoolState,
  TrustLine,
} from '../../src/market/ledger-reads.js';
import { marketRoutes } from '../../src/market/routes.js';
import { TokenSearchIndex } from '../../src/market/search-index.js';
import type { BookOffer } from '../../src/relay/index.js';
import { RateLimiter } from '../../src/rate-limit/limiter.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import { Gate } from '../../src/verification/gate.js';
import { SessionStore } from '../../src/verification/sessions.js';
import { openTestPglite } from '../support/databases.js';

const assetKey = (a: Asset) => (a.kind === 'xrp' ? 'XRP' : `${a.currency}:${a.issuer}`);
export const bookKey = (takerGets: Asset, takerPays: Asset) =>
  `${assetKey(takerGets)}>${assetKey(takerPays)}`;

/** A ledger holding what the test tells it. */
export class StubLedger implements MarketLedger {
  readonly accounts = new Map<string, AccountRoot>();
  readonly lines = new Map<string, TrustLine[]>();
  readonly pools = new Map<string, PoolState>();
  readonly histories = new Map<string, HistoryEntry[]>();
  /** Resting offers by bookKey(takerGets, takerPays). */
  readonly books = new Map<string, BookOffer[]>();

  async accountRoot(address: string) {
    return this.accounts.get(address) ?? null;
  }
  async trustLines(address: string) {
    return this.lines.get(address) ?? [];
  }
  async reserves() {
    return { base: 1_000_000n, increment: 200_000n };
  }
  async ammPool(tokenId: string) {
    return this.pools.get(tokenId) ?? null;
  }
  async history(address: string) {
    return this.histories.get(address) ?? [];
  }
  async bookOffers(takerGets: Asset, takerPays: Asset, limit: number) {
    return (this.books.get(bookKey(takerGets, takerPays)) ?? []).slice(0, limit);
  }
  async close() {}
}

export interface MarketApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly ledger: StubLedger;
  readonly search: TokenSearchIndex;
  readonly events: MarketEvents;
  close(): Promise<void>;
}

export const NOW_MS = Date.UTC(2025, 0, 15, 12, 30, 0);

export async function startMarketApp(usdTokenId?: string): Promise<MarketApp> {
  const db = await openTestPglite();
  await migrate(db);
  const clock = { now: () => NOW_MS };
  const ledger = new StubLedger();
  const search = new TokenSearchIndex();
  const events = new MarketEvents();
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(fastifyCookie, { secret: 'market-test-secret-0123456789abcdef0123456789' });
  const limits = { windowMs: 60_000, perIp: 100_000, perWallet: 100_000, verifyPerIp: 100 };
  registerContractRoutes(app, {
    gate: new Gate(new SessionStore(db, clock, 3_600_000), db),
    limiter: new RateLimiter(new MemoryRateLimitStore(clock), limits, app.log),
    bindings: marketRoutes({ db, ledger, search, events, clock, usdTokenId }),
  });
  await app.ready();
  return {
    app,
    db,
    ledger,
    search,
    events,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
