/** The fields of a validated or relayed transaction that Horizon's business reads, in Horizon's names. */
import type { LedgerAmount } from '../transaction/types.js';

export interface TransactionFacts {
  /** The ledger's transaction type name ('Payment', 'OfferCreate', …). */
  readonly type: string;
  readonly account: string;
  readonly destination?: string;
  /** A payment's amount as sent (drops text or an issued amount). */
  readonly amount?: LedgerAmount;
  readonly feeDrops: bigint;
  readonly sequence?: number;
  /** An offer's side the taker gets (what the owner sells). */
  readonly takerGets?: LedgerAmount;
  /** An offer's side the taker pays (what the owner buys). */
  readonly takerPays?: LedgerAmount;
}

const amountOf = (value: unknown): LedgerAmount | undefined =>
  typeof value === 'string' || (typeof value === 'object' && value !== null)
    ? (value as LedgerAmount)
    : undefined;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Reads a transaction's JSON (ledger field names, as the ledger or the binary codec gives it). Fields are set
 * one by one, not spread: the indexer reads every transaction through here.
 */
export function transactionFacts(tx: unknown): TransactionFacts {
  const fields = (typeof tx === 'object' && tx !== null ? tx : {}) as Readonly<Record<string, unknown>>;
  const facts: Mutable<TransactionFacts> = {
    type: String(fields['TransactionType']),
    account: String(fields['Account']),
    feeDrops: BigInt(String(fields['Fee'] ?? '0')),
  };
  const { Destination: destination, Amount: amount, Sequence: sequence } = fields;
  if (destination !== undefined) facts.destination = String(destination);
  if (amount !== undefined) facts.amount = amountOf(amount);
  if (sequence !== undefined) facts.sequence = Number(sequence);
  if (fields['TakerGets'] !== undefined) facts.takerGets = amountOf(fields['TakerGets']);
  if (fields['TakerPays'] !== undefined) facts.takerPays = amountOf(fields['TakerPays']);
  return facts;
}
