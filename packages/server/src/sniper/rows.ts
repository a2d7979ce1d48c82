/** The sniper's rows as the code sees them, and their reading from SQL results. */

export interface Settings {
  readonly owner: string;
  readonly preSnipeAddress: string;
  readonly enabled: boolean;
  readonly xrpDrops: bigint;
  readonly activationTxHash: string | null;
}

export type RoundState = 'committed' | 'running' | 'revealed';

export interface Round {
  readonly tokenId: string;
  readonly launchId: string;
  readonly commitment: string;
  readonly seed: string;
  readonly state: RoundState;
  readonly committedAt: Date;
  readonly revealedAt: Date | null;
}

export type SnipeStatus = 'pending' | 'buying' | 'bought' | 'failed' | 'skipped';

export interface Snipe {
  readonly tokenId: string;
  readonly owner: string;
  readonly preSnipeAddress: string;
  readonly orderHash: string;
  readonly position: number | null;
  readonly xrpDrops: bigint;
  readonly status: SnipeStatus;
  readonly skipReason: string | null;
  readonly txHash: string | null;
  readonly ledgerIndex: number | null;
  readonly transactionIndex: number | null;
  readonly tokenAmount: string | null;
  readonly xrpSpentDrops: bigint | null;
  readonly snipedAt: Date | null;
  readonly claimed: boolean;
}

/** What a finished buy left: filled from the validated transaction. */
export interface SnipeResult {
  readonly status: 'bought' | 'failed';
  readonly txHash: string | null;
  readonly engineResult: string | null;
  readonly ledgerIndex: number | null;
  readonly transactionIndex: number | null;
  readonly tokenAmount: string | null;
  readonly xrpSpentDrops: bigint | null;
}

type R = Record<string, unknown>;
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(String(v)));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

export const toSettings = (r: R): Settings => ({
  owner: String(r['owner']),
  preSnipeAddress: String(r['pre_snipe_address']),
  enabled: Boolean(r['enabled']),
  xrpDrops: BigInt(String(r['xrp_drops'])),
  activationTxHash: str(r['activation_tx_hash']),
});

export const toRound = (r: R): Round => ({
  tokenId: String(r['token_id']),
  launchId: String(r['launch_id']),
  commitment: String(r['commitment']),
  seed: String(r['seed']),
  state: r['state'] as RoundState,
  committedAt: date(r['committed_at']) as Date,
  revealedAt: date(r['revealed_at']),
});

export const toSnipe = (r: R): Snipe => ({
  tokenId: String(r['token_id']),
  owner: String(r['owner']),
  preSnipeAddress: String(r['pre_snipe_address']),
  orderHash: String(r['order_hash']),
  position: num(r['position']),
  xrpDrops: BigInt(String(r['xrp_drops'])),
  status: r['status'] as SnipeStatus,
  skipReason: str(r['skip_reason']),
  txHash: str(r['tx_hash']),
  ledgerIndex: num(r['ledger_index']),
  transactionIndex: num(r['transaction_index']),
  tokenAmount: str(r['token_amount']),
  xrpSpentDrops: big(r['xrp_spent_drops']),
  snipedAt: date(r['sniped_at']),
  claimed: Boolean(r['claimed']),
});

export const SNIPE_COLUMNS = `token_id, owner, pre_snipe_address, order_hash, position, xrp_drops::text AS xrp_drops, status,
  skip_reason, tx_hash, ledger_index::text AS ledger_index, transaction_index, token_amount::text AS token_amount,
  xrp_spent_drops::text AS xrp_spent_drops, sniped_at, claimed`;
