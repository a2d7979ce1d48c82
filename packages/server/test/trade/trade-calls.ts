/** The browser's side of the multi-transaction trading calls: ask for the unsigned set, sign each, name its blob. */
import { IssuedValue } from '@horizon/protocol';
import { expect } from 'vitest';
import type { Wallet } from 'xrpl';
import { type Harness, lineBalance, post, sign } from './harness.js';
import type { Market } from './pools.js';

export type Tx = Record<string, unknown>;
export type UnsignedSet = Record<string, Tx | null>;

/** Unsigned transaction field → the signed call's blob field. */
export const BUY_BLOBS = {
  trustline_tx: 'tx_blob_trustline',
  buy_tx: 'tx_blob_buy',
  tx_fee: 'tx_blob_fee',
  tx_referral_fee: 'tx_blob_referral_fee',
  tx_burn_back: 'tx_blob_burn_back',
};
export const SELL_BLOBS = {
  sell_tx: 'tx_blob_sell',
  tx_fee: 'tx_blob_fee',
  tx_referral_fee: 'tx_blob_referral_fee',
  tx_burn_back: 'tx_blob_burn_back',
};
export const SWAP_BLOBS = {
  tx_trustline_to: 'tx_blob_trustline_to',
  tx_swap: 'tx_blob_swap',
  tx_fee: 'tx_blob_fee',
  tx_referral_fee: 'tx_blob_referral_fee',
  tx_burn_back: 'tx_blob_burn_back',
};
export const ORDER_BLOBS = {
  tx_limit_order: 'tx_blob_limit_order',
  tx_fee: 'tx_blob_fee',
  tx_referral_fee: 'tx_blob_referral_fee',
  tx_burn_back: 'tx_blob_burn_back',
};

/** A 200 answer of an unsigned call. */
export async function unsignedSet(h: Harness, name: string, body: Tx): Promise<UnsignedSet> {
  const response = await post(h, name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Signs each unsigned transaction of the answer and names its blob as the signed call expects. */
export function signBlobs(answer: UnsignedSet, wallet: Wallet, names: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [key, blobName] of Object.entries(names)) {
    const tx = answer[key];
    if (tx) out[blobName] = sign(tx, wallet);
  }
  return out;
}

/** The network fees of every transaction of the set, in drops. */
export const feesOf = (answer: UnsignedSet) =>
  Object.values(answer).reduce((sum, tx) => sum + (tx ? BigInt(String(tx['fee'])) : 0n), 0n);

/** What `holder` holds of the market's token on the validated ledger. */
export async function tokenBalance(h: Harness, holder: Wallet, m: Market): Promise<IssuedValue> {
  const line = await lineBalance(h, holder.classicAddress, m.issuer.classicAddress, m.currency);
  return IssuedValue.fromString(line?.balance ?? '0');
}
