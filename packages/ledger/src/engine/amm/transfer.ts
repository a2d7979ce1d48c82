import type { IssuedValue } from '@horizon/protocol';
import { type Amount } from '@horizon/protocol';
import { balanceOf, hasFlag, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { lineKey } from '../../state/trust-line.js';
import { trustCreate } from '../../state/trust-line-ops.js';
import type { ApplyView } from '../../state/view.js';

// rippled's accountSend with the transfer fee waived (AMM deposits, withdrawals, LP tokens): XRP moves between
// balances; a token moves through its issuer, creating the receiver's line (limit 0) when it has none.

export function sendAmount(view: ApplyView, from: string, to: string, amount: Amount): string {
  if (amount.kind === 'xrp') return sendXrp(view, from, to, amount.drops);
  const { currency, issuer, value } = amount;
  if (value.isZero()) return 'tesSUCCESS';
  if (from === issuer || to === issuer) return credit(view, from, to, currency, value);
  const first = credit(view, from, issuer, currency, value);
  return first === 'tesSUCCESS' ? credit(view, issuer, to, currency, value) : first;
}

function sendXrp(view: ApplyView, from: string, to: string, drops: bigint): string {
  for (const [who, delta] of [
    [from, -drops],
    [to, drops],
  ] as const) {
    const key = keylet.account(who);
    const root = view.peek(key);
    if (!root) return 'tefINTERNAL';
    const next = balanceOf(root) + delta;
    if (next < 0n) return 'tecUNFUNDED_PAYMENT';
    root.Balance = next.toString();
    view.update(key, root);
  }
  return 'tesSUCCESS';
}

/** One hop along a line (rippleCreditIOU), creating the line for the receiver when missing. */
export function credit(
  view: ApplyView,
  from: string,
  to: string,
  currency: string,
  value: IssuedValue,
): string {
  if (!view.read(lineKey(from, to, currency))) {
    const receiver = view.read(keylet.account(to));
    if (!receiver) return 'tecNO_DST';
    const ter = trustCreate(view, {
      account: to,
      peer: from,
      currency,
      limit: '0',
      auth: false,
      noRipple: !hasFlag(receiver, lsf.defaultRipple),
      freeze: false,
      deepFreeze: false,
      qualityIn: 0,
      qualityOut: 0,
    });
    if (ter !== 'tesSUCCESS') return ter;
  }
  return rippleCredit(view, from, to, currency, value);
}
