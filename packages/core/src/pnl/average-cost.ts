/**
 * A position in one token at average cost, exact: XRP in bigint drops, token amounts as exact decimals. A buy
 * adds what it cost; a sell takes the average cost of what it sold out of the position and realizes the rest
 * of its proceeds. Tokens that arrive without XRP (airdrops, transfers in) add nothing to the cost; tokens
 * that leave without XRP (the burn-back part of a fee, a send) leave their cost in the position.
 */
import { type Decimal, divideRounded, pow10 } from '../decimal/index.js';

export interface CostPosition {
  /** XRP paid for the tokens still held, in drops. */
  readonly costBasisDrops: bigint;
  /** XRP realized by sells so far (proceeds − average cost of what was sold), in drops. */
  readonly realizedDrops: bigint;
}

export const EMPTY_POSITION: CostPosition = { costBasisDrops: 0n, realizedDrops: 0n };

/** A decimal's value as the integer fraction digits / 10^scale, signs ignored (token amounts are ≥ 0). */
const ratio = (a: Decimal, b: Decimal): [bigint, bigint] => [
  a.digits * pow10(b.scale),
  b.digits * pow10(a.scale),
];

/**
 * The cost of `sold` tokens out of `held` at average cost, in drops rounded half away from zero (half up: a cost is never below zero); the whole cost when
 * they are all sold (or more than the position knows of).
 */
export function costOfSold(costBasisDrops: bigint, held: Decimal, sold: Decimal): bigint {
  const [part, whole] = ratio(sold, held);
  if (part >= whole) return costBasisDrops;
  return divideRounded(costBasisDrops * part, whole, 'half-away-from-zero');
}

export function applyBuy(position: CostPosition, costDrops: bigint): CostPosition {
  return { ...position, costBasisDrops: position.costBasisDrops + costDrops };
}

export interface SellInput {
  /** XRP received for the tokens. */
  readonly proceedsDrops: bigint;
  readonly sold: Decimal;
  /** What the wallet held just before the sell. */
  readonly heldBefore: Decimal;
}

/** The position after a sell and what the sell realized: proceeds − average cost × sold. */
export function applySell(
  position: CostPosition,
  sell: SellInput,
): { readonly position: CostPosition; readonly realizedDrops: bigint } {
  const cost = costOfSold(position.costBasisDrops, sell.heldBefore, sell.sold);
  const realized = sell.proceedsDrops - cost;
  return {
    position: {
      costBasisDrops: position.costBasisDrops - cost,
      realizedDrops: position.realizedDrops + realized,
    },
    realizedDrops: realized,
  };
}
