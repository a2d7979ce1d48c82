/**
 * The one signing pipeline refuses a tampered trade: whatever the server changed (destination, amount, an
 * extra transaction, the account, a flag), the trade flow throws before anything reaches the signer.
 */
import type { SnakeTransaction } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { loadCodec } from '../../src/trade-flow/codec.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import { type FlowDeps, runTradeFlow } from '../../src/trade-flow/flow.js';
import { signServerBuilt } from '../../src/trade-flow/sign-server-built.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { TOKEN, TRADER, buyResponse, unsigned } from './fixtures.js';

const BUY = { kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 } as const;
const ATTACKER = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';

/** A flow whose signer only counts: a refused trade must leave it at zero. */
function harness(response: unknown) {
  const signed = { calls: 0 };
  const deps: FlowDeps = {
    call: (route) => Promise.resolve(route.endsWith('_unsigned') ? response : { tx_hash: 'AB'.repeat(32) }),
    withSigner: () => {
      signed.calls += 1;
      return Promise.reject(new Error('the signer was reached'));
    },
    codec: loadCodec,
    confirm: () => Promise.resolve(true),
  };
  return { deps, signed };
}

const buyTx = buyResponse().buy_tx as SnakeTransaction;
const feeTx = buyResponse().tx_fee as SnakeTransaction;

const tampered: [string, Record<string, SnakeTransaction>, string][] = [
  ['the fee sent elsewhere', { tx_fee: { ...feeTx, destination: TRADER } }, 'fee destination'],
  ['a larger fee', { tx_fee: { ...feeTx, amount: '750000' } }, 'trading fee'],
  ['more XRP paid', { buy_tx: { ...buyTx, taker_gets: '10000001' } }, 'amount paid'],
  [
    'an extra payment as a referral fee',
    { tx_referral_fee: unsigned({ transaction_type: 'Payment', destination: ATTACKER, amount: '5000000' }) },
    'trading fee',
  ],
  ['another account', { buy_tx: { ...buyTx, account: ATTACKER } }, 'buy account'],
  ['a flag changed (passive)', { buy_tx: { ...buyTx, flags: 0x000d0000 } }, 'buy flags'],
  ['a partial payment fee', { tx_fee: { ...feeTx, flags: 0x00020000 } }, 'fee flags'],
];

describe('a tampered trade never reaches the signer', () => {
  it.each(tampered)('refuses %s', async (_what, change, message) => {
    const { deps, signed } = harness(buyResponse(change));
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toThrow(message);
    expect(signed.calls).toBe(0);
  });

  it('refuses a transaction in a role the trade does not have, or a role twice', async () => {
    const { deps, signed } = harness(null);
    const extra = unsigned({ transaction_type: 'Payment', destination: ATTACKER, amount: '1' });
    const roles = FLOWS.buy.unsigned(buyResponse());
    const sign = (more: { role: string; tx: SnakeTransaction }[]) =>
      signServerBuilt(BUY satisfies TradeIntent, [...roles, ...more], { ...deps, account: TRADER });
    await expect(sign([{ role: 'gift', tx: extra }])).rejects.toThrow('gift transaction');
    await expect(sign([{ role: 'fee', tx: extra }])).rejects.toThrow('fee transaction');
    expect(signed.calls).toBe(0);
  });

  it('signs the untampered trade', async () => {
    const { deps, signed } = harness(buyResponse());
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toThrow('the signer was reached');
    expect(signed.calls).toBe(1);
  });
});
