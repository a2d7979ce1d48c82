import { IssuedValue, amountFromJson, divideAmounts, type Amount } from '@horizon/protocol';
import type { LedgerHeader, TxMetaJson, TxJson } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { lookupLedger } from '../ledger-lookup.js';

// book_changes (rippled's BookChanges.h computeBookChanges): per book, the volume and the open / high / low /
// close exchange rate of every offer a ledger's transactions consumed (offers cancelled explicitly left out).
// The same object is the book_changes stream's message.

interface Tally {
  a: Amount;
  b: Amount;
  high: IssuedValue;
  low: IssuedValue;
  open: IssuedValue;
  close: IssuedValue;
}

const NO_ISSUE = { kind: 'issued', currency: 'XRP', issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji' } as const;

/** rippled's to_string(Issue): "XRP" or "issuer/currency". */
const issueText = (a: Amount): string => (a.kind === 'xrp' ? 'XRP' : `${a.issuer}/${a.currency}`);

function sub(x: Amount, y: Amount): Amount {
  if (x.kind === 'xrp' && y.kind === 'xrp') return { kind: 'xrp', drops: x.drops - y.drops };
  if (x.kind === 'issued' && y.kind === 'issued') return { ...x, value: x.value.sub(y.value) };
  throw new Error('offer amounts changed asset');
}

const add = (x: Amount, y: Amount): Amount => sub(x, neg(y));
const neg = (x: Amount): Amount =>
  x.kind === 'xrp' ? { kind: 'xrp', drops: -x.drops } : { ...x, value: IssuedValue.zero.sub(x.value) };
const isNegative = (x: Amount): boolean => (x.kind === 'xrp' ? x.drops < 0n : x.value.signum() < 0);
const isZero = (x: Amount): boolean => (x.kind === 'xrp' ? x.drops === 0n : x.value.isZero());

interface ClosedTx {
  txJson: TxJson;
  meta: TxMetaJson;
}

function tallyTransaction(tx: ClosedTx, tally: Map<string, Tally>): void {
  const type = tx.txJson.TransactionType;
  const cancelled =
    (type === 'OfferCreate' || type === 'OfferCancel') && tx.txJson.OfferSequence !== undefined
      ? (tx.txJson.OfferSequence as number)
      : undefined;
  const nodes =
    (tx.meta as { AffectedNodes?: Record<string, Record<string, unknown>>[] }).AffectedNodes ?? [];
  for (const wrapper of nodes) {
    const [kind, node] = Object.entries(wrapper)[0] ?? [];
    if (!node || node.LedgerEntryType !== 'Offer' || kind === 'CreatedNode') continue;
    const ff = node.FinalFields as Record<string, unknown> | undefined;
    const pf = node.PreviousFields as Record<string, unknown> | undefined;
    if (!ff || !pf || !ff.TakerGets || !ff.TakerPays || !pf.TakerGets || !pf.TakerPays) continue;
    if (kind === 'DeletedNode' && cancelled !== undefined && ff.Sequence === cancelled) continue;
    const gets = sub(amountFromJson(ff.TakerGets), amountFromJson(pf.TakerGets));
    const pays = sub(amountFromJson(ff.TakerPays), amountFromJson(pf.TakerPays));
    const g = issueText(gets);
    const p = issueText(pays);
    const noswap = gets.kind === 'xrp' ? true : pays.kind === 'xrp' ? false : g < p;
    let first = noswap ? gets : pays;
    let second = noswap ? pays : gets;
    if (isZero(second)) continue;
    const rate = (divideAmounts(first, second, NO_ISSUE) as { value: IssuedValue }).value;
    if (isNegative(first)) first = neg(first);
    if (isNegative(second)) second = neg(second);
    const key = noswap ? `${g}|${p}` : `${p}|${g}`;
    const t = tally.get(key);
    if (!t) {
      tally.set(key, { a: first, b: second, high: rate, low: rate, open: rate, close: rate });
      continue;
    }
    t.a = add(t.a, first);
    t.b = add(t.b, second);
    if (t.high.lt(rate)) t.high = rate;
    if (t.low.gt(rate)) t.low = rate;
    t.close = rate;
  }
}

const volume = (a: Amount): string => (a.kind === 'xrp' ? a.drops.toString() : a.value.toString());
const currency = (a: Amount): string => (a.kind === 'xrp' ? 'XRP_drops' : issueText(a));

/** The bookChanges object of a closed ledger. */
export function computeBookChanges(
  header: LedgerHeader,
  txs: readonly ClosedTx[],
  validated: boolean,
): Record<string, unknown> {
  const tally = new Map<string, Tally>();
  for (const tx of txs) tallyTransaction(tx, tally);
  // rippled's std::map orders the books by key.
  const keys = [...tally.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    type: 'bookChanges',
    validated,
    ledger_index: header.seq,
    ledger_hash: header.hash,
    ledger_time: header.closeTime,
    changes: keys.map((k) => {
      const t = tally.get(k) as Tally;
      return {
        currency_a: currency(t.a),
        currency_b: currency(t.b),
        volume_a: volume(t.a),
        volume_b: volume(t.b),
        high: t.high.toString(),
        low: t.low.toString(),
        open: t.open.toString(),
        close: t.close.toString(),
      };
    }),
  };
}

export function bookChanges(ctx: RpcContext): Record<string, unknown> {
  const { reader } = lookupLedger(ctx.node, ctx.params);
  const validated = reader.header.closed && reader.header.seq <= ctx.node.validatedLedger().seq;
  return computeBookChanges(reader.header, reader.transactions(), validated);
}
