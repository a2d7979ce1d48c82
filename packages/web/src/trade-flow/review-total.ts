/**
 * The one total of a review that is not a buy, sell or swap (those have trade-totals): everything the
 * transactions take out of the wallet, one line per currency, read from the exact bytes to sign: what a
 * payment sends, what a deposit or an order puts in, every fee payment, and the network fees. A trustline's
 * reserve or an LP token stays the wallet's, so it is not in it.
 */
import {
  type IssuedAmount,
  REVIEW_TOTAL_TEXT,
  isIssuedAmount,
  tokenIdOf,
  dropsOf,
  tokenValue,
} from '@horizon/core';
import { type IssuedValue, dropsToXrp } from '@horizon/protocol';
import { amountText } from './preview-lines.js';
import type { PreviewLine } from './preview.js';
import type { RoleTx, TradeIntent } from './types.js';

/** The fields of each transaction type whose amount leaves the signing wallet. */
const OUTGOING: Readonly<Record<string, readonly string[]>> = {
  Payment: ['Amount'],
  AMMDeposit: ['Amount', 'Amount2'],
  OfferCreate: ['TakerGets'],
};

/** A deposit of both assets names the most the ledger may take (it takes them in the pool's ratio). */
const AT_MOST: ReadonlySet<TradeIntent['kind']> = new Set(['ammDeposit']);

export function reviewTotal(intent: TradeIntent, txs: readonly RoleTx[]): PreviewLine[] {
  let drops = 0n;
  const tokens = new Map<string, { like: IssuedAmount; value: IssuedValue }>();
  for (const { tx } of txs) {
    drops += dropsOf(tx.Fee) ?? 0n;
    for (const field of OUTGOING[tx.TransactionType] ?? []) {
      const amount = tx[field];
      const xrp = dropsOf(amount);
      if (xrp !== undefined) drops += xrp;
      else if (isIssuedAmount(amount)) {
        const key = tokenIdOf(amount.currency, amount.issuer);
        const old = tokens.get(key);
        const value = tokenValue(amount.value);
        tokens.set(key, { like: amount, value: old ? old.value.add(value) : value });
      }
    }
  }
  const label = AT_MOST.has(intent.kind) ? REVIEW_TOTAL_TEXT.atMost : REVIEW_TOTAL_TEXT.total;
  return [
    ...[...tokens.values()].map(({ like, value }) => ({
      label,
      amount: amountText({ ...like, value: value.toString() }),
    })),
    { label, amount: `${dropsToXrp(drops)} XRP` },
  ];
}
