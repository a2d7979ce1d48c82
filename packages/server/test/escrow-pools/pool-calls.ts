/** The browser's side of escrow pools on the localnet: create, contribute and refund through the API. */
import { fromRippleTime } from '@horizon/core';
import { expect } from 'vitest';
import type { Wallet } from 'xrpl';
import { type Harness, post, sign } from '../trade/harness.js';

export async function ledgerTime(h: Harness): Promise<number> {
  const { result } = await h.client.request({ command: 'ledger', ledger_index: 'validated' });
  return Number(result.ledger.close_time);
}

/** A deadline `seconds` of ledger time from now (the localnet's clock runs ahead of the wall clock). */
export async function deadlineIn(h: Harness, seconds: number): Promise<string> {
  return new Date(fromRippleTime((await ledgerTime(h)) + seconds)).toISOString();
}

export async function waitForLedgerTime(h: Harness, after: number): Promise<void> {
  for (let i = 0; i < 600 && (await ledgerTime(h)) <= after; i++)
    await new Promise((r) => setTimeout(r, 100));
}

export async function createPool(h: Harness, creator: string, targetXrp: string, deadline: string) {
  const body = { classic_address: creator, target_xrp: targetXrp, deadline, purpose: 'Launch of $TEST' };
  return post(h, '/api/escrow_pools', body);
}

/** Contributes `xrp` from `wallet`; answers the signed call's answer and the unsigned EscrowCreate. */
export async function contribute(h: Harness, wallet: Wallet, poolId: string, xrp: string) {
  const unsigned = await post(h, '/api/escrow_pools/contribute_unsigned', {
    classic_address: wallet.classicAddress,
    pool_id: poolId,
    xrp_amount: xrp,
  });
  expect(unsigned.statusCode, unsigned.body).toBe(200);
  const tx = unsigned.json().tx_to_sign as Record<string, unknown>;
  const signed = await post(h, '/api/escrow_pools/contribute_signed', {
    classic_address: wallet.classicAddress,
    tx_blob: sign(tx, wallet),
  });
  return { tx, signed };
}

export async function refund(h: Harness, wallet: Wallet, poolId: string, sequence: number) {
  const unsigned = await post(h, '/api/escrow_pools/cancel_unsigned', {
    classic_address: wallet.classicAddress,
    pool_id: poolId,
    escrow_sequence: sequence,
  });
  if (unsigned.statusCode !== 200) return { unsigned, tx: undefined, signed: undefined };
  const tx = unsigned.json().tx_to_sign as Record<string, unknown>;
  const signed = await post(h, '/api/escrow_pools/cancel_signed', {
    classic_address: wallet.classicAddress,
    tx_blob: sign(tx, wallet),
  });
  return { unsigned, tx, signed };
}

export async function readPool(h: Harness, poolId: string) {
  const response = await h.app.inject({ method: 'GET', url: `/api/escrow_pools/${poolId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function escrowsOf(h: Harness, owner: string): Promise<unknown[]> {
  const { result } = await h.client.request({
    command: 'account_objects',
    account: owner,
    type: 'escrow',
    ledger_index: 'validated',
  } as never);
  return (result as { account_objects: unknown[] }).account_objects;
}

export const settle = (h: Harness) =>
  h.app.programs.find((p) => p.name === 'escrow_pools')?.jobs?.['settle']?.();
