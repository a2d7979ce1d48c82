import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { Dex, accountId, currency3, nodesOf, sha512Half, usd } from './dex-helpers.js';

// A trader places, replaces and cancels resting offers (nothing on the other side to cross), and reads them
// back with account_offers and book_offers, exactly as rippled files them.

let dex: Dex;
let gw: Wallet;
let alice: Wallet;
let G: string;
let reserveBase: bigint;
let reserveInc: bigint;

const ZERO20 = new Uint8Array(20);
/** The book of offers paying USD.gw for XRP: base = SHA512Half('B', USD, XRP, gw, 0) with low 64 bits = rate. */
function usdForXrpDir(rateHex: string): string {
  const base = sha512Half(new Uint8Array([0, 0x42]), currency3('USD'), ZERO20, accountId(G), ZERO20);
  return base.slice(0, 48) + rateHex;
}
// TakerPays 20 USD / TakerGets 10,000,000 drops = 2e-6 = 2000000000000000e-21: exponent byte 79 (0x4F).
const RATE_2E_6 = '4F071AFD498D0000';
// 30 USD / 10,000,000 drops = 3e-6.
const RATE_3E_6 = '4F0AA87BEE538000';

async function offers(account: string) {
  const r = await dex.request({ command: 'account_offers', account });
  return r.offers as Record<string, unknown>[];
}

async function book() {
  const r = await dex.request({
    command: 'book_offers',
    taker_pays: { currency: 'XRP' },
    taker_gets: { currency: 'USD', issuer: G },
  });
  const r2 = await dex.request({
    command: 'book_offers',
    taker_gets: { currency: 'XRP' },
    taker_pays: { currency: 'USD', issuer: G },
  });
  return {
    sellingUsd: r.offers as Record<string, unknown>[],
    buyingUsd: r2.offers as Record<string, unknown>[],
  };
}

beforeAll(async () => {
  dex = await Dex.start();
  const st = await dex.request({ command: 'server_state' });
  const v = (st.state as { validated_ledger: { reserve_base: number; reserve_inc: number } })
    .validated_ledger;
  reserveBase = BigInt(v.reserve_base);
  reserveInc = BigInt(v.reserve_inc);
  gw = await dex.account('1000000000');
  alice = await dex.account('1000000000');
  G = gw.address;
  await dex.ok(alice, { TransactionType: 'TrustSet', LimitAmount: usd(G, '1000') });
});
afterAll(() => dex.close());

describe('OfferCreate without crossing', () => {
  let seq1: number;

  it('files a buy of 20 USD for 10 XRP in its book directory and the owner directory', async () => {
    const before = await dex.balance(alice.address);
    const s = await dex.ok(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '20'),
      TakerGets: '10000000',
    });
    const [offer] = nodesOf(s.meta, 'CreatedNode', 'Offer');
    const fields = offer?.NewFields as Record<string, unknown>;
    seq1 = fields.Sequence as number;
    expect(fields).toEqual({
      Account: alice.address,
      BookDirectory: usdForXrpDir(RATE_2E_6),
      Sequence: seq1,
      TakerGets: '10000000',
      TakerPays: usd(G, '20'),
    });
    const dirs = nodesOf(s.meta, 'CreatedNode', 'DirectoryNode');
    expect(dirs).toEqual([
      {
        LedgerEntryType: 'DirectoryNode',
        LedgerIndex: usdForXrpDir(RATE_2E_6),
        NewFields: {
          ExchangeRate: RATE_2E_6.toLowerCase().replace(/^0+/, ''),
          RootIndex: usdForXrpDir(RATE_2E_6),
          TakerPaysCurrency: '0000000000000000000000005553440000000000',
          TakerPaysIssuer: Buffer.from(accountId(G)).toString('hex').toUpperCase(),
        },
      },
    ]);
    const [root] = nodesOf(s.meta, 'ModifiedNode', 'AccountRoot');
    expect(root?.PreviousFields).toMatchObject({ OwnerCount: 1 });
    expect(root?.FinalFields).toMatchObject({ OwnerCount: 2, Balance: (before - s.fee).toString() });
    expect(await offers(alice.address)).toEqual([
      { flags: 0, seq: seq1, taker_gets: '10000000', taker_pays: usd(G, '20'), quality: '0.000002' },
    ]);
  });

  it('shows the offer in book_offers with the owner funds: balance less the reserve for two objects', async () => {
    const bal = await dex.balance(alice.address);
    const { buyingUsd, sellingUsd } = await book();
    expect(sellingUsd).toEqual([]);
    expect(buyingUsd).toHaveLength(1);
    expect(buyingUsd[0]).toMatchObject({
      Account: alice.address,
      Sequence: seq1,
      quality: '0.000002',
      owner_funds: (bal - reserveBase - 2n * reserveInc).toString(),
    });
    expect(buyingUsd[0]).not.toHaveProperty('taker_gets_funded');
  });

  it('keeps offers of one quality in arrival order and better qualities first', async () => {
    const worse = await dex.ok(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '30'),
      TakerGets: '10000000',
      Flags: 0x00010000 | 0x00080000,
      Expiration: 0xfffffff0,
    });
    const same = await dex.ok(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '2'),
      TakerGets: '1000000',
    });
    const worseSeq = (nodesOf(worse.meta, 'CreatedNode', 'Offer')[0]?.NewFields as { Sequence: number })
      .Sequence;
    const sameSeq = (nodesOf(same.meta, 'CreatedNode', 'Offer')[0]?.NewFields as { Sequence: number })
      .Sequence;
    // The second offer at 2e-6 joins the existing directory page: the directory is modified, not created.
    expect(nodesOf(same.meta, 'CreatedNode', 'DirectoryNode')).toEqual([]);
    const { buyingUsd } = await book();
    expect(buyingUsd.map((o) => o.Sequence)).toEqual([seq1, sameSeq, worseSeq]);
    expect(buyingUsd.map((o) => o.quality)).toEqual(['0.000002', '0.000002', '0.000003']);
    expect(buyingUsd[2]?.BookDirectory).toBe(usdForXrpDir(RATE_3E_6));
    // owner_funds only on the owner's first offer of the page.
    expect(buyingUsd.map((o) => 'owner_funds' in o)).toEqual([true, false, false]);
    // tfPassive and tfSell are stored as lsfPassive | lsfSell.
    const mine = await offers(alice.address);
    expect(mine.find((o) => o.seq === worseSeq)).toEqual({
      flags: 0x00030000,
      seq: worseSeq,
      taker_gets: '10000000',
      taker_pays: usd(G, '30'),
      quality: '0.000003',
      expiration: 0xfffffff0,
    });
    expect(await dex.ownerCount(alice.address)).toBe(4);
  });

  it('replaces an offer named by OfferSequence in the same transaction', async () => {
    const s = await dex.ok(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '30'),
      TakerGets: '10000000',
      OfferSequence: seq1,
    });
    const deleted = nodesOf(s.meta, 'DeletedNode', 'Offer');
    expect(deleted.map((n) => (n.FinalFields as { Sequence: number }).Sequence)).toEqual([seq1]);
    expect(await dex.ownerCount(alice.address)).toBe(4);
    const seqs = (await offers(alice.address)).map((o) => o.seq);
    expect(seqs).not.toContain(seq1);
    expect(seqs).toHaveLength(3);
  });

  it('cancels offers with OfferCancel and deletes the emptied book directory', async () => {
    for (const o of await offers(alice.address)) {
      const s = await dex.ok(alice, { TransactionType: 'OfferCancel', OfferSequence: o.seq });
      expect(nodesOf(s.meta, 'DeletedNode', 'Offer')).toHaveLength(1);
    }
    expect(await offers(alice.address)).toEqual([]);
    expect((await book()).buyingUsd).toEqual([]);
    expect(await dex.ownerCount(alice.address)).toBe(1);
    // Cancelling an offer that is gone succeeds and changes nothing but the fee and sequence.
    const again = await dex.ok(alice, { TransactionType: 'OfferCancel', OfferSequence: seq1 });
    expect(again.meta?.AffectedNodes).toHaveLength(1);
  });
});

