/**
 * Checks a revealed round the way any reader can: the seed hashes to the commitment published before the pool,
 * and ordering the participants by SHA-256(seed ‖ address) gives exactly the positions reported.
 */
import { snipeCommitment, snipeOrder } from './fair-order.js';

export interface RoundToVerify {
  readonly commitment: string;
  readonly seed: string | null;
  readonly participants: readonly { position: number | null; pre_snipe_address: string }[];
}

/** 'pending' until the seed is revealed; otherwise whether commitment and order both hold. */
export function verifySnipeRound(round: RoundToVerify): 'pending' | 'verified' | 'mismatch' {
  if (round.seed === null) return 'pending';
  if (snipeCommitment(round.seed) !== round.commitment) return 'mismatch';
  const placed = round.participants
    .filter((p) => p.position !== null)
    .sort((a, b) => (a.position as number) - (b.position as number))
    .map((p) => p.pre_snipe_address);
  const recomputed = snipeOrder(round.seed, placed).map((e) => e.address);
  return recomputed.every((address, i) => address === placed[i]) ? 'verified' : 'mismatch';
}
