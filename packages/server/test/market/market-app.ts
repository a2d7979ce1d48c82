/**
 * The market routes served the way the app serves every route (core's table, the contract router, the
 * error handler), over a migrated PGlite and a ledger the test describes.
 */
import fastifyCookie from '@fastify/cookie';
import { parseTokenId } from '@horizon/core';
import type { Asset } from '@horizon/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../src/clock.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { registerContractRoutes } from '../../src/routes/contract-routes.js';
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
import { openStreamsOf } from '../../src/market/sse.js';
import type { BookOffer } from '../../src/relay/index.js';
import type { TradeCosts } from '../../src/trade/net-quote.js';
import { assetOfToken } from '../../src/trade/tokens.js';
import { RateLimiter } from '../../src/rate-limit/limiter.js';
import { MemoryRateLimitStore } from '../../src/rate-limit/memory-store.js';
import { Gate } from '../../src/verification/gate.js';
import { SESSION_COOKIE } from '../../src/verification/session-cookie.js';
import { SessionStore } from '../../src/verification/sessions.js';
import { KeyControl } from '../../src/verification/key-control.js';
import { openTestPglite } from '../support/databases.js';
import { FakeLedger } from '../support/fake-ledger.js';

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

export interface MarketApp<L extends MarketLedger = StubLedger> {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly ledger: L;
  readonly search: TokenSearchIndex;
  readonly events: MarketEvents;
  /** The cookie of a freshly verified session, for the gated reads. */
  verifiedCookie(): Promise<string>;
  close(): Promise<void>;
}

export const NOW_MS = Date.UTC(2025, 0, 15, 12, 30, 0);

export interface MarketAppOptions<L extends MarketLedger> {
  readonly ledger: L;
  readonly clock?: Clock;
  readonly usdTokenId?: string | undefined;
  /** Where the indexer (a LedgerFollower) publishes; the routes follow it. */
  readonly events?: MarketEvents;
  /** What trades pay beyond their quotes; default: STUB_COSTS. */
  readonly costs?: TradeCosts;
}

/** An ordinary token (0.25% burn), no referrer, 12 drops a transaction (the cushioned 10-drop base fee). */
export const STUB_COSTS: TradeCosts = {
  token: async (tokenId) => {
    const token = parseTokenId(tokenId);
    return { id: tokenId, token, asset: assetOfToken(token), category: 'other', developer: null };
  },
  referrer: async () => null,
  networkFee: async () => 12n,
};

/** The market routes over a fresh migrated PGlite and the given ledger (a stub, or xrpl.js on a localnet). */
export async function openMarketApp<L extends MarketLedger>(
  options: MarketAppOptions<L>,
): Promise<MarketApp<L>> {
  const db = await openTestPglite();
  await migrate(db);
  const { ledger, usdTokenId } = options;
  const clock = options.clock ?? { now: () => NOW_MS };
  const search = new TokenSearchIndex();
  const events = options.events ?? new MarketEvents();
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(fastifyCookie, { secret: 'market-test-secret-0123456789abcdef0123456789' });
  const limits = { windowMs: 60_000, perIp: 100_000, perWallet: 100_000, verifyPerIp: 100 };
  const sessions = new SessionStore(db, clock, 3_600_000);
  registerContractRoutes(app, {
    gate: new Gate(sessions, db, new KeyControl(new FakeLedger(), clock)),
    limiter: new RateLimiter(new MemoryRateLimitStore(clock), limits, app.log),
    bindings: marketRoutes({
      db,
      ledger,
      search,
      events,
      streams: openStreamsOf(app),
      clock,
      usdTokenId,
      costs: options.costs ?? STUB_COSTS,
    }),
  });
  await app.ready();
  return {
    app,
    db,
    ledger,
    search,
    events,
    async verifiedCookie() {
      const { token } = await sessions.create('altcha');
      return `${SESSION_COOKIE}=${app.signCookie(token)}`;
    },
    async close() {
      await app.close();
      await ledger.close();
      await db.close();
    },
  };
}

export async function startMarketApp(usdTokenId?: string): Promise<MarketApp> {
  return openMarketApp({ ledger: new StubLedger(), usdTokenId });
}
