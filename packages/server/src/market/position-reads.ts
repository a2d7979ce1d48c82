/**
 * A holding row as PnL at average cost (core/pnl, the one definition): what its tokens are worth at the
 * token's price now, what they cost, what sells realized. Holdings, trader stats, top traders and the
 * leaderboards all read positions through here.
 */
import {
  type Decimal,
  decimalOfValue,
  dropsOfDecimal,
  multiplyDecimals,
  type PnlInput,
  type PositionPnl,
  positionPnl,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { big } from '../db/index.js';

/** Columns of `holdings h LEFT JOIN token_data t` a position is read from. */
export const POSITION_COLUMNS = `h.xrp_spent_drops::text AS spent, h.xrp_sold_drops::text AS sold,
  h.cost_basis_drops::text AS basis, h.realized_pnl_drops::text AS realized, h.has_zero_cost_tokens AS zero_cost,
  h.balance::text AS balance, COALESCE(t.price_in_xrp, 0)::text AS price`;

export interface PositionRow {
  readonly spentDrops: bigint;
  readonly soldDrops: bigint;
  readonly costBasisDrops: bigint;
  readonly realizedDrops: bigint;
  readonly zeroCost: boolean;
  /** The balance the indexer holds (a reader may have the ledger's own). */
  readonly balance: Decimal;
  readonly price: Decimal;
}

export function positionRow(r: Record<string, unknown>): PositionRow {
  return {
    spentDrops: big(r['spent']),
    soldDrops: big(r['sold']),
    costBasisDrops: big(r['basis']),
    realizedDrops: big(r['realized']),
    zeroCost: r['zero_cost'] === true,
    balance: decimalOfValue(r['balance']),
    price: decimalOfValue(r['price']),
  };
}

/** XRP worth of a token balance at a price, cut to whole drops. */
export function xrpValueDrops(balance: Decimal, price: Decimal): bigint {
  return dropsOfDecimal(multiplyDecimals(balance, price), 'toward-zero');
}

/** The position's PnL input with its tokens (`balance`, default the indexer's) valued at the price now. */
export function pnlInputOf(p: PositionRow, balance: Decimal = p.balance): PnlInput {
  return {
    realizedDrops: p.realizedDrops,
    costBasisDrops: p.costBasisDrops,
    valueDrops: xrpValueDrops(balance, p.price),
    spentDrops: p.spentDrops,
  };
}

export const pnlOf = (p: PositionRow, balance?: Decimal): PositionPnl => positionPnl(pnlInputOf(p, balance));

/** The contract's three PnL amounts. */
export function pnlFields(pnl: PositionPnl) {
  return {
    pnl_xrp: dropsToXrp(pnl.pnlDrops),
    realized_pnl_xrp: dropsToXrp(pnl.realizedDrops),
    unrealized_pnl_xrp: dropsToXrp(pnl.unrealizedDrops),
  };
}
