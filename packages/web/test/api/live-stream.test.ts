/**
 * The live updates' stream heals: when the server answers the stream's request with an error (a 503 while it
 * shuts down, a proxy's 502 while it restarts) the browser gives the stream up for good, and the page would
 * stay frozen until reloaded; the stream is opened again after a short wait, growing while errors go on.
 */
import { RECONNECT_BACKOFF } from '@horizon/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, openLiveStream } from '../../src/api/live-stream.js';

/** A stand-in for the browser's EventSource, driven by the test. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closedByPage = false;
  readonly #listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closedByPage = true;
    this.readyState = 2;
  }
  emit(type: string, data = '', readyState = this.readyState): void {
    this.readyState = readyState;
    for (const listener of this.#listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
}

let sources: FakeSource[];
const open = () => {
  const source = new FakeSource();
  sources.push(source);
  return source;
};

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.999_999_9);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live updates stream', () => {
  it('is opened again after an error answer closed it, waiting longer after each failure, and delivers again', () => {
    const messages: string[] = [];
    let opens = 0;
    openLiveStream(
      '/api/events',
      ['ledger'],
      { onMessage: (d) => messages.push(d), onOpen: () => opens++ },
      open,
    );
    sources[0]?.emit('open', '', 1);
    sources[0]?.emit('error', '', 2);
    vi.advanceTimersByTime(RECONNECT_BACKOFF.firstMs - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]?.emit('error', '', 2);
    vi.advanceTimersByTime(2 * RECONNECT_BACKOFF.firstMs - 1);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]?.emit('open', '', 1);
    sources[2]?.emit('ledger', '{"type":"ledger"}');
    expect(opens).toBe(2);
    expect(messages).toEqual(['{"type":"ledger"}']);
    // Open again: the next failure waits the first step again.
    sources[2]?.emit('error', '', 2);
    vi.advanceTimersByTime(RECONNECT_BACKOFF.firstMs);
    expect(sources).toHaveLength(4);
  });

  it('leaves a dropped connection to the browser, which is already trying again', () => {
    openLiveStream('/api/events', ['ledger'], { onMessage: () => undefined, onOpen: () => undefined }, open);
    sources[0]?.emit('open', '', 1);
    sources[0]?.emit('error', '', 0);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  it('stops for good when the page closes it, even with a retry pending', () => {
    const stream = openLiveStream(
      '/api/events',
      ['ledger'],
      { onMessage: () => undefined, onOpen: () => undefined },
      open,
    );
    sources[0]?.emit('error', '', 2);
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(stream.closed).toBe(true);
    expect(sources[0]?.closedByPage).toBe(true);
  });
});
