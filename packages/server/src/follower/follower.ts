/**
 * The follower: keeps the database at the ledger's latest validated ledger. It subscribes to the ledger
 * stream, and for every ledger after the last one stored fetches it whole (transactions expanded) and
 * stores it; the same path backfills after a restart or a gap, so nothing is skipped or counted twice.
 * It uses the server's one LedgerConnection, which heals when the ledger server goes away and subscribes again;
 * on every (re)subscribe it resumes from the last ledger the database holds, as after a restart, and catches up.
 */
import type { ServerEvent } from '@horizon/core';
import type { Database } from '../db/index.js';
import { tradeView } from '../views/contract-views.js';
import type { Cancel, ConnectionLog, LedgerConnection, SubscribeResult } from '../xrpl/index.js';
import { type Decimal, decimalText, requireDecimal } from '@horizon/core';
import { type DerivedLedger, deriveLedger } from '../indexer/derive-ledger.js';
import type { MarketEvents } from '../indexer/events.js';
import { type ValidatedLedger, readLedger } from '../indexer/ledger-json.js';
import { lastStoredLedger, storeLedgers } from '../indexer/store.js';
import { tokenUpdateEvent } from '../views/token-update-event.js';

export type FollowerLog = ConnectionLog;

export interface FollowerOptions {
  /** The server's connection to the ledger (the follower neither opens nor closes it for others). */
  readonly connection: LedgerConnection;
  readonly db: Database;
  readonly events?: MarketEvents;
  readonly usdTokenId?: string | undefined;
  /** Where an empty database starts: the oldest ledger the server has (default) or its current one. */
  readonly start?: 'earliest' | 'current' | number;
  readonly log?: FollowerLog;
  /** Wait before fetching a ledger again when the ledger answered with an error (ms). */
  readonly retryMs?: number;
  /** Most ledgers stored in one transaction while catching up (default 50). */
  readonly batchSize?: number;
}

/** How far the index is from the ledger, for readiness checks and metrics. */
export interface FollowerStatus {
  /** The connection to the ledger is up. */
  readonly connected: boolean;
  /** The newest ledger stored; null before the first. */
  readonly lastIndexedLedger: number | null;
  /** The newest validated ledger the ledger server announced; null before the first. */
  readonly latestLedger: number | null;
  /** Validated ledgers not stored yet (0 when caught up). */
  readonly behind: number;
}

