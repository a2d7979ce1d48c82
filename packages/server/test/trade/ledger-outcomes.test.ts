/**
 * What the ledger itself answers, end to end on a real localnet: sends the builder accepted but the ledger
 * refused because the world changed before they were posted (each answered with its catalogue message, only
 * the network fee spent), the ledger going away at submit time (a clear detail, never a 500, nothing spent
 * twice), and active orders read while the ledger fails (the empty list of spec §8).
 */
import { SEND_ERRORS, belowAccountReserve } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { ASF_DEFAULT_RIPPLE, TF_SET_NO_RIPPLE } from '@horizon/protocol';
import { type TradeLedger, XrplTradeLedger } from '../../src/relay/index.js';
import { LedgerConnection, LedgerUnavailableError } from '../../src/xrpl/index.js';
import {
  type Harness,
  newFundedWallet,
  post,
  sign,
  startHarness,
  submitDirect,
  xrpBalance,
} from './harness.js';

type Mode = 'up' | 'away' | 'answer-lost';

/** The real ledger behind a switch: away (every call fails), or losing submit's answer after sending it. */
function switchable(url: string, state: { mode: Mode }): TradeLedger {
  const real = new XrplTradeLedger(new LedgerConnection(url));
  const away = () => new LedgerUnavailableError('The ledger did not answer');
  return new Proxy(real, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'close') return value;
      return async (...args: unknown[]) => {
        if (state.mode === 'away') throw away();
        const result = (await (value as (...a: unknown[]) => Promise<unknown>).apply(
          target,
          args,
        )) as unknown;
        if (state.mode === 'answer-lost' && name === 'submit') throw away();
        return result;
      };
    },
  });
}

const ledgerState: { mode: Mode } = { mode: 'up' };
let h: Harness | undefined;
let alice: Wallet;
let bob: Wallet;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

async function unsigned(name: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await post(need(), name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tx_to_sign: Record<string, unknown> }>().tx_to_sign;
}

const feeOf = (tx: Record<string, unknown>) => BigInt(String(tx['fee']));

beforeAll(async () => {
  h = await startHarness({ ledger: (url) => switchable(url, ledgerState) });
  if (!h) return;
  [alice, bob] = [await newFundedWallet(h, '100'), await newFundedWallet(h, '100')];
}, 120_000);

afterAll(async () => h?.close());

describe('sends the ledger refused after they were built', () => {
  it('an XRP send below the reserve to an account deleted since: the reserve rule', async () => {
    const carol = await newFundedWallet(need(), '20');
    // An account can be deleted 256 ledgers after it was created.
    const { result } = await need().client.request({
      command: 'account_info',
      account: carol.classicAddress,
    });
    for (;;) {
      const closed = await need().client.request({ command: 'ledger', ledger_index: 'validated' });
      if (closed.result.ledger_index > result.account_data.Sequence + 256) break;
      await need().client.request({ command: 'ledger_accept' } as never);
    }
    const body = {
      classic_address: alice.classicAddress,
      xrp_amount: '0.5',
      destination: carol.classicAddress,
    };
    const tx = await unsigned('send_xrp_unsigned', body);
    const gone = { TransactionType: 'AccountDelete', Destination: bob.classicAddress };
    expect(await submitDirect(need(), carol, gone)).toBe('tesSUCCESS');
    const before = await xrpBalance(need(), alice.classicAddress);
    const response = await post(need(), 'send_xrp_signed', { ...body, tx_blob: sign(tx, alice) });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        detail: SEND_ERRORS.destinationBelowReserve,
        engine_result: 'tecNO_DST_INSUF_XRP',
        tx_hash: expect.any(String),
      },
    ]);
    expect(await xrpBalance(need(), alice.classicAddress)).toBe(before - feeOf(tx));
    const rebuilt = await post(need(), 'send_xrp_unsigned', body);
    // Built again, the server sees the account is gone and says the reserve rule before anything is signed.
    expect(rebuilt.json()).toEqual({ detail: belowAccountReserve('1') });
  }, 120_000);

  it("a token send to an account that removed its trustline since: 'Destination needs a trustline'", async () => {
    const issuer = await newFundedWallet(need(), '50');
    expect(
      await submitDirect(need(), issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE }),
    ).toBe('tesSUCCESS');
    const usd = (value: string) => ({ currency: 'USD', issuer: issuer.classicAddress, value });
    for (const holder of [alice, bob]) {
      const trust = { TransactionType: 'TrustSet', LimitAmount: usd('1000'), Flags: TF_SET_NO_RIPPLE };
      expect(await submitDirect(need(), holder, trust)).toBe('tesSUCCESS');
    }
    const pay = { TransactionType: 'Payment', Destination: alice.classicAddress, Amount: usd('10') };
    expect(await submitDirect(need(), issuer, pay)).toBe('tesSUCCESS');
    const body = {
      classic_address: alice.classicAddress,
      token_id: `USD:${issuer.classicAddress}`,
      token_amount: '5',
      destination: bob.classicAddress,
    };
    const tx = await unsigned('send_tokens_unsigned', body);
    // Bob's line back in its default state: the ledger deletes it.
    const untrust = { TransactionType: 'TrustSet', LimitAmount: usd('0'), Flags: TF_SET_NO_RIPPLE };
    expect(await submitDirect(need(), bob, untrust)).toBe('tesSUCCESS');
    const response = await post(need(), 'send_tokens_signed', { ...body, tx_blob: sign(tx, alice) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Destination needs a trustline',
      engine_result: 'tecPATH_DRY',
    });
    const lines = await need().client.request({ command: 'account_lines', account: alice.classicAddress });
    expect(lines.result.lines.find((l) => l.account === issuer.classicAddress)?.balance).toBe('10');
  }, 60_000);

  it("an XRP send beyond what is left once an open order filled: 'Insufficient XRP balance'", async () => {
    const issuer = await newFundedWallet(need(), '50');
    const eur = (value: string) => ({ currency: 'EUR', issuer: issuer.classicAddress, value });
    const dave = await newFundedWallet(need(), '30');
    const trust = { TransactionType: 'TrustSet', LimitAmount: eur('1000'), Flags: TF_SET_NO_RIPPLE };
    expect(await submitDirect(need(), dave, trust)).toBe('tesSUCCESS');
    // Dave bids 15 XRP for 15 EUR: it rests, and offers lock no XRP, so the send below is affordable.
    const bid = { TransactionType: 'OfferCreate', TakerGets: '15000000', TakerPays: eur('15') };
    expect(await submitDirect(need(), dave, bid)).toBe('tesSUCCESS');
    const body = { classic_address: dave.classicAddress, xrp_amount: '20', destination: bob.classicAddress };
    const tx = await unsigned('send_xrp_unsigned', body);
    // The issuer fills the bid before the send is posted: Dave's XRP is 15 short.
    const fill = { TransactionType: 'OfferCreate', TakerGets: eur('15'), TakerPays: '15000000' };
    expect(await submitDirect(need(), issuer, fill)).toBe('tesSUCCESS');
    const [daveBefore, bobBefore] = [
      await xrpBalance(need(), dave.classicAddress),
      await xrpBalance(need(), bob.classicAddress),
    ];
    const response = await post(need(), 'send_xrp_signed', { ...body, tx_blob: sign(tx, dave) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Insufficient XRP balance',
      engine_result: 'tecUNFUNDED_PAYMENT',
    });
    expect(await xrpBalance(need(), dave.classicAddress)).toBe(daveBefore - feeOf(tx));
    expect(await xrpBalance(need(), bob.classicAddress)).toBe(bobBefore);
  }, 60_000);
});

