/** The sniper's rows: settings per user wallet, one round per launched token, each wallet's snipe in a round. */
import type { Clock } from '../clock.js';
import type { Database, Queryable } from '../db/index.js';
import {
  type Round,
  type Settings,
  type Snipe,
  type SnipeResult,
  SNIPE_COLUMNS,
  toRound,
  toSettings,
  toSnipe,
} from './rows.js';

export type { Round, RoundState, Settings, Snipe, SnipeResult, SnipeStatus } from './rows.js';

export class SniperStore {
  constructor(
    readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  async settings(owner: string): Promise<Settings | undefined> {
    const [row] = await this.db.query(
      'SELECT *, xrp_drops::text AS xrp_drops FROM sniper_settings WHERE owner = $1',
      [owner],
    );
    return row ? toSettings(row) : undefined;
  }

  async enabledSettings(): Promise<Settings[]> {
    const rows = await this.db.query(
      'SELECT *, xrp_drops::text AS xrp_drops FROM sniper_settings WHERE enabled ORDER BY owner',
    );
    return rows.map(toSettings);
  }

  async saveSettings(s: Omit<Settings, 'activationTxHash'>, activationTxHash?: string): Promise<void> {
    await this.db.query(
      `INSERT INTO sniper_settings (owner, pre_snipe_address, enabled, xrp_drops, activation_tx_hash, activated_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE $6::timestamptz END, $6)
       ON CONFLICT (owner) DO UPDATE SET enabled = $3, xrp_drops = $4, updated_at = $6,
         activation_tx_hash = COALESCE(sniper_settings.activation_tx_hash, $5),
         activated_at = COALESCE(sniper_settings.activated_at, EXCLUDED.activated_at)`,
      [s.owner, s.preSnipeAddress, s.enabled, s.xrpDrops.toString(), activationTxHash ?? null, this.now()],
    );
  }

  /** Records the round once; a second commit of the same token keeps the first seed. */
  async commitRound(tokenId: string, launchId: string, seed: string, commitment: string): Promise<void> {
    await this.db.query(
      `INSERT INTO sniper_rounds (token_id, launch_id, commitment, seed, state, committed_at)
       VALUES ($1, $2, $3, $4, 'committed', $5) ON CONFLICT (token_id) DO NOTHING`,
      [tokenId, launchId, commitment, seed, this.now()],
    );
  }

  async round(tokenId: string): Promise<Round | undefined> {
    const [row] = await this.db.query('SELECT * FROM sniper_rounds WHERE token_id = $1', [tokenId]);
    return row ? toRound(row) : undefined;
  }

  /** Rounds not yet revealed whose launch's pool exists (the launch completed). */
  async unfinishedRounds(): Promise<Round[]> {
    const rows = await this.db.query(
      `SELECT r.* FROM sniper_rounds r JOIN launches l ON l.id = r.launch_id
       WHERE r.state <> 'revealed' AND l.status = 'completed' ORDER BY r.committed_at`,
    );
    return rows.map(toRound);
  }

  /** Writes the round's entries and moves it to running, in one transaction (a restart never sees half). */
  async startRound(
    tokenId: string,
    entries: readonly Omit<
      Snipe,
      | 'tokenId'
      | 'txHash'
      | 'ledgerIndex'
      | 'transactionIndex'
      | 'tokenAmount'
      | 'xrpSpentDrops'
      | 'snipedAt'
      | 'claimed'
    >[],
  ): Promise<void> {
    await this.db.transaction(async (q: Queryable) => {
      for (const e of entries) {
        await q.query(
          `INSERT INTO sniper_snipes (token_id, owner, pre_snipe_address, order_hash, position, xrp_drops, status,
             skip_reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            tokenId,
            e.owner,
            e.preSnipeAddress,
            e.orderHash,
            e.position,
            e.xrpDrops.toString(),
            e.status,
            e.skipReason,
          ],
        );
      }
      await q.query(`UPDATE sniper_rounds SET state = 'running', started_at = $2 WHERE token_id = $1`, [
        tokenId,
        this.now(),
      ]);
    });
  }

  async reveal(tokenId: string): Promise<void> {
    await this.db.query(`UPDATE sniper_rounds SET state = 'revealed', revealed_at = $2 WHERE token_id = $1`, [
      tokenId,
      this.now(),
    ]);
  }

  async snipes(tokenId: string): Promise<Snipe[]> {
    const rows = await this.db.query(
      `SELECT ${SNIPE_COLUMNS} FROM sniper_snipes WHERE token_id = $1
       ORDER BY position NULLS LAST, order_hash`,
      [tokenId],
    );
    return rows.map(toSnipe);
  }

  async snipesOf(owner: string): Promise<Snipe[]> {
    const rows = await this.db.query(
      `SELECT ${SNIPE_COLUMNS} FROM sniper_snipes WHERE owner = $1 AND status = 'bought' ORDER BY sniped_at`,
      [owner],
    );
    return rows.map(toSnipe);
  }

  async snipe(tokenId: string, owner: string): Promise<Snipe | undefined> {
    const [row] = await this.db.query(
      `SELECT ${SNIPE_COLUMNS} FROM sniper_snipes WHERE token_id = $1 AND owner = $2`,
      [tokenId, owner],
    );
    return row ? toSnipe(row) : undefined;
  }

  async markBuying(tokenId: string, owner: string): Promise<void> {
    await this.db.query(`UPDATE sniper_snipes SET status = 'buying' WHERE token_id = $1 AND owner = $2`, [
      tokenId,
      owner,
    ]);
  }

  async finishSnipe(tokenId: string, owner: string, r: SnipeResult): Promise<void> {
    await this.db.query(
      `UPDATE sniper_snipes SET status = $3, tx_hash = $4, engine_result = $5, ledger_index = $6,
         transaction_index = $7, token_amount = $8, xrp_spent_drops = $9, sniped_at = $10
       WHERE token_id = $1 AND owner = $2`,
      [
        tokenId,
        owner,
        r.status,
        r.txHash,
        r.engineResult,
        r.ledgerIndex,
        r.transactionIndex,
        r.tokenAmount,
        r.xrpSpentDrops?.toString() ?? null,
        this.now(),
      ],
    );
  }

  async markClaimed(tokenId: string, owner: string, txHash: string): Promise<void> {
    await this.db.query(
      `UPDATE sniper_snipes SET claimed = true, claim_tx_hash = $3
       WHERE token_id = $1 AND owner = $2 AND status = 'bought'`,
      [tokenId, owner, txHash],
    );
  }

  /** Users whose snipe of the token is bought and not yet claimed. */
  async remainingUsers(tokenId: string): Promise<number> {
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM sniper_snipes WHERE token_id = $1 AND status = 'bought' AND NOT claimed`,
      [tokenId],
    );
    return Number(row?.n ?? 0);
  }
}