const DEFAULT_BATCH = 50;
// A whole ledger with its transactions, expanded, may take a while to answer.
const FETCH_TIMEOUT_MS = 20_000;
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
  readonly #ledger: LedgerConnection;
  readonly #log: FollowerLog;
  readonly #prices = new Map<string, Decimal>();
  readonly #waiters: { index: number; resolve: () => void }[] = [];
  readonly #cancels: Cancel[] = [];
  #last: number | null = null;
  #target = 0;
  #pumping: Promise<void> | undefined;
  #stopped = false;
  /** Set while catching up after a (re)connect found the index behind: when, and how far. */
  #behind: { since: number; from: number } | null = null;

  constructor(options: FollowerOptions) {
    this.#options = options;
    this.#log = options.log ?? silent;
    this.#ledger = options.connection;
  }

  /** The newest ledger stored. */
  get lastLedger(): number | null {
    return this.#last;
  }

  status(): FollowerStatus {
    const latest = this.#target > 0 ? this.#target : null;
    const behind = latest !== null && this.#last !== null ? Math.max(0, latest - this.#last) : 0;
    return { connected: this.#ledger.connected, lastIndexedLedger: this.#last, latestLedger: latest, behind };
  }

  async start(): Promise<void> {
    this.#last = await lastStoredLedger(this.#options.db);
    await this.#loadPrices();
    this.#cancels.push(
      this.#ledger.onLedgerClosed((index) => this.#onLedger(index)),
      this.#ledger.subscribe({
        streams: ['ledger'],
        onSubscribed: (result) => this.#onSubscribed(result),
        onFailed: (error) =>
          this.#log.warn({ err: String(error) }, 'indexer could not subscribe to the ledger stream'),
        retryMs: this.#options.retryMs ?? 1000,
      }),
    );
  }

  /** Resolves once ledger `index` (or a later one) is stored. */
  waitFor(index: number): Promise<void> {
    if (this.#last !== null && this.#last >= index) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ index, resolve }));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const cancel of this.#cancels.splice(0)) cancel();
    await this.#pumping?.catch(() => undefined);
  }

  /**
   * After every (re)subscribe: resume from what the database holds, as after a restart. A failure here is the
   * subscription's: still connected (the ledger refused), the connection asks again; cut off, the next connect does.
   */
  async #onSubscribed(result: SubscribeResult): Promise<void> {
    if (this.#stopped) return;
    // A fetch cut off by the outage may still be storing: the database says where to resume once it is done.
    await this.#pumping?.catch(() => undefined);
    this.#last = (await lastStoredLedger(this.#options.db)) ?? (await this.#startingPoint(result));
    const latest = Number(result.ledger_index ?? 0);
    if (latest > this.#target) this.#target = latest;
    if (this.#target - this.#last > 1) {
      this.#behind = { since: Date.now(), from: this.#last };
      this.#log.info(
        { last_indexed: this.#last, latest: this.#target, behind: this.#target - this.#last },
        'indexer is behind the ledger; catching up',
      );
    }
    this.#onLedger(latest);
  }

  /** The ledger before the first one to index on an empty database. */
  async #startingPoint(result: SubscribeResult): Promise<number> {
    const validated = Number(result.ledger_index ?? 0);
    const start = this.#options.start ?? 'earliest';
    if (typeof start === 'number') return start - 1;
    if (start === 'current') return validated - 1;
    return contiguousStart(result.validated_ledgers ?? String(validated), validated) - 1;
  }

  #onLedger(index: number): void {
    if (index > this.#target) this.#target = index;
    this.#pumping ??= this.#pump()
      .catch(async (error: unknown) => {
        this.#log.warn({ err: String(error) }, 'indexer could not store a ledger; will retry');
        await sleep(this.#options.retryMs ?? 1000);
      })
      .finally(() => {
        this.#pumping = undefined;
        if (this.#canPump()) this.#onLedger(this.#target);
      });
  }

  #canPump(): boolean {
    return !this.#stopped && this.#ledger.connected && this.#last !== null && this.#last < this.#target;
  }

  async #pump(): Promise<void> {
    while (this.#canPump() && this.#last !== null) {
      const from = this.#last + 1;
      const to = Math.min(this.#target, from + (this.#options.batchSize ?? DEFAULT_BATCH) - 1);
      let ledgers: ValidatedLedger[];
      try {
        ledgers = await this.#fetchRange(from, to);
      } catch (error) {
        // Cut off: the reconnect resumes from the database. Otherwise the ledger refused: wait and ask again.
        if (!this.#ledger.connected) return;
        this.#log.warn({ err: String(error), ledger: from }, 'indexer could not fetch a ledger; will retry');
        await sleep(this.#options.retryMs ?? 1000);
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
    const response = await this.#ledger.request(
      { command: 'ledger', ledger_index: index, transactions: true, expand: true },
      { timeoutMs: FETCH_TIMEOUT_MS },
    );
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
      if (update.price_in_xrp !== '0') this.#prices.set(update.token_id, requireDecimal(update.price_in_xrp));
    }
    if (this.#behind && last >= this.#target) {
      this.#log.info(
        { ledger: last, ledgers: last - this.#behind.from, took_ms: Date.now() - this.#behind.since },
        'indexer caught up with the ledger',
      );
      this.#behind = null;
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
          token_amount: decimalText(trade.tokenAmount),
          price_in_xrp: decimalText(trade.priceInXrp),
        }),
      });
    }
  }

  async #loadPrices(): Promise<void> {
    const rows = await this.#options.db.query<{ token_id: string; price: string }>(
      'SELECT token_id, price_in_xrp::text AS price FROM token_data WHERE price_in_xrp > 0',
    );
    for (const row of rows) this.#prices.set(row.token_id, requireDecimal(row.price));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