describe('the ledger going away at submit time', () => {
  it('answers 503 with a clear detail when the ledger is away, and relays once when it is back', async () => {
    const body = { classic_address: alice.classicAddress, xrp_amount: '2', destination: bob.classicAddress };
    const tx = await unsigned('send_xrp_unsigned', body);
    const signedBody = { ...body, tx_blob: sign(tx, alice) };
    const [aliceBefore, bobBefore] = [
      await xrpBalance(need(), alice.classicAddress),
      await xrpBalance(need(), bob.classicAddress),
    ];
    ledgerState.mode = 'away';
    const away = await post(need(), 'send_xrp_signed', signedBody).finally(() => (ledgerState.mode = 'up'));
    expect([away.statusCode, away.json(), away.headers['retry-after']]).toEqual([
      503,
      { detail: 'The ledger could not be reached. Please try again in a moment.' },
      '5',
    ]);
    expect(await xrpBalance(need(), alice.classicAddress)).toBe(aliceBefore);
    const back = await post(need(), 'send_xrp_signed', signedBody);
    expect(back.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(await xrpBalance(need(), bob.classicAddress)).toBe(bobBefore + 2_000_000n);
    expect(await xrpBalance(need(), alice.classicAddress)).toBe(aliceBefore - 2_000_000n - feeOf(tx));
  }, 60_000);

  it('when the answer to submit is lost: 503, and reposts give the one validated outcome, spent once', async () => {
    const body = { classic_address: alice.classicAddress, xrp_amount: '3', destination: bob.classicAddress };
    const tx = await unsigned('send_xrp_unsigned', body);
    const signedBody = { ...body, tx_blob: sign(tx, alice) };
    const [aliceBefore, bobBefore] = [
      await xrpBalance(need(), alice.classicAddress),
      await xrpBalance(need(), bob.classicAddress),
    ];
    ledgerState.mode = 'answer-lost';
    const lost = await post(need(), 'send_xrp_signed', signedBody).finally(() => (ledgerState.mode = 'up'));
    expect([lost.statusCode, lost.json()]).toEqual([
      503,
      { detail: 'The ledger could not be reached. Please try again in a moment.' },
    ]);
    // The interrupted run has no heartbeat any more: once it is stale, a repost takes it over.
    need().clock.advance(20_000);
    const again = await post(need(), 'send_xrp_signed', signedBody);
    const third = await post(need(), 'send_xrp_signed', signedBody);
    expect(again.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(third.json()).toEqual(again.json());
    expect(await xrpBalance(need(), bob.classicAddress)).toBe(bobBefore + 3_000_000n);
    expect(await xrpBalance(need(), alice.classicAddress)).toBe(aliceBefore - 3_000_000n - feeOf(tx));
  }, 60_000);
});

describe('active orders while the ledger fails', () => {
  it('answers the empty list of spec §8, not an error', async () => {
    const body = { classic_address: alice.classicAddress, token_id: null };
    ledgerState.mode = 'away';
    const response = await post(need(), 'get_active_orders', body).finally(() => (ledgerState.mode = 'up'));
    expect([response.statusCode, response.json()]).toEqual([200, []]);
  }, 30_000);
});
