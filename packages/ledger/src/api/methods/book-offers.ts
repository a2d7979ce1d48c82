import { IssuedValue, amountFromJson, rateValue, type Amount, type Asset } from '@horizon/protocol';
import { isValidClassicAddress } from 'ripple-address-codec';
import type { LedgerEntryJson, LedgerReader } from '../../node/index.js';
import { bookBase, bookEnd, rateOfKey } from '../../engine/offers/book-keys.js';
import { accountHolds } from '../../engine/offers/funds.js';
import { keylet } from '../../state/keys.js';
import type { RpcContext } from '../context.js';
import { invalidField, missingField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, readLimit, requireAccount } from '../params.js';

// book_offers, as NetworkOPs::getBookPage: the book's offers best quality first, each with the owner's
// funds (on its first offer) and the funded part when the owner cannot cover it all.

const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';
const PARITY = 1_000_000_000n;

export function readAsset(params: Record<string, unknown>, name: string): Asset {
  const v = params[name];
  if (v === undefined) throw missingField(name);
  if (typeof v !== 'object' || v === null) throw invalidField(name);
  const { currency, issuer } = v as { currency?: unknown; issuer?: unknown };
  if (typeof currency !== 'string') throw missingField(`${name}.currency`);
  if (currency === 'XRP' || /^0{40}$/.test(currency)) {
    if (issuer !== undefined && issuer !== ACCOUNT_ZERO)
      throw rpcError('invalidParams', `Unneeded field '${name}.issuer' for XRP currency specification.`);
    return { kind: 'xrp' };
  }
  if (typeof issuer !== 'string' || !isValidClassicAddress(issuer)) throw invalidField(`${name}.issuer`);
  return { kind: 'issued', currency, issuer };
}

/** The quality directories of a book, best first, with their offer keys in file order. */
export function* bookDirectories(
  reader: LedgerReader,
  pays: Asset,
  gets: Asset,
): Generator<[string, string[]]> {
  const end = bookEnd(bookBase(pays, gets));
  let marker = bookBase(pays, gets);
  for (;;) {
    const next = reader.stateEntries(marker, 1).entries[0];
    if (!next || next.index > end) return;
    marker = next.index;
    const keys: string[] = [];
    let page: LedgerEntryJson | undefined = next.entry;
    while (page) {
      keys.push(...((page.Indexes as string[] | undefined) ?? []));
      const nextPage = page.IndexNext as string | undefined;
      page =
        nextPage && nextPage !== '0'
          ? reader.readEntry(keylet.dirPage(next.index, BigInt(`0x${nextPage}`)))
          : undefined;
    }
    yield [next.index, keys];
  }
}

function transferRate(reader: LedgerReader, gets: Asset): bigint {
  if (gets.kind === 'xrp') return PARITY;
  const r = reader.accountRoot(gets.issuer)?.TransferRate as number | undefined;
  return r ? BigInt(r) : PARITY;
}

const valueOfAmount = (a: Amount): IssuedValue => (a.kind === 'xrp' ? IssuedValue.from(a.drops, 0) : a.value);

export function bookOffers(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const pays = readAsset(p, 'taker_pays');
  const gets = readAsset(p, 'taker_gets');
  const taker = p.taker === undefined ? ACCOUNT_ZERO : requireAccount(p, 'taker');
  const limit = readLimit(ctx, LIMITS.bookOffers);
  const { reader, fields } = lookupLedger(ctx.node, p);
  const fees = ctx.node.fees();
  const rate = transferRate(reader, gets);
  const read = (k: string) => reader.readEntry(k);
  const left = new Map<string, IssuedValue>();
  const offers: Record<string, unknown>[] = [];
  outer: for (const [dirKey, keys] of bookDirectories(reader, pays, gets)) {
    const dirRate = rateValue(rateOfKey(dirKey));
    for (const key of keys) {
      if (offers.length >= limit) break outer;
      const offer = reader.readEntry(key);
      if (!offer) continue;
      const owner = offer.Account as string;
      const takerGets = amountFromJson(offer.TakerGets);
      const takerPays = amountFromJson(offer.TakerPays);
      const first = !left.has(owner);
      const issuerOwns = gets.kind === 'issued' && gets.issuer === owner;
      const funds = issuerOwns
        ? valueOfAmount(takerGets)
        : (left.get(owner) ?? valueOfAmount(accountHolds(read, fees, owner, gets)));
      const charged = rate !== PARITY && gets.kind === 'issued' && taker !== gets.issuer && !issuerOwns;
      const rateV = IssuedValue.from(rate, -9);
      const fundsLimit = charged ? funds.div(rateV) : funds;
      const out: Record<string, unknown> = { ...offer };
      let getsFunded = valueOfAmount(takerGets);
      if (fundsLimit.lt(getsFunded)) {
        getsFunded = fundsLimit;
        out.taker_gets_funded = fundedJson(getsFunded, gets);
        const paysFunded = getsFunded.mul(dirRate);
        const paysV = valueOfAmount(takerPays);
        out.taker_pays_funded = fundedJson(paysFunded.lt(paysV) ? paysFunded : paysV, pays);
      }
      const ownerPays = charged ? minV(funds, getsFunded.mul(rateV)) : getsFunded;
      left.set(owner, funds.sub(ownerPays));
      if (funds.isZero() && owner !== taker) continue;
      out.quality = dirRate.toString();
      if (first) out.owner_funds = gets.kind === 'xrp' ? dropsText(funds) : funds.toString();
      offers.push(out);
    }
  }
  return { ...fields, offers };
}

const minV = (a: IssuedValue, b: IssuedValue): IssuedValue => (a.lt(b) ? a : b);

function fundedJson(v: IssuedValue, asset: Asset): unknown {
  if (asset.kind === 'xrp') return dropsText(v);
  return { currency: asset.currency, issuer: asset.issuer, value: v.toString() };
}

/** An XRP value (counted in drops) as rippled prints it: whole drops, rounded down. */
function dropsText(v: IssuedValue): string {
  const e = v.exponent;
  const m = v.mantissa;
  return (e >= 0 ? m * 10n ** BigInt(e) : m / 10n ** BigInt(-e)).toString();
}
