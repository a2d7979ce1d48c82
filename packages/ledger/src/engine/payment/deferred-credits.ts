import { IssuedValue } from '@horizon/protocol';

// rippled's DeferredCredits: what each account sent to another during a payment, and its balance before the
// first such move, so that funds received while the payment runs are not spent by it (PaymentSandbox's
// balanceHook: the usable balance is the original balance less what was sent since). XRP is kept in integer
// drops, as rippled's native STAmount: a 16-digit issued value cannot hold a balance of 1e16 drops or more.

/** The arithmetic a table needs, for issued values and for drops. */
export interface Arith<T> {
  zero: T;
  add(a: T, b: T): T;
  neg(a: T): T;
  lt(a: T, b: T): boolean;
}

export const issuedArith: Arith<IssuedValue> = {
  zero: IssuedValue.zero,
  add: (a, b) => a.add(b),
  neg: (a) => a.neg(),
  lt: (a, b) => a.lt(b),
};

export const dropsArith: Arith<bigint> = {
  zero: 0n,
  add: (a, b) => a + b,
  neg: (a) => -a,
  lt: (a, b) => a < b,
};

interface Entry<T> {
  lowCredits: T;
  highCredits: T;
  /** The low account's balance before the first credit between the pair. */
  lowOrigBalance: T;
}

export interface Adjustment<T> {
  debits: T;
  origBalance: T;
}

// Any fixed order of the two accounts will do (each side's view is derived from the "low" one); comparing the
// addresses as text spares decoding them.
const keyOf = (a: string, b: string, currency: string): [string, boolean] => {
  const aLow = a < b;
  return [aLow ? `${a}|${b}|${currency}` : `${b}|${a}|${currency}`, aLow];
};

export class CreditTable<T> {
  private readonly table = new Map<string, Entry<T>>();

  constructor(private readonly ops: Arith<T>) {}

  /** `sender` moved `amount` to `receiver`; `preBalance` is the sender's balance (its side) before. */
  credit(sender: string, receiver: string, currency: string, amount: T, preBalance: T): void {
    const { ops } = this;
    const [key, senderLow] = keyOf(sender, receiver, currency);
    const e = this.table.get(key);
    if (!e) {
      this.table.set(
        key,
        senderLow
          ? { highCredits: amount, lowCredits: ops.zero, lowOrigBalance: preBalance }
          : { highCredits: ops.zero, lowCredits: amount, lowOrigBalance: ops.neg(preBalance) },
      );
    } else if (senderLow) {
      e.highCredits = ops.add(e.highCredits, amount);
    } else {
      e.lowCredits = ops.add(e.lowCredits, amount);
    }
  }

  /** What `main` sent to `other` and its balance before (main's side), if they moved funds. */
  adjustments(main: string, other: string, currency: string): Adjustment<T> | undefined {
    const [key, mainLow] = keyOf(main, other, currency);
    const e = this.table.get(key);
    if (!e) return undefined;
    return mainLow
      ? { debits: e.highCredits, origBalance: e.lowOrigBalance }
      : { debits: e.lowCredits, origBalance: this.ops.neg(e.lowOrigBalance) };
  }

  /** Merges into the table of the view below (rippled's DeferredCredits::apply). */
  applyTo(to: CreditTable<T>): void {
    for (const [key, e] of this.table) {
      const t = to.table.get(key);
      if (!t) to.table.set(key, { ...e });
      else {
        t.lowCredits = this.ops.add(t.lowCredits, e.lowCredits);
        t.highCredits = this.ops.add(t.highCredits, e.highCredits);
      }
    }
  }
}

export class DeferredCredits {
  /** Token moves, per pair of accounts and currency. */
  readonly tokens = new CreditTable(issuedArith);
  /** XRP moves, between an account and the "XRP account", in drops. */
  readonly xrp = new CreditTable(dropsArith);
  /** The largest owner count each account had during the payment (its reserve cannot shrink mid-payment). */
  private readonly ownerCounts = new Map<string, number>();

  noteOwnerCount(account: string, cur: number, next: number): void {
    const v = Math.max(cur, next, this.ownerCounts.get(account) ?? 0);
    this.ownerCounts.set(account, v);
  }

  ownerCount(account: string): number | undefined {
    return this.ownerCounts.get(account);
  }

  applyTo(to: DeferredCredits): void {
    for (const [account, n] of this.ownerCounts) to.noteOwnerCount(account, n, n);
    this.tokens.applyTo(to.tokens);
    this.xrp.applyTo(to.xrp);
  }
}
