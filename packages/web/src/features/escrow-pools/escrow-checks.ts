/**
 * Before signing, the browser checks a server-built escrow transaction against what the user asked for
 * (DESIGN "Unsigned → signed"): type, own account, beneficiary, exact amount, the pool's CancelAfter, and for a
 * refund the user's own escrow. Anything else is refused, never signed.
 */
import { HorizonError } from '@horizon/core';

type Tx = Readonly<Record<string, unknown>>;

export interface ContributionAsked {
  readonly address: string;
  readonly beneficiary: string;
  readonly drops: string;
  readonly cancelAfter: number;
}

export interface RefundAsked {
  readonly address: string;
  readonly sequence: number;
}

function refuse(type: string, field: string): never {
  throw new HorizonError('signing.invalidField', {
    message: `Refused to sign: ${type} ${field} differs from what you asked`,
    detail: field,
  });
}

function expectField(tx: Tx, field: string, value: unknown): void {
  if (tx[field] !== value) refuse(String(tx['TransactionType']), field);
}

export function checkContribution(tx: Tx, asked: ContributionAsked): void {
  expectField(tx, 'TransactionType', 'EscrowCreate');
  expectField(tx, 'Account', asked.address);
  expectField(tx, 'Destination', asked.beneficiary);
  expectField(tx, 'Amount', asked.drops);
  expectField(tx, 'CancelAfter', asked.cancelAfter);
  // Without a condition anyone could finish at once: the pool's promise needs one, and no FinishAfter.
  if (typeof tx['Condition'] !== 'string' || tx['Condition'] === '') refuse('EscrowCreate', 'Condition');
  if (tx['FinishAfter'] !== undefined || tx['DestinationTag'] !== undefined) refuse('EscrowCreate', 'fields');
}

export function checkRefund(tx: Tx, asked: RefundAsked): void {
  expectField(tx, 'TransactionType', 'EscrowCancel');
  expectField(tx, 'Account', asked.address);
  expectField(tx, 'Owner', asked.address);
  expectField(tx, 'OfferSequence', asked.sequence);
}
