/**
 * The server's one WebSocket to the ledger (xrpl.js), shared by every adapter (gateway, trade ledger, market
 * reads, escrow clock, the indexer's follower), and the only owner of an xrpl.js Client. It heals: when the
 * ledger server goes away it retries with backoff until it is back, then subscribes again to every stream its
 * users subscribed to (streams are per connection; stream-subscriptions.ts keeps them) and runs every
 * `onConnected` listener again. xrpl.js retries once by itself and then gives up; this does not. While the ledger
 * is away, requests fail at once with LedgerUnavailableError instead of waiting on it.
 */
import { type BackoffPolicy, RECONNECT_BACKOFF, backoffDelay } from '@horizon/core';
import { Client, RippledError } from 'xrpl';
import { LedgerUnavailableError } from './gateway.js';
import { type Cancel, type StreamSubscription, StreamSubscriptions } from './stream-subscriptions.js';

export interface ConnectionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

export interface LedgerConnectionOptions {
  /** Names the connection in log lines ("indexer", …). */
  readonly name?: string;
  readonly log?: ConnectionLog;
  readonly backoff?: BackoffPolicy;
  /** Longest wait for one request's answer unless the call says otherwise (ms; default 10 s). */
  readonly timeoutMs?: number;
  /** Longest wait for the socket to open (ms). */
  readonly connectionTimeoutMs?: number;
}

export interface ConnectionStatus {
  readonly connected: boolean;
  /** When the connection was lost (epoch ms); null while connected or before the first attempt. */
  readonly downSince: number | null;
  /** Attempts that failed since the connection was last up. */
  readonly failedAttempts: number;
  /** The newest validated ledger the ledger stream announced; null before the first. */
  readonly lastLedger: number | null;
}

export interface CallOptions {
  /** Longest wait for the answer (ms); default the connection's timeoutMs. */
  readonly timeoutMs?: number;
}

type State = 'idle' | 'connecting' | 'connected' | 'waiting' | 'closed';

// A warning now and then while the ledger stays away; the retries in between are debug lines.
const WARN_EVERY_FAILURES = 10;

const silent: ConnectionLog = { info: () => undefined, warn: () => undefined };

const DEFAULT_TIMEOUT_MS = 10_000;
// xrpl.js's own limit only backs up each call's (a whole ledger with its transactions may take long).
const CLIENT_TIMEOUT_MS = 60_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}

export class LedgerConnection {
  readonly url: string;
  readonly #client: Client;
  #log: ConnectionLog;
  readonly #name: string;
  readonly #backoff: BackoffPolicy;
  readonly #timeoutMs: number;
  readonly #listeners: (() => Promise<void> | void)[] = [];
  readonly #subscriptions: StreamSubscriptions;
  #lastLedger: number | null = null;
  #state: State = 'idle';
  #attempt: Promise<void> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #failures = 0;
  #everConnected = false;
  #downSince: number | null = null;

