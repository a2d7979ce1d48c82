import { IssuedValue } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { balanceFor, limitFor, lineKey, side, valueOf, type IssuedJson } from '../../state/trust-line.js';
import { isXrp, parseDrops } from '../amounts.js';
import type { ApplyContext, PreflightContext } from '../context.js';
import type { Ter } from '../ter.js';

// Issued-currency payments along rippled's default path: source → SendMax issuer → Amount issuer →
// destination, over existing trust lines, each intermediate issuer charging its TransferRate.
// Cross-currency payments need order books, which this node does not hold yet: they find no liquidity.

const tfPartialPayment = 0x00020000;
const QUALITY_ONE = 1_000_000_000n;

function parsePositive(amount: unknown): boolean {
  if (isXrp(amount)) return (parseDrops(amount) ?? 0n) > 0n;
  try {
    const v = valueOf(amount);
    return v.signum() > 0;
  } catch {
    return false;
  }
}

function currencyOf(amount: unknown): string {
  return isXrp(amount) ? 'XRP' : (amount as IssuedJson).currency;
}

export function preflightIssued({ tx }: PreflightContext): Ter {
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  if (!isXrp(tx.Amount) && (tx.Amount as IssuedJson).currency === 'XRP') return 'temBAD_CURRENCY';
  if (!parsePositive(tx.Amount)) return 'temBAD_AMOUNT';
  if (tx.SendMax !== undefined && !parsePositive(tx.SendMax)) return 'temBAD_AMOUNT';
  const srcCurrency = currencyOf(tx.SendMax ?? tx.Amount);
  if (tx.Account === tx.Destination && srcCurrency === currencyOf(tx.Amount) && tx.Paths === undefined)
    return 'temREDUNDANT';
  if (tx.DeliverMin !== undefined) {
    if (!(flags & tfPartialPayment) || !parsePositive(tx.DeliverMin)) return 'temBAD_AMOUNT';
    const min = tx.DeliverMin as IssuedJson;
    const amount = tx.Amount as IssuedJson;
    if (isXrp(tx.DeliverMin) !== isXrp(tx.Amount)) return 'temBAD_AMOUNT';
    if (!isXrp(tx.Amount) && (min.currency !== amount.currency || min.issuer !== amount.issuer))
      return 'temBAD_AMOUNT';
    if (
      isXrp(tx.Amount)
        ? BigInt(tx.DeliverMin as string) > BigInt(tx.Amount)
        : valueOf(min).gt(valueOf(amount))
    )
      return 'temBAD_AMOUNT';
  }
  return 'tesSUCCESS';
}

function rateOf(root: Readonly<EntryFields> | undefined): IssuedValue | undefined {
  const rate = root?.TransferRate as number | undefined;
  return rate && BigInt(rate) !== QUALITY_ONE ? IssuedValue.from(BigInt(rate), -9) : undefined;
}

/** The accounts the default path visits, without repeats. */
function pathAccounts(ctx: ApplyContext): string[] {
  const amount = ctx.tx.Amount as IssuedJson;
  const sendMaxIssuer = ctx.tx.SendMax ? (ctx.tx.SendMax as IssuedJson).issuer : ctx.account;
  const path = [ctx.account, sendMaxIssuer, amount.issuer, ctx.tx.Destination as string];
  return path.filter((a, i) => i === 0 || a !== path[i - 1]);
}

interface Hop {
  from: string;
  to: string;
  capacity: IssuedValue;
  /** Transfer rate the receiving intermediate charges on what passes through it. */
  rate?: IssuedValue;
}

