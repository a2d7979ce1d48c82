import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { expect } from 'vitest';
import { Wallet } from 'xrpl';
import { accept } from '../api/helpers.js';
import type { Dex } from './dex-helpers.js';

// What an AMM needs to survive its last withdrawal empty: more than 512 entries in its directory (rippled deletes
// at most 512 of its trust lines with it, then leaves the AMM empty). Shared by the AMMDelete and refill tests.

/** Signs and submits without closing (many transactions for one ledger). */
export async function submitOnly(
  dex: Dex,
  wallet: Wallet,
  seq: number,
  tx: Record<string, unknown>,
): Promise<string> {
  const filled: Record<string, unknown> = {
    Fee: '10',
    Sequence: seq,
    SigningPubKey: wallet.publicKey,
    ...tx,
    Account: wallet.address,
  };
  filled.TxnSignature = sign(encodeForSigning(filled as never), wallet.privateKey);
  const r = await dex.request({ command: 'submit', tx_blob: encode(filled as never) });
  return r.engine_result as string;
}

export async function sequence(dex: Dex, address: string): Promise<number> {
  const r = await dex.request({ command: 'account_info', account: address, ledger_index: 'current' });
  return (r.account_data as { Sequence: number }).Sequence;
}

/** Every object in the account's owner directory, paging through account_objects. */
export async function ownedObjects(dex: Dex, account: string): Promise<unknown[]> {
  const all: unknown[] = [];
  let marker: unknown;
  do {
    const r = await dex.request({
      command: 'account_objects',
      account,
      limit: 400,
      ...(marker ? { marker } : {}),
    });
    all.push(...(r.account_objects as unknown[]));
    marker = r.marker;
  } while (marker);
  return all;
}

/** `count` new accounts funded with 20 XRP, each with a trust line for the pool's LP token `lpt`. */
export async function lpHolders(dex: Dex, amm: string, lpt: string, count: number): Promise<Wallet[]> {
  const holders = Array.from({ length: count }, () => Wallet.generate());
  let seq = await sequence(dex, dex.f.genesis.address);
  for (const h of holders)
    expect(
      await submitOnly(dex, dex.f.genesis, seq++, {
        TransactionType: 'Payment',
        Destination: h.address,
        Amount: '20000000',
      }),
    ).toBe('tesSUCCESS');
  await accept(dex.client);
  for (const h of holders)
    expect(
      await submitOnly(dex, h, await sequence(dex, h.address), {
        TransactionType: 'TrustSet',
        LimitAmount: { currency: lpt, issuer: amm, value: '1' },
      }),
    ).toBe('tesSUCCESS');
  await accept(dex.client);
  return holders;
}
