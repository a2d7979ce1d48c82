/**
 * Autofill (DESIGN "Unsigned → signed"): Sequence from the account's next sequence (consecutive for a
 * request's transactions), Fee from the ledger's open-ledger fee with the spec's cushion (1.2) and cap
 * (2 XRP), LastLedgerSequence a few ledgers past the latest validated one.
 */
import {
  FEE_CUSHION,
  MAX_FEE_DROPS,
  type UnsignedTransaction,
  decimalFromUnits,
  escrowFinishFeeUnits,
  multiplyDecimals,
  requireDecimal,
  scaleRounded,
} from '@horizon/core';
import type { FeeLevels, Reserves, TradeLedger } from '../relay/index.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A transaction as a builder writes it: everything but the signer and the autofilled fields. */
export type Draft = DistributiveOmit<
  UnsignedTransaction,
  'account' | 'fee' | 'sequence' | 'last_ledger_sequence'
>;

/** Ledgers a signer has between the answer and the deadline: about 20 s on a ledger closing every second. */
export const LEDGER_OFFSET = 20;

const CUSHION = requireDecimal(FEE_CUSHION);

/** The fee of one transaction: the open-ledger fee (never below the base fee) × 1.2, rounded up, at most 2 XRP. */
export function cushionedFee(levels: FeeLevels): bigint {
  const load = levels.openLedgerDrops > levels.baseDrops ? levels.openLedgerDrops : levels.baseDrops;
  const fee = scaleRounded(multiplyDecimals(decimalFromUnits(load, 0), CUSHION), 0, 'ceiling');
  return fee > MAX_FEE_DROPS ? MAX_FEE_DROPS : fee;
}

/** AMMCreate costs at least one owner reserve increment (rippled's special fee), never capped below it. */
export function feeFor(draft: Draft, levels: FeeLevels, reserves: Reserves): bigint {
  const fee = cushionedFee(levels);
  if (draft.transaction_type === 'AMMCreate' && fee < reserves.incrementDrops) return reserves.incrementDrops;
  // rippled charges an EscrowFinish with a fulfillment 33 base fees plus one per 16 bytes of it.
  if (draft.transaction_type === 'EscrowFinish') return fee * escrowFinishFeeUnits(draft.fulfillment);
  return fee;
}

export interface LedgerFacts {
  readonly levels: FeeLevels;
  readonly reserves: Reserves;
  readonly validatedLedger: number;
}

export async function ledgerFacts(ledger: TradeLedger): Promise<LedgerFacts> {
  const [levels, reserves, validatedLedger] = await Promise.all([
    ledger.fees(),
    ledger.reserves(),
    ledger.validatedLedgerIndex(),
  ]);
  return { levels, reserves, validatedLedger };
}

/**
 * Fills the drafts of one signer: sequences from `nextSequence` on, in order; the same fee rule for each;
 * a LastLedgerSequence `extraLedgers` further for batches signed and posted in groups.
 */
export function autofill(
  account: string,
  nextSequence: number,
  drafts: readonly Draft[],
  facts: LedgerFacts,
  extraLedgers = 0,
): UnsignedTransaction[] {
  const lastLedger = facts.validatedLedger + LEDGER_OFFSET + extraLedgers;
  return drafts.map(
    (draft, i) =>
      ({
        ...draft,
        account,
        fee: feeFor(draft, facts.levels, facts.reserves).toString(),
        sequence: nextSequence + i,
        last_ledger_sequence: lastLedger,
      }) as UnsignedTransaction,
  );
}

/** The XRP the fees of these transactions cost in all. */
export function totalFees(txs: readonly UnsignedTransaction[]): bigint {
  return txs.reduce((sum, tx) => sum + BigInt(tx.fee), 0n);
}
