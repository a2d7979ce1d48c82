import { assetOf, type Amount, type Asset, type IssuedAmount } from '../amount/amount.js';
import { lpTokenCurrency } from '../currency/lp-token-currency.js';
import { AmmRequestError, amountOf, assetText, gridOf, sameAsset } from './amount-grid.js';
import type { GridAmm } from './deposit-math.js';
import { ammLpTokens } from './lp-math.js';
import { swapAssetIn, swapAssetOut, type GridPool } from './swap-math.js';

/**
 * The two balances of an AMM pool (the AMM account's XRP balance and trust-line balances). Any order works for
 * quotes; list the AMM's Asset first where rippled does, since tfLPToken and tfWithdrawAll answer in this order.
 */
export interface AmmBalances {
  readonly balance1: Amount;
  readonly balance2: Amount;
}

/** An AMM as the ledger holds it: its balances and its LPTokenBalance (currency and issuer = the LP token). */
export interface AmmPool extends AmmBalances {
  readonly lpTokenBalance: IssuedAmount;
}

/** The pool balance of `asset` and the other one; throws AmmRequestError when the pool does not hold `asset`. */
export function poolSides(pool: AmmBalances, asset: Asset): { own: Amount; other: Amount } {
  if (sameAsset(assetOf(pool.balance1), asset)) return { own: pool.balance1, other: pool.balance2 };
  if (sameAsset(assetOf(pool.balance2), asset)) return { own: pool.balance2, other: pool.balance1 };
  throw new AmmRequestError(`The pool holds no ${assetText(asset)}`);
}

/** The grid form of the pool with side 1 = the balance of `asset` (the asset the transaction's Amount names). */
export function gridAmm(pool: AmmPool, asset: Asset): GridAmm {
  const { own, other } = poolSides(pool, asset);
  return { balance1: gridOf(own), balance2: gridOf(other), lpBalance: gridOf(pool.lpTokenBalance) };
}

function gridPool(pool: AmmBalances, inAsset: Asset): { grid: GridPool; outAsset: Asset } {
  const { own, other } = poolSides(pool, inAsset);
  return { grid: { in: gridOf(own), out: gridOf(other) }, outAsset: assetOf(other) };
}

/**
 * What the pool pays for `amountIn` (rippled's swapAssetIn): the other asset, rounded down to its grid (whole
 * drops for XRP, 16 digits for a token). `fee` is the trading fee in units (1000 = 1%) the trader pays.
 */
export function ammSwapIn(pool: AmmBalances, amountIn: Amount, fee: number): Amount {
  const { grid, outAsset } = gridPool(pool, assetOf(amountIn));
  return amountOf(swapAssetIn(grid, gridOf(amountIn), fee), outAsset);
}

/**
 * What the pool asks for paying out `amountOut` (rippled's swapAssetOut): the other asset, rounded up.
 * When amountOut is the whole balance or more, rippled answers the asset's largest amount (so no one can pay).
 */
export function ammSwapOut(pool: AmmBalances, amountOut: Amount, fee: number): Amount {
  const { own, other } = poolSides(pool, assetOf(amountOut));
  const grid: GridPool = { in: gridOf(other), out: gridOf(own) };
  return amountOf(swapAssetOut(grid, gridOf(amountOut), fee), assetOf(other));
}

/**
 * AMMCreate's LP tokens: sqrt(amount1 · amount2) rounded down (XRP counted in drops), as an amount of the LP
 * token of this pair, issued by the AMM account `ammAccount`.
 */
export function ammCreateLpTokens(amount1: Amount, amount2: Amount, ammAccount: string): IssuedAmount {
  const currency = lpTokenCurrency(currencyOf(amount1), currencyOf(amount2));
  const tokens = amountOf(ammLpTokens(gridOf(amount1), gridOf(amount2)), {
    kind: 'issued',
    currency,
    issuer: ammAccount,
  });
  return tokens as IssuedAmount;
}

const currencyOf = (a: Amount): string => (a.kind === 'xrp' ? 'XRP' : a.currency);

/** Throws AmmRequestError unless `second` is the pool's other asset than `first`. */
export function checkOtherSide(pool: AmmBalances, first: Asset, second: Asset): void {
  if (!sameAsset(assetOf(poolSides(pool, first).other), second)) {
    throw new AmmRequestError(`${assetText(second)} is not the pool's other asset than ${assetText(first)}`);
  }
}
