/** Readers of the same data share one read: in flight or just answered, unless they need a newer one. */
import { describe, expect, it } from 'vitest';
import { SharedReads } from '../../src/services/shared-reads.js';

function setup() {
  let clock = 100;
  const loads: string[] = [];
  const pending: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const reads = new SharedReads<string>(
    (key) =>
      new Promise<string>((resolve, reject) => {
        loads.push(key);
        pending.push(resolve);
        failures.push(reject);
      }),
    () => clock,
  );
  return {
    reads,
    loads,
    answer: (i: number, value: string) => pending[i]?.(value),
    fail: (i: number) => failures[i]?.(new Error('offline')),
    tick: (ms: number) => (clock += ms),
  };
}

describe('shared reads', () => {
  it('two readers at once share one read and its answer', async () => {
    const env = setup();
    const a = env.reads.read('rA', 0);
    const b = env.reads.read('rA', 0);
    env.answer(0, 'holdings');
    expect(await Promise.all([a, b])).toEqual(['holdings', 'holdings']);
    expect(env.loads).toEqual(['rA']);
  });

  it('a reader coming after the answer takes it when it is recent enough for it', async () => {
    const env = setup();
    const first = env.reads.read('rA', 0);
    env.answer(0, 'holdings');
    await first;
    env.tick(50);
    expect(await env.reads.read('rA', 100)).toBe('holdings');
    expect(env.loads).toEqual(['rA']);
  });

  it('a reader needing data newer than the last read starts a new one, which later readers share', async () => {
    const env = setup();
    const old = env.reads.read('rA', 0);
    env.tick(10);
    const fresh = env.reads.read('rA', 105);
    const joined = env.reads.read('rA', 105);
    env.answer(0, 'before the trade');
    env.answer(1, 'after the trade');
    expect(await old).toBe('before the trade');
    expect(await Promise.all([fresh, joined])).toEqual(['after the trade', 'after the trade']);
    expect(env.loads).toEqual(['rA', 'rA']);
  });

  it('keys are read apart', async () => {
    const env = setup();
    void env.reads.read('rA', 0);
    void env.reads.read('rB', 0);
    expect(env.loads).toEqual(['rA', 'rB']);
  });

  it('a failed read is not kept: the next reader reads again', async () => {
    const env = setup();
    const failed = env.reads.read('rA', 0);
    env.fail(0);
    await expect(failed).rejects.toThrow('offline');
    const again = env.reads.read('rA', 0);
    env.answer(1, 'holdings');
    expect(await again).toBe('holdings');
    expect(env.loads).toEqual(['rA', 'rA']);
  });
});
