/** The public fairness report of a token's round: the commitment always, the seed and hashes once revealed. */
import { type SnipeRound, SNIPE_ORDER_RULE, SNIPE_SKIP_REASONS, type SnipeSkipReason } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import type { SniperStore } from './store.js';

export async function snipeRoundReport(store: SniperStore, tokenId: string): Promise<SnipeRound | null> {
  const round = await store.round(tokenId);
  if (!round) return null;
  const revealed = round.state === 'revealed';
  const snipes = await store.snipes(tokenId);
  return {
    token_id: round.tokenId,
    state: round.state,
    commitment: round.commitment,
    seed: revealed ? round.seed : null,
    order_rule: SNIPE_ORDER_RULE,
    committed_at: round.committedAt.toISOString(),
    revealed_at: round.revealedAt?.toISOString() ?? null,
    participants: snipes.map((s) => ({
      position: s.position,
      pre_snipe_address: s.preSnipeAddress,
      order_hash: s.orderHash,
      xrp_amount: dropsToXrp(s.xrpDrops),
      status: s.status === 'buying' ? 'pending' : s.status,
      skip_reason: s.skipReason
        ? (SNIPE_SKIP_REASONS[s.skipReason as SnipeSkipReason] ?? s.skipReason)
        : null,
      token_amount: s.tokenAmount,
      tx_hash: s.txHash,
      ledger_index: s.ledgerIndex,
      transaction_index: s.transactionIndex,
    })),
  };
}
