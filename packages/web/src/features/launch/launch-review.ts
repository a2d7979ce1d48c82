/**
 * The launch review's sums, exact with core's decimals: the total the creator's wallet pays (the pool's
 * XRP, the issuer's funding — its base reserve and fee budget — and AMMCreate's fee of one owner reserve;
 * network fees aside), and the price and market cap the pool's first ratio implies.
 */
import {
  LAUNCH_ISSUER_FEE_BUDGET_DROPS,
  type LaunchRequest,
  divideDecimals,
  fixedText,
  multiplyDecimals,
  parseDecimal,
} from '@horizon/core';
import { MAINNET_RESERVES, type ReserveSettings, dropsToXrp, xrpToDrops } from '@horizon/protocol';

export interface LaunchEconomics {
  readonly totalCostXrp: string;
  /** XRP per token. */
  readonly priceXrp: string;
  readonly marketCapXrp: string;
}

/** Enough places for a price of a token among a trillion worth a drop. */
const PRICE_PLACES = 18;
const XRP_PLACES = 6;

export function launchEconomics(
  request: Pick<LaunchRequest, 'initial_xrp_amount' | 'initial_token_amount' | 'supply'>,
  reserves: ReserveSettings = MAINNET_RESERVES,
): LaunchEconomics | null {
  const xrp = parseDecimal(request.initial_xrp_amount);
  const tokens = parseDecimal(request.initial_token_amount);
  const supply = parseDecimal(request.supply);
  if (!xrp || !tokens || !supply) return null;
  const price = divideDecimals(xrp, tokens, { places: PRICE_PLACES }, 'half-away-from-zero');
  const cap = divideDecimals(
    multiplyDecimals(xrp, supply),
    tokens,
    { places: XRP_PLACES },
    'half-away-from-zero',
  );
  if (!price || !cap) return null;
  const total =
    xrpToDrops(request.initial_xrp_amount) +
    reserves.baseDrops +
    LAUNCH_ISSUER_FEE_BUDGET_DROPS +
    reserves.incrementDrops;
  return {
    totalCostXrp: dropsToXrp(total),
    priceXrp: fixedText(price.digits, price.scale),
    marketCapXrp: fixedText(cap.digits, cap.scale),
  };
}
