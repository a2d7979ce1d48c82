import { assetOf, type Amount, type IssuedAmount } from '../amount/amount.js';
import { amountOf, gridOf, tokensOf } from './amount-grid.js';
import { checkOtherSide, gridAmm, poolSides, type AmmPool } from './amm-pool.js';
import {
  depositForTokens,
  depositIntoEmpty,
  depositSingleAsset,
  depositSingleAssetForTokens,
  depositTwoAssets,
  depositWithPriceLimit,
  type GridDeposit,
} from './deposit-math.js';
import { fail, mapOutcome, type AmmOutcome } from './outcome.js';

/** An AMMDeposit, one variant per sub-mode flag, with the transaction's fields. */
export type AmmDepositRequest =
  /** tfLPToken: `tokens` LP tokens for both assets in proportion; amount/amount2, if given, are minimums. */
  | {
      readonly mode: 'lpToken';
      readonly tokens: IssuedAmount;
      readonly amount?: Amount;
      readonly amount2?: Amount;
    }
  /** tfSingleAsset: up to `amount` of one asset. */
  | { readonly mode: 'singleAsset'; readonly amount: Amount; readonly minTokens?: IssuedAmount }
  /** tfTwoAsset: the largest proportional deposit within both maximums. */
  | {
      readonly mode: 'twoAsset';
      readonly amount: Amount;
      readonly amount2: Amount;
      readonly minTokens?: IssuedAmount;
    }
  /** tfOneAssetLPToken: exactly `tokens` for one asset, paying at most `amount`. */
  | { readonly mode: 'oneAssetLpToken'; readonly amount: Amount; readonly tokens: IssuedAmount }
  /** tfLimitLPToken: one asset (amount may be zero) at an effective price of at most `ePrice` asset per token. */
  | { readonly mode: 'limitLpToken'; readonly amount: Amount; readonly ePrice: Amount }
  /** tfTwoAssetIfEmpty: refill an empty AMM. */
  | { readonly mode: 'twoAssetIfEmpty'; readonly amount: Amount; readonly amount2: Amount };

/** What the deposit moves: `amount` is the asset the request's amount names (else the pool's first), then the other. */
export interface AmmDeposit {
  readonly amount: Amount;
  readonly amount2?: Amount;
  readonly tokens: IssuedAmount;
  readonly lpTokenBalance: IssuedAmount;
}

/**
 * AMMDeposit's math for any sub-mode, with fixAMMv1_3 rounding: amounts go in rounded up, tokens come out
 * rounded down, so the pool never loses. `fee` is the depositor's effective trading fee in units. Answers the
 * amounts to move or the engine result (tecAMM_*). Throws AmmRequestError for an asset the pool does not hold.
 */
export function ammDeposit(pool: AmmPool, request: AmmDepositRequest, fee: number): AmmOutcome<AmmDeposit> {
  const empty = pool.lpTokenBalance.value.isZero();
  if (request.mode === 'twoAssetIfEmpty') {
    if (!empty) return fail('tecAMM_NOT_EMPTY');
    checkOtherSide(pool, assetOf(request.amount), assetOf(request.amount2));
    return toAmounts(pool, request.amount, depositIntoEmpty(gridOf(request.amount), gridOf(request.amount2)));
  }
  if (empty) return fail('tecAMM_EMPTY');
  const side1 = 'amount' in request && request.amount ? request.amount : pool.balance1;
  const amm = gridAmm(pool, assetOf(side1));
  const opt = (a?: Amount) => (a === undefined ? undefined : gridOf(a));
  switch (request.mode) {
    case 'lpToken':
      return toAmounts(pool, side1, depositForTokens(amm, gridOf(request.tokens), minimums(pool, request)));
    case 'singleAsset':
      return toAmounts(
        pool,
        side1,
        depositSingleAsset(amm, gridOf(request.amount), fee, opt(request.minTokens)),
      );
    case 'twoAsset':
      checkOtherSide(pool, assetOf(request.amount), assetOf(request.amount2));
      return toAmounts(
        pool,
        side1,
        depositTwoAssets(amm, gridOf(request.amount), gridOf(request.amount2), opt(request.minTokens)),
      );
    case 'oneAssetLpToken':
      return toAmounts(
        pool,
        side1,
        depositSingleAssetForTokens(amm, gridOf(request.tokens), gridOf(request.amount), fee),
      );
    case 'limitLpToken':
      return toAmounts(
        pool,
        side1,
        depositWithPriceLimit(amm, gridOf(request.amount), gridOf(request.ePrice), fee),
      );
  }
}

/** tfLPToken's optional Amount/Amount2 minimums, matched to the pool sides by asset. */
function minimums(pool: AmmPool, request: { amount?: Amount; amount2?: Amount }) {
  if (request.amount2) {
    checkOtherSide(
      pool,
      request.amount ? assetOf(request.amount) : assetOf(pool.balance1),
      assetOf(request.amount2),
    );
  }
  return {
    amount1: request.amount ? gridOf(request.amount) : undefined,
    amount2: request.amount2 ? gridOf(request.amount2) : undefined,
  };
}

function toAmounts(pool: AmmPool, side1: Amount, outcome: AmmOutcome<GridDeposit>): AmmOutcome<AmmDeposit> {
  const { own, other } = poolSides(pool, assetOf(side1));
  return mapOutcome(outcome, (d) => ({
    amount: amountOf(d.amount1, assetOf(own)),
    ...(d.amount2 ? { amount2: amountOf(d.amount2, assetOf(other)) } : {}),
    tokens: tokensOf(d.tokens, pool.lpTokenBalance),
    lpTokenBalance: tokensOf(d.newLpBalance, pool.lpTokenBalance),
  }));
}
