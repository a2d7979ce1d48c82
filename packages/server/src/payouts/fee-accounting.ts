/**
 * Accounts the fees of every validated Horizon trade once (devback owed, referral earned, treasury income,
 * burn), scanning what the relay recorded: a request whose relay finished with its tx_fee validated and that
 * has no fee account yet. It needs no hook in the relay and survives restarts; ON CONFLICT makes it idempotent.
 */
import { type FeeCategory, splitTradeFee } from '@horizon/core';
import type { Database } from '../db/index.js';
import { type TradeContext } from '../trade/index.js';
import { HORIZON_ORIGIN, tokenFacts } from '../trade/tokens.js';
import {
  type RelayedRole,
  TRADE_KINDS,
  type TradeRequestKind,
  dropsOf,
  paidTx,
  tradeValue,
} from './trade-fees.js';

/** Requests accounted per pass: a backlog drains over a few passes. */
const BATCH = 200;
/** Requests older than this before the newest accounted trade are done: the scan stays small as history grows. */
const LOOKBACK = "interval '7 days'";

type Candidate = {
  id: string;
  kind: TradeRequestKind;
  classic_address: string;
  context: Record<string, unknown> | string;
  validated_at: Date;
};

interface TokenInfo {
  readonly category: FeeCategory;
  readonly developer: string | null;
  readonly launched: boolean;
}

async function candidates(db: Database): Promise<Candidate[]> {
  return db.query<Candidate>(
    `SELECT r.id, r.kind, r.classic_address, r.context, f.finished_at AS validated_at
     FROM issued_requests r
     JOIN relay_runs run ON run.request_id = r.id AND run.state = 'finished'
     JOIN issued_transactions t ON t.request_id = r.id AND t.role = 'fee'
     JOIN relayed_transactions f ON f.request_id = r.id AND f.position = t.position
     WHERE r.kind = ANY($1) AND f.state = 'validated' AND f.engine_result = 'tesSUCCESS'
       AND NOT EXISTS (SELECT 1 FROM fee_accounts a WHERE a.request_id = r.id)
       AND r.expires_at >= COALESCE((SELECT MAX(validated_at) FROM fee_accounts), '-infinity') - ${LOOKBACK}
     ORDER BY f.finished_at, r.id LIMIT ${BATCH}`,
    [[...TRADE_KINDS]],
  );
}

async function relayedRoles(db: Database, requestId: string): Promise<RelayedRole[]> {
  const rows = await db.query<{
    role: string;
    tx_hash: string;
    tx_blob: string;
    state: string;
    engine_result: string | null;
  }>(
    `SELECT t.role, x.tx_hash, x.tx_blob, x.state, x.engine_result
     FROM issued_transactions t JOIN relayed_transactions x ON x.request_id = t.request_id AND x.position = t.position
     WHERE t.request_id = $1 ORDER BY t.position`,
    [requestId],
  );
  return rows.map((r) => ({
    role: r.role,
    hash: r.tx_hash,
    blob: r.tx_blob,
    state: r.state,
    engineResult: r.engine_result,
  }));
}

/** The token's fee category and developer as the builders see them (token_data and the configured tokens). */
async function tokenInfo(ctx: TradeContext, tokenId: string): Promise<TokenInfo> {
  try {
    const facts = await tokenFacts(ctx, tokenId);
    return { category: facts.category, developer: facts.developer, launched: facts.category === 'launched' };
  } catch {
    // The issuer is gone from the ledger: still account the fees, from the database alone.
    const [row] = await ctx.db.query<{ launched_on: string | null; token_developer: string | null }>(
      'SELECT launched_on, token_developer FROM token_data WHERE token_id = $1',
      [tokenId],
    );
    const launched = row?.launched_on === HORIZON_ORIGIN;
    return { category: launched ? 'launched' : 'other', developer: row?.token_developer ?? null, launched };
  }
}

async function account(ctx: TradeContext, c: Candidate, tokens: Map<string, TokenInfo>): Promise<boolean> {
  const context = typeof c.context === 'string' ? JSON.parse(c.context) : c.context;
  const tokenId = String(context['token_id'] ?? '');
  if (!tokenId) return false;
  const info = tokens.get(tokenId) ?? (await tokenInfo(ctx, tokenId));
  tokens.set(tokenId, info);
  const txs = await relayedRoles(ctx.db, c.id);
  const fee = paidTx(txs, 'fee');
  if (!fee) return false;
  const referral = paidTx(txs, 'referral_fee');
  const burn = paidTx(txs, 'burn_back');
  const value = tradeValue(c.kind, context, txs);
  const developer = value === null ? null : info.developer;
  const devback =
    value === null
      ? 0n
      : splitTradeFee({
          kind: c.kind,
          valueDrops: value,
          category: info.category,
          hasReferrer: referral !== undefined,
          hasDeveloper: developer !== null,
        }).devback;
  const inserted = await ctx.db.query(
    `INSERT INTO fee_accounts (request_id, kind, trader, token_id, launched, value_drops, fee_tx_hash,
       treasury_drops, referrer, referral_drops, referral_tx_hash, burn_tx_hash, burn_amount, developer,
       devback_drops, validated_at, accounted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
    [
      c.id,
      c.kind,
      c.classic_address,
      tokenId,
      info.launched,
      value?.toString() ?? null,
      fee.hash,
      dropsOf(fee).toString(),
      referral?.destination ?? null,
      dropsOf(referral).toString(),
      referral?.hash ?? null,
      burn?.hash ?? null,
      burn && typeof burn.amount !== 'string' ? burn.amount.value : null,
      developer,
      devback.toString(),
      c.validated_at,
      new Date(ctx.clock.now()),
    ],
  );
  return inserted.length > 0;
}

/** One pass: accounts the validated trades not accounted yet; answers how many it recorded. */
export async function accountTradeFees(ctx: TradeContext): Promise<number> {
  const tokens = new Map<string, TokenInfo>();
  let recorded = 0;
  for (const c of await candidates(ctx.db)) if (await account(ctx, c, tokens)) recorded++;
  return recorded;
}
