import { IssuedValue } from '@horizon/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import type { LedgerNode, LedgerReader } from '../../src/node/node-api.js';
import { fund, newNode, submit, walletFor } from '../helpers/node.js';
import { checkInvariants, exact } from './invariant-checks.js';

// Many traders against books and pools, at random (fast-check; CI replays one seed): offers in every direction
// with every flag, cancels, XRP and token payments, AMM deposits, withdrawals, votes and bids, XRP escrows.
// After every ledger the ledger's invariants hold:
//   XRP is never created: account balances plus escrowed XRP equal the ledger's total coins, which fall from the
//     previous ledger by exactly the fees of its transactions;
//   issued balances net to zero across each issuer's lines: account_lines shows every line from both sides with
//     opposite balances, what the holders hold sums exactly to what the issuer owes (gateway_balances agrees to
//     16 digits), and no more is outstanding than the gateways paid out (up to 16-digit rounding);
//   no negative balance: no account below zero XRP, no holder below zero on its line to an issuer, no offer with
//     a non-positive side;
//   each AMM: amm_info shows exactly the pool account's holdings (its XRP balance, its lines), the pool holds both
//     assets while LP tokens are out, its LPTokenBalance equals what the LP token holders hold, and the pool
//     product is at least LPTokenBalance squared (rippled's ValidAMM).

const TRADERS = 6;
const OPS = 200;
const PER_LEDGER = 10;
const tf = { passive: 0x10000, ioc: 0x20000, sell: 0x80000 };

type Op =
  | { kind: 'offer'; who: number; pair: number; reverse: boolean; size: number; price: number; flag: number }
  | { kind: 'cancel'; who: number }
  | { kind: 'payXrp'; who: number; to: number; drops: number }
  | { kind: 'payToken'; who: number; to: number; token: number; value: number }
  | { kind: 'deposit'; who: number; pool: number; side: boolean; value: number }
  | { kind: 'withdraw'; who: number; pool: number; percent: number }
  | { kind: 'vote'; who: number; pool: number; fee: number }
  | { kind: 'bid'; who: number; pool: number }
  | { kind: 'escrow'; who: number; to: number; drops: number }
  | { kind: 'finish'; who: number }
  | { kind: 'tokenEscrow'; who: number; to: number; token: number; value: number }
  | { kind: 'claw'; who: number; token: number; value: number };

