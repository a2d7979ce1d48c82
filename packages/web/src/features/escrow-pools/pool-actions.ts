/** Contributing to a pool and taking a contribution back: built by the server, checked and signed here. */
import type { EscrowPool } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { api } from '../../app/services.js';
import { checkContribution, checkRefund } from './escrow-checks.js';
import { signServerTx } from './sign-server-tx.js';

export async function contributeToPool(address: string, pool: EscrowPool, xrp: string): Promise<string> {
  const { tx_to_sign } = await api.call('POST /api/escrow_pools/contribute_unsigned', {
    body: { classic_address: address, pool_id: pool.pool_id, xrp_amount: xrp },
  });
  const asked = {
    address,
    beneficiary: pool.beneficiary,
    drops: xrpToDrops(xrp).toString(),
    cancelAfter: pool.cancel_after,
  };
  const blob = await signServerTx(address, tx_to_sign, (tx) => checkContribution(tx, asked));
  const result = await api.call('POST /api/escrow_pools/contribute_signed', {
    body: { classic_address: address, tx_blob: blob },
  });
  return result.tx_hash;
}

export async function refundFromPool(address: string, poolId: string, sequence: number): Promise<string> {
  const { tx_to_sign } = await api.call('POST /api/escrow_pools/cancel_unsigned', {
    body: { classic_address: address, pool_id: poolId, escrow_sequence: sequence },
  });
  const blob = await signServerTx(address, tx_to_sign, (tx) => checkRefund(tx, { address, sequence }));
  const result = await api.call('POST /api/escrow_pools/cancel_signed', {
    body: { classic_address: address, tx_blob: blob },
  });
  return result.tx_hash;
}
