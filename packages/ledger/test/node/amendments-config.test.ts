import { describe, expect, it } from 'vitest';
import { amendmentId, IMPLEMENTED_AMENDMENTS } from '../../src/chain/amendments.js';
import { createGenesis } from '../../src/chain/genesis.js';
import { amendmentList } from '../../src/node/settings.js';
import { keylet } from '../../src/state/keys.js';
import { genesisWallet, newNode, submit, walletFor } from '../helpers/node.js';

// A config's [features] decides exactly which amendments genesis enables; `feature` then reports the others
// as supported but not enabled, and transactions behind a left-out amendment are temDISABLED. Without one,
// genesis enables every implemented amendment, as before.

const FEES = { baseFee: 10n, reserveBase: 1_000_000n, reserveIncrement: 200_000n };

describe('genesis amendments from a config', () => {
  it('without [features], enables every implemented amendment', () => {
    const [genesis] = createGenesis(FEES, 0);
    const listed = genesis.state.get(keylet.amendments())?.fields.Amendments;
    expect(listed).toEqual(IMPLEMENTED_AMENDMENTS.map(amendmentId).sort());
  });

  it('with [features], enables exactly those; the rest are supported, not enabled', () => {
    const [, second] = createGenesis(FEES, 0, ['AMM', 'fixAMMv1_1', 'AMM']);
    expect(second.state.get(keylet.amendments())?.fields.Amendments).toEqual(
      [amendmentId('AMM'), amendmentId('fixAMMv1_1')].sort(),
    );
    const table = amendmentList(second.state);
    expect(table).toHaveLength(IMPLEMENTED_AMENDMENTS.length);
    const of = (name: string) => table.find((a) => a.name === name);
    expect(of('AMM')).toMatchObject({ enabled: true, supported: true });
    expect(of('fixAMMv1_3')).toMatchObject({ enabled: false, supported: true });
  });

  it('an empty [features] enables nothing: no Amendments entry, as rippled', () => {
    const [genesis] = createGenesis(FEES, 0, []);
    expect(genesis.state.get(keylet.amendments())).toBeUndefined();
    expect(amendmentList(genesis.state).every((a) => !a.enabled && a.supported)).toBe(true);
  });
});

describe('transactions behind an amendment a config leaves out', () => {
  it('AMM and Clawback transactions are temDISABLED, as rippled; enabled, they reach their own checks', async () => {
    const create = {
      TransactionType: 'AMMCreate',
      Amount: '10000000',
      Amount2: { currency: 'USD', issuer: walletFor(3).classicAddress, value: '10' },
      TradingFee: 0,
      Fee: '200000',
    };
    const clawback = {
      TransactionType: 'Clawback',
      Amount: { currency: 'USD', issuer: walletFor(3).classicAddress, value: '1' },
    };
    const without = await newNode({
      amendments: IMPLEMENTED_AMENDMENTS.filter((a) => a !== 'AMM' && a !== 'Clawback'),
    });
    expect(submit(without, genesisWallet, create).engineResult).toBe('temDISABLED');
    expect(submit(without, genesisWallet, clawback).engineResult).toBe('temDISABLED');
    await without.close();
    const all = await newNode();
    expect(submit(all, genesisWallet, create).engineResult).not.toBe('temDISABLED');
    expect(submit(all, genesisWallet, clawback).engineResult).not.toBe('temDISABLED');
    await all.close();
  });
});
