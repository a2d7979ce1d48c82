import { IssuedValue, issuedAmount, xrpAmount, type Amount } from '@horizon/protocol';
import type { FeeSettings } from '../../node/node-api.js';
import { balanceOf, ownerCountOf, reserve } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, lineKey } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { isFrozen } from '../offers/funds.js';
import {
  dropsArith,
  issuedArith,
  type Arith,
  type CreditTable,
  type DeferredCredits,
} from './deferred-credits.js';
import { PaymentSandbox } from './sandbox.js';
import { XRP_ACCOUNT } from './step.js';

// Balances as the payment engine sees them (rippled's accountHolds / xrpLiquid through PaymentSandbox's
// balanceHook): what an account received during the payment is not available to it until the payment ends.

/** A token balance as the hook allows: rippled's balanceHook for an issued currency. */
export function balanceHook(
  view: ApplyView,
  account: string,
  issuer: string,
  currency: string,
  amount: IssuedValue,
): IssuedValue {
  return hooked(view, (c) => c.tokens, issuedArith, account, issuer, currency, amount);
}

/** An XRP balance as the hook allows, in exact drops (never below zero). */
export function xrpBalanceHook(view: ApplyView, account: string, drops: bigint): bigint {
  const adjusted = hooked(view, (c) => c.xrp, dropsArith, account, XRP_ACCOUNT, 'XRP', drops);
  return adjusted < 0n ? 0n : adjusted;
}

function hooked<T>(
  view: ApplyView,
  table: (c: DeferredCredits) => CreditTable<T>,
  ops: Arith<T>,
  account: string,
  issuer: string,
  currency: string,
  amount: T,
): T {
  let delta = ops.zero;
  let lastBal = amount;
  let minBal = amount;
  let found = false;
  for (let v: ApplyView | undefined = view; v instanceof PaymentSandbox; v = v.parent) {
    const adj = table(v.credits).adjustments(account, issuer, currency);
    if (!adj) continue;
    found = true;
    delta = ops.add(delta, adj.debits);
    lastBal = adj.origBalance;
    if (ops.lt(lastBal, minBal)) minBal = lastBal;
  }
  if (!found) return amount;
  let adjusted = amount;
  const fromOrig = ops.add(lastBal, ops.neg(delta));
  if (ops.lt(fromOrig, adjusted)) adjusted = fromOrig;
  if (ops.lt(minBal, adjusted)) adjusted = minBal;
  return adjusted;
}

/** The largest owner count the account had in the payment so far (PaymentSandbox's ownerCountHook). */
export function ownerCountHook(view: ApplyView, account: string, count: number): number {
  let result = count;
  for (let v: ApplyView | undefined = view; v instanceof PaymentSandbox; v = v.parent) {
    const seen = v.credits.ownerCount(account);
    if (seen !== undefined && seen > result) result = seen;
  }
  return result;
}

/** xrpLiquid: the balance (as the hook allows) above the reserve; AMM accounts keep none. */
export function liquidXrp(view: ApplyView, fees: FeeSettings, account: string, ownerDelta = 0): bigint {
  const root = view.read(keylet.account(account));
  if (!root) return 0n;
  const count = ownerCountHook(view, account, ownerCountOf(root));
  const need = root.AMMID !== undefined ? 0n : reserve(fees, Math.max(0, count + ownerDelta));
  const balance = xrpBalanceHook(view, account, balanceOf(root));
  return balance > need ? balance - need : 0n;
}

/** The account's side of its line with `peer`, through the hook, freeze ignored (DirectStep's accountHolds). */
export function lineHolds(view: ApplyView, account: string, peer: string, currency: string): IssuedValue {
  const line = view.read(lineKey(account, peer, currency));
  const raw = line ? balanceFor(line, account, peer) : IssuedValue.zero;
  return balanceHook(view, account, peer, currency, raw);
}

/** accountFunds with fhZERO_IF_FROZEN: what an offer owner can deliver of `want`'s asset. */
export function ownerFunds(view: ApplyView, fees: FeeSettings, account: string, want: Amount): Amount {
  if (want.kind === 'xrp') return xrpAmount(liquidXrp(view, fees, account));
  if (want.issuer === account) return want;
  const read = (k: string) => view.read(k);
  if (isFrozen(read, account, want.currency, want.issuer))
    return issuedAmount(want.currency, want.issuer, IssuedValue.zero);
  return issuedAmount(want.currency, want.issuer, lineHolds(view, account, want.issuer, want.currency));
}
