import { IssuedValue } from '@horizon/protocol';

// rippled's DeferredCredits: what each account sent to another during a payment, and its balance before the
// first such move, so that funds received while the payment runs are not spent by it (PaymentSandbox's
// balanceHook: the usable balance is the original balance less what was sent since).

interface Entry {
  lowCredits: IssuedValue;
  highCredits: IssuedValue;
  /** The low account's balance before the first credit between the pair. */
  lowOrigBalance: IssuedValue;
}

export interface Adjustment {
  debits: IssuedValue;
  origBalance: IssuedValue;
}

// Any fixed order of the two accounts will do (each side's view is derived from the "low" one); comparing the
// addresses as text spares decoding them.
const keyOf = (a: string, b: string, currency: string): [string, boolean] => {
  const aLow = a < b;
  return [aLow ? `${a}|${b}|${currency}` : `${b}|${a}|${currency}`, aLow];
};

export class DeferredCredits {
  private readonly table = new Map<string, Entry>();
  /** The largest owner count each account had during the payment (its reserve cannot shrink mid-payment). */
  private readonly ownerCounts = new Map<string, number>();

  noteOwnerCount(account: string, cur: number, next: number): void {
    const v = Math.max(cur, next, this.ownerCounts.get(account) ?? 0);
    this.ownerCounts.set(account, v);
  }

  ownerCount(account: string): number | undefined {
    return this.ownerCounts.get(account);
  }

  /** `sender` moved `amount` to `receiver`; `preBalance` is the sender's balance (its side) before. */
  credit(
    sender: string,
    receiver: string,
    currency: string,
    amount: IssuedValue,
    preBalance: IssuedValue,
  ): void {
    const [key, senderLow] = keyOf(sender, receiver, currency);
    const e = this.table.get(key);
    if (!e) {
      this.table.set(
        key,
        senderLow
          ? { highCredits: amount, lowCredits: IssuedValue.zero, lowOrigBalance: preBalance }
          : { highCredits: IssuedValue.zero, lowCredits: amount, lowOrigBalance: preBalance.neg() },
      );
    } else if (senderLow) {
      e.highCredits = e.highCredits.add(amount);
    } else {
      e.lowCredits = e.lowCredits.add(amount);
    }
  }

  /** What `main` sent to `other` and its balance before (main's side), if they moved funds. */
  adjustments(main: string, other: string, currency: string): Adjustment | undefined {
    const [key, mainLow] = keyOf(main, other, currency);
    const e = this.table.get(key);
    if (!e) return undefined;
    return mainLow
      ? { debits: e.highCredits, origBalance: e.lowOrigBalance }
      : { debits: e.lowCredits, origBalance: e.lowOrigBalance.neg() };
  }

  /** Merges into the table of the view below (rippled's DeferredCredits::apply). */
  applyTo(to: DeferredCredits): void {
    for (const [account, n] of this.ownerCounts) to.noteOwnerCount(account, n, n);
    for (const [key, e] of this.table) {
      const t = to.table.get(key);
      if (!t) to.table.set(key, { ...e });
      else {
        t.lowCredits = t.lowCredits.add(e.lowCredits);
        t.highCredits = t.highCredits.add(e.highCredits);
      }
    }
  }
}
