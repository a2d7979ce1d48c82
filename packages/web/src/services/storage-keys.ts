/**
 * Every browser-storage key the app shell owns. New keys of ours start with `horizon:` so that the
 * startup cleanup of legacy keys (spec §4) can never remove them.
 */
export const STORAGE_KEYS = {
  /** localStorage: the app-version marker (spec §3 "Other local key"). */
  appVersion: 'app_version',
  /** sessionStorage: where to return after verification (spec §4 "redirect-after-verify key"). */
  redirectAfterVerify: 'horizon:redirect_after_verify',
  /** sessionStorage: a referral code kept across the verification detour (spec §4). */
  referralCode: 'horizon:referral_code',
  /** localStorage: the search history (spec §3 "Search history item"). */
  searchHistory: 'horizon:search_history',
  /** localStorage: quick-buy presets, the chosen one, and each wallet's one-click cap (a per-browser choice). */
  quickBuy: 'horizon:quick_buy',
  /** localStorage: the token launch in progress (named before the `horizon:` rule; kept for launches under way). */
  pendingLaunch: 'horizon_pending_launch',
  /** sessionStorage: wallets proved to this session (a reload keeps the server's binding, not the tab's memory). */
  provedWallets: 'horizon:proved_wallets',
  /** localStorage: wallets added whose registration with the server has not answered yet (resumed on load). */
  registrationPending: 'horizon:registration_pending',
} as const;

/** The part of Web Storage the app uses, so rules can be tested with a plain map. */
export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that may be missing or throw (private mode, disabled cookies): reads give null, writes are dropped. */
export function safeGet(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function safeSet(store: KeyValueStore | undefined, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app works without remembering.
  }
}

export function safeRemove(store: KeyValueStore | undefined, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // As above.
  }
}

/** All keys of a store (a snapshot, safe to remove while iterating). */
export function storeKeys(store: KeyValueStore): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The browser's stores, or undefined where storage is unavailable. */
export function browserStore(kind: 'local' | 'session'): KeyValueStore | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
