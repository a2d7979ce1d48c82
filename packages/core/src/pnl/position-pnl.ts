/**
 * PnL of a position, the one definition every screen and ranking uses: realized (sells, at average cost)
 * plus unrealized (what the tokens held are worth now minus what they cost). The spec's cache rule
 * (pnl = sold − spent, spec §4) counts every token still held as lost, so its field names carry this
 * marked-to-market figure instead.
 */
import { percentOf } from '../percent/index.js';

export interface PnlInput {
  readonly realizedDrops: bigint;
  /** XRP paid for the tokens held. */
  readonly costBasisDrops: bigint;
  /** What the tokens held are worth now, in drops. */
  readonly valueDrops: bigint;
  /** All XRP ever spent on the token: the base of the percentage. */
  readonly spentDrops: bigint;
}

export interface PositionPnl {
  readonly realizedDrops: bigint;
  readonly unrealizedDrops: bigint;
  /** realized + unrealized. */
  readonly pnlDrops: bigint;
  /** pnl / spent × 100, 2 decimals, half away from zero; 0 when nothing was spent. */
  readonly pnlPercent: number;
}

/** PnL over all XRP spent, in percent: core's one percent rounding (hundredths, half away from zero). */
export function pnlPercent(pnlDrops: bigint, spentDrops: bigint): number {
  return percentOf(pnlDrops, spentDrops);
}

export function positionPnl(input: PnlInput): PositionPnl {
  const unrealizedDrops = input.valueDrops - input.costBasisDrops;
  const pnlDrops = input.realizedDrops + unrealizedDrops;
  return {
    realizedDrops: input.realizedDrops,
    unrealizedDrops,
    pnlDrops,
    pnlPercent: pnlPercent(pnlDrops, input.spentDrops),
  };
}

/** Positions summed: parts and totals add up; the percentage is of everything spent. */
export function totalPnl(positions: readonly PnlInput[]): PositionPnl {
  let realized = 0n;
  let unrealized = 0n;
  let spent = 0n;
  for (const p of positions) {
    const pnl = positionPnl(p);
    realized += pnl.realizedDrops;
    unrealized += pnl.unrealizedDrops;
    spent += p.spentDrops;
  }
  return {
    realizedDrops: realized,
    unrealizedDrops: unrealized,
    pnlDrops: realized + unrealized,
    pnlPercent: pnlPercent(realized + unrealized, spent),
  };
}
