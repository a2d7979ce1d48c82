/**
 * Volumes and the 24 h change move with time even when a token does not trade (its 24 h-old price changes,
 * old volume leaves the window): after a ledger close, at most once a minute, the tokens with a pool or recent
 * volume are recomputed as of now and their updates published like the indexer's.
 */
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/index.js';
import type { MarketEvents } from '../indexer/events.js';
import { tokenUpdateEvent } from '../views/token-update-event.js';
import { refreshActiveTokens } from '../indexer/token-data.js';

export const TIME_REFRESH_MS = 60_000;

export interface TimeRefreshDeps {
  readonly db: Queryable;
  readonly events: MarketEvents;
  readonly clock: Clock;
  readonly usdTokenId?: string | undefined;
}

export function refreshWithTime(d: TimeRefreshDeps, everyMs = TIME_REFRESH_MS): void {
  let last = Number.NEGATIVE_INFINITY;
  let running = false;
  d.events.subscribe((event) => {
    if (event.type !== 'ledger' || running || d.clock.now() - last < everyMs) return;
    running = true;
    last = d.clock.now();
    refreshActiveTokens(d.db, Math.floor(last / 1000), d.usdTokenId)
      .then((updates) => updates.forEach((update) => d.events.emit(tokenUpdateEvent(update))))
      .catch(() => undefined)
      .finally(() => (running = false));
  });
}
