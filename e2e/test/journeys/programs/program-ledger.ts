/**
 * The operator's side of the program journeys: its payout wallet funded, the ledger's own clock (which decides
 * escrows) read and moved on, and what the ledger holds for an account.
 */
import { type Transparency, fromRippleTime } from '@horizon/core';
import type { Stack } from '../../../src/index.js';
import { fund, ledgerTx } from '../journey.js';

/** The operator's payout wallet (escrow finishes, vote burns, payouts), made by a payouts pass and funded. */
export async function fundedPayoutWallet(stack: Stack, xrp: bigint): Promise<string> {
  // A devback pass with nothing owed pays nobody; it obtains the payout wallet all the same.
  await stack.runJob('payouts', 'payDevback');
  const { wallets } = await stack.getJson<Transparency>('/api/transparency');
  const payout = wallets.find((w) => w.role === 'payout');
  if (!payout) throw new Error('the transparency report lists no payout wallet');
  await fund(stack, payout.address, xrp);
  return payout.address;
}

/** The validated ledger's close time, in Unix milliseconds. */
export async function ledgerNowMs(stack: Stack): Promise<number> {
  const { result } = await stack.ledger.client.request({ command: 'ledger', ledger_index: 'validated' });
  return fromRippleTime(Number(result.ledger.close_time));
}

/** Closes ledgers until the ledger's clock is past `instantMs` (each close moves it at least a second). */
export async function closeLedgersPast(stack: Stack, instantMs: number): Promise<void> {
  while ((await ledgerNowMs(stack)) <= instantMs) await stack.ledger.closeLedger();
}

/** The escrows `owner` still has on the validated ledger. */
export async function escrowsOf(stack: Stack, owner: string): Promise<unknown[]> {
  const { result } = await stack.ledger.client.request({
    command: 'account_objects',
    account: owner,
    type: 'escrow',
    ledger_index: 'validated',
  });
  return result.account_objects;
}

/** The fee in drops the ledger charged for the transaction `hash`. */
export async function feeOf(stack: Stack, hash: string): Promise<bigint> {
  return BigInt(String((await ledgerTx(stack, hash))['Fee']));
}
