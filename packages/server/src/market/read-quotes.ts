/**
 * The read quotes (expected_tokens_received_from_buy, expected_xrp_received_from_sell): the trade builders'
 * own quote (trade/quote.ts: the pool and the book walked as the ledger's BookStep does), then what the trade
 * leaves in the wallet (trade/net-quote.ts: less the burn-back, the fee payments and the network fees), so a
 * quote is what the wallet holds more after a trade of the same amount. The pool is amm-reads' snapshot (the
 * indexer's at the last validated ledger, else amm_info), the book the validated ledger's.
 */
import { decimalText, parseTokenId } from '@horizon/core';
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
import type { MarketEvents } from '../indexer/events.js';
import type { AmmState } from '../relay/index.js';
import { plainValue } from '../trade/amounts.js';
import type { TokenFacts } from '../trade/tokens.js';
import { type TradeCosts, sellKeptDrops, tokensKept, tokensSold } from '../trade/net-quote.js';
import { TRADE_MESSAGES } from '../trade/messages.js';
import { type Market, marketOf, quoteIn } from '../trade/quote.js';
import { poolOf } from './amm-reads.js';
import { LedgerCache } from './ledger-cache.js';
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
    amount2: issued(pool.tokenId, IssuedValue.fromString(decimalText(pool.tokenAmount))),
    lpToken: issued(pool.lpTokenId, IssuedValue.fromString(decimalText(pool.lpBalance))),
    tradingFee: pool.tradingFee,
    voteSlots: [],
  };
}

export interface ReadQuoteDeps {
  readonly db: Queryable;
  readonly ledger: MarketLedger;
  readonly events: MarketEvents;
  readonly clock: Clock;
  /** The token's fee category, the wallet's referrer, the network fee: as the trade builders see them. */
  readonly costs: TradeCosts;
}

/** Quotes over markets and token facts read as of the last validated ledger (LedgerCache). */
export class ReadQuotes {
  readonly #markets: LedgerCache<Market>;
  readonly #tokens: LedgerCache<TokenFacts>;

  constructor(private readonly d: ReadQuoteDeps) {
    this.#markets = new LedgerCache(d.clock, CACHE_TTL_MS, CACHE_MAX);
    this.#tokens = new LedgerCache(d.clock, CACHE_TTL_MS, CACHE_MAX);
    d.events.subscribe((event) => {
      if (event.type !== 'ledger') return;
      this.#markets.clear();
      this.#tokens.clear();
    });
  }

  #token(tokenId: string): Promise<TokenFacts> {
    return this.#tokens.get(tokenId, () => this.d.costs.token(tokenId));
  }

  /** Tokens a buy of `xrp` by `address` leaves in the wallet: what it receives less the burn-back. */
  async buy(address: string, tokenId: string, xrp: string): Promise<string> {
    const token = assetOf(issued(tokenId, IssuedValue.zero));
    const out = await this.#quote(tokenId, 'buy', xrpAmount(xrpToDrops(xrp)), token);
    if (out.kind !== 'issued') return '0';
    const kept = tokensKept(out.value, await this.#token(tokenId));
    return plainValue(kept.signum() > 0 ? kept : IssuedValue.zero);
  }

  /**
   * XRP a sell of `amount` tokens by `address` leaves in the wallet: the sell burns its share and sells the
   * rest; of what that brings, the fee payments and the network fees are paid.
   */
  async sell(address: string, tokenId: string, amount: string): Promise<string> {
    const facts = await this.#token(tokenId);
    const total = IssuedValue.fromString(amount);
    const sold = issued(tokenId, tokensSold(total, facts));
    const out = await this.#quote(tokenId, 'sell', sold, XRP);
    if (out.kind !== 'xrp') return '0';
    const kept = await sellKeptDrops(this.d.costs, address, facts, total, out.drops);
    return dropsToXrp(kept > 0n ? kept : 0n);
  }

  /**
   * A swap of `amount` of `fromId` for `toId`, as swap_tokens_unsigned builds it: the XRP value of what is sold
   * (the fees are 1% of it, paid in XRP), and the tokens of `toId` that value buys less the burn-back.
   */
  async swap(
    fromId: string,
    toId: string,
    amount: string,
  ): Promise<{ value_xrp: string; to_token_amount: string }> {
    const value = await this.#quote(fromId, 'sell', issued(fromId, IssuedValue.fromString(amount)), XRP);
    const to = assetOf(issued(toId, IssuedValue.zero));
    const out = await this.#quote(toId, 'buy', value, to);
    const kept = out.kind === 'issued' ? tokensKept(out.value, await this.#token(toId)) : IssuedValue.zero;
    return {
      value_xrp: value.kind === 'xrp' ? dropsToXrp(value.drops) : '0',
      to_token_amount: plainValue(kept.signum() > 0 ? kept : IssuedValue.zero),
    };
  }

  async #quote(tokenId: string, side: 'buy' | 'sell', amountIn: Amount, bought: Asset): Promise<Amount> {
    const market = await this.#market(tokenId, side, assetOf(amountIn), bought);
    if (!market.amm && market.book.length === 0) throw new HttpError(404, NO_POOL);
    const out = quoteIn(market, amountIn, bought);
    if (!out) throw new HttpError(400, TRADE_MESSAGES.noLiquidity);
    return out;
  }

  #market(tokenId: string, side: string, sold: Asset, bought: Asset): Promise<Market> {
    return this.#markets.get(`${side} ${tokenId}`, async () => {
      const pool = await poolOf(this.d.db, this.d.ledger, tokenId);
      return marketOf(
        {
          amm: async () => (pool ? ammStateOf(pool) : null),
          bookOffers: (gets, pays, limit) => this.d.ledger.bookOffers(gets, pays, limit),
        },
        sold,
        bought,
      );
    });
  }
}
