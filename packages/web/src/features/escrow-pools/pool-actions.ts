/** Contributing to a pool and taking a contribution back: built by the server, checked and signed here. */
import { type EscrowPool, HorizonError, type Intent, type UnsignedTransaction } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { api } from '../../services/app-services.js';
import { loadCodec, signServerBuilt } from '../../trade-flow/index.js';
import { appWalletService } from '../../wallets/index.js';

/** The one signing pipeline, as this wallet, for the pool's one transaction. */
async function signPoolTx(address: string, intent: Intent, tx: UnsignedTransaction): Promise<string> {
  const [signed] = await signServerBuilt(intent, [{ role: 'single', tx }], {
    account: address,
    withSigner: (a, fn) => appWalletService().withSigner(a, fn),
    codec: loadCodec,
  });
  if (!signed) throw new HorizonError('general.invalidResponse');
  return signed.blob;
}

// Each action unlocks first (a locked vault asks now): the server's transaction expires while a passphrase is typed.

export async function contributeToPool(address: string, pool: EscrowPool, xrp: string): Promise<string> {
  await appWalletService().ensureUnlocked();
  const { tx_to_sign } = await api.call('POST /api/escrow_pools/contribute_unsigned', {
    body: { classic_address: address, pool_id: pool.pool_id, xrp_amount: xrp },
  });
  const blob = await signPoolTx(
    address,
    {
      kind: 'escrowPoolContribution',
      beneficiary: pool.beneficiary,
      drops: xrpToDrops(xrp).toString(),
      cancelAfter: pool.cancel_after,
    },
    tx_to_sign,
  );
  const result = await api.call('POST /api/escrow_pools/contribute_signed', {
    body: { classic_address: address, tx_blob: blob },
  });
  return result.tx_hash;
}

export async function refundFromPool(address: string, poolId: string, sequence: number): Promise<string> {
  await appWalletService().ensureUnlocked();
  const { tx_to_sign } = await api.call('POST /api/escrow_pools/cancel_unsigned', {
    body: { classic_address: address, pool_id: poolId, escrow_sequence: sequence },
  });
  const blob = await signPoolTx(address, { kind: 'escrowPoolRefund', sequence }, tx_to_sign);
  const result = await api.call('POST /api/escrow_pools/cancel_signed', {
    body: { classic_address: address, tx_blob: blob },
  });
  return result.tx_hash;
}
