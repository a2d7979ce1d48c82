/** The record of what this server issued for signing: one request per `*_unsigned` answer, its transactions. */
import { randomUUID } from 'node:crypto';
import type { UnsignedTransaction } from '@horizon/core';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import { type SigningFields, signingFieldsOf } from './codec.js';

/** The user actions whose transactions are relayed; a signed call accepts only its own kind. */
export type RequestKind =
  | 'set_trustline'
  | 'clear_trustline'
  | 'buy'
  | 'sell'
  | 'swap'
  | 'limit_order'
  | 'cancel_order'
  | 'send_xrp'
  | 'send_tokens'
  | 'amm_deposit'
  | 'amm_withdraw'
  | 'amm_vote'
  | 'launch'
  | 'escrow_contribute'
  | 'escrow_cancel'
  // Signed by a server-held hot wallet (pre-snipe buys and claims, payouts, burns, escrow finishing).
  | 'custody';

export interface IssuedTx {
  readonly position: number;
  readonly role: string;
  readonly stage: number;
  readonly account: string;
  readonly sequence: number;
  readonly lastLedgerSequence: number;
  readonly fields: SigningFields;
}

export interface IssuedRequest {
  readonly id: string;
  readonly kind: RequestKind;
  readonly classicAddress: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly expiresAt: number;
  readonly txs: readonly IssuedTx[];
}

/** One transaction to issue: its role in the request and the stage it is submitted in. */
export interface TxToIssue {
  readonly role: string;
  readonly stage: number;
  readonly tx: UnsignedTransaction;
}

/**
 * An unsigned answer that was never signed is kept this long past its expiry (a late post still hears that it
 * expired), then forgotten: most are never signed, and each holds its transactions' signing fields (~2 KB).
 */
export const KEEP_UNSIGNED_AFTER_EXPIRY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 1000;

interface TxRow extends Record<string, unknown> {
  position: number;
  role: string;
  stage: number;
  account: string;
  sequence: bigint | number;
  last_ledger_sequence: bigint | number;
  signing_fields: string;
  fields_digest: string;
}

export class IssuedStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Records the request and its transactions; answers the request id. */
  async record(
    kind: RequestKind,
    classicAddress: string,
    txs: readonly TxToIssue[],
    ttlMs: number,
    context: Record<string, unknown> = {},
  ): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    await this.db.transaction(async (q) => {
      await q.query(
        `INSERT INTO issued_requests (id, kind, classic_address, context, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, kind, classicAddress, JSON.stringify(context), new Date(now), new Date(now + ttlMs)],
      );
      for (const [position, { role, stage, tx }] of txs.entries()) {
        const fields = signingFieldsOf(tx);
        await q.query(
          `INSERT INTO issued_transactions (request_id, position, role, stage, account, sequence,
             last_ledger_sequence, signing_fields, fields_digest) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            position,
            role,
            stage,
            tx.account,
            tx.sequence,
            tx.last_ledger_sequence,
            fields.hex,
            fields.digest,
          ],
        );
      }
    });
    return id;
  }

  /**
   * Forgets requests never relayed whose expiry is more than KEEP_UNSIGNED_AFTER_EXPIRY_MS past (their
   * transactions go by cascade); answers how many. Relayed requests are the record of what was submitted (open
   * orders, fee accounting and income read them) and stay, as do custody requests (payouts and snipe rounds
   * look theirs up), a launch step's current request and an escrow contribution's.
   */
  async pruneUnrelayed(): Promise<number> {
    const before = new Date(this.clock.now() - KEEP_UNSIGNED_AFTER_EXPIRY_MS);
    let pruned = 0;
    for (;;) {
      const rows = await this.db.query(
        `DELETE FROM issued_requests WHERE id IN (
           SELECT q.id FROM issued_requests q
           WHERE q.expires_at < $1 AND q.kind <> 'custody'
             AND NOT EXISTS (SELECT 1 FROM relay_runs r WHERE r.request_id = q.id)
             AND NOT EXISTS (SELECT 1 FROM launch_steps l WHERE l.request_id = q.id)
             AND NOT EXISTS (SELECT 1 FROM escrow_contributions c WHERE c.request_id = q.id)
           LIMIT $2)
         RETURNING id`,
        [before, PRUNE_BATCH],
      );
      pruned += rows.length;
      if (rows.length < PRUNE_BATCH) return pruned;
    }
  }

  /** The requests holding a transaction with these signing fields for this account, newest first. */
  async requestsWith(account: string, digest: string): Promise<string[]> {
    const rows = await this.db.query<{ request_id: string }>(
      `SELECT t.request_id FROM issued_transactions t JOIN issued_requests r ON r.id = t.request_id
       WHERE t.account = $1 AND t.fields_digest = $2 ORDER BY r.created_at DESC`,
      [account, digest],
    );
    return rows.map((row) => row.request_id);
  }

  async load(requestId: string): Promise<IssuedRequest | undefined> {
    const [request] = await this.db.query<{
      id: string;
      kind: RequestKind;
      classic_address: string;
      context: Record<string, unknown> | string;
      expires_at: Date;
    }>('SELECT id, kind, classic_address, context, expires_at FROM issued_requests WHERE id = $1', [
      requestId,
    ]);
    if (!request) return undefined;
    const rows = await this.db.query<TxRow>(
      `SELECT position, role, stage, account, sequence, last_ledger_sequence, signing_fields, fields_digest
       FROM issued_transactions WHERE request_id = $1 ORDER BY position`,
      [requestId],
    );
    return {
      id: request.id,
      kind: request.kind,
      classicAddress: request.classic_address,
      context: typeof request.context === 'string' ? JSON.parse(request.context) : request.context,
      expiresAt: request.expires_at.getTime(),
      txs: rows.map((row) => ({
        position: row.position,
        role: row.role,
        stage: row.stage,
        account: row.account,
        sequence: Number(row.sequence),
        lastLedgerSequence: Number(row.last_ledger_sequence),
        fields: { hex: row.signing_fields, digest: row.fields_digest },
      })),
    };
  }
}