  constructor(url: string, options: LedgerConnectionOptions = {}) {
    this.url = url;
    this.#log = options.log ?? silent;
    this.#name = options.name ?? 'ledger client';
    this.#backoff = options.backoff ?? RECONNECT_BACKOFF;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#client = new Client(url, {
      connectionTimeout: options.connectionTimeoutMs ?? 5000,
      timeout: Math.max(CLIENT_TIMEOUT_MS, this.#timeoutMs),
    });
    this.#client.on('error', () => undefined);
    this.#client.on('disconnected', (code) => this.#lost(code));
    // xrpl.js's own single retry (or its heartbeat's) may be the one that gets through.
    this.#client.on('connected', () => this.#up());
    this.#client.on('ledgerClosed', (ledger) => {
      if (this.#lastLedger === null || ledger.ledger_index > this.#lastLedger)
        this.#lastLedger = ledger.ledger_index;
    });
    this.#subscriptions = new StreamSubscriptions({
      isConnected: () => this.connected,
      request: (request) => this.request(request),
      warn: (details, message) => this.#log.warn({ connection: this.#name, ...details }, message),
    });
  }

  /** Where its lines go from now on (the running server's logger exists only once the app is built). */
  logTo(log: ConnectionLog): void {
    this.#log = log;
  }

  get connected(): boolean {
    return this.#state === 'connected' && this.#client.isConnected();
  }

  status(): ConnectionStatus {
    return {
      connected: this.connected,
      downSince: this.#downSince,
      failedAttempts: this.#failures,
      lastLedger: this.#lastLedger,
    };
  }

  /** Runs `listener` after every connect, the first and each one after a loss. */
  onConnected(listener: () => Promise<void> | void): Cancel {
    this.#listeners.push(listener);
    return () => remove(this.#listeners, listener);
  }

  /** Each validated ledger's index, once someone has subscribed to the ledger stream. */
  onLedgerClosed(listener: (ledgerIndex: number) => void): Cancel {
    const heard = (ledger: { ledger_index: number }) => listener(ledger.ledger_index);
    this.#client.on('ledgerClosed', heard);
    return () => this.#client.off('ledgerClosed', heard);
  }

  /**
   * Subscribes to `subscription.streams` now (or at the first connect) and again after every reconnect. Cancelling
   * stops the replays; the streams stay on for this connection's other users.
   */
  subscribe(subscription: StreamSubscription): Cancel {
    const cancel = this.#subscriptions.add(subscription);
    if (!this.connected) this.open();
    return cancel;
  }

  /** Starts connecting (and keeps the connection up from then on); requests do it on first use. */
  open(): void {
    if (this.#state === 'idle') this.#connect();
  }

  /**
   * One call on the connected client. The first use waits for the first connect; after a loss it fails at once
   * until the ledger is back. rippled's own error answers (RippledError) pass through; any other failure is
   * LedgerUnavailableError (the API answers 503).
   */
  async call<T>(run: (client: Client) => Promise<T>, options: CallOptions = {}): Promise<T> {
    this.open();
    if (!this.#everConnected && this.#attempt) await this.#attempt;
    if (!this.connected) throw new LedgerUnavailableError(`Not connected to the ledger at ${this.url}`);
    try {
      return await withTimeout(run(this.#client), options.timeoutMs ?? this.#timeoutMs);
    } catch (error) {
      if (error instanceof RippledError) throw error;
      throw new LedgerUnavailableError('The ledger did not answer', { cause: error });
    }
  }

  /** One request in rippled's JSON, its whole response answered (see `call`). */
  request<T = unknown>(request: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
    return this.call((client) => client.request(request as never) as Promise<T>, options);
  }

  async close(): Promise<void> {
    this.#state = 'closed';
    clearTimeout(this.#retry);
    await this.#attempt?.catch(() => undefined);
    await this.#client.disconnect().catch(() => undefined);
  }

  #connect(): void {
    if (this.#state === 'closed' || this.#state === 'connected' || this.#attempt) return;
    this.#state = 'connecting';
    this.#attempt = this.#client.connect().then(
      () => {
        this.#attempt = undefined;
        this.#up();
      },
      (error: unknown) => {
        this.#attempt = undefined;
        this.#failed(error);
      },
    );
  }

  #failed(error: unknown): void {
    if (this.#state === 'closed' || this.#client.isConnected()) return;
    this.#downSince ??= Date.now();
    this.#failures += 1;
    const delayMs = backoffDelay(this.#failures, this.#backoff);
    const details = {
      connection: this.#name,
      url: this.url,
      attempt: this.#failures,
      retry_in_ms: delayMs,
      err: String(error),
    };
    if (this.#failures === 1 || this.#failures % WARN_EVERY_FAILURES === 0)
      this.#log.warn(
        { ...details, down_ms: Date.now() - this.#downSince },
        'cannot reach the ledger; retrying',
      );
    else this.#log.debug?.(details, 'cannot reach the ledger yet; retrying');
    this.#wait(delayMs);
  }

  #wait(delayMs: number): void {
    this.#state = 'waiting';
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => this.#connect(), delayMs);
    this.#retry.unref();
  }

  #lost(code: number): void {
    if (this.#state !== 'connected') return;
    this.#downSince = Date.now();
    this.#failures = 0;
    this.#log.warn({ connection: this.#name, url: this.url, code }, 'lost the connection to the ledger');
    this.#wait(backoffDelay(0, this.#backoff));
  }

  #up(): void {
    if (this.#state === 'closed' || this.#state === 'connected' || !this.#client.isConnected()) return;
    clearTimeout(this.#retry);
    this.#state = 'connected';
    const details = { connection: this.#name, url: this.url };
    if (this.#downSince !== null)
      this.#log.info(
        { ...details, down_ms: Date.now() - this.#downSince, attempts: this.#failures },
        'connected to the ledger again',
      );
    else this.#log.info(details, 'connected to the ledger');
    this.#everConnected = true;
    this.#downSince = null;
    this.#failures = 0;
    this.#subscriptions.resubscribeAll();
    for (const listener of [...this.#listeners]) {
      void Promise.resolve()
        .then(listener)
        .catch((error: unknown) =>
          this.#log.warn({ connection: this.#name, err: String(error) }, 'reconnect step failed'),
        );
    }
  }
}
