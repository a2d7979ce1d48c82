/**
 * Whether each wallet has premium (spec §6), as the server's check_if_premium_wallet answers, kept in the
 * wallet's cache record (premiumStatus, lastChecked) so the header's menu knows it at once after a reload.
 * Refreshed when the active wallet changes and after a premium payment.
 */
import type { WalletCache } from '../cache/index.js';

/**
 * The premium state the UI goes by: without a wallet nobody is premium; null while unknown. 'Premium Feature'
 * labels show only for false (spec §2: for non-premium users), so a premium wallet never sees one.
 */
export function premiumOf(activeAddress: string | null, checked: boolean | null): boolean | null {
  return activeAddress === null ? false : checked;
}

export interface PremiumStatusDeps {
  readonly check: (address: string) => Promise<boolean>;
  readonly cache: WalletCache;
  /** Whether the wallet is still listed: an answer arriving after its removal must not recreate its cache. */
  readonly isListed: (address: string) => boolean;
  readonly now?: () => number;
}

export class PremiumStatus {
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<string, Promise<boolean | null>>();
  private readonly now: () => number;

  constructor(private readonly deps: PremiumStatusDeps) {
    this.now = deps.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The last answer for a listed wallet; null when never checked (or not listed). */
  get(address: string): boolean | null {
    if (!this.deps.isListed(address)) return null;
    return this.deps.cache.get(address)?.premiumStatus ?? null;
  }

  /** Asks the server again (one request per wallet at a time); a failed check keeps the last answer. */
  refresh(address: string): Promise<boolean | null> {
    let pending = this.inFlight.get(address);
    if (!pending) {
      pending = this.ask(address).finally(() => this.inFlight.delete(address));
      this.inFlight.set(address, pending);
    }
    return pending;
  }

  private async ask(address: string): Promise<boolean | null> {
    let premium: boolean;
    try {
      premium = await this.deps.check(address);
    } catch {
      return this.get(address);
    }
    if (!this.deps.isListed(address)) return null;
    this.deps.cache.update(address, (r) => ({ ...r, premiumStatus: premium, lastChecked: this.now() }));
    this.listeners.forEach((l) => l());
    return premium;
  }
}
