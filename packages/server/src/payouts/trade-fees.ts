/**
 * The fee transactions of one validated Horizon trade, read from what the relay recorded: each role's signed
 * blob taken apart, kept only when it validated with tesSUCCESS. Pure: no database, no ledger.
 */
import { transactionFacts } from '@horizon/core';
import { decode } from 'ripple-binary-codec';

export const TRADE_KINDS = ['buy', 'sell', 'swap', 'limit_order'] as const;
export type TradeRequestKind = (typeof TRADE_KINDS)[number];

/** A relayed transaction of the request with its issued role. */
export interface RelayedRole {
  readonly role: string;
  readonly hash: string;
  readonly blob: string;
  readonly state: string;
  readonly engineResult: string | null;
}

export interface PaidTx {
  readonly hash: string;
  readonly destination: string;
  /** XRP in drops, or a token amount's value. */
  readonly amount: string | { readonly currency: string; readonly issuer: string; readonly value: string };
}

/** The trade's transaction that moved value (the offer), by request kind. */
const TRADE_ROLE: Readonly<Record<TradeRequestKind, string>> = {
  buy: 'buy',
  sell: 'sell',
  swap: 'swap',
  limit_order: 'limit_order',
};

const succeeded = (tx: RelayedRole) => tx.state === 'validated' && tx.engineResult === 'tesSUCCESS';

/** The payment of `role` when it validated with tesSUCCESS, else undefined. */
export function paidTx(txs: readonly RelayedRole[], role: string): PaidTx | undefined {
  const tx = txs.find((t) => t.role === role);
  if (!tx || !succeeded(tx)) return undefined;
  const facts = transactionFacts(decode(tx.blob));
  return { hash: tx.hash, destination: String(facts.destination), amount: facts.amount as PaidTx['amount'] };
}

export function dropsOf(tx: PaidTx | undefined): bigint {
  return tx && typeof tx.amount === 'string' ? BigInt(tx.amount) : 0n;
}

/**
 * V as the builder charged it: recorded in the request's context; for a request issued before that, the XRP
 * side of the buy or limit order offer (exactly the V those builders use), else null.
 */
export function tradeValue(
  kind: TradeRequestKind,
  context: Readonly<Record<string, unknown>>,
  txs: readonly RelayedRole[],
): bigint | null {
  const recorded = context['value_drops'];
  if (typeof recorded === 'string' && /^\d+$/.test(recorded)) return BigInt(recorded);
  if (kind !== 'buy' && kind !== 'limit_order') return null;
  const offer = txs.find((t) => t.role === TRADE_ROLE[kind]);
  if (!offer) return null;
  const { takerGets, takerPays } = transactionFacts(decode(offer.blob));
  for (const side of [takerGets, takerPays]) if (typeof side === 'string') return BigInt(side);
  return null;
}
