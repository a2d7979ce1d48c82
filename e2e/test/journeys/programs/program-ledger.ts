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

/** What `holder` holds of the token `CUR:issuer` on the validated ledger, as the ledger writes it ('0': none). */
export async function tokensOf(stack: Stack, holder: string, tokenId: string): Promise<string> {
  const [currency, issuer] = tokenId.split(':');
  const { result } = await stack.ledger.client.request({
    command: 'account_lines',
    account: holder,
    ...(issuer ? { peer: issuer } : {}),
    ledger_index: 'validated',
  });
  return result.lines.find((l) => l.currency === currency)?.balance ?? '0';
}

/** The transactions `address` sent (hash, type and fee), oldest first, from the validated ledgers. */
export async function sentBy(stack: Stack, address: string) {
  const { result } = await stack.ledger.client.request({
    command: 'account_tx',
    account: address,
    ledger_index_min: -1,
    ledger_index_max: -1,
    forward: true,
  });
  const sent: { hash: string; type: string; fee: bigint; destination: unknown; amount: unknown }[] = [];
  for (const entry of result.transactions as unknown as Record<string, unknown>[]) {
    const tx = (entry['tx_json'] ?? entry['tx']) as Record<string, unknown>;
    if (tx['Account'] !== address) continue;
    sent.push({
      hash: String(entry['hash'] ?? tx['hash']),
      type: String(tx['TransactionType']),
      fee: BigInt(String(tx['Fee'])),
      destination: tx['Destination'],
      amount: tx['DeliverMax'] ?? tx['Amount'],
    });
  }
  return sent;
}
