/**
 * Payouts an interrupted pass left 'sending' are decided from the relay's record, never by guessing: paid when
 * their payment validated, owed again when it can no longer validate, left alone while its relay still runs.
 */
import type { Database } from '../db/index.js';
import { ISSUED_TTL_MS } from '../trade/index.js';
import { markOwed, markPaid, releaseDevback, staleSending } from './payout-store.js';

type Sent = {
  position: number;
  tx_hash: string;
  state: string;
  engine_result: string | null;
  finished: boolean;
};

/** The relayed payment of payout `id` (its request's context lists the payout ids in plan order). */
async function sentPayment(db: Database, id: string): Promise<Sent | null | 'unknown'> {
  const [request] = await db.query<{ id: string; context: Record<string, unknown> | string }>(
    `SELECT id, context FROM issued_requests WHERE kind = 'custody' AND context -> 'payout_ids' @> $1::jsonb`,
    [JSON.stringify([Number(id)])],
  );
  if (!request) return null;
  const context = typeof request.context === 'string' ? JSON.parse(request.context) : request.context;
  const position = (context['payout_ids'] as number[]).indexOf(Number(id));
  const [sent] = await db.query<Sent>(
    `SELECT x.position, x.tx_hash, x.state, x.engine_result, run.state = 'finished' AS finished
     FROM relay_runs run JOIN relayed_transactions x ON x.request_id = run.request_id
     WHERE run.request_id = $1 AND x.position = $2`,
    [request.id, position],
  );
  // Issued but never claimed by a relay: its LastLedgerSequence passed long ago, it can never validate.
  if (!sent) return null;
  return sent.finished ? sent : 'unknown';
}

export async function settleSending(db: Database, now: number): Promise<number> {
  let settled = 0;
  for (const payout of await staleSending(db, new Date(now - ISSUED_TTL_MS))) {
    const sent = await sentPayment(db, payout.id);
    if (sent === 'unknown') continue;
    if (sent && sent.state === 'validated' && sent.engine_result === 'tesSUCCESS') {
      await markPaid(db, payout.id, sent.tx_hash, new Date(now));
    } else if (payout.program === 'devback') await releaseDevback(db, payout.id);
    else await markOwed(db, payout.id);
    settled++;
  }
  return settled;
}
