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

/** Reads a transaction's JSON (ledger field names, as the ledger or the binary codec gives it). */
export function transactionFacts(tx: unknown): TransactionFacts {
  const fields = (typeof tx === 'object' && tx !== null ? tx : {}) as Readonly<Record<string, unknown>>;
  const destination = fields['Destination'];
  const sequence = fields['Sequence'];
  return {
    type: String(fields['TransactionType']),
    account: String(fields['Account']),
    ...(destination === undefined ? {} : { destination: String(destination) }),
    ...(fields['Amount'] === undefined ? {} : { amount: amountOf(fields['Amount']) }),
    feeDrops: BigInt(String(fields['Fee'] ?? '0')),
    ...(sequence === undefined ? {} : { sequence: Number(sequence) }),
    ...(fields['TakerGets'] === undefined ? {} : { takerGets: amountOf(fields['TakerGets']) }),
    ...(fields['TakerPays'] === undefined ? {} : { takerPays: amountOf(fields['TakerPays']) }),
  };
}
