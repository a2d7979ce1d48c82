/** The wallets as the app uses them: vault, list and cache together (Node WebCrypto, session vault, fake Storage). */
import type { LaunchTerms } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { CACHE_KEYS, WalletCache } from '../../src/cache/index.js';
import { MemoryVaultStore, Vault } from '../../src/vault/index.js';
import { BACKUP_PENDING_KEY, isBackupPending, markBackupPending } from '../../src/wallets/backup-status.js';
import { WalletService } from '../../src/wallets/wallet-service.js';
import { WALLET_LIST_KEYS } from '../../src/wallets/wallet-list-store.js';
import { MemoryStore } from '../memory-store.js';
import { PENDING_LAUNCH_KEY, savePendingLaunch } from '../../src/features/launch/pending-launch.js';
import type { RegistrationOutcome } from '../../src/wallets/registration.js';

const M12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const M12_ADDRESS = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';

const LAUNCH_TERMS = (creator: string): LaunchTerms => ({
  creator,
  issuer: M12_ADDRESS,
  currency: 'ABC',
  supply: '1000000',
  initialXrp: '100',
  initialTokens: '500000',
  tradingFeeUnits: 500,
});

function setup(opts: { sessionOnly?: boolean; outcome?: RegistrationOutcome } = {}) {
  const local = new MemoryStore();
  const vault = new Vault({ store: new MemoryVaultStore() });
  const registered: string[] = [];
  const sleeps: number[] = [];
  let persistCalls = 0;
  const cache = new WalletCache({ storage: local, setTimer: () => 0, clearTimer: () => undefined });
  const service = new WalletService({
    openVault: async () => ({ vault, ...(opts.sessionOnly ? { sessionOnlyReason: 'blocked' } : {}) }),
    listStore: local,
    cache,
    storageManager: {
      persisted: async () => false,
      persist: async () => {
        persistCalls += 1;
        return true;
      },
    } as unknown as StorageManager,
    register: async (_v, address) => {
      registered.push(address);
      return opts.outcome;
    },
    now: () => 1000,
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { service, local, vault, cache, registered, sleeps, persistCalls: () => persistCalls };
}

describe('the wallet service', () => {
  it('generates a wallet: listed as Wallet 1, active, registered, storage persistence asked', async () => {
    const env = setup();
    const address = await env.service.generate();
    const snap = env.service.getSnapshot();
    expect(snap.wallets).toEqual([
      { address, label: 'Wallet 1', credentialType: 'mnemonic', algorithm: 'ed25519', addedAt: 1000 },
    ]);
    expect(snap.activeAddress).toBe(address);
    expect(env.registered).toEqual([address]);
    expect(env.persistCalls()).toBe(1);
    expect((await env.vault.get(address))?.label).toBe('Wallet 1');
    expect(env.local.getItem(WALLET_LIST_KEYS.active)).toBe(address);
  });

  it('imports after confirmation and refuses the same wallet again before storing anything', async () => {
    const env = setup();
    const preview = await env.service.prepareImport({ kind: 'mnemonic', phrase: M12 });
    expect(env.service.getSnapshot().wallets).toEqual([]);
    await env.service.confirmImport(preview);
    expect(env.service.getSnapshot().wallets.map((w) => w.address)).toEqual([M12_ADDRESS]);
    await expect(env.service.prepareImport({ kind: 'mnemonic', phrase: M12 })).rejects.toThrow(
      'This wallet is already added',
    );
  });

  it('refuses a sixth wallet with "Maximum 5 wallets allowed" and keeps no key for it', async () => {
    const env = setup();
    for (let i = 0; i < 5; i += 1) await env.service.generate();
    await expect(env.service.generate()).rejects.toThrow('Maximum 5 wallets allowed');
    await expect(env.service.prepareImport({ kind: 'mnemonic', phrase: M12 })).rejects.toThrow(
      'Maximum 5 wallets allowed',
    );
    expect(await env.vault.list()).toHaveLength(5);
  });

  it('switches with the 300 ms switching state, and refuses a wallet whose keys are gone', async () => {
    const env = setup();
    const first = await env.service.generate();
    const second = await env.service.generate();
    const states: boolean[] = [];
    env.service.subscribe(() => states.push(env.service.getSnapshot().switching));
    await env.service.switchTo(second);
    expect(env.sleeps).toEqual([300]);
    expect(states).toEqual([true, false]);
    expect(env.service.getSnapshot().activeAddress).toBe(second);
    await env.vault.remove(first);
    await expect(env.service.switchTo(first)).rejects.toThrow(
      'Invalid wallet credentials. Please reconnect this wallet.',
    );
  });

  it('removing the active wallet falls back to the first remaining and clears its cache and keys', async () => {
    const env = setup();
    const first = await env.service.generate();
    const second = await env.service.generate();
    await env.service.switchTo(second);
    env.cache.flush();
    expect(env.local.getItem(CACHE_KEYS.credentials(second))).toBe('LOCAL');
    await env.service.remove(second);
    expect(env.service.getSnapshot().activeAddress).toBe(first);
    expect(env.local.getItem(CACHE_KEYS.credentials(second))).toBeNull();
    expect(await env.vault.get(second)).toBeUndefined();
  });

  it('removing a wallet also forgets its cached premium state and its backup reminder', async () => {
    const env = setup();
    const first = await env.service.generate();
    const second = await env.service.generate();
    markBackupPending(env.local, first);
    markBackupPending(env.local, second);
    env.cache.update(second, (r) => ({ ...r, premiumStatus: true, lastChecked: 1000 }));
    env.cache.flush();
    await env.service.remove(second);
    expect(env.local.getItem(CACHE_KEYS.record(second))).toBeNull();
    expect(env.cache.get(second)?.premiumStatus).toBeNull();
    expect(isBackupPending(env.local, second)).toBe(false);
    expect(isBackupPending(env.local, first)).toBe(true);
  });

  it('at 5 wallets, removing one lets another be added', async () => {
    const env = setup();
    const five = [];
    for (let i = 0; i < 5; i += 1) five.push(await env.service.generate());
    await env.service.remove(five[1] as string);
    const sixth = await env.service.generate();
    expect(env.service.getSnapshot().wallets.map((w) => w.label)).toEqual([
      'Wallet 1',
      'Wallet 3',
      'Wallet 4',
      'Wallet 5',
      'Wallet 6',
    ]);
    expect(env.service.getSnapshot().wallets.at(-1)?.address).toBe(sixth);
  });

  it('a removal whose key cannot be erased leaves the wallet listed, to be removed again', async () => {
    const env = setup();
    const a = await env.service.generate();
    const realRemove = env.vault.remove.bind(env.vault);
    env.vault.remove = async () => {
      throw new Error('IndexedDB unavailable');
    };
    await expect(env.service.remove(a)).rejects.toThrow('IndexedDB unavailable');
    expect(env.service.getSnapshot().wallets.map((w) => w.address)).toEqual([a]);
    env.vault.remove = realRemove;
    await env.service.remove(a);
    expect(env.service.getSnapshot()).toMatchObject({ wallets: [], activeAddress: null });
    await expect(env.service.remove(a)).rejects.toThrow('Wallet not found');
  });

  it('relabel refuses a name past 32 characters and keeps the old one, in the list and the vault', async () => {
    const env = setup();
    const a = await env.service.generate();
    await expect(env.service.relabel(a, 'x'.repeat(33))).rejects.toThrow(
      'A wallet name can be at most 32 characters.',
    );
    expect(env.service.getSnapshot().wallets[0]?.label).toBe('Wallet 1');
    expect((await env.vault.get(a))?.label).toBe('Wallet 1');
  });

  it('relabels, and disconnect all forgets every wallet, cache and key', async () => {
    const env = setup();
    const a = await env.service.generate();
    await env.service.relabel(a, 'Trading');
    expect(env.service.getSnapshot().wallets[0]?.label).toBe('Trading');
    await env.service.disconnectAll();
    expect(env.service.getSnapshot()).toMatchObject({ wallets: [], activeAddress: null });
    expect(await env.vault.list()).toEqual([]);
    expect(env.local.keys().filter((k) => k.startsWith('horizon:wallet_c'))).toEqual([]);
  });

  it('disconnect all also drops the backup reminders, and an unfinished launch with its issuer key', async () => {
    const env = setup();
    const a = await env.service.generate();
    await env.service.generate();
    markBackupPending(env.local, a);
    await env.service.issuerKeys.create('ABC');
    savePendingLaunch(env.local, { launchId: 'L1', ticker: 'ABC', terms: LAUNCH_TERMS(a) });
    await env.service.disconnectAll();
    expect(env.local.getItem(BACKUP_PENDING_KEY)).toBeNull();
    expect(env.local.getItem(PENDING_LAUNCH_KEY)).toBeNull();
    expect(await env.vault.list()).toEqual([]);
    await env.service.generate(); // the list starts again at Wallet 1
    expect(env.service.getSnapshot().wallets.map((w) => w.label)).toEqual(['Wallet 1']);
  });

  it('a registration a reload interrupted is taken up on the next load, and only until it is answered', async () => {
    const local = new MemoryStore();
    const vault = new Vault({ store: new MemoryVaultStore() });
    const cache = new WalletCache({ storage: local, setTimer: () => 0, clearTimer: () => undefined });
    const calls: [string, boolean][] = [];
    const load = (answer: (address: string) => Promise<RegistrationOutcome>) =>
      new WalletService({
        openVault: async () => ({ vault }),
        listStore: local,
        cache,
        register: (_v, address, resumed) => {
          calls.push([address, resumed]);
          return answer(address);
        },
      });
    // The tab is reloaded while the registration is under way: it never answers.
    const address = await load(() => new Promise(() => undefined)).generate();
    const settled = () => new Promise((r) => setTimeout(r, 0));
    const second = load(async () => 'registered');
    await second.start();
    await settled();
    expect(calls).toEqual([
      [address, false],
      [address, true],
    ]);
    // Registered now: a third load has nothing to take up.
    await load(async () => 'registered').start();
    await settled();
    expect(calls).toHaveLength(2);
  });

  it('a failed registration is tried again on the next load; a removed wallet is not', async () => {
    const env = setup({ outcome: 'failed' });
    const kept = await env.service.generate();
    const removed = await env.service.generate();
    await env.service.remove(removed);
    const again = new WalletService({
      openVault: async () => ({ vault: env.vault }),
      listStore: env.local,
      cache: env.cache,
      register: async (_v, address) => void env.registered.push(address),
    });
    await again.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(env.registered).toEqual([kept, removed, kept]);
  });

  it('signs only for wallets in the list', async () => {
    const env = setup();
    const a = await env.service.generate();
    expect(await env.service.withSigner(a, (s) => s.address)).toBe(a);
    await expect(env.service.withSigner(M12_ADDRESS, () => 1)).rejects.toThrow(
      'Wallet not found for address',
    );
  });

  it('a session-only vault keeps its list in memory and reports why', async () => {
    const env = setup({ sessionOnly: true });
    await env.service.generate();
    expect(env.service.getSnapshot().sessionOnlyReason).toBe('blocked');
    expect(env.local.getItem(WALLET_LIST_KEYS.list)).toBeNull();
  });
});
