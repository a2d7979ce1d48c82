/**
 * Each contribution's crypto-condition: a fresh random preimage, sealed under the server master key (bound
 * to the contribution's id) before the condition is handed out; opened only to finish the escrow.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ESCROW_PREIMAGE_BYTES, preimageConditionHex, preimageFulfillmentHex } from '@horizon/core';
import type { HotWallets, SealedSeed } from '../custody/index.js';

const labelOf = (contributionId: string) => `escrow-contribution:${contributionId}`;

export interface NewCondition {
  readonly condition: string;
  readonly sealed: SealedSeed;
}

export function newCondition(hot: HotWallets, contributionId: string): NewCondition {
  const preimage = randomBytes(ESCROW_PREIMAGE_BYTES);
  const fingerprint = createHash('sha256').update(preimage).digest('hex');
  const sealed = hot.seal(preimage.toString('hex'), labelOf(contributionId));
  preimage.fill(0);
  return { condition: preimageConditionHex(fingerprint), sealed };
}

/** The fulfillment of a contribution's condition, for its EscrowFinish only. */
export function fulfillmentOf(hot: HotWallets, contributionId: string, sealed: SealedSeed): string {
  return preimageFulfillmentHex(hot.open(sealed, labelOf(contributionId)));
}
