/** Pools and their contributions in the database; only validated contributions ever count or show. */
import type { EscrowContribution, EscrowPool, EscrowPoolState } from '@horizon/core';
import type { SealedSeed } from '../custody/index.js';
import type { Database } from '../db/index.js';

export interface PoolRow {
  readonly id: string;
  readonly beneficiary: string;
  readonly purpose: string;
  readonly targetDrops: bigint;
  readonly deadline: Date;
  readonly cancelAfter: number;
  readonly state: EscrowPoolState;
  readonly createdAt: Date;
}

export interface ContributionRow {
  readonly id: string;
  readonly poolId: string;
  readonly owner: string;
  readonly sequence: number;
  readonly amountDrops: bigint;
  readonly condition: string;
  readonly sealed: SealedSeed;
  readonly state: 'issued' | 'locked' | 'finished' | 'refunded';
  readonly createHash: string | null;
  readonly finishHash: string | null;
  readonly cancelHash: string | null;
}

type Raw = Record<string, unknown>;

const toPool = (r: Raw): PoolRow => ({
  id: String(r['id']),
  beneficiary: String(r['beneficiary']),
  purpose: String(r['purpose']),
  targetDrops: BigInt(r['target_drops'] as string),
  deadline: r['deadline'] as Date,
  cancelAfter: Number(r['cancel_after']),
  state: r['state'] as EscrowPoolState,
  createdAt: r['created_at'] as Date,
});

const toContribution = (r: Raw): ContributionRow => ({
  id: String(r['id']),
  poolId: String(r['pool_id']),
  owner: String(r['owner']),
  sequence: Number(r['escrow_sequence']),
  amountDrops: BigInt(r['amount_drops'] as string),
  condition: String(r['condition']),
  sealed: { sealedSeed: String(r['sealed_preimage']), iv: String(r['iv']), authTag: String(r['auth_tag']) },
  state: r['state'] as ContributionRow['state'],
  createHash: (r['create_tx_hash'] as string | null) ?? null,
  finishHash: (r['finish_tx_hash'] as string | null) ?? null,
  cancelHash: (r['cancel_tx_hash'] as string | null) ?? null,
});

export class PoolStore {
  constructor(private readonly db: Database) {}

  async insertPool(pool: PoolRow): Promise<void> {
    await this.db.query(
      `INSERT INTO escrow_pools (id, beneficiary, purpose, target_drops, deadline, cancel_after, state, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        pool.id,
        pool.beneficiary,
        pool.purpose,
        pool.targetDrops.toString(),
        pool.deadline,
        pool.cancelAfter,
        pool.state,
        pool.createdAt,
      ],
    );
  }

  async pool(id: string): Promise<PoolRow | undefined> {
    const [row] = await this.db.query<Raw>('SELECT * FROM escrow_pools WHERE id = $1', [id]);
    return row ? toPool(row) : undefined;
  }

  async pools(states?: readonly EscrowPoolState[]): Promise<PoolRow[]> {
    const rows = states
      ? await this.db.query<Raw>('SELECT * FROM escrow_pools WHERE state = ANY($1) ORDER BY created_at', [
          states,
        ])
      : await this.db.query<Raw>('SELECT * FROM escrow_pools ORDER BY created_at DESC LIMIT 200');
    return rows.map(toPool);
  }

  async setState(id: string, from: EscrowPoolState, to: EscrowPoolState): Promise<void> {
    await this.db.query('UPDATE escrow_pools SET state = $3 WHERE id = $1 AND state = $2', [id, from, to]);
  }

  async insertContribution(c: ContributionRow, requestId: string, nowMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO escrow_contributions (id, pool_id, request_id, owner, escrow_sequence, amount_drops, condition,
         sealed_preimage, iv, auth_tag, state, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        c.id,
        c.poolId,
        requestId,
        c.owner,
        c.sequence,
        c.amountDrops.toString(),
        c.condition,
        c.sealed.sealedSeed,
        c.sealed.iv,
        c.sealed.authTag,
        c.state,
        new Date(nowMs),
      ],
    );
  }

  async contributionOfRequest(requestId: string): Promise<ContributionRow | undefined> {
    const [row] = await this.db.query<Raw>('SELECT * FROM escrow_contributions WHERE request_id = $1', [
      requestId,
    ]);
    return row ? toContribution(row) : undefined;
  }

  /** The pool's contributions in these states (all validated ones when unset), oldest first. */
  async contributions(
    poolId: string,
    states: readonly ContributionRow['state'][] = ['locked', 'finished', 'refunded'],
  ): Promise<ContributionRow[]> {
    const rows = await this.db.query<Raw>(
      `SELECT * FROM escrow_contributions WHERE pool_id = $1 AND state = ANY($2) ORDER BY created_at, id`,
      [poolId, states],
    );
    return rows.map(toContribution);
  }

  async locked(poolId: string, owner: string, sequence: number): Promise<ContributionRow | undefined> {
    const [row] = await this.db.query<Raw>(
      `SELECT * FROM escrow_contributions WHERE pool_id = $1 AND owner = $2 AND escrow_sequence = $3
         AND state = 'locked'`,
      [poolId, owner, sequence],
    );
    return row ? toContribution(row) : undefined;
  }

  async mark(id: string, state: 'locked' | 'finished' | 'refunded', hash: string): Promise<void> {
    const column = { locked: 'create_tx_hash', finished: 'finish_tx_hash', refunded: 'cancel_tx_hash' }[
      state
    ];
    await this.db.query(`UPDATE escrow_contributions SET state = $2, ${column} = $3 WHERE id = $1`, [
      id,
      state,
      hash,
    ]);
  }
}

/** The public shape of a contribution (never its condition's sealed preimage). */
export function contributionView(c: ContributionRow): EscrowContribution {
  return {
    owner: c.owner,
    escrow_sequence: c.sequence,
    amount_drops: c.amountDrops.toString(),
    state: c.state === 'issued' ? 'locked' : c.state,
    create_tx_hash: c.createHash ?? '',
    finish_tx_hash: c.finishHash,
    cancel_tx_hash: c.cancelHash,
  };
}

export function poolView(pool: PoolRow, contributions: readonly ContributionRow[]): EscrowPool {
  const counted = contributions.filter((c) => c.state === 'locked' || c.state === 'finished');
  return {
    pool_id: pool.id,
    beneficiary: pool.beneficiary,
    purpose: pool.purpose,
    target_drops: pool.targetDrops.toString(),
    raised_drops: counted.reduce((sum, c) => sum + c.amountDrops, 0n).toString(),
    contributors: new Set(contributions.map((c) => c.owner)).size,
    deadline: pool.deadline.toISOString(),
    cancel_after: pool.cancelAfter,
    state: pool.state,
    created_at: pool.createdAt.toISOString(),
  };
}
