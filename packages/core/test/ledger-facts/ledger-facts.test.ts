/**
 * The one reader of ledger facts, on metadata a real localnet produced: what each account's XRP (fee included)
 * and tokens did, from its own side of each trust line, which entries changed, and what a payment delivered.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deliveredAmount,
  deliveredDrops,
  entryChanges,
  ownerCountChange,
  tokenChange,
  transactionFacts,
  transactionIndex,
  transactionResult,
  trustlineChanges,
  xrpChange,
} from '../../src/index.js';

interface Fixture {
  readonly tx: Record<string, unknown>;
  readonly meta: Record<string, unknown>;
}
const load = (name: string): Fixture =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;

const ISSUER = 'rNe1Ju4CxUSSeisCvKXSUdtUb6zQTYjLgf';
const ALICE = 'rEWxXQUbvhid9MmdaZ2aUyGQqx8mvo9Yo';
const BOB = 'r9ef3NL4YrPU8fd6Bh8vVDoThhE4M4WSSR';
const CAROL = 'rEzkCCmCLcm8bce9JJzbxBanfr8ArPqBHU';
const DAVE = 'r9GxoyFPypaEpLj2VQxdkVjzB9WDMY9i7m';
const EVE = 'rQ3S92bU1SFKhfjMbdjYVj3YWXtX4Jejes';
const POOL = 'rChvdfVhFfsDG2gT3oyFMy4Rj7Ha3svAF';
const LP_CODE = '03930D02208264E2E40EC1B0C09E4DB96EE197B1';

const usd = (meta: unknown, holder: string, issuer = ISSUER) =>
  tokenChange(meta, holder, 'USD', issuer).toString();

describe('a trust line created', () => {
  const { tx, meta } = load('trustline-create');

  it('costs its creator the fee and one owned object, and holds nothing yet', () => {
    expect(xrpChange(meta, ALICE)).toBe(-12n);
    expect(ownerCountChange(meta, ALICE)).toBe(1);
    expect(
      trustlineChanges(meta, ALICE).map((l) => [l.currency, l.counterparty, l.delta.toString()]),
    ).toEqual([['USD', ISSUER, '0']]);
    expect(usd(meta, ALICE)).toBe('0');
    expect(transactionFacts(tx)).toMatchObject({ type: 'TrustSet', account: ALICE, feeDrops: 12n });
  });

  it('names the line in Horizon’s words: its two accounts, their limits and the low account’s balance', () => {
    const line = entryChanges(meta).find((c) => c.entry === 'trustline');
    expect(line).toMatchObject({
      kind: 'created',
      state: { currency: 'USD', low: ALICE, high: ISSUER, lowLimit: '1000000', highLimit: '0', balance: '0' },
      previous: {},
    });
    // The issuer's AccountRoot is touched without any field: an account entry with nothing changed.
    expect(entryChanges(meta).filter((c) => c.entry === 'account')).toHaveLength(2);
  });
});

describe('tokens issued', () => {
  const { meta } = load('token-issue');
  it('the holder gains what the issuer owes, the issuer (high account) sees the negation', () => {
    expect(usd(meta, ALICE)).toBe('500');
    expect(tokenChange(meta, ISSUER, 'USD', ALICE).toString()).toBe('-500');
    expect(deliveredAmount(meta)).toEqual({ kind: 'issued', currency: 'USD', issuer: ISSUER, value: '500' });
    expect(deliveredDrops(meta)).toBe(0n);
  });
});

describe('an offer crossing a resting offer partly', () => {
  const { tx, meta } = load('offer-cross-partial');
  it('moves XRP and tokens both ways, the taker paying the fee', () => {
    expect(xrpChange(meta, ALICE)).toBe(-20_000_012n);
    expect(xrpChange(meta, BOB)).toBe(20_000_000n);
    expect(usd(meta, ALICE)).toBe('40');
    expect(usd(meta, BOB)).toBe('-40');
    expect(deliveredAmount(meta)).toBeUndefined();
    expect(transactionFacts(tx)).toMatchObject({
      type: 'OfferCreate',
      takerGets: '20000000',
      takerPays: { currency: 'USD', issuer: ISSUER, value: '40' },
    });
  });

  it('shows the resting offer modified, owned by the maker', () => {
    const offers = entryChanges(meta).filter((c) => c.entry === 'offer');
    expect(offers).toMatchObject([{ kind: 'modified', state: { owner: BOB } }]);
  });
});

describe('a payment through a path (XRP spent, USD delivered)', () => {
  const { tx, meta } = load('payment-path');
  it('counts what was delivered, not what was sent at most', () => {
    expect(xrpChange(meta, CAROL)).toBe(-5_000_012n);
    expect(usd(meta, DAVE)).toBe('10');
    expect(usd(meta, BOB)).toBe('-10');
    expect(deliveredAmount(meta)).toEqual({ kind: 'issued', currency: 'USD', issuer: ISSUER, value: '10' });
    expect(transactionFacts(tx)).toMatchObject({ type: 'Payment', account: CAROL, destination: DAVE });
    expect(transactionResult(meta)).toBe('tesSUCCESS');
    expect(transactionIndex(meta)).toBe(0);
    expect(transactionIndex({})).toBeUndefined();
  });
});

describe('an AMM', () => {
  it('created: the pool account, its LP tokens, fee and assets; the creator holds from the high side', () => {
    const { meta } = load('amm-create');
    const amm = entryChanges(meta).find((c) => c.entry === 'amm');
    expect(amm).toMatchObject({
      kind: 'created',
      state: {
        account: POOL,
        lpTokenBalance: '200000',
        tradingFee: 500,
        asset: { currency: 'XRP' },
        asset2: { currency: 'USD', issuer: ISSUER },
      },
    });
    const pool = entryChanges(meta).find((c) => c.entry === 'account' && c.state.account === POOL);
    expect(pool).toMatchObject({
      kind: 'created',
      state: { balanceDrops: 100_000_000n, ammId: expect.any(String) },
    });
    // Carol is the high account of her USD line (-500 → -100 from the low side): she put 400 in.
    expect(usd(meta, CAROL)).toBe('-400');
    expect(tokenChange(meta, CAROL, LP_CODE, POOL).toString()).toBe('200000');
    expect(xrpChange(meta, CAROL)).toBe(-100_200_000n);
    expect(xrpChange(meta, POOL)).toBe(100_000_000n);
  });

  it('swapped through: XRP into the pool, tokens out, the trader’s fee included', () => {
    const { meta } = load('amm-swap');
    expect(xrpChange(meta, DAVE)).toBe(-1_272_196n);
    expect(xrpChange(meta, POOL)).toBe(1_272_184n);
    expect(usd(meta, DAVE)).toBe('5');
    expect(usd(meta, POOL)).toBe('-5');
    expect(deliveredAmount(meta)).toEqual({ kind: 'issued', currency: 'USD', issuer: ISSUER, value: '5' });
  });
});

describe('an account deleted', () => {
  const { tx, meta } = load('account-delete');
  it('ends at nothing: the deleted account lost its whole balance, the destination got it less the fee', () => {
    expect(xrpChange(meta, EVE)).toBe(-50_000_000n);
    expect(xrpChange(meta, ALICE)).toBe(49_800_000n);
    expect(deliveredDrops(meta)).toBe(49_800_000n);
    expect(transactionFacts(tx)).toMatchObject({
      type: 'AccountDelete',
      destination: ALICE,
      feeDrops: 200_000n,
    });
    expect(entryChanges(meta).find((c) => c.kind === 'deleted')).toMatchObject({
      entry: 'account',
      state: { account: EVE, balanceDrops: 0n },
      previous: { balanceDrops: 50_000_000n },
    });
  });
});

describe('shapes without facts', () => {
  it('reads nothing from missing or malformed metadata', () => {
    for (const meta of [undefined, null, {}, { AffectedNodes: 'junk' }, { AffectedNodes: [null, 7, {}] }]) {
      expect(entryChanges(meta)).toEqual([]);
      expect(xrpChange(meta, ALICE)).toBe(0n);
      expect(ownerCountChange(meta, ALICE)).toBe(0);
      expect(usd(meta, ALICE)).toBe('0');
      expect(deliveredAmount(meta)).toBeUndefined();
    }
    expect(deliveredAmount({ delivered_amount: 'unavailable' })).toBeUndefined();
    expect(deliveredAmount({ DeliveredAmount: '15' })).toEqual({ kind: 'xrp', drops: 15n });
  });

  it('a modified entry whose balance is not among the previous fields did not change', () => {
    const meta = {
      AffectedNodes: [
        { ModifiedNode: { LedgerEntryType: 'AccountRoot', FinalFields: { Account: ALICE, Balance: '7' } } },
      ],
    };
    expect(xrpChange(meta, ALICE)).toBe(0n);
  });

  it('a deleted account ends at nothing, whatever its last fields say (the web preview read them as the end)', () => {
    const meta = {
      AffectedNodes: [
        { DeletedNode: { LedgerEntryType: 'AccountRoot', FinalFields: { Account: EVE, Balance: '5' } } },
      ],
    };
    expect(xrpChange(meta, EVE)).toBe(-5n);
  });

  it('a deleted trust line ends at zero from its last balance', () => {
    const limit = (issuer: string) => ({ currency: 'USD', issuer, value: '0' });
    const balance = (value: string) => ({ currency: 'USD', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value });
    const meta = {
      AffectedNodes: [
        {
          DeletedNode: {
            LedgerEntryType: 'RippleState',
            FinalFields: { Balance: balance('0'), LowLimit: limit(ISSUER), HighLimit: limit(ALICE) },
            PreviousFields: { Balance: balance('-2.5') },
          },
        },
      ],
    };
    expect(usd(meta, ALICE)).toBe('-2.5');
    expect(tokenChange(meta, ISSUER, 'USD', ALICE).toString()).toBe('2.5');
  });
});
