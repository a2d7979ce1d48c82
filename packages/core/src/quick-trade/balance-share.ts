/**
 * The 25 / 50 / Max buttons of an amount field, exactly: a share of what the wallet can spend, as decimal text.
 * XRP's Max leaves the account reserve (already out of the available balance), the owner reserve of what it creates,
 * the network fees and, for a trade, its 1% fee; a token's Max is its whole balance, at the ledger's precision.
 */
import { MAINNET_OWNER_RESERVE_DROPS, xrpToDrops } from '@horizon/protocol';
import { BASIS_POINTS_PER_WHOLE, TRADING_FEE_BPS } from '../constants/fees.js';
import { MAX_SPEND_NETWORK_FEE_DROPS, TOKEN_SIGNIFICANT_DIGITS } from '../constants/quick-trade.js';
import {
  type Decimal,
  type DecimalPrecision,
  decimalFromDrops,
  decimalText,
  divideOrThrow,
  parseDecimal,
  portionOf,
  roundDecimal,
} from '../decimal/index.js';
import { XRP_DECIMALS } from '../format/xrp.js';

export interface XrpSpendOptions {
  /** Ledger objects the spend creates (a trustline for a token not held, a limit order's offer): each one's owner reserve stays. */
  readonly newObjects?: number;
  /** A buy or order pays the 1% trading fee on top of the amount. */
  readonly tradingFee?: boolean;
}

function percentChecked(percent: number): bigint {
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100)
    throw new RangeError(`Bad share: ${percent}`);
  return BigInt(percent);
}

/** The most XRP a spend can carry, in drops, from the available balance (the balance above the reserve). */
export function maxXrpSpendDrops(availableXrp: string, options: XrpSpendOptions = {}): bigint {
  let free = xrpToDrops(availableXrp) - MAX_SPEND_NETWORK_FEE_DROPS;
  free -= MAINNET_OWNER_RESERVE_DROPS * BigInt(options.newObjects ?? 0);
  if (free <= 0n) return 0n;
  // amount + 1% of amount ≤ free, rounded down to a drop.
  return options.tradingFee
    ? (free * BASIS_POINTS_PER_WHOLE) / (BASIS_POINTS_PER_WHOLE + TRADING_FEE_BPS)
    : free;
}

/** `percent` of the XRP Max, in XRP text with at most 6 decimals, rounded down to a drop. */
export function xrpBalanceShare(
  availableXrp: string,
  percent: number,
  options: XrpSpendOptions = {},
): string {
  const max = decimalFromDrops(maxXrpSpendDrops(availableXrp, options));
  return decimalText(portionOf(max, percentChecked(percent), { places: XRP_DECIMALS }, 'toward-zero'));
}

/** What the ledger can hold of a token amount: its 15 significant digits, the rest cut (towards zero). */
const TOKEN_PRECISION: DecimalPrecision = { significant: TOKEN_SIGNIFICANT_DIGITS };
/** A quotient's decimals before the cut to the token's digits. */
const QUOTIENT_PLACES = 30;

function positive(text: string): Decimal | undefined {
  const d = parseDecimal(text);
  return d && !d.negative && d.digits > 0n ? d : undefined;
}

/** `percent` of a token balance, rounded down to what the ledger can hold; '0' for no balance. */
export function tokenBalanceShare(balance: string, percent: number): string {
  const d = positive(balance);
  if (!d) return '0';
  return decimalText(portionOf(d, percentChecked(percent), TOKEN_PRECISION, 'toward-zero'));
}

/** How many tokens `drops` of XRP buy at `pricePerToken` XRP, rounded down; '0' for a bad price. */
export function tokensForDrops(drops: bigint, pricePerToken: string): string {
  const price = positive(pricePerToken);
  if (!price || drops <= 0n) return '0';
  const tokens = divideOrThrow(decimalFromDrops(drops), price, { places: QUOTIENT_PLACES }, 'toward-zero');
  return decimalText(roundDecimal(tokens, TOKEN_PRECISION, 'toward-zero'));
}
