import { assetOf, type Amount, type IssuedAmount } from '../amount/amount.js';
import { amountOf, gridOf, tokensOf } from './amount-grid.js';
import { checkOtherSide, gridAmm, poolSides, type AmmPool } from './amm-pool.js';
import type { GridAmm } from './deposit-math.js';
import { cmpValues, type GridValue } from './grid-value.js';
import { fail, mapOutcome, type AmmOutcome } from './outcome.js';
import { ammRules } from './rules.js';
import {
  soleProviderLpBalance,
  withdrawForTokens,
  withdrawSingleAsset,
  withdrawSingleAssetForTokens,
  withdrawTwoAssets,
  withdrawWithPriceLimit,
  type GridWithdrawal,
} from './withdraw-math.js';

/** An AMMWithdraw, one variant per sub-mode flag, with the transaction's fields. */
export type AmmWithdrawRequest =
  /** tfLPToken: both assets in proportion to `tokens`. */
  | { readonly mode: 'lpToken'; readonly tokens: IssuedAmount }
  /** tfWithdrawAll: both assets for every LP token held. */
  | { readonly mode: 'withdrawAll' }
  /** tfTwoAsset: the largest proportional withdrawal within both maximums. */
  | { readonly mode: 'twoAsset'; readonly amount: Amount; readonly amount2: Amount }
  /** tfSingleAsset: up to `amount` of one asset. */
  | { readonly mode: 'singleAsset'; readonly amount: Amount }
  /** tfOneAssetWithdrawAll: every LP token held, in one asset; `amount` is a minimum (zero for none). */
  | { readonly mode: 'oneAssetWithdrawAll'; readonly amount: Amount }
  /** tfOneAssetLPToken: `tokens` redeemed in one asset; `amount` is a minimum (zero for none). */
  | { readonly mode: 'oneAssetLpToken'; readonly amount: Amount; readonly tokens: IssuedAmount }
  /** tfLimitLPToken: one asset at an effective price of at least `ePrice` LP tokens per unit; `amount` a minimum. */
  | { readonly mode: 'limitLpToken'; readonly amount: Amount; readonly ePrice: IssuedAmount };

/** What the withdrawal moves: `amount` is the asset the request's amount names (else the pool's first). */
export interface AmmWithdrawal {
  readonly amount: Amount;
  readonly amount2?: Amount;
  readonly tokens: IssuedAmount;
  readonly lpTokenBalance: IssuedAmount;
}

/** Who withdraws: the LP tokens the account holds, and whether the ledger found it to be the only LP. */
export interface LiquidityProvider {
  readonly lpTokens: IssuedAmount;
  readonly soleProvider?: boolean;
}

/**
 * AMMWithdraw's math for any sub-mode, with fixAMMv1_1 (sole LP) and fixAMMv1_3 rounding: amounts come out
 * rounded down, tokens are redeemed rounded up. `fee` is the account's effective trading fee in units.
 */
export function ammWithdraw(
  pool: AmmPool,
  request: AmmWithdrawRequest,
  provider: LiquidityProvider,
  fee: number,
): AmmOutcome<AmmWithdrawal> {
  if (pool.lpTokenBalance.value.isZero()) return fail('tecAMM_EMPTY');
  const held = gridOf(provider.lpTokens);
  if (held.n.signum() <= 0) return fail('tecAMM_BALANCE');
  let lpBalance = gridOf(pool.lpTokenBalance);
  // fixAMMv1_1's sole-LP step: rippled checks this only with the amendment.
  if (provider.soleProvider && ammRules().fixAMMv1_1) {
    const adjusted = soleProviderLpBalance(held, lpBalance);
    if (!adjusted.ok) return adjusted;
    lpBalance = adjusted.value;
  }
  const side1 = 'amount' in request ? request.amount : pool.balance1;
  const amm: GridAmm = { ...gridAmm(pool, assetOf(side1)), lpBalance };
  if (request.mode === 'twoAsset') checkOtherSide(pool, assetOf(request.amount), assetOf(request.amount2));
  if ('amount' in request && cmpValues(gridOf(request.amount), amm.balance1) > 0)
    return fail('tecAMM_BALANCE');
  return toAmounts(pool, side1, withdrawFor(amm, request, held, fee));
}

function withdrawFor(
  amm: GridAmm,
  request: AmmWithdrawRequest,
  held: GridValue,
  fee: number,
): AmmOutcome<GridWithdrawal> {
  switch (request.mode) {
    case 'lpToken':
      return withdrawForTokens(amm, gridOf(request.tokens), held);
    case 'withdrawAll':
      return withdrawForTokens(amm, held, held, true);
    case 'twoAsset':
      if (cmpValues(gridOf(request.amount2), amm.balance2) > 0) return fail('tecAMM_BALANCE');
      return withdrawTwoAssets(amm, gridOf(request.amount), gridOf(request.amount2), held);
    case 'singleAsset':
      return withdrawSingleAsset(amm, gridOf(request.amount), fee, held);
    case 'oneAssetWithdrawAll':
      return withdrawSingleAssetForTokens(amm, held, gridOf(request.amount), fee, held, true);
    case 'oneAssetLpToken':
      return withdrawSingleAssetForTokens(amm, gridOf(request.tokens), gridOf(request.amount), fee, held);
    case 'limitLpToken':
      return withdrawWithPriceLimit(amm, gridOf(request.amount), gridOf(request.ePrice), fee, held);
  }
}

function toAmounts(
  pool: AmmPool,
  side1: Amount,
  outcome: AmmOutcome<GridWithdrawal>,
): AmmOutcome<AmmWithdrawal> {
  const { own, other } = poolSides(pool, assetOf(side1));
  return mapOutcome(outcome, (w) => ({
    amount: amountOf(w.amount1, assetOf(own)),
    ...(w.amount2 ? { amount2: amountOf(w.amount2, assetOf(other)) } : {}),
    tokens: tokensOf(w.tokens, pool.lpTokenBalance),
    lpTokenBalance: tokensOf(w.newLpBalance, pool.lpTokenBalance),
  }));
}
