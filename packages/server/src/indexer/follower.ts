/**
 * The follower: keeps the database at the ledger's latest validated ledger. It subscribes to the ledger
 * stream, and for every ledger after the last one stored fetches it whole (transactions expanded) and
 * stores it; the same path backfills after a restart or a gap, so nothing is skipped or counted twice.
 * When the ledger server goes away it reconnects and catches up.
 */
import type { ServerEvent } from '@horizon/core';
import { Client } from 'xrpl';
import type { Database } from '../db/index.js';
import { tradeView } from '../market/format.js';
import { type Dec, dec, toPlain } from './decimal.js';
import { type DerivedLedger, deriveLedger } from './derive-ledger.js';
import type { MarketEvents } from './events.js';
import { type ValidatedLedger, readLedger } from './ledger-json.js';
import { lastStoredLedger, storeLedgers } from './store.js';
import { tokenUpdateEvent } from './token-events.js';

export interface FollowerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface FollowerOptions {
  readonly url: string;
  readonly db: Database;
  readonly events?: MarketEvents;
  readonly usdTokenId?: string | undefined;
  /** Where an empty database starts: the oldest ledger the server has (default) or its current one. */
  readonly start?: 'earliest' | 'current' | number;
  readonly log?: FollowerLog;
  /** Wait between attempts when the ledger cannot be reached (ms). */
  readonly retryMs?: number;
  /** Most ledgers stored in one transaction while catching up (default 50). */
  readonly batchSize?: number;
}

const DEFAULT_BATCH = 50;
const PARALLEL_FETCHES = 8;

const silent: FollowerLog = { info: () => undefined, warn: () => undefined };

/** The lowest ledger of the range of complete ledgers that reaches `validated` ("1-5,8-20" → 8). */
export function contiguousStart(completeLedgers: string, validated: number): number {
  for (const range of completeLedgers.split(',')) {
    const [low, high = low] = range.split('-').map(Number) as [number, number?];
    if (low <= validated && validated <= (high ?? low)) return low;
  }
  return validated;
}

export class LedgerFollower {
  readonly #options: FollowerOptions;
  readonly #client: Client;
  readonly #log: FollowerLog;
  readonly #prices = new Map<string, Dec>();
  readonly #waiters: { index: number; resolve: () => void }[] = [];
  #last: number | null = null;
  #target = 0;
  #pumping: Promise<void> | undefined;
  #stopped = false;

  constructor(options: FollowerOptions) {
    this.#options = options;
    this.#log = options.log ?? silent;
    this.#client = new Client(options.url, { connectionTimeout: 5000, timeout: 20_000 });
    this.#client.on('error', () => undefined);
    this.#client.on('connected', () => void this.#onConnected());
    this.#client.on('ledgerClosed', (ledger) => this.#onLedger(ledger.ledger_index));
  }

  /** The newest ledger stored. */
  get lastLedger(): number | null {
    return this.#last;
  }

  async start(): Promise<void> {
    this.#last = await lastStoredLedger(this.#options.db);
    await this.#loadPrices();
    void this.#connectLoop();
  }

  /** Resolves once ledger `index` (or a later one) is stored. */
  waitFor(index: number): Promise<void> {
    if (this.#last !== null && this.#last >= index) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ index, resolve }));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#pumping?.catch(() => undefined);
    if (this.#client.isConnected()) await this.#client.disconnect().catch(() => undefined);
  }

  async #connectLoop(): Promise<void> {
    while (!this.#stopped && !this.#client.isConnected()) {
      try {
        await this.#client.connect();
      } catch (error) {
        this.#log.warn(
          { err: String(error), url: this.#options.url },
          'indexer cannot reach the ledger; retrying',
        );
        await sleep(this.#options.retryMs ?? 1000);
      }
    }
  }

  async #onConnected(): Promise<void> {
    try {
      const subscribed = await this.#client.request({ command: 'subscribe', streams: ['ledger'] });
      const result = subscribed.result as { ledger_index?: number; validated_ledgers?: string };
      if (this.#last === null) this.#last = await this.#startingPoint(result);
      this.#onLedger(Number(result.ledger_index ?? 0));
    } catch (error) {
      this.#log.warn({ err: String(error) }, 'indexer could not subscribe to the ledger stream');
    }
  }

  /** The ledger before the first one to index on an empty database. */
  async #startingPoint(result: { ledger_index?: number; validated_ledgers?: string }): Promise<number> {
    const validated = Number(result.ledger_index ?? 0);
    const start = this.#options.start ?? 'earliest';
    if (typeof start === 'number') return start - 1;
    if (start === 'current') return validated - 1;
    return contiguousStart(result.validated_ledgers ?? String(validated), validated) - 1;
  }

  #onLedger(index: number): void {
    if (index > this.#target) this.#target = index;
    this.#pumping ??= this.#pump().finally(() => {
      this.#pumping = undefined;
      if (!this.#stopped && this.#last !== null && this.#last < this.#target) this.#onLedger(this.#target);
    });
  }

