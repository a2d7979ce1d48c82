/** The indexer's live events (new trade, ledger close, token update), fanned out to GET /api/events. */
import type { ServerEvent } from '@horizon/core';

export type EventListener = (event: ServerEvent) => void;

export class MarketEvents {
  readonly #listeners = new Set<EventListener>();

  /** Adds a listener; the answer removes it. */
  subscribe(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(event: ServerEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch {
        // One broken subscriber (a closed stream) must not stop the others.
      }
    }
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
