/**
 * Amount rules of the trade forms, pure: which catalogue message an amount gets against the wallet's
 * balances (spec §8 Buy, Sell), and a limit order's total, exactly in decimals.
 */
import {
  type AmountUnit,
  BUY_ERRORS,
  type HoldingsResponse,
  SELL_ERRORS,
  amountInputProblem,
  compareDecimals,
  orderTotalDrops,
  parseDecimal,
  tokenValue,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';

export function isPositiveAmount(text: string): boolean {
  const d = parseDecimal(text);
  return d !== undefined && !d.negative && d.digits > 0n;
}

/** True when `amount` is more than `balance` (both exact decimal text). */
export function exceeds(amount: string, balance: string): boolean {
  const a = parseDecimal(amount);
  const b = parseDecimal(balance);
  return a !== undefined && b !== undefined && compareDecimals(a, b) > 0;
}

export function heldBalance(holdings: HoldingsResponse | null, tokenId: string): string | undefined {
  return holdings?.token_holdings.find((h) => h.token_id === tokenId)?.balance;
}

/** What stops spending `amount` of XRP (tokenId null) or of a token, or null when nothing does. */
export function spendError(
  holdings: HoldingsResponse | null,
  tokenId: string | null,
  amount: string,
): string | null {
  if (!holdings || !isPositiveAmount(amount)) return null;
  if (tokenId === null) {
    return exceeds(amount, holdings.xrp_balance_available) ? BUY_ERRORS.insufficientXrp : null;
  }
  const held = heldBalance(holdings, tokenId);
  if (held === undefined) return SELL_ERRORS.noTrustline;
  return exceeds(amount, held) ? SELL_ERRORS.insufficientTokens : null;
}

/** The order's XRP total exactly as it will be signed: a seller's ask rounded up, a buyer's bid down. */
export function orderTotalText(tokenAmount: string, pricePerToken: string, sell: boolean): string | null {
  if (!isPositiveAmount(tokenAmount) || !isPositiveAmount(pricePerToken)) return null;
  try {
    return dropsToXrp(orderTotalDrops(tokenValue(tokenAmount), pricePerToken, sell));
  } catch {
    return null;
  }
}

/** What an amount field says about `amount`: nothing while it is empty (the button is off), else core's words. */
export function amountFieldProblem(amount: string, unit: AmountUnit): string | null {
  return amount.trim() === '' ? null : amountInputProblem(amount, unit);
}

/** Whether `amount` can be sent as it is typed (the server would take it). */
export function isSendableAmount(amount: string, unit: AmountUnit): boolean {
  return amountInputProblem(amount, unit) === null;
}

/** Keeps what a person may mean as an amount, minus signs and commas included, to be refused in words. */
export function typedAmount(text: string): string {
  return text.replace(/[^0-9.,-]/g, '');
}

/** Keeps what can be part of a decimal amount while typing ('1,5' is not accepted: dots only). */
export function amountInput(text: string): string {
  return text.replace(/[^0-9.]/g, '');
}
