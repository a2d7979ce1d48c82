/**
 * An EventSource that heals. The browser reconnects a dropped stream by itself, but an answer that is not an
 * event stream (a 503 from a server shutting down, a proxy's 502 while the server restarts, a 429) closes it
 * for good: then a new one is opened after a backoff wait (core's RECONNECT_BACKOFF), until `close()`.
 */
import { RECONNECT_BACKOFF, backoffDelay } from '@horizon/core';

/** The part of the browser's EventSource used here (tests pass another implementation). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type OpenEventSource = (url: string) => EventSourceLike;

export interface LiveStreamHandlers {
  /** Each message of one of the listened names, its data as sent. */
  onMessage(data: string): void;
  /** Each time the stream opens, the first and after every reconnect. */
  onOpen(): void;
}

export interface LiveStream {
  readonly closed: boolean;
  close(): void;
}

// EventSource.CLOSED, spelled out so that this runs where EventSource does not exist (tests).
const CLOSED = 2;

const browserEventSource: OpenEventSource = (url) => new EventSource(url, { withCredentials: true });

export function openLiveStream(
  url: string,
  names: readonly string[],
  handlers: LiveStreamHandlers,
  open: OpenEventSource = browserEventSource,
): LiveStream {
  let source: EventSourceLike | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  function connect(): void {
    const current = open(url);
    source = current;
    for (const name of names) current.addEventListener(name, (message) => handlers.onMessage(message.data));
    current.addEventListener('open', () => {
      failures = 0;
      handlers.onOpen();
    });
    current.addEventListener('error', () => {
      // CONNECTING: the browser is already trying again by itself.
      if (closed || current !== source || current.readyState !== CLOSED) return;
      retry = setTimeout(connect, backoffDelay(failures, RECONNECT_BACKOFF));
      failures += 1;
    });
  }

  connect();
  return {
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      clearTimeout(retry);
      source?.close();
    },
  };
}
