/** The premium state per wallet: the server's answer cached in the wallet's record, refreshed on demand. */
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS, WalletCache } from '../../src/cache/index.js';
import { PremiumStatus, premiumOf } from '../../src/wallets/premium-status.js';
import { MemoryStore } from '../memory-store.js';

const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const B = 'rBo2fTwPahuUDZR5EzT4yGgpnqUjLUuutC';

function setup(answers: Record<string, boolean | Error>) {
  const storage = new MemoryStore();
  const cache = new WalletCache({ storage, setTimer: () => 0, clearTimer: () => undefined });
  const listed = new Set([A, B]);
  const asked: string[] = [];
  let release: () => void = () => undefined;
  let hold = false;
  const status = new PremiumStatus({
    check: async (address) => {
      asked.push(address);
      if (hold) await new Promise<void>((r) => (release = r));
      const answer = answers[address];
      if (answer instanceof Error) throw answer;
      return answer ?? false;
    },
    cache,
    isListed: (a) => listed.has(a),
    now: () => 5000,
  });
  return { status, cache, storage, listed, asked, holdNext: () => (hold = true), release: () => release() };
}

describe('the premium state', () => {
  it('is unknown until checked, then cached per wallet with the time of the check', async () => {
    const env = setup({ [A]: true, [B]: false });
    expect(env.status.get(A)).toBeNull();
    const seen: (boolean | null)[] = [];
    env.status.subscribe(() => seen.push(env.status.get(A)));
    expect(await env.status.refresh(A)).toBe(true);
    expect(await env.status.refresh(B)).toBe(false);
    expect(env.status.get(A)).toBe(true);
    expect(env.status.get(B)).toBe(false);
    expect(seen).toEqual([true, true]);
    env.cache.flush();
    expect(JSON.parse(env.storage.getItem(CACHE_KEYS.record(A)) ?? '{}')).toMatchObject({
      premiumStatus: true,
      lastChecked: 5000,
    });
  });

  it('survives a reload: a new store over the same cache knows the last answer before asking', async () => {
    const env = setup({ [A]: true });
    await env.status.refresh(A);
    env.cache.flush();
    const reloaded = new PremiumStatus({
      check: async () => false,
      cache: new WalletCache({ storage: env.storage }),
      isListed: () => true,
    });
    expect(reloaded.get(A)).toBe(true);
  });

  it('a failed check keeps the last answer, and a wallet never checked stays unknown', async () => {
    const env = setup({ [A]: true });
    await env.status.refresh(A);
    const offline = new PremiumStatus({
      check: async () => {
        throw new Error('offline');
      },
      cache: env.cache,
      isListed: () => true,
    });
    expect(await offline.refresh(A)).toBe(true);
    expect(offline.get(A)).toBe(true);
    expect(await offline.refresh(B)).toBeNull();
  });

  it('asks once while a check is in flight (a double switch or a payment during the check)', async () => {
    const env = setup({ [A]: true });
    env.holdNext();
    const first = env.status.refresh(A);
    const second = env.status.refresh(A);
    await Promise.resolve();
    env.release();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(env.asked).toEqual([A]);
  });

  it('an answer arriving after the wallet was removed writes nothing back to its cleared cache', async () => {
    const env = setup({ [A]: true });
    env.holdNext();
    const pending = env.status.refresh(A);
    await Promise.resolve();
    env.listed.delete(A);
    env.cache.clear(A);
    env.release();
    expect(await pending).toBeNull();
    env.cache.flush();
    expect(env.storage.getItem(CACHE_KEYS.record(A))).toBeNull();
    expect(env.status.get(A)).toBeNull();
  });

  it('labels go by premiumOf: nobody is premium without a wallet; unknown is neither', () => {
    expect(premiumOf(null, null)).toBe(false);
    expect(premiumOf(A, null)).toBeNull();
    expect(premiumOf(A, true)).toBe(true);
    expect(premiumOf(A, false)).toBe(false);
  });
});
