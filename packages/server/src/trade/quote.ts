/**
 * Exact quotes from the pool and the book, walked as the payment engine's BookStep does on one path: at each
 * step the AMM offers liquidity sized against the book's best rate (protocol's ammOffer) when its price is
 * better, else the best resting offer is taken; the last step is cut along the curve or at the offer's rate.
 */
import {
  type Amount,
  type Asset,
  ammOffer,
  ammSwapIn,
  assetOf,
  ceilIn,
  compareAmounts,
  offerRate,
  poolSides,
} from '@horizon/protocol';
import type { AmmState, BookOffer, TradeLedger } from '../relay/index.js';
import { addAmounts, isPositive, subAmounts, zeroOf } from './amounts.js';

/** The liquidity that sells `outAsset` for `inAsset`: the AMM of the pair (if any), the book, best first. */
export interface Market {
  readonly amm: AmmState | null;
  readonly book: readonly BookOffer[];
}

/** How many resting offers a quote reads: the builders and the read quotes alike. */
export const BOOK_DEPTH = 50;

/** Where a market's liquidity is read: the trade ledger, or the market reads' pool snapshot and book. */
export type MarketSource = Pick<TradeLedger, 'amm' | 'bookOffers'>;

/** The pool and the book that sell `bought` for `sold`, as one quote reads them. */
export async function marketOf(source: MarketSource, sold: Asset, bought: Asset): Promise<Market> {
  const [amm, book] = await Promise.all([
    source.amm(sold, bought),
    source.bookOffers(bought, sold, BOOK_DEPTH),
  ]);
  return { amm, book };
}

export interface Quote {
  /** What the taker receives for all of `amountIn`; null when the market cannot absorb it. */
  readonly out: Amount | null;
}

function poolFor(amm: AmmState, inAsset: Asset) {
  const { own, other } = poolSides({ balance1: amm.amount, balance2: amm.amount2 }, inAsset);
  return { in: own, out: other };
}

/** How much of `outAsset` selling exactly `amountIn` buys; null when there is not enough liquidity. */
export function quoteIn(market: Market, amountIn: Amount, outAsset: Asset): Amount | null {
  let remaining = amountIn;
  let out = zeroOf(outAsset);
  const initialPool = market.amm ? poolFor(market.amm, assetOf(amountIn)) : null;
  let pool = initialPool;
  const book = [...market.book];
  let iteration = 0;
  while (isPositive(remaining)) {
    const tip = book[0];
    const tipRate = tip ? offerRate(tip.takerPays, tip.takerGets) : undefined;
    const synthetic =
      pool && initialPool && market.amm
        ? ammOffer({
            pool,
            initialPool,
            fee: market.amm.tradingFee,
            ...(tipRate === undefined ? {} : { clobRate: tipRate }),
            multiPath: false,
            iteration,
          })
        : null;
    if (synthetic && pool && market.amm) {
      if (compareAmounts(synthetic.in, remaining) >= 0) {
        const balances = { balance1: pool.in, balance2: pool.out };
        return addAmounts(out, ammSwapIn(balances, remaining, market.amm.tradingFee));
      }
      out = addAmounts(out, synthetic.out);
      remaining = subAmounts(remaining, synthetic.in);
      pool = { in: addAmounts(pool.in, synthetic.in), out: subAmounts(pool.out, synthetic.out) };
      iteration++;
      continue;
    }
    if (!tip || tipRate === undefined) return null;
    if (compareAmounts(tip.takerPays, remaining) > 0) {
      const cut = ceilIn({ in: tip.takerPays, out: tip.takerGets }, remaining, tipRate, false);
      return addAmounts(out, cut.out);
    }
    out = addAmounts(out, tip.takerGets);
    remaining = subAmounts(remaining, tip.takerPays);
    book.shift();
  }
  return out;
}
