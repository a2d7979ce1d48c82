/**
 * Quick-buy presets and the one-click cap as the user types them: XRP amounts above 0 with at most 6 decimals,
 * 1 to 6 presets without repeats. Each answers the canonical text ('05.50' → '5.5') or the message to show.
 */
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { MAX_QUICK_BUY_PRESETS, MIN_QUICK_BUY_PRESETS } from '../constants/quick-trade.js';
import { MAX_TRADE_DROPS } from '../fees/split.js';
import { QUICK_TRADE_ERRORS } from '../ui/quick-trade.js';
import { type Validation, invalid, valid } from '../validation/result.js';

/** Drops of an XRP amount above 0 that a trade may carry, or undefined. */
function tradeDrops(text: string): bigint | undefined {
  const trimmed = text.trim().replace(/^\./, '0.');
  const plain = trimmed.replace(/^0+(?=\d)/, '');
  try {
    const drops = xrpToDrops(plain);
    return drops > 0n && drops <= MAX_TRADE_DROPS ? drops : undefined;
  } catch {
    return undefined;
  }
}

/** One preset amount, in XRP. */
export function validateQuickBuyAmount(text: string): Validation<string> {
  const drops = tradeDrops(text);
  return drops === undefined
    ? invalid(QUICK_TRADE_ERRORS.presetInvalid(text.trim()))
    : valid(dropsToXrp(drops));
}

/** The one-click cap of a wallet, in XRP. */
export function validateOneClickCap(text: string): Validation<string> {
  const drops = tradeDrops(text);
  return drops === undefined ? invalid(QUICK_TRADE_ERRORS.capInvalid) : valid(dropsToXrp(drops));
}

/** A list of presets, kept in the user's order. */
export function validateQuickBuyPresets(list: readonly string[]): Validation<string[]> {
  if (list.length < MIN_QUICK_BUY_PRESETS || list.length > MAX_QUICK_BUY_PRESETS) {
    return invalid(QUICK_TRADE_ERRORS.presetCount(MIN_QUICK_BUY_PRESETS, MAX_QUICK_BUY_PRESETS));
  }
  const clean: string[] = [];
  for (const text of list) {
    const one = validateQuickBuyAmount(text);
    if (!one.ok) return one;
    if (clean.includes(one.value)) return invalid(QUICK_TRADE_ERRORS.presetDuplicate(one.value));
    clean.push(one.value);
  }
  return valid(clean);
}

/** Presets typed in one field, separated by spaces or commas: '1 5, 10 25'. */
export function parseQuickBuyPresets(text: string): Validation<string[]> {
  return validateQuickBuyPresets(text.split(/[\s,]+/).filter((t) => t !== ''));
}

/** True when a buy of `xrp` may skip the review under `cap` (both XRP text; a bad one never skips). */
export function isWithinOneClickCap(xrp: string, cap: string): boolean {
  const amount = tradeDrops(xrp);
  const limit = tradeDrops(cap);
  return amount !== undefined && limit !== undefined && amount <= limit;
}