function buildHops(ctx: ApplyContext, path: string[], currency: string): Hop[] | Ter {
  const { view } = ctx;
  const hops: Hop[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const from = path[i] as string;
    const to = path[i + 1] as string;
    const line = view.read(lineKey(from, to, currency));
    if (!line || !view.read(keylet.account(to))) return 'tecPATH_DRY';
    const intermediate = i + 1 < path.length - 1;
    const toRoot = view.read(keylet.account(to));
    if (isFrozenHop(line, from, to, intermediate, toRoot)) return 'tecPATH_DRY';
    if (intermediate) {
      const next = view.read(lineKey(to, path[i + 2] as string, currency));
      if (
        next &&
        flagsOf(line) & side(to, from).noRipple &&
        flagsOf(next) & side(to, path[i + 2] as string).noRipple
      ) {
        return 'tecPATH_DRY';
      }
    }
    const room = balanceFor(line, from, to).add(limitFor(line, to, from));
    const hop: Hop = { from, to, capacity: room.signum() > 0 ? room : IssuedValue.zero };
    const rate = intermediate ? rateOf(toRoot) : undefined;
    if (rate) hop.rate = rate;
    hops.push(hop);
  }
  return hops;
}

function isFrozenHop(
  line: Readonly<EntryFields>,
  from: string,
  to: string,
  intermediate: boolean,
  toRoot?: Readonly<EntryFields>,
): boolean {
  const flags = flagsOf(line);
  if (intermediate && toRoot && hasFlag(toRoot, lsf.globalFreeze)) return true;
  // The receiver froze the sender's line: the sender may only pay the receiver itself back.
  if (intermediate && flags & side(to, from).freeze) return true;
  return (flags & side(from, to).deepFreeze) !== 0;
}

/** Amounts each hop carries to deliver `out` at the end: a hop into an issuer carries its fee on top (rounded up). */
function hopAmounts(hops: Hop[], out: IssuedValue): IssuedValue[] {
  const amounts = new Array<IssuedValue>(hops.length);
  let carry = out;
  for (let i = hops.length - 1; i >= 0; i--) {
    const rate = hops[i]?.rate;
    if (rate) carry = carry.mulRound(rate, true);
    amounts[i] = carry;
  }
  return amounts;
}

/** The most the path can deliver, each hop's capacity brought to output units. */
function maxDeliverable(hops: Hop[], sendMax: IssuedValue): IssuedValue {
  let best = sendMax;
  for (const hop of hops) {
    if (hop.capacity.lt(best)) best = hop.capacity;
    if (hop.rate) best = best.divRound(hop.rate, false);
  }
  return best;
}

export function payIssued(ctx: ApplyContext): Ter {
  const { tx } = ctx;
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  const partial = (flags & tfPartialPayment) !== 0;
  const noLiquidity: Ter = partial ? 'tecPATH_DRY' : 'tecPATH_PARTIAL';
  if (isXrp(tx.Amount) || (tx.SendMax !== undefined && currencyOf(tx.SendMax) !== currencyOf(tx.Amount)))
    return noLiquidity;
  const amount = tx.Amount as IssuedJson;
  const wanted = valueOf(amount);
  const hops = buildHops(ctx, pathAccounts(ctx), amount.currency);
  if (typeof hops === 'string') return hops;
  const sendMax = tx.SendMax ? valueOf(tx.SendMax) : wanted;
  const available = maxDeliverable(hops, sendMax);
  const out = available.lt(wanted) ? available : wanted;
  if (out.signum() <= 0) return noLiquidity;
  if (!partial && out.lt(wanted)) return 'tecPATH_PARTIAL';
  if (tx.DeliverMin !== undefined && out.lt(valueOf(tx.DeliverMin))) return 'tecPATH_PARTIAL';
  const amounts = hopAmounts(hops, out);
  if ((amounts[0] as IssuedValue).gt(sendMax)) return partial ? 'tecPATH_DRY' : 'tecPATH_PARTIAL';
  for (const [i, hop] of hops.entries()) {
    const ter = rippleCredit(ctx.view, hop.from, hop.to, amount.currency, amounts[i] as IssuedValue);
    if (ter !== 'tesSUCCESS') return ter;
  }
  if (!out.eq(wanted))
    ctx.deliver({ currency: amount.currency, issuer: amount.issuer, value: out.toString() });
  return 'tesSUCCESS';
}