describe('OfferCreate refusals', () => {
  it('answers tecUNFUNDED_OFFER when the account holds none of TakerGets', async () => {
    const s = await dex.send(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: '1000000',
      TakerGets: usd(G, '5'),
    });
    expect(s.result).toBe('tecUNFUNDED_OFFER');
  });

  it('answers tecINSUF_RESERVE_OFFER when the balance before the fee is below the reserve for one more object', async () => {
    const poor = await dex.account((reserveBase + reserveInc - 1n).toString());
    const s = await dex.send(poor, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '1'),
      TakerGets: '1000000',
    });
    expect(s.result).toBe('tecINSUF_RESERVE_OFFER');
    expect(await dex.balance(poor.address)).toBe(reserveBase + reserveInc - 1n - s.fee);
    expect(await offers(poor.address)).toEqual([]);
  });

  it('answers tecEXPIRED for an Expiration already passed', async () => {
    const s = await dex.send(alice, {
      TransactionType: 'OfferCreate',
      TakerPays: usd(G, '1'),
      TakerGets: '1000000',
      Expiration: 1,
    });
    expect(s.result).toBe('tecEXPIRED');
  });

  it('kills IoC and FoK offers that find nothing to cross', async () => {
    for (const Flags of [0x00020000, 0x00040000]) {
      const s = await dex.send(alice, {
        TransactionType: 'OfferCreate',
        TakerPays: usd(G, '1'),
        TakerGets: '1000000',
        Flags,
      });
      expect(s.result).toBe('tecKILLED');
    }
    expect(await offers(alice.address)).toEqual([]);
  });

  it('rejects malformed offers before they reach the ledger', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ TakerPays: '1', TakerGets: '2' }, 'temBAD_OFFER'],
      [{ TakerPays: usd(G, '0'), TakerGets: '2' }, 'temBAD_OFFER'],
      [{ TakerPays: usd(G, '1'), TakerGets: usd(G, '2') }, 'temREDUNDANT'],
      [{ TakerPays: usd(G, '1'), TakerGets: '2', Flags: 0x00060000 }, 'temINVALID_FLAG'],
      [{ TakerPays: usd(G, '1'), TakerGets: '2', OfferSequence: 100000 }, 'temBAD_SEQUENCE'],
    ];
    for (const [tx, code] of cases) {
      const s = await dex.send(alice, { TransactionType: 'OfferCreate', ...tx });
      expect(s.result, JSON.stringify(tx)).toBe(code);
    }
  });
});
