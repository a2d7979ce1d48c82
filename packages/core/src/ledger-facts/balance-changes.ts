/**
 * What a transaction changed for one account, exactly: XRP in drops (the fee it paid included, as a negative),
 * owner count, and each trust line's balance from the account's own side.
 */
import { IssuedValue } from '@horizon/protocol';
import { normalizeCurrency } from '../token-id/index.js';
import { type AccountChange, type TrustlineChange, entryChanges } from './entries.js';
import { fieldChange } from './field-change.js';

/** An account's XRP before and after one change, in drops; undefined when its balance did not change. */
export function accountBalanceChange(change: AccountChange): { before: bigint; after: bigint } | undefined {
  const balance = fieldChange(change, 'balanceDrops');
  return balance && { before: balance.before ?? 0n, after: balance.after ?? 0n };
}

/** A trust line's balance before and after (the low account's view, decimal text); undefined when unchanged. */
export function trustlineBalanceChange(
  change: TrustlineChange,
): { before: string; after: string } | undefined {
  const balance = fieldChange(change, 'balance');
  return balance && { before: balance.before ?? '0', after: balance.after ?? '0' };
}

const accountOf = (change: AccountChange) => change.state.account ?? change.previous.account;

/** The account's XRP balance change in drops (the fee it paid included, as a negative). */
export function xrpChange(meta: unknown, account: string): bigint {
  let total = 0n;
  for (const change of entryChanges(meta)) {
    if (change.entry !== 'account' || accountOf(change) !== account) continue;
    const balance = accountBalanceChange(change);
    if (balance) total += balance.after - balance.before;
  }
  return total;
}

/** The account's owner count change (negative when objects were removed). */
export function ownerCountChange(meta: unknown, account: string): number {
  for (const change of entryChanges(meta)) {
    if (change.entry !== 'account' || accountOf(change) !== account) continue;
    const count = fieldChange(change, 'ownerCount');
    if (count) return (count.after ?? 0) - (count.before ?? 0);
  }
  return 0;
}

/** One trust line's balance change seen from one of its two accounts (positive = that account received). */
export interface TrustlineDelta {
  readonly currency: string;
  /** The line's other account: the issuer of what `account` holds. */
  readonly counterparty: string;
  readonly delta: IssuedValue;
}

/** Every trust line balance of `account` that changed, from its side, in metadata order. */
export function trustlineChanges(meta: unknown, account: string): TrustlineDelta[] {
  const deltas: TrustlineDelta[] = [];
  for (const change of entryChanges(meta)) {
    if (change.entry !== 'trustline') continue;
    const { low, high, currency } = { ...change.previous, ...change.state };
    if (low === undefined || high === undefined || currency === undefined) continue;
    if (low !== account && high !== account) continue;
    const balance = trustlineBalanceChange(change);
    if (!balance) continue;
    // The balance is the low account's view: the high account holds its negation.
    const lowDelta = IssuedValue.fromString(balance.after).sub(IssuedValue.fromString(balance.before));
    const delta = low === account ? lowDelta : lowDelta.neg();
    deltas.push({ currency, counterparty: low === account ? high : low, delta });
  }
  return deltas;
}

/** The change of what `holder` holds of the token `currency` issued by `issuer` (positive = received). */
export function tokenChange(meta: unknown, holder: string, currency: string, issuer: string): IssuedValue {
  const wanted = normalizeCurrency(currency);
  return trustlineChanges(meta, holder)
    .filter((line) => line.counterparty === issuer && normalizeCurrency(line.currency) === wanted)
    .reduce((sum, line) => sum.add(line.delta), IssuedValue.zero);
}
