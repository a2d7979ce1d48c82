import { xrpAmount } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import { flowSend } from '../../src/engine/payment/flow-send.js';
import { liquidXrp, xrpBalanceHook } from '../../src/engine/payment/hooked-funds.js';
import { PaymentSandbox } from '../../src/engine/payment/sandbox.js';
import { XRP_ACCOUNT } from '../../src/engine/payment/step.js';
import { emptyStateMap } from '../../src/state/entry.js';
import { keylet } from '../../src/state/keys.js';
import { ApplyView } from '../../src/state/view.js';

// The payment engine's view of an XRP balance (rippled's xrpLiquid through PaymentSandbox::balanceHook) is
// exact in drops at any size: 100 billion XRP and 7 drops stays 100000000000000007 drops, not a 16-digit value.

const A = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const fees = { baseFee: 10n, reserveBase: 1_000_000n, reserveIncrement: 200_000n };

function viewWith(balance: bigint): ApplyView {
  const view = new ApplyView(emptyStateMap());
  view.insert(keylet.account(A), {
    LedgerEntryType: 'AccountRoot',
    Account: A,
    Balance: balance.toString(),
    Flags: 0,
    OwnerCount: 2,
    Sequence: 1,
  });
  return view;
}

describe('XRP through the deferred credits, in drops', () => {
  const big = 100_000_000_000_000_007n;

  it('liquid XRP of 1e17 + 7 drops is the balance less the reserve, to the drop', () => {
    const sb = new PaymentSandbox(viewWith(big));
    expect(liquidXrp(sb, fees, A)).toBe(big - 1_400_000n);
  });

  it('what was sent is taken off; what was received is not spendable; nested sandboxes add up', () => {
    const outer = new PaymentSandbox(viewWith(big));
    expect(flowSend(outer, A, XRP_ACCOUNT, xrpAmount(3n))).toBe('tesSUCCESS');
    const inner = new PaymentSandbox(outer);
    expect(flowSend(inner, XRP_ACCOUNT, A, xrpAmount(1_000_000_000_000n))).toBe('tesSUCCESS');
    expect(flowSend(inner, A, XRP_ACCOUNT, xrpAmount(5n))).toBe('tesSUCCESS');
    // Ledger balance: big - 3 + 1e12 - 5; usable: the balance before the payment less the 8 drops sent.
    expect(xrpBalanceHook(inner, A, big - 8n + 1_000_000_000_000n)).toBe(big - 8n);
    expect(liquidXrp(inner, fees, A)).toBe(big - 8n - 1_400_000n);
    inner.applyTo();
    expect(liquidXrp(outer, fees, A)).toBe(big - 8n - 1_400_000n);
  });

  it('never below zero', () => {
    const sb = new PaymentSandbox(viewWith(10n));
    expect(flowSend(sb, A, XRP_ACCOUNT, xrpAmount(10n))).toBe('tesSUCCESS');
    expect(xrpBalanceHook(sb, A, -4n)).toBe(0n);
  });
});
