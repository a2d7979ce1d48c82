/**
 * The read quotes (expected_tokens_received_from_buy, expected_xrp_received_from_sell): the trade builders'
 * own quote (trade/quote.ts: the pool and the book walked as the ledger's BookStep does), so a quote is what
 * a buy of the same amount receives. The pool is amm-reads' snapshot (the indexer's at the last validated
 * ledger, else amm_info), the book the validated ledger's.
 */
import { parseTokenId } from '@horizon/core';
import {
  type Amount,
  type Asset,
  IssuedValue,
  assetOf,
  dropsToXrp,
  issuedAmount,
  xrpAmount,
  xrpToDrops,
} from '@horizon/protocol';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/index.js';
import { HttpError } from '../http/http-error.js';
import { toPlain } from '../indexer/decimal.js';
import type { MarketEvents } from '../indexer/events.js';
import type { AmmState } from '../relay/index.js';
import { plainValue } from '../trade/amounts.js';
import { TRADE_MESSAGES } from '../trade/messages.js';
import { type Market, marketOf, quoteIn } from '../trade/quote.js';
import { poolOf } from './amm-reads.js';
import type { MarketLedger, PoolState } from './ledger-reads.js';
import { NO_POOL } from './lp-reads.js';

const XRP: Asset = { kind: 'xrp' };
const CACHE_TTL_MS = 2000;
const CACHE_MAX = 10_000;

const issued = (tokenId: string, value: IssuedValue) => {
  const { currency, issuer } = parseTokenId(tokenId);
  return issuedAmount(currency, issuer, value);
};

/** A pool snapshot in the trade ledger's shape (amm_info's), for the shared quote. */
export function ammStateOf(pool: PoolState): AmmState {
  return {
    account: pool.ammAccount,
    amount: xrpAmount(pool.xrpDrops),
    amount2: issued(pool.tokenId, IssuedValue.fromString(toPlain(pool.tokenAmount))),
    lpToken: issued(pool.lpTokenId, IssuedValue.fromString(toPlain(pool.lpBalance))),
    tradingFee: pool.tradingFee,
    voteSlots: [],
  };
}

export interface ReadQuoteDeps {
  readonly db: Queryable;
  readonly ledger: MarketLedger;
  readonly events: MarketEvents;
  readonly clock: Clock;
}

/** Quotes over markets read as of the last validated ledger: dropped at each close, and after 2 s regardless. */
export class ReadQuotes {
  readonly #cache = new Map<string, { market: Market; at: number }>();

  constructor(private readonly d: ReadQuoteDeps) {
    d.events.subscribe((event) => {
      if (event.type === 'ledger') this.#cache.clear();
    });
  }

  /** Tokens a buy of `xrp` receives (before the burn-back, as buy_token_signed reports it). */
  async buy(tokenId: string, xrp: string): Promise<string> {
    const token = assetOf(issued(tokenId, IssuedValue.zero));
    const out = await this.#quote(tokenId, 'buy', xrpAmount(xrpToDrops(xrp)), token);
    return out.kind === 'issued' ? plainValue(out.value) : '0';
  }

  /** XRP that selling exactly `amount` tokens receives. */
  async sell(tokenId: string, amount: string): Promise<string> {
    const out = await this.#quote(tokenId, 'sell', issued(tokenId, IssuedValue.fromString(amount)), XRP);
    return out.kind === 'xrp' ? dropsToXrp(out.drops) : '0';
  }

  async #quote(tokenId: string, side: 'buy' | 'sell', amountIn: Amount, bought: Asset): Promise<Amount> {
    const market = await this.#market(tokenId, side, assetOf(amountIn), bought);
    if (!market.amm && market.book.length === 0) throw new HttpError(404, NO_POOL);
    const out = quoteIn(market, amountIn, bought);
    if (!out) throw new HttpError(400, TRADE_MESSAGES.noLiquidity);
    return out;
  }

  async #market(tokenId: string, side: string, sold: Asset, bought: Asset): Promise<Market> {
    const key = `${side} ${tokenId}`;
    const now = this.d.clock.now();
    const hit = this.#cache.get(key);
    if (hit && now - hit.at <= CACHE_TTL_MS) return hit.market;
    const pool = await poolOf(this.d.db, this.d.ledger, tokenId);
    const market = await marketOf(
      {
        amm: async () => (pool ? ammStateOf(pool) : null),
        bookOffers: (gets, pays, limit) => this.d.ledger.bookOffers(gets, pays, limit),
      },
      sold,
      bought,
    );
    if (this.#cache.size > CACHE_MAX) this.#cache.clear();
    this.#cache.set(key, { market, at: now });
    return market;
  }
}
