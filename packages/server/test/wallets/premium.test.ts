import { parseTokenId } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPremiumWallet } from '../../src/wallets/premium.js';
import { FakeLedger } from '../support/fake-ledger.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { newWallet } from '../support/wallets.js';

const ISSUER = newWallet().address;
const TREASURY = newWallet().address;
const PLATFORM = parseTokenId(`HZN:${ISSUER}`);
const NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;
const rule = { platformToken: PLATFORM, treasuryAddress: TREASURY };

describe('the premium rule: 100 platform tokens, or 5 XRP paid to the treasury in the last 30 days', () => {
  it('counts holdings of the platform token from 100 up', async () => {
    const ledger = new FakeLedger();
    const [rich, poor] = [newWallet().address, newWallet().address];
    ledger.setBalance(rich, PLATFORM, '100');
    ledger.setBalance(poor, PLATFORM, '99.99999999999999');
    expect(await isPremiumWallet(rich, rule, ledger, NOW)).toBe(true);
    expect(await isPremiumWallet(poor, rule, ledger, NOW)).toBe(false);
  });

  it('ignores tokens of the same code from another issuer', async () => {
    const ledger = new FakeLedger();
    const wallet = newWallet().address;
    ledger.setBalance(wallet, parseTokenId(`HZN:${TREASURY}`), '1000');
    expect(await isPremiumWallet(wallet, rule, ledger, NOW)).toBe(false);
  });

  it('counts XRP paid to the treasury within 30 days, several payments adding up', async () => {
    const ledger = new FakeLedger();
    const [paid, split, late, short] = [1, 2, 3, 4].map(() => newWallet().address) as [
      string,
      string,
      string,
      string,
    ];
    ledger.pay(paid, TREASURY, 5_000_000n, NOW - 30 * DAY);
    ledger.pay(split, TREASURY, 2_000_000n, NOW - 10 * DAY);
    ledger.pay(split, TREASURY, 3_000_000n, NOW - DAY);
    ledger.pay(late, TREASURY, 5_000_000n, NOW - 30 * DAY - 1);
    ledger.pay(short, TREASURY, 4_999_999n, NOW - DAY);
    ledger.pay(short, newWallet().address, 5_000_000n, NOW - DAY);
    expect(await isPremiumWallet(paid, rule, ledger, NOW)).toBe(true);
    expect(await isPremiumWallet(split, rule, ledger, NOW)).toBe(true);
    expect(await isPremiumWallet(late, rule, ledger, NOW)).toBe(false);
    expect(await isPremiumWallet(short, rule, ledger, NOW)).toBe(false);
  });

  it('grants nothing when neither the token nor the treasury is configured', async () => {
    const ledger = new FakeLedger();
    const wallet = newWallet().address;
    ledger.setBalance(wallet, PLATFORM, '1000');
    expect(
      await isPremiumWallet(wallet, { platformToken: undefined, treasuryAddress: undefined }, ledger, NOW),
    ).toBe(false);
  });
});

describe('POST /api/trustless/check_if_premium_wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PLATFORM_TOKEN: `HZN:${ISSUER}`, TREASURY_ADDRESS: TREASURY } });
  }, 120_000);
  afterAll(() => t.close());

  it('answers the text true or false', async () => {
    const [holder, payer, nobody] = [newWallet().address, newWallet().address, newWallet().address];
    t.ledger.setBalance(holder, PLATFORM, '250');
    t.ledger.pay(payer, TREASURY, 5_000_000n, t.clock.now() - DAY);
    const ask = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trustless/check_if_premium_wallet',
        payload: { classic_address: address },
      });
    for (const [address, answer] of [
      [holder, 'true'],
      [payer, 'true'],
      [nobody, 'false'],
    ] as const) {
      const response = await ask(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(answer);
    }
  });

  it('answers 503 with a detail when the ledger is down', async () => {
    t.ledger.down = true;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trustless/check_if_premium_wallet',
      payload: { classic_address: newWallet().address },
    });
    t.ledger.down = false;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });
});
