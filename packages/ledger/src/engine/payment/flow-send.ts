import { IssuedValue, type Amount } from '@horizon/protocol';
import { balanceFor, lineKey } from '../../state/trust-line.js';
import { PaymentSandbox } from './sandbox.js';
import { balanceOf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import { credit } from '../amm/transfer.js';
import { transferRate as issuerTransferRate } from '../escrow/token-rules.js';
import { XRP_ACCOUNT } from './step.js';
import { isZero } from './amount-ops.js';

// rippled's accountSend as the flow uses it, fee waived: XRP to or from the "XRP account" only touches the real
// side; a token moves along the line between the two accounts (one of them is always its issuer or a hop).

export function flowSend(view: ApplyView, from: string, to: string, amount: Amount): string {
  if (from === to || isZero(amount)) return 'tesSUCCESS';
  if (amount.kind === 'xrp') {
    for (const [who, delta] of [
      [from, -amount.drops],
      [to, amount.drops],
    ] as const) {
      if (who === XRP_ACCOUNT) continue;
      const key = keylet.account(who);
      const root = view.peek(key);
      if (!root) return 'tefINTERNAL';
      const before = balanceOf(root);
      if (view instanceof PaymentSandbox) {
        if (delta < 0n) view.credits.xrp.credit(who, XRP_ACCOUNT, 'XRP', amount.drops, before);
        else view.credits.xrp.credit(XRP_ACCOUNT, who, 'XRP', amount.drops, -before);
      }
      const next = before + delta;
      if (next < 0n) return 'tecFAILED_PROCESSING';
      root.Balance = next.toString();
      view.update(key, root);
    }
    return 'tesSUCCESS';
  }
  if (view instanceof PaymentSandbox) {
    const line = view.read(lineKey(from, to, amount.currency));
    const before = line ? balanceFor(line, from, to) : IssuedValue.zero;
    view.credits.tokens.credit(from, to, amount.currency, amount.value, before);
  }
  return credit(view, from, to, amount.currency, amount.value);
}

/** An issuer's TransferRate (QUALITY_ONE when unset), read through a view. */
export function transferRate(view: ApplyView, issuer: string): number {
  return issuerTransferRate((k) => view.read(k), issuer);
}

/** A failure inside a strand (rippled's FlowException): the strand is dropped, or the payment fails. */
export class FlowError extends Error {
  constructor(readonly ter: string) {
    super(ter);
  }
}
