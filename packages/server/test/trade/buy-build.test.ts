/**
 * Building a buy: the exact quote from the pool, the slippage bound, and the fee programs' payments, exact to
 * the drop. The localnet has no AMM yet, so the pool is given on top of the real ledger (everything else —
 * accounts, sequences, fees, lines — comes from the localnet).
 */
import { IssuedValue, ammSwapIn, issuedAmount, xrpAmount } from '@horizon/protocol';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletRegistry } from '../../src/wallets/registry.js';
import { type AmmState, XrplTradeLedger } from '../../src/relay/index.js';
import { TestClock } from '../support/test-app.js';
import { type Harness, accountSequence, newFundedWallet, post, startHarness } from './harness.js';

const POOL_ACCOUNT = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
let issuer: Wallet;
let pool: AmmState;

/** The real ledger, with the token's XRP pool that the localnet cannot hold yet. */
class WithPool extends XrplTradeLedger {
  override async amm(): Promise<AmmState | null> {
    return pool;
  }
}

let h: Harness | undefined;
const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness({ ledger: (url) => new WithPool(url) });
  if (!h) return;
  issuer = await newFundedWallet(h);
  pool = {
    account: POOL_ACCOUNT,
    amount: xrpAmount(1_000_000_000n),
    amount2: issuedAmount('USD', issuer.classicAddress, '1000000'),
    lpToken: issuedAmount('03'.padEnd(40, '1'), POOL_ACCOUNT, '31622776.6016838'),
    tradingFee: 500,
    voteSlots: [],
  };
}, 120_000);

afterAll(async () => h?.close());

describe('buy_token_unsigned', () => {
  it('spends exactly the XRP asked, bounds the tokens by the slippage, and adds the fee payments of an ordinary token', async () => {
    const buyer = await newFundedWallet(need());
    const response = await post(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: `USD:${issuer.classicAddress}`,
      xrp_amount: '10',
      slippage_percentage: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, Record<string, unknown> | null>>();
    const expected = ammSwapIn(
      { balance1: pool.amount, balance2: pool.amount2 },
      xrpAmount(10_000_000n),
      500,
    );
    if (expected.kind !== 'issued') throw new Error('a token quote');
    const atLeast = expected.value.mulRound(IssuedValue.from(9800n, -4), false);
    const sequence = await accountSequence(need(), buyer.classicAddress);
    expect(body['trustline_tx']).toMatchObject({ transaction_type: 'TrustSet', sequence });
    expect(body['buy_tx']).toMatchObject({
      transaction_type: 'OfferCreate',
      taker_gets: '10000000',
      taker_pays: { currency: 'USD', issuer: issuer.classicAddress, value: atLeast.toString() },
      flags: 0x80000 | 0x40000,
      sequence: sequence + 1,
    });
    // DESIGN's worked example: 0.1 XRP in all, 0.025 XRP of it as burned tokens, 0.075 XRP to the treasury.
    expect(body['tx_fee']).toMatchObject({
      destination: need().treasury.classicAddress,
      amount: '75000',
      sequence: sequence + 2,
    });
    expect(body['tx_referral_fee']).toBeNull();
    expect(body['tx_burn_back']).toMatchObject({
      destination: issuer.classicAddress,
      amount: {
        currency: 'USD',
        issuer: issuer.classicAddress,
        value: expected.value.mulRound(IssuedValue.from(25n, -4), false).toString(),
      },
      sequence: sequence + 3,
    });
  }, 30_000);

  it('pays the referrer 0.30% in XRP when the wallet registered with a referral code', async () => {
    const buyer = await newFundedWallet(need());
    const referrer = Wallet.generate().classicAddress;
    const registry = new WalletRegistry(need().db, new TestClock());
    await registry.ensure(referrer);
    await registry.ensure(buyer.classicAddress);
    await need().db.query('UPDATE wallets SET referred_by = $1 WHERE classic_address = $2', [
      referrer,
      buyer.classicAddress,
    ]);
    const response = await post(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: `USD:${issuer.classicAddress}`,
      xrp_amount: '10',
    });
    const body = response.json<Record<string, Record<string, unknown> | null>>();
    expect(body['tx_referral_fee']).toMatchObject({ destination: referrer, amount: '30000' });
    expect(body['tx_fee']).toMatchObject({ amount: '45000' });
  }, 30_000);

  it('refuses a buy beyond the balance, an unknown token, and a slippage out of range', async () => {
    const buyer = await newFundedWallet(need(), '20');
    const token = `USD:${issuer.classicAddress}`;
    const base = { classic_address: buyer.classicAddress, token_id: token };
    const broke = await post(need(), 'buy_token_unsigned', { ...base, xrp_amount: '19.5' });
    expect(broke.json()).toEqual({ detail: 'Insufficient XRP balance for this transaction' });
    const unknown = await post(need(), 'buy_token_unsigned', {
      ...base,
      token_id: `USD:${Wallet.generate().classicAddress}`,
      xrp_amount: '1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown token: its issuer is not an account on the ledger' });
    const slippage = await post(need(), 'buy_token_unsigned', {
      ...base,
      xrp_amount: '1',
      slippage_percentage: 60,
    });
    expect(slippage.json()).toEqual({ detail: 'slippage_percentage: Slippage must be between 0.1% and 50%' });
  }, 30_000);
});
