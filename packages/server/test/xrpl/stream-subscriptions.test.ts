/**
 * The streams a ledger connection's users asked for: subscribed now when connected, again after every
 * reconnect, retried while connected until the ledger takes them, and forgotten once cancelled.
 */
import { describe, expect, it } from 'vitest';
import {
  type SubscribeResult,
  type SubscriptionLink,
  StreamSubscriptions,
} from '../../src/xrpl/stream-subscriptions.js';

/** A link whose answers the test decides: each request waits for `answer` or `refuse`. */
function fakeLink(connected = true) {
  const asked: { streams: unknown; answer(result: SubscribeResult): void; refuse(error: Error): void }[] = [];
  const warnings: { details: object; message: string }[] = [];
  const state = { connected };
  const link: SubscriptionLink = {
    isConnected: () => state.connected,
    request: <T>(request: Record<string, unknown>) =>
      new Promise<T>((resolve, reject) =>
        asked.push({
          streams: request['streams'],
          answer: (result) => resolve({ result } as T),
          refuse: reject,
        }),
      ),
    warn: (details, message) => warnings.push({ details, message }),
  };
  return { link, asked, warnings, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (ready: () => boolean) => {
  for (let i = 0; i < 500 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(ready()).toBe(true);
};

describe('stream subscriptions', () => {
  it('subscribes at once when connected and hands the answer over', async () => {
    const { link, asked } = fakeLink();
    const results: SubscribeResult[] = [];
    new StreamSubscriptions(link).add({ streams: ['ledger'], onSubscribed: (r) => void results.push(r) });
    expect(asked.map((a) => a.streams)).toEqual([['ledger']]);
    asked[0]?.answer({ ledger_index: 7 });
    await settle();
    expect(results).toEqual([{ ledger_index: 7 }]);
  });

  it('waits for a connection, then subscribes every one again after each (re)connect', async () => {
    const { link, asked, state } = fakeLink(false);
    const subs = new StreamSubscriptions(link);
    subs.add({ streams: ['ledger'] });
    subs.add({ streams: ['transactions'] });
    expect(asked).toEqual([]);
    state.connected = true;
    subs.resubscribeAll();
    subs.resubscribeAll();
    expect(asked.map((a) => a.streams)).toEqual([['ledger'], ['transactions'], ['ledger'], ['transactions']]);
  });

  it('tries again after retryMs while connected, telling onFailed each time', async () => {
    const { link, asked, warnings } = fakeLink();
    const failures: unknown[] = [];
    const results: SubscribeResult[] = [];
    new StreamSubscriptions(link).add({
      streams: ['ledger'],
      retryMs: 1,
      onFailed: (error) => failures.push(error),
      onSubscribed: (r) => void results.push(r),
    });
    asked[0]?.refuse(new Error('busy'));
    await until(() => asked.length === 2);
    asked[1]?.answer({ ledger_index: 9 });
    await until(() => results.length === 1);
    expect(failures).toEqual([new Error('busy')]);
    expect(warnings).toEqual([]);
  });

  it('warns with the streams when no onFailed is given, and a failing onSubscribed counts as a failure', async () => {
    const { link, asked, warnings } = fakeLink();
    let calls = 0;
    new StreamSubscriptions(link).add({
      streams: ['ledger'],
      retryMs: 1,
      onSubscribed: () => {
        calls += 1;
        if (calls === 1) throw new Error('not stored');
      },
    });
    asked[0]?.answer({});
    await until(() => asked.length === 2);
    expect(warnings).toEqual([
      {
        details: { streams: ['ledger'], err: 'Error: not stored' },
        message: 'could not subscribe to the ledger; retrying',
      },
    ]);
    asked[1]?.answer({});
    await until(() => calls === 2);
  });

  it('stops retrying once the connection is gone (the next connect subscribes again)', async () => {
    const { link, asked, state } = fakeLink();
    new StreamSubscriptions(link).add({ streams: ['ledger'], retryMs: 1, onFailed: () => undefined });
    state.connected = false;
    asked[0]?.refuse(new Error('closed'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(1);
  });

  it('forgets a cancelled subscription: no answer handed over, no replay after a reconnect', async () => {
    const { link, asked } = fakeLink();
    const subs = new StreamSubscriptions(link);
    const results: SubscribeResult[] = [];
    const cancel = subs.add({ streams: ['ledger'], onSubscribed: (r) => void results.push(r) });
    subs.add({ streams: ['transactions'] });
    cancel();
    asked[0]?.answer({ ledger_index: 3 });
    await settle();
    expect(results).toEqual([]);
    subs.resubscribeAll();
    expect(asked.map((a) => a.streams)).toEqual([['ledger'], ['transactions'], ['transactions']]);
  });
});
