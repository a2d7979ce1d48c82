/**
 * Quick-buy settings, per browser: the preset amounts, the one the markets table buys with, and the wallets
 * that opted out of the review for small buys with their cap. Whatever is stored is validated again on read:
 * a bad or tampered entry falls back to the defaults instead of reaching a trade.
 */
import {
  DEFAULT_QUICK_BUY_PRESETS_XRP,
  isWalletAddressShape,
  validateOneClickCap,
  validateQuickBuyAmount,
  validateQuickBuyPresets,
} from '@horizon/core';
import { type KeyValueStore, STORAGE_KEYS, safeGet, safeSet } from '../services/storage-keys.js';

export interface QuickBuySettings {
  readonly presets: readonly string[];
  /** The preset the markets table's buttons buy with. */
  readonly selected: string;
  /** Wallet address → the largest buy (XRP) that skips the review. A wallet not listed always reviews. */
  readonly oneClickCaps: Readonly<Record<string, string>>;
}

export const DEFAULT_QUICK_BUY_SETTINGS: QuickBuySettings = Object.freeze({
  presets: DEFAULT_QUICK_BUY_PRESETS_XRP,
  selected: DEFAULT_QUICK_BUY_PRESETS_XRP[0] ?? '1',
  oneClickCaps: Object.freeze({}),
});

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function capsOf(value: unknown): Record<string, string> {
  const caps: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return caps;
  for (const [address, cap] of Object.entries(value)) {
    const check = typeof cap === 'string' ? validateOneClickCap(cap) : null;
    if (check?.ok && isWalletAddressShape(address)) caps[address] = check.value;
  }
  return caps;
}

/** The stored settings, each part checked; the defaults for what is missing or bad. */
export function readQuickBuySettings(store: KeyValueStore | undefined): QuickBuySettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(safeGet(store, STORAGE_KEYS.quickBuy) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the defaults.
  }
  const presetsCheck = validateQuickBuyPresets(strings(raw['presets']));
  const presets = presetsCheck.ok ? presetsCheck.value : DEFAULT_QUICK_BUY_SETTINGS.presets;
  const chosen = typeof raw['selected'] === 'string' ? validateQuickBuyAmount(raw['selected']) : null;
  const selected = chosen?.ok && presets.includes(chosen.value) ? chosen.value : (presets[0] ?? '1');
  return { presets, selected, oneClickCaps: capsOf(raw['oneClickCaps']) };
}

export function writeQuickBuySettings(store: KeyValueStore | undefined, settings: QuickBuySettings): void {
  safeSet(store, STORAGE_KEYS.quickBuy, JSON.stringify(settings));
}

/** The wallet's one-click cap, or null when it reviews every buy. */
export function oneClickCapOf(settings: QuickBuySettings, address: string | null): string | null {
  return (address && settings.oneClickCaps[address]) || null;
}

/** The settings with the wallet's cap set (a cap) or removed (null). */
export function withOneClickCap(
  settings: QuickBuySettings,
  address: string,
  cap: string | null,
): QuickBuySettings {
  const { [address]: _old, ...others } = settings.oneClickCaps;
  return { ...settings, oneClickCaps: cap === null ? others : { ...others, [address]: cap } };
}
