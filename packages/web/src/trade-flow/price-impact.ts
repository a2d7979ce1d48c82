/**
 * The price impacts the trade review tells, each through core's one deviation of two prices (2 decimals, rounded
 * down): a limit order against the token's spot price, a buy or a sell against its XRP pool before the trade.
 */
import {
  type Decimal,
  decimalAtPlaces,
  decimalSizeOfIssuedValue,
  decimalFromDrops,
  deviationPercentText,
  multiplyDecimals,
} from '@horizon/core';
import { IssuedValue, dropsToXrp } from '@horizon/protocol';

/** The token's XRP pool before the trade, as the token page reads it (amm_xrp_amount, …). */
export interface PoolFacts {
  readonly xrp: string;
  readonly tokens: string;
  /** The pool's trading fee in 1/100000 (1% = 1000). */
  readonly feeUnits: number;
}

const FEE_UNITS_WHOLE = 100_000n;

/** An issued value's size as an exact decimal: a price compares sizes, the sign is no part of it. */
const sizeOf = (value: IssuedValue): Decimal => decimalSizeOfIssuedValue(value);
const productOf = (values: readonly IssuedValue[]): Decimal =>
  values.map(sizeOf).reduce(multiplyDecimals, decimalAtPlaces(1n, 0));

/** Limit order: XRP per token (xrpDrops / tokens) against the spot price in XRP per token. */
export function spotImpact(xrpDrops: bigint, tokens: IssuedValue, spot: IssuedValue): string | null {
  // (drops / tokens) vs spot: compare the XRP with tokens·spot.
  return deviationPercentText(decimalFromDrops(xrpDrops), productOf([tokens, spot]));
}

const afterPoolFee = (value: IssuedValue, pool: PoolFacts) =>
  value.mulRound(IssuedValue.from(FEE_UNITS_WHOLE - BigInt(pool.feeUnits), -5), false);
const xrpValue = (drops: bigint) => IssuedValue.fromString(dropsToXrp(drops));

/** Buy: XRP in (after the pool's fee) per token out, against pool XRP per pool token. */
export function buyImpact(inDrops: bigint, grossTokens: IssuedValue, pool: PoolFacts): string | null {
  const poolXrp = IssuedValue.fromString(pool.xrp);
  const poolTokens = IssuedValue.fromString(pool.tokens);
  // (in' / out) vs (X / T): compare in'·T with out·X.
  return deviationPercentText(
    productOf([afterPoolFee(xrpValue(inDrops), pool), poolTokens]),
    productOf([grossTokens, poolXrp]),
  );
}

/** Sell: XRP out per token in (after the pool's fee), against pool XRP per pool token. */
export function sellImpact(soldTokens: IssuedValue, grossDrops: bigint, pool: PoolFacts): string | null {
  const poolXrp = IssuedValue.fromString(pool.xrp);
  const poolTokens = IssuedValue.fromString(pool.tokens);
  // (out / in') vs (X / T): compare out·T with in'·X.
  return deviationPercentText(
    productOf([xrpValue(grossDrops), poolTokens]),
    productOf([afterPoolFee(soldTokens, pool), poolXrp]),
  );
}
