import { describe, expect, it } from 'vitest';
import { LEGACY_DATABASE_NAME, runStartupRules } from '../../src/app/startup.js';
import { MemoryStore } from '../memory-store.js';

describe('startup rules (spec §4 app version)', () => {
  it('removes old wallet data from both stores and sets the 2.0.0 marker when the marker differs', () => {
    const local = new MemoryStore({
      app_version: '1.4.0',
      wallet: '{"old":true}',
      address: 'rOld',
      selectedWallet: '1',
      publicKey: 'ED00',
      network: 'mainnet',
      connected: 'true',
      wallet_seed_hint: 'x',
      xumm_jwt: 'token',
      crossmark_session: 's',
      'horizon:search_history': '[]',
      theme: 'dark',
    });
    const session = new MemoryStore({ type: 'xumm', wallet_temp: '1', keep: 'me' });
    const report = runStartupRules({ local, session });
    expect(report.versionChanged).toBe(true);
    expect(local.keys()).toEqual(['app_version', 'horizon:search_history', 'theme']);
    expect(local.getItem('app_version')).toBe('2.0.0');
    expect(session.keys()).toEqual(['keep']);
  });

  it('treats a missing marker as a change (first start of this version)', () => {
    const local = new MemoryStore({ address: 'rOld' });
    expect(runStartupRules({ local, session: undefined }).versionChanged).toBe(true);
    expect(local.keys()).toEqual(['app_version']);
  });

  it('keeps wallet-named keys once the marker already says 2.0.0', () => {
    const local = new MemoryStore({ app_version: '2.0.0', wallet: 'current', wallet_list: '[]' });
    const report = runStartupRules({ local, session: undefined });
    expect(report.versionChanged).toBe(false);
    expect(local.keys()).toEqual(['app_version', 'wallet', 'wallet_list']);
  });

  it('deletes legacy caches and the old database on every start, whatever the marker', () => {
    const local = new MemoryStore({
      app_version: '2.0.0',
      walletCacheVersion: '2',
      wallet_cache_v2_rA: '{}',
      holdings_rA: '{}',
      transactions: '[]',
      trustlines_rA: '[]',
      refresh_times: '{}',
      api_trades_rA: '[]',
      send_transactions: '[]',
      dex_balances_rA: '{}',
      api_cache: '{}',
      enhanced_wallet_rA: '{}',
      holdingsSummary: 'not legacy',
    });
    const deleted: string[] = [];
    const report = runStartupRules({ local, session: undefined, deleteDatabase: (n) => deleted.push(n) });
    expect(local.keys()).toEqual(['app_version', 'holdingsSummary']);
    expect(report.removed).toHaveLength(11);
    expect(deleted).toEqual([LEGACY_DATABASE_NAME]);
  });

  it('survives storage that throws (disabled storage) without stopping the app', () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      runStartupRules({
        local: broken,
        session: broken,
        deleteDatabase: () => {
          throw new Error('blocked');
        },
      }),
    ).not.toThrow();
  });
});
