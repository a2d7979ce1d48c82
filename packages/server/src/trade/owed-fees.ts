/**
 * Fees a relayed trade left unpaid (issue 15). A wallet can sign its issued set, then spend the fee payments'
 * Sequence numbers on transactions of its own before the relay submits them: the trade validates, the fees
 * never can. A non-custodial app cannot stop trades made straight on the DEX, but its own relay is not to be
 * that route: what went unpaid is recorded as owed (once per trade and role), carried by the wallet's next
 * trade as one more payment to the treasury (`owed_fee`), and cleared when that payment validates.
 */
import { OWED_FEE_TEXT } from '@horizon/core';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { HttpError } from '../http/http-error.js';
import type { IssuedRequest, RequestOutcome, TxOutcome } from '../relay/index.js';
import type { PlannedTx } from './context.js';

/** The role of the extra payment that carries what the wallet owes. */
export const OWED_ROLE = 'owed_fee';

/** The issued request's context: what each fee transaction is worth, and which owed fees it carries. */
const WORTH = 'fee_worth_drops';
const CARRIED = 'owed_fees';

export interface OwedFee {
  readonly requestId: string;
  readonly role: string;
  readonly drops: bigint;
}

type Carried = { request_id: string; role: string };

/** What an unpaid fee transaction of this trade is worth in XRP drops, by role (from its FeePlan). */
export function worthContext(worthDrops: Readonly<Record<string, string>>): Record<string, unknown> {
  return { [WORTH]: worthDrops };
}

/** The wallet's unpaid owed fees, oldest first. */
export async function openOwed(db: Database, address: string): Promise<OwedFee[]> {
  const rows = await db.query<{ request_id: string; role: string; drops: bigint | string }>(
    `SELECT request_id, role, drops FROM owed_fees WHERE classic_address = $1 AND paid_at IS NULL
     ORDER BY recorded_at, request_id, role`,
    [address],
  );
  return rows.map((r) => ({ requestId: r.request_id, role: r.role, drops: BigInt(r.drops) }));
}

/** The extra payment a trade carries for what its wallet owes (none when nothing is owed), and its context. */
export function owedPlan(owed: readonly OwedFee[], treasury: string, stage: number) {
  const drops = owed.reduce((sum, o) => sum + o.drops, 0n);
  if (drops === 0n) return { txs: [] as PlannedTx[], context: {} };
  const draft = { transaction_type: 'Payment', destination: treasury, amount: drops.toString() } as const;
  const carried: Carried[] = owed.map((o) => ({ request_id: o.requestId, role: o.role }));
  return { txs: [{ role: OWED_ROLE, stage, draft }] as PlannedTx[], context: { [CARRIED]: carried } };
}

function carriedBy(request: IssuedRequest): Carried[] {
  const carried = request.context[CARRIED];
  return Array.isArray(carried) ? (carried as Carried[]) : [];
}

/**
 * Before a trade carrying owed fees is first relayed: those fees become its own, so two trades prepared
 * side by side never both pay them. A claim held by a trade whose relay finished, or that expired unrelayed,
 * is free again. Throws 409 when another trade paid or holds them since this one was prepared.
 */
export async function claimOwed(db: Database, clock: Clock, request: IssuedRequest): Promise<void> {
  const carried = carriedBy(request);
  if (carried.length === 0) return;
  const claimed = await db.query(
    `UPDATE owed_fees o SET paying_request_id = $1
     WHERE (o.request_id, o.role) IN (SELECT x.request_id::uuid, x.role
                                      FROM jsonb_to_recordset($2::jsonb) AS x(request_id text, role text))
       AND o.paid_at IS NULL
       AND (o.paying_request_id IS NULL OR o.paying_request_id = $1
         OR (NOT EXISTS (SELECT 1 FROM relay_runs r WHERE r.request_id = o.paying_request_id AND r.state = 'running')
           AND (EXISTS (SELECT 1 FROM relay_runs r WHERE r.request_id = o.paying_request_id)
             OR EXISTS (SELECT 1 FROM issued_requests q WHERE q.id = o.paying_request_id AND q.expires_at <= $3))))
     RETURNING o.request_id`,
    [request.id, JSON.stringify(carried), new Date(clock.now())],
  );
  if (claimed.length === carried.length) return;
  await release(db, request.id);
  throw new HttpError(409, OWED_FEE_TEXT.changed);
}

async function release(db: Database, requestId: string): Promise<void> {
  await db.query(
    'UPDATE owed_fees SET paying_request_id = NULL WHERE paying_request_id = $1 AND paid_at IS NULL',
    [requestId],
  );
}

const paid = (tx: TxOutcome | undefined) => tx?.state === 'validated' && tx.engineResult === 'tesSUCCESS';

/** The trade itself (the last transaction of the first stage) succeeded in a validated ledger. */
function tradeSucceeded(outcome: RequestOutcome): boolean {
  const stages = outcome.request.txs.map((tx) => tx.stage);
  const first = Math.min(...stages);
  const last = outcome.request.txs.filter((tx) => tx.stage === first).at(-1);
  return paid(outcome.txs.find((tx) => tx.position === last?.position));
}

/**
 * Once a relay run is over: the owed fees it carried are paid (its owed_fee validated) or free again, and
 * each fee transaction of a successful trade that did not pay is owed by the wallet. Idempotent: a run taken
 * over after a restart, or a repost, records nothing twice.
 */
export async function settleOwedFees(db: Database, clock: Clock, outcome: RequestOutcome): Promise<void> {
  const { request } = outcome;
  const now = new Date(clock.now());
  const owedTx = outcome.txs.find((tx) => tx.role === OWED_ROLE);
  if (carriedBy(request).length > 0) {
    if (owedTx && paid(owedTx)) {
      await db.query(
        `UPDATE owed_fees SET paid_tx_hash = $2, paid_at = $3 WHERE paying_request_id = $1 AND paid_at IS NULL`,
        [request.id, owedTx.hash, now],
      );
    } else await release(db, request.id);
  }
  const worth = request.context[WORTH] as Record<string, string> | undefined;
  if (!worth || !tradeSucceeded(outcome)) return;
  for (const tx of outcome.txs) {
    const drops = worth[tx.role];
    if (drops === undefined || BigInt(drops) <= 0n || paid(tx)) continue;
    await db.query(
      `INSERT INTO owed_fees (request_id, role, classic_address, drops, skipped_tx_hash, skipped_reason, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (request_id, role) DO NOTHING`,
      [request.id, tx.role, request.classicAddress, drops, tx.hash, tx.engineResult ?? tx.state, now],
    );
  }
}
