/**
 * The 25 / 50 / Max buttons of an amount field, exactly: a share of what the wallet can spend, as decimal text.
 * XRP's Max leaves the account reserve (already out of the available balance), the owner reserve of what it creates,
 * the network fees and, for a trade, its 1% fee; a token's Max is its whole balance, at the ledger's precision.
 */
import { MAINNET_OWNER_RESERVE_DROPS, dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { BASIS_POINTS_PER_WHOLE, TRADING_FEE_BPS } from '../constants/fees.js';
import { MAX_SPEND_NETWORK_FEE_DROPS, TOKEN_SIGNIFICANT_DIGITS } from '../constants/quick-trade.js';
import { type Decimal, fixedText, parseDecimal } from '../decimal/index.js';

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
  return dropsToXrp((maxXrpSpendDrops(availableXrp, options) * percentChecked(percent)) / 100n);
}

/** A non-negative decimal cut (towards zero) to the ledger's 15 significant digits, as plain text. */
function tokenText(d: Decimal): string {
  let { digits, scale } = d;
  const extra = digits.toString().length - TOKEN_SIGNIFICANT_DIGITS;
  if (extra > 0) {
    digits /= 10n ** BigInt(extra);
    scale -= extra;
  }
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  const text = fixedText(digits, scale);
  return scale > 0 ? text.replace(/\.?0+$/, '') : text;
}

function positive(text: string): Decimal | undefined {
  const d = parseDecimal(text);
  return d && !d.negative && d.digits > 0n ? d : undefined;
}

/** `percent` of a token balance, rounded down to what the ledger can hold; '0' for no balance. */
export function tokenBalanceShare(balance: string, percent: number): string {
  const d = positive(balance);
  if (!d) return '0';
  return tokenText({ negative: false, digits: d.digits * percentChecked(percent), scale: d.scale + 2 });
}

/** How many tokens `drops` of XRP buy at `pricePerToken` XRP, rounded down; '0' for a bad price. */
export function tokensForDrops(drops: bigint, pricePerToken: string): string {
  const price = positive(pricePerToken);
  if (!price || drops <= 0n) return '0';
  // tokens = drops / 10^6 / (digits × 10^-scale), kept to 30 decimals before the cut to 15 digits.
  const precision = 30;
  const digits = (drops * 10n ** BigInt(price.scale + precision)) / (price.digits * 1_000_000n);
  return digits === 0n ? '0' : tokenText({ negative: false, digits, scale: precision });
}
