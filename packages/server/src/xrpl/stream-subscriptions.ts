/**
 * The ledger connection's subscription bookkeeping: which streams its users asked for, subscribing each now and
 * again after every reconnect (rippled keeps streams per connection), retried while connected until it goes
 * through. The connection supplies the link (connected or not, one request) and where warnings go.
 */

/** rippled's answer to `subscribe` (the ledger stream's carries the latest validated ledger). */
export interface SubscribeResult {
  readonly ledger_index?: number;
  readonly validated_ledgers?: string;
  readonly [field: string]: unknown;
}

/** Streams a user wants, asked for now and again after every reconnect. */
export interface StreamSubscription {
  readonly streams: readonly string[];
  /** Runs with each answer: the first subscribe and every one after a reconnect. */
  readonly onSubscribed?: (result: SubscribeResult) => Promise<void> | void;
  /** Told when subscribing (or onSubscribed) failed while connected; it is tried again after retryMs. */
  readonly onFailed?: (error: unknown) => void;
  /** Wait before subscribing again after a failure (ms; default 1 s). */
  readonly retryMs?: number;
}

/** Undoes a registration: the listener or subscription is not run again. */
export type Cancel = () => void;

/** What the subscriptions need of the connection that holds them. */
export interface SubscriptionLink {
  isConnected(): boolean;
  request<T>(request: Record<string, unknown>): Promise<T>;
  warn(details: object, message: string): void;
}

interface Registered extends StreamSubscription {
  cancelled: boolean;
}

const DEFAULT_RETRY_MS = 1000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export class StreamSubscriptions {
  readonly #registered: Registered[] = [];

  constructor(private readonly link: SubscriptionLink) {}

  /** Keeps `subscription` for every reconnect and subscribes it now when connected; the Cancel forgets it. */
  add(subscription: StreamSubscription): Cancel {
    const registered: Registered = { ...subscription, cancelled: false };
    this.#registered.push(registered);
    if (this.link.isConnected()) void this.#subscribeNow(registered);
    return () => {
      registered.cancelled = true;
      const at = this.#registered.indexOf(registered);
      if (at >= 0) this.#registered.splice(at, 1);
    };
  }

  /** After a (re)connect: every subscription is asked for again. */
  resubscribeAll(): void {
    for (const subscription of [...this.#registered]) void this.#subscribeNow(subscription);
  }

  /** One subscription's subscribe and answer, tried again while connected until it goes through. */
  async #subscribeNow(subscription: Registered): Promise<void> {
    while (this.link.isConnected() && !subscription.cancelled) {
      try {
        const answer = await this.link.request<{ result: SubscribeResult }>({
          command: 'subscribe',
          streams: [...subscription.streams],
        });
        if (!subscription.cancelled) await subscription.onSubscribed?.(answer.result);
        return;
      } catch (error) {
        if (subscription.cancelled) return;
        if (subscription.onFailed) subscription.onFailed(error);
        else
          this.link.warn(
            { streams: subscription.streams, err: String(error) },
            'could not subscribe to the ledger; retrying',
          );
        await sleep(subscription.retryMs ?? DEFAULT_RETRY_MS);
      }
    }
  }
}