  async #pump(): Promise<void> {
    while (!this.#stopped && this.#last !== null && this.#last < this.#target) {
      const from = this.#last + 1;
      const to = Math.min(this.#target, from + (this.#options.batchSize ?? DEFAULT_BATCH) - 1);
      let ledgers: ValidatedLedger[];
      try {
        ledgers = await this.#fetchRange(from, to);
      } catch (error) {
        this.#log.warn({ err: String(error), ledger: from }, 'indexer could not fetch a ledger; will retry');
        await sleep(this.#options.retryMs ?? 1000);
        if (!this.#client.isConnected()) return;
        continue;
      }
      await this.#ingest(ledgers);
    }
  }

  /** Ledgers from..to, fetched a few at a time in parallel, answered in order. */
  async #fetchRange(from: number, to: number): Promise<ValidatedLedger[]> {
    const out: ValidatedLedger[] = [];
    for (let start = from; start <= to; start += PARALLEL_FETCHES) {
      const end = Math.min(to, start + PARALLEL_FETCHES - 1);
      const indexes = Array.from({ length: end - start + 1 }, (_, i) => start + i);
      out.push(...(await Promise.all(indexes.map((index) => this.#fetch(index)))));
    }
    return out;
  }

  async #fetch(index: number): Promise<ValidatedLedger> {
    const response = await this.#client.request({
      command: 'ledger',
      ledger_index: index,
      transactions: true,
      expand: true,
    } as never);
    const result = (response as { result: { ledger: Parameters<typeof readLedger>[0]; validated?: boolean } })
      .result;
    if (result.validated === false) throw new Error(`ledger ${index} is not validated yet`);
    return readLedger(result.ledger);
  }

  async #ingest(ledgers: readonly ValidatedLedger[]): Promise<void> {
    const lookup = (tokenId: string) => this.#prices.get(tokenId);
    const derived = ledgers.map((ledger) => {
      const one = deriveLedger(ledger, lookup);
      for (const t of one.trades) if (t.role === 'taker') this.#prices.set(t.tokenId, t.priceInXrp);
      return one;
    });
    const stored = await storeLedgers(this.#options.db, derived, { usdTokenId: this.#options.usdTokenId });
    const last = ledgers.at(-1)?.ledgerIndex ?? this.#last ?? 0;
    this.#last = last;
    for (const update of stored.tokenUpdates) {
      if (update.price_in_xrp !== '0') this.#prices.set(update.token_id, dec(update.price_in_xrp));
    }
    for (const waiter of this.#waiters.filter((w) => w.index <= last)) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (!stored.stored) return;
    for (const ledger of derived) this.#publish(ledger, []);
    this.#publish(undefined, stored.tokenUpdates.map(tokenUpdateEvent));
  }

  #publish(derived: DerivedLedger | undefined, tokenEvents: ServerEvent[]): void {
    const events = this.#options.events;
    if (!events) return;
    for (const event of tokenEvents) events.emit(event);
    if (!derived) return;
    events.emit({
      type: 'ledger',
      ledger_index: derived.ledgerIndex,
      ledger_hash: derived.ledgerHash,
      close_time: new Date(derived.closeTime * 1000).toISOString(),
      txn_count: derived.txCount,
    });
    for (const trade of derived.trades) {
      events.emit({
        type: 'trade',
        trade: tradeView({
          tx_hash: trade.txHash,
          ledger_index: trade.ledgerIndex,
          executed_at: new Date(trade.executedAt * 1000),
          classic_address: trade.account,
          token_id: trade.tokenId,
          side: trade.side,
          xrp_drops: trade.xrpDrops,
          token_amount: toPlain(trade.tokenAmount),
          price_in_xrp: toPlain(trade.priceInXrp),
        }),
      });
    }
  }

  async #loadPrices(): Promise<void> {
    const rows = await this.#options.db.query<{ token_id: string; price: string }>(
      'SELECT token_id, price_in_xrp::text AS price FROM token_data WHERE price_in_xrp > 0',
    );
    for (const row of rows) this.#prices.set(row.token_id, dec(row.price));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
