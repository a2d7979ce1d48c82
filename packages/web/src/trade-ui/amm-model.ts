/**
 * The pool forms' rules, pure: the intent a deposit or withdrawal form asks for (spec §7 amm_deposit and
 * amm_withdraw: DOUBLE, SINGLE_XRP, SINGLE_TOKEN; a withdrawal without amounts takes all), a part of the
 * wallet's share in exact decimals, and the vote's fee in ledger units (0–1%, spec §5).
 */
import {
  type AmmSide,
  AMM_ERRORS,
  type LpTokenInfo,
  type Validation,
  invalid,
  valid,
  validateAmmVotePercent,
} from '@horizon/core';
import { decimalText, parseDecimal, portionOf } from '@horizon/core';
import type { PoolAmounts } from '../trade-flow/index.js';
import { exceeds, isPositiveAmount } from './amount-rules.js';

export const ENTER_AMOUNTS = 'Enter the amounts for this deposit type';
export const CHOOSE_PERCENT = 'Choose 1% to 100%';

export interface PoolForm {
  readonly tokenId: string;
  readonly side: AmmSide;
  readonly xrpAmount: string;
  readonly tokenAmount: string;
}

/** Which amounts a side names: both, only XRP, or only the token. */
export function sideNeeds(side: AmmSide): { xrp: boolean; token: boolean } {
  return { xrp: side !== 'SINGLE_TOKEN', token: side !== 'SINGLE_XRP' };
}

export function depositIntent(
  form: PoolForm,
  balances: { xrp: string; token: string },
): Validation<PoolAmounts> {
  const needs = sideNeeds(form.side);
  if (
    (needs.xrp && !isPositiveAmount(form.xrpAmount)) ||
    (needs.token && !isPositiveAmount(form.tokenAmount))
  )
    return invalid(ENTER_AMOUNTS);
  if (
    (needs.xrp && exceeds(form.xrpAmount, balances.xrp)) ||
    (needs.token && exceeds(form.tokenAmount, balances.token))
  )
    return invalid(AMM_ERRORS.insufficientDepositBalance);
  return valid({
    tokenId: form.tokenId,
    side: form.side,
    ...(needs.xrp ? { xrpAmount: form.xrpAmount } : {}),
    ...(needs.token ? { tokenAmount: form.tokenAmount } : {}),
  });
}

/**
 * part × amount for part in percent (1–100), rounded down to `places` decimals: what a share of the
 * position returns, never more than the position holds.
 */
export function percentOfAmount(amount: string, percent: number, places: number): string {
  const d = parseDecimal(amount);
  if (!d || d.negative || !Number.isInteger(percent) || percent < 0 || percent > 100) return '0';
  return decimalText(portionOf(d, BigInt(percent), { places }, 'toward-zero'));
}

export interface WithdrawForm {
  readonly all: boolean;
  /** DOUBLE: the share of the position, 1–99 (100 is all). */
  readonly percent: number;
  /** SINGLE_XRP / SINGLE_TOKEN: the amount of that asset to take out. */
  readonly amount: string;
}

/**
 * A withdrawal: all (no amounts, the ledger's withdraw-all in both or one asset); a part in both assets
 * names `percent` of each side of the position; a part in one asset names the amount typed.
 */
export function withdrawIntent(
  tokenId: string,
  side: AmmSide,
  form: WithdrawForm,
  position: Pick<LpTokenInfo, 'user_xrp_amount' | 'user_token_amount' | 'user_lp_balance'>,
): Validation<PoolAmounts> {
  if (!isPositiveAmount(position.user_lp_balance)) return invalid(AMM_ERRORS.insufficientLpTokens);
  if (form.all || (side === 'DOUBLE' && form.percent === 100)) return valid({ tokenId, side });
  if (side === 'DOUBLE') {
    if (!Number.isInteger(form.percent) || form.percent < 1 || form.percent > 100)
      return invalid(CHOOSE_PERCENT);
    const xrpAmount = percentOfAmount(position.user_xrp_amount, form.percent, 6);
    const tokenAmount = percentOfAmount(position.user_token_amount, form.percent, 6);
    if (!isPositiveAmount(xrpAmount) || !isPositiveAmount(tokenAmount))
      return invalid(AMM_ERRORS.insufficientLpTokens);
    return valid({ tokenId, side, xrpAmount, tokenAmount });
  }
  if (!isPositiveAmount(form.amount)) return invalid(ENTER_AMOUNTS);
  // One asset alone can return more than that side of the share: the server and ledger bound it.
  return valid(
    side === 'SINGLE_XRP'
      ? { tokenId, side, xrpAmount: form.amount }
      : { tokenId, side, tokenAmount: form.amount },
  );
}

/** The vote's fee typed in percent (0–1) as ledger units (1% = 1000). */
export function voteUnits(percent: string): Validation<number> {
  if (percent.trim() === '') return validateAmmVotePercent('-1');
  return validateAmmVotePercent(percent.trim());
}