const who = fc.integer({ min: 0, max: TRADERS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      who,
      pair: fc.integer({ min: 0, max: 2 }),
      reverse: fc.boolean(),
      size: fc.integer({ min: 1, max: 400 }),
      price: fc.integer({ min: 7000, max: 14000 }),
      flag: fc.integer({ min: 0, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tokenEscrow' as const),
      who,
      to: who,
      token: fc.integer({ min: 0, max: 1 }),
      value: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('claw' as const),
      who,
      token: fc.integer({ min: 0, max: 1 }),
      value: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('payXrp' as const),
      who,
      to: who,
      drops: fc.integer({ min: 1, max: 50_000_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('payToken' as const),
      who,
      to: who,
      token: fc.integer({ min: 0, max: 1 }),
      value: fc.integer({ min: 1, max: 200 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      who,
      pool: fc.integer({ min: 0, max: 2 }),
      side: fc.boolean(),
      value: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who,
      pool: fc.integer({ min: 0, max: 2 }),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('vote' as const),
      who,
      pool: fc.integer({ min: 0, max: 2 }),
      fee: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('bid' as const), who, pool: fc.integer({ min: 0, max: 2 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('escrow' as const),
      who,
      to: who,
      drops: fc.integer({ min: 1, max: 20_000_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finish' as const), who }) },
);

/** value = n / 10^decimals, as a decimal string (test inputs never pass through a float). */
function decimal(n: bigint, decimals: number): string {
  const s = n.toString().padStart(decimals + 1, '0');
  const text = `${s.slice(0, -decimals)}.${s.slice(-decimals)}`.replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
}

class World {
  readonly traders: Wallet[] = Array.from({ length: TRADERS }, (_, i) => walletFor(i + 1));
  readonly gateways: Wallet[] = [walletFor(40), walletFor(41)];
  readonly currencies = ['USD', 'EUR'];
  readonly escrows: { owner: number; seq: number }[] = [];
  /** What each gateway paid out (exact, see `exact`). */
  readonly issued = [0n, 0n];
  fees = 0n;

  constructor(readonly node: LedgerNode) {}

  address(i: number): string {
    return (this.traders[i] as Wallet).classicAddress;
  }

  current(): LedgerReader {
    return this.node.getLedger('current') as LedgerReader;
  }

  token(i: number, value: string) {
    return { currency: i === 0 ? 'USD' : 'EUR', issuer: (this.gateways[i] as Wallet).classicAddress, value };
  }

  /** The pair of a pool / book: 0 XRP/USD, 1 XRP/EUR, 2 USD/EUR. */
  assets(pair: number): [unknown, unknown] {
    const asset = (t: number) =>
      t < 0
        ? { currency: 'XRP' }
        : { currency: t === 0 ? 'USD' : 'EUR', issuer: this.gateways[t]?.classicAddress };
    return pair === 0 ? [asset(-1), asset(0)] : pair === 1 ? [asset(-1), asset(1)] : [asset(0), asset(1)];
  }

  amount(pair: number, second: boolean, units: bigint): unknown {
    const tok = pair === 2 ? (second ? 1 : 0) : second ? pair : -1;
    return tok < 0 ? (units * 10_000n).toString() : this.token(tok, decimal(units, 4));
  }

  send(w: Wallet, tx: Record<string, unknown>): string {
    const r = submit(this.node, w, { Account: w.classicAddress, ...tx });
    return r.engineResult;
  }

  async setup(): Promise<void> {
    const all = [...this.gateways, ...this.traders];
    // 10 million XRP each (1e13 drops), as large holders have: the engine keeps such balances in exact drops.
    for (const w of all) await fund(this.node, w.classicAddress, '10000000000000');
    // Clawback is allowed only while the gateways own nothing; trust line locking lets holders escrow tokens.
    for (const g of this.gateways)
      for (const flag of [8, 16, 17]) this.send(g, { TransactionType: 'AccountSet', SetFlag: flag });
    await this.node.acceptLedger();
    for (const t of this.traders)
      for (let g = 0; g < 2; g++)
        this.send(t, { TransactionType: 'TrustSet', LimitAmount: this.token(g, '1000000000') });
    await this.node.acceptLedger();
    for (const [gi, g] of this.gateways.entries())
      for (const t of this.traders) {
        this.send(g, {
          TransactionType: 'Payment',
          Destination: t.classicAddress,
          Amount: this.token(gi, '100000'),
        });
        this.issued[gi] = (this.issued[gi] as bigint) + exact(IssuedValue.fromString('100000'));
      }
    await this.node.acceptLedger();
    for (let p = 0; p < 3; p++) {
      const [a, b] = this.assets(p);
      const t = this.traders[p] as Wallet;
      const amt = (x: unknown, v: string) =>
        (x as { currency: string }).currency === 'XRP' ? '1000000000' : { ...(x as object), value: v };
      expect(
        this.send(t, {
          TransactionType: 'AMMCreate',
          Amount: amt(a, '1000'),
          Amount2: amt(b, '1000'),
          TradingFee: 300,
          Fee: this.node.fees().reserveIncrement.toString(),
        }),
      ).toBe('tesSUCCESS');
    }
    await this.node.acceptLedger();
  }

  apply(op: Op): void {
    const w = this.traders[op.who] as Wallet;
    const seq = () =>
      (this.node.getLedger('current')?.accountRoot(w.classicAddress)?.Sequence as number) ?? 0;
    switch (op.kind) {
      case 'offer': {
        const units = BigInt(op.size);
        const flags = [0, tf.passive, tf.ioc, tf.sell][op.flag] as number;
        const gets = this.amount(op.pair, op.reverse, units);
        const pays = this.amount(op.pair, !op.reverse, (units * BigInt(op.price)) / 10_000n || 1n);
        this.send(w, { TransactionType: 'OfferCreate', TakerGets: gets, TakerPays: pays, Flags: flags });
        return;
      }
      case 'cancel': {
        const offers = [...this.current().ownerDirectory(w.classicAddress)].filter(
          (o) => o.entry.LedgerEntryType === 'Offer',
        );
        const o = offers[0]?.entry;
        if (o) this.send(w, { TransactionType: 'OfferCancel', OfferSequence: o.Sequence });
        return;
      }
      case 'payXrp':
        if (op.to !== op.who)
          this.send(w, {
            TransactionType: 'Payment',
            Destination: this.address(op.to),
            Amount: String(op.drops),
          });
        return;
      case 'payToken':
        if (op.to !== op.who)
          this.send(w, {
            TransactionType: 'Payment',
            Destination: this.address(op.to),
            Amount: this.token(op.token, String(op.value)),
            SendMax: this.token(op.token, String(op.value * 2)),
          });
        return;
      case 'deposit': {
        const [a, b] = this.assets(op.pool);
        this.send(w, {
          TransactionType: 'AMMDeposit',
          Asset: a,
          Asset2: b,
          Amount: this.amount(op.pool, op.side, BigInt(op.value) * 10_000n),
          Flags: 0x80000,
        });
        return;
      }
      case 'withdraw': {
        const [a, b] = this.assets(op.pool);
        const lpt = this.lpHolding(op.pool, w.classicAddress);
        if (!lpt) return;
        const tokens = (IssuedValue.fromString(lpt.value).mantissa * BigInt(op.percent)) / 100n;
        if (op.percent === 100)
          this.send(w, { TransactionType: 'AMMWithdraw', Asset: a, Asset2: b, Flags: 0x20000 });
        else if (tokens > 0n)
          this.send(w, {
            TransactionType: 'AMMWithdraw',
            Asset: a,
            Asset2: b,
            Flags: 0x10000,
            LPTokenIn: {
              currency: lpt.currency,
              issuer: lpt.issuer,
              value: IssuedValue.from(tokens, IssuedValue.fromString(lpt.value).exponent).toString(),
            },
          });
        return;
      }
      case 'vote': {
        const [a, b] = this.assets(op.pool);
        this.send(w, { TransactionType: 'AMMVote', Asset: a, Asset2: b, TradingFee: op.fee });
        return;
      }
      case 'bid': {
        const [a, b] = this.assets(op.pool);
        this.send(w, { TransactionType: 'AMMBid', Asset: a, Asset2: b });
        return;
      }
      case 'escrow': {
        const s = seq();
        const now = this.node.validatedLedger().closeTime;
        if (
          op.to !== op.who &&
          this.send(w, {
            TransactionType: 'EscrowCreate',
            Destination: this.address(op.to),
            Amount: String(op.drops),
            FinishAfter: now + 10,
          }) === 'tesSUCCESS'
        )
          this.escrows.push({ owner: op.who, seq: s });
        return;
      }
      case 'tokenEscrow': {
        const s = seq();
        const now = this.node.validatedLedger().closeTime;
        const tx = {
          TransactionType: 'EscrowCreate',
          Destination: this.address(op.to),
          Amount: this.token(op.token, String(op.value)),
          FinishAfter: now + 10,
        };
        if (op.to !== op.who && this.send(w, tx) === 'tesSUCCESS')
          this.escrows.push({ owner: op.who, seq: s });
        return;
      }
      case 'claw': {
        const holder = this.address(op.who);
        const g = this.gateways[op.token] as Wallet;
        this.send(g, {
          TransactionType: 'Clawback',
          Amount: { ...this.token(op.token, String(op.value)), issuer: holder },
        });
        return;
      }
      case 'finish': {
        const e = this.escrows.shift();
        if (e)
          this.send(w, {
            TransactionType: 'EscrowFinish',
            Owner: this.address(e.owner),
            OfferSequence: e.seq,
          });
        return;
      }
    }
  }

  /** What successful Clawbacks took back (from their metadata): no longer owed by the gateways. */
  countClawbacks(ledger: LedgerReader): void {
    for (const t of ledger.transactions()) {
      if (t.txJson.TransactionType !== 'Clawback') continue;
      if ((t.meta as { TransactionResult: string }).TransactionResult !== 'tesSUCCESS') continue;
      const gi = this.gateways.findIndex((g) => g.classicAddress === t.txJson.Account);
      const nodes = (t.meta as { AffectedNodes: Record<string, Record<string, unknown>>[] }).AffectedNodes;
      for (const wrapper of nodes) {
        const [, node] = Object.entries(wrapper)[0] ?? [];
        if (node?.LedgerEntryType !== 'RippleState') continue;
        const final = (node.FinalFields as { Balance: { value: string } }).Balance.value;
        const before = (node.PreviousFields as { Balance?: { value: string } } | undefined)?.Balance?.value;
        if (before === undefined) continue;
        const delta = exact(IssuedValue.fromString(final)) - exact(IssuedValue.fromString(before));
        this.issued[gi] = (this.issued[gi] as bigint) - (delta < 0n ? -delta : delta);
      }
    }
  }

  lpHolding(pool: number, holder: string): { currency: string; issuer: string; value: string } | undefined {
    const [a, b] = this.assets(pool);
    const r = this.current();
    for (const { entry } of r.ownerDirectory(holder)) {
      if (entry.LedgerEntryType !== 'RippleState') continue;
      const low = entry.LowLimit as { issuer: string; currency: string };
      const high = entry.HighLimit as { issuer: string };
      const peer = low.issuer === holder ? high.issuer : low.issuer;
      const root = r.accountRoot(peer);
      if (!root?.AMMID) continue;
      const amm = r.readEntry(root.AMMID as string);
      if (
        JSON.stringify([amm?.Asset, amm?.Asset2]) !== JSON.stringify([a, b]) &&
        JSON.stringify([amm?.Asset2, amm?.Asset]) !== JSON.stringify([a, b])
      )
        continue;
      const bal = IssuedValue.fromString((entry.Balance as { value: string }).value);
      const mine = low.issuer === holder ? bal : IssuedValue.zero.sub(bal);
      if (mine.signum() > 0) return { currency: low.currency, issuer: peer, value: mine.toString() };
    }
    return undefined;
  }
}

describe('ledger invariants under random trading', () => {
  it('hold after every ledger', async () => {
    let ledgers = 0;
    const counts = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS, maxLength: OPS }), async (ops) => {
        const node = await newNode();
        try {
          const world = new World(node);
          await world.setup();
          let prev = node.getLedger('validated') as LedgerReader;
          for (let i = 0; i < ops.length; i += PER_LEDGER) {
            for (const op of ops.slice(i, i + PER_LEDGER)) world.apply(op);
            await node.acceptLedger();
            const cur = node.getLedger('validated') as LedgerReader;
            for (const t of cur.transactions()) {
              const k = `${t.txJson.TransactionType} ${(t.meta as { TransactionResult: string }).TransactionResult}`;
              counts.set(k, (counts.get(k) ?? 0) + 1);
            }
            world.countClawbacks(cur);
            await checkInvariants(world, node, prev);
            prev = cur;
            ledgers++;
          }
        } finally {
          await node.close();
        }
      }),
      // A failing run stops at once: shrinking ledgers of trading is too slow to be worth it.
      { numRuns: 4, endOnFailure: true },
    );
    expect(ledgers).toBe(4 * (OPS / PER_LEDGER));
    // What the runs exercised (kept visible so a run that trades nothing is noticed).
    console.log(
      [...counts]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    );
    expect(counts.get('OfferCreate tesSUCCESS') ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
