/**
 * Average cost through a batch of ledgers, trade by trade in ledger order (core/pnl does the arithmetic): the
 * positions the batch touches start from what the database holds, each buy adds its XRP to the cost of what
 * is held, each sell realizes proceeds − average cost × sold. Tokens that arrive by a transfer count at zero
 * cost and flag the position.
 */
import {
  ZERO_DECIMAL,
  addDecimals,
  applyBuy,
  applySell,
  type CostPosition,
  decimalSign,
} from '@horizon/core';
import { type Queryable, big } from '../db/index.js';
import type { LedgerBatch } from './batch.js';

export interface Position extends CostPosition {
  readonly zeroCost: boolean;
}

export interface BatchCosts {
  /** Per "account|token": the position once the batch is applied. */
  readonly positions: Map<string, Position>;
  /** What each of the batch's trades realized (0 for a buy), in the batch's order. */
  readonly realized: bigint[];
}

const EMPTY: Position = { costBasisDrops: 0n, realizedDrops: 0n, zeroCost: false };

/** The positions of these keys as the database holds them (absent = none yet). */
async function storedPositions(q: Queryable, keys: readonly string[]): Promise<Map<string, Position>> {
  const split = keys.map((k) => [k.slice(0, k.indexOf('|')), k.slice(k.indexOf('|') + 1)] as const);
  const rows = await q.query<Record<string, unknown>>(
    `SELECT h.classic_address, h.token_id, h.cost_basis_drops::text AS basis,
       h.realized_pnl_drops::text AS realized, h.has_zero_cost_tokens AS zero
     FROM holdings h JOIN unnest($1::text[], $2::text[]) AS k(a, t)
       ON h.classic_address = k.a AND h.token_id = k.t`,
    [split.map((s) => s[0]), split.map((s) => s[1])],
  );
  return new Map(
    rows.map((r) => [
      `${String(r['classic_address'])}|${String(r['token_id'])}`,
      { costBasisDrops: big(r['basis']), realizedDrops: big(r['realized']), zeroCost: r['zero'] === true },
    ]),
  );
}

/** Every position the batch touches (lines, trades, transfers in), after the batch. */
export async function batchCosts(q: Queryable, batch: LedgerBatch): Promise<BatchCosts> {
  const keys = new Set(batch.lines.keys());
  for (const t of batch.trades) keys.add(`${t.account}|${t.tokenId}`);
  const received = batch.transfers.filter((t) => t.tokenId !== null && !t.tokenId.endsWith(`:${t.to}`));
  for (const t of received) keys.add(`${t.to}|${t.tokenId}`);
  const positions = await storedPositions(q, [...keys]);
  for (const key of keys) if (!positions.has(key)) positions.set(key, EMPTY);
  for (const t of received) {
    const key = `${t.to}|${t.tokenId}`;
    positions.set(key, { ...(positions.get(key) ?? EMPTY), zeroCost: true });
  }
  const realized = batch.trades.map((trade) => {
    const key = `${trade.account}|${trade.tokenId}`;
    const before = positions.get(key) ?? EMPTY;
    if (trade.side === 'buy') {
      positions.set(key, { ...applyBuy(before, trade.xrpDrops), zeroCost: before.zeroCost });
      return 0n;
    }
    // Held before the sell: what was left after it plus what it sold (all of it when the line is unknown).
    const heldBefore = trade.heldAfter ? addDecimals(trade.heldAfter, trade.tokenAmount) : trade.tokenAmount;
    const sell = applySell(before, {
      proceedsDrops: trade.xrpDrops,
      sold: trade.tokenAmount,
      heldBefore,
    });
    // Tokens held with no cost recorded (from before the index, or of unknown origin) are zero-cost too.
    const unknownCost = before.costBasisDrops === 0n && decimalSign(trade.heldAfter ?? ZERO_DECIMAL) > 0;
    positions.set(key, { ...sell.position, zeroCost: before.zeroCost || unknownCost });
    return sell.realizedDrops;
  });
  return { positions, realized };
}
