import {
  IssuedValue,
  issuedAmount,
  xrpAmount,
  amountFromJson,
  amountToJson,
  ceilIn,
  ceilOut,
  offerRate,
  type Amount,
  type Asset,
  type OfferAmounts,
  type Rate,
} from '@horizon/protocol';
import { flagsOf } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { lineKey, side } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { bookBase, bookEnd, rateOfKey } from '../offers/book-keys.js';
import { firstOffer, nextBookDir } from '../offers/book-walk.js';
import { offerDelete } from '../offers/offer-ops.js';
import { eq, lt, signum, sub } from './amount-ops.js';
import { FlowError } from './flow-send.js';
import { ownerFunds } from './hooked-funds.js';
import type { FlowEnv } from './step.js';

// The order book as the payment engine walks it (rippled's BookTip, FlowOfferStream and TOffer): the best
// quality first, each offer deleted from the sandbox once passed; expired, unfunded, deep-frozen and tiny
// offers are skipped and, when they were already so before this strand ran, kept for removal.

export class ClobOffer {
  readonly isAmm = false;
  amount: OfferAmounts;
  readonly owner: string;

  constructor(
    readonly key: string,
    private readonly entry: Readonly<EntryFields>,
    /** The quality of the directory holding the offer. */
    readonly rate: Rate,
  ) {
    this.owner = entry.Account as string;
    this.amount = { in: amountFromJson(entry.TakerPays), out: amountFromJson(entry.TakerGets) };
  }

  get outIssuer(): string | undefined {
    return this.amount.out.kind === 'issued' ? this.amount.out.issuer : undefined;
  }

  /** The owner issues what it sells: its funds are unlimited. */
  isFunded(): boolean {
    return this.outIssuer === this.owner;
  }

  limitOut(amt: OfferAmounts, limit: Amount, roundUp: boolean): OfferAmounts {
    return ceilOut(amt, limit, this.rate, roundUp, true);
  }

  limitIn(amt: OfferAmounts, limit: Amount, roundUp: boolean): OfferAmounts {
    return ceilIn(amt, limit, this.rate, roundUp, true);
  }

  consume(view: ApplyView, consumed: OfferAmounts): void {
    if (lt(this.amount.in, consumed.in) || lt(this.amount.out, consumed.out))
      throw new FlowError('tefEXCEPTION');
    this.amount = { in: sub(this.amount.in, consumed.in), out: sub(this.amount.out, consumed.out) };
    const entry = view.peek(this.key);
    if (!entry) throw new FlowError('tefINTERNAL');
    entry.TakerPays = amountToJson(this.amount.in);
    entry.TakerGets = amountToJson(this.amount.out);
    view.update(this.key, entry);
  }

  fullyConsumed(): boolean {
    return signum(this.amount.in) <= 0 || signum(this.amount.out) <= 0;
  }

  get fields(): Readonly<EntryFields> {
    return this.entry;
  }
}

/** A deep freeze on the owner's line of what the offer takes in blocks the offer. */
function isDeepFrozen(view: ApplyView, owner: string, asset: Asset): boolean {
  if (asset.kind === 'xrp' || asset.issuer === owner) return false;
  const line = view.read(lineKey(owner, asset.issuer, asset.currency));
  if (!line) return false;
  const f = flagsOf(line);
  return (f & (side(owner, asset.issuer).deepFreeze | side(asset.issuer, owner).deepFreeze)) !== 0;
}

export class OfferStream {
  private cursor: string;
  private readonly end: string;
  private entryKey: string | undefined;
  private valid = false;
  tip: ClobOffer | undefined;
  ownerFunds: Amount | undefined;
  readonly permToRemove = new Set<string>();
  count = 0;

  constructor(
    private readonly sb: ApplyView,
    private readonly af: ApplyView,
    book: { in: Asset; out: Asset },
    private readonly env: FlowEnv,
    private readonly maxOffers: number,
  ) {
    const base = bookBase(book.in, book.out);
    this.cursor = base;
    this.end = bookEnd(base);
  }

  private funds(view: ApplyView, offer: ClobOffer): Amount {
    return ownerFunds(view, this.env.fees, offer.owner, offer.amount.out);
  }

  /** BookTip::step: delete the offer last looked at, then find the first offer of the best quality. */
  private tipStep(): { key: string; rate: Rate } | undefined {
    if (this.valid && this.entryKey) {
      if (this.sb.read(this.entryKey)) {
        const ter = offerDelete(this.sb, this.entryKey);
        if (ter !== 'tesSUCCESS') throw new FlowError(ter);
      }
      this.entryKey = undefined;
    }
    for (;;) {
      const dir = nextBookDir(this.sb, this.cursor, this.end);
      if (!dir) return undefined;
      const key = firstOffer(this.sb, dir);
      if (!key) {
        this.cursor = dir;
        continue;
      }
      this.entryKey = key;
      this.valid = true;
      // The next search starts just before this directory: it is looked at again until emptied.
      this.cursor = (BigInt(`0x${dir}`) - 1n).toString(16).toUpperCase().padStart(64, '0');
      return { key, rate: rateOfKey(dir) };
    }
  }

  step(): boolean {
    for (;;) {
      this.ownerFunds = undefined;
      this.tip = undefined;
      const at = this.tipStep();
      if (!at) return false;
      if (++this.count > this.maxOffers) return false;
      const entry = this.sb.read(at.key);
      if (!entry) continue;
      const exp = entry.Expiration as number | undefined;
      if (exp !== undefined && exp <= this.env.parentCloseTime) {
        this.permToRemove.add(at.key);
        continue;
      }
      const offer = new ClobOffer(at.key, entry, at.rate);
      if (signum(offer.amount.in) <= 0 || signum(offer.amount.out) <= 0) {
        this.permToRemove.add(at.key);
        continue;
      }
      const inAsset = offer.amount.in.kind === 'xrp' ? ({ kind: 'xrp' } as const) : offer.amount.in;
      if (isDeepFrozen(this.sb, offer.owner, inAsset)) {
        this.permToRemove.add(at.key);
        continue;
      }
      const funds = this.funds(this.sb, offer);
      if (signum(funds) <= 0) {
        // Found unfunded (the same before this strand ran) versus became unfunded while it ran.
        if (eq(this.funds(this.af, offer), funds)) this.permToRemove.add(at.key);
        continue;
      }
      if (this.shouldRemoveTiny(offer, funds)) {
        if (eq(this.funds(this.af, offer), funds)) this.permToRemove.add(at.key);
        continue;
      }
      this.ownerFunds = funds;
      this.tip = offer;
      return true;
    }
  }

  /** shouldRmSmallIncreasedQOffer: an offer whose funded part is so small that its quality got better. */
  private shouldRemoveTiny(offer: ClobOffer, funds: Amount): boolean {
    const { in: pays, out: gets } = offer.amount;
    if (gets.kind === 'xrp') return false;
    if (pays.kind !== 'xrp' && !lt(pays, gets)) return false;
    let eff = offer.amount;
    if (offer.owner !== gets.issuer && lt(funds, gets)) eff = offer.limitOut(eff, funds, false);
    if (signum(eff.in) <= 0 || signum(eff.out) <= 0) return true;
    const minPositive: Amount =
      pays.kind === 'xrp'
        ? xrpAmount(1n)
        : issuedAmount(pays.currency, pays.issuer, IssuedValue.from(1_000_000_000_000_000n, -96));
    if (lt(minPositive, eff.in)) return false;
    return offerRate(eff.in, eff.out) > offer.rate;
  }

  permRmOffer(key: string): void {
    this.permToRemove.add(key);
  }
}
