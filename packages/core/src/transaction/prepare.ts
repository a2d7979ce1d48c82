import { missingTransactionType } from '../errors/catalogue.js';
import { HorizonError } from '../errors/horizon-error.js';
import { isValidWalletAddress } from '../validation/address.js';
import { toLedgerFields } from './convert.js';
import { TRANSACTION_CHECKS } from './registry.js';
import type { SignableBase } from './types.js';

/**
 * Makes a ledger-named transaction ready to sign (spec §5): TransactionType is required ('Missing
 * TransactionType in {name}'), Account is forced to the signer, and the type's own check runs.
 */
export function prepareForSigning(tx: Record<string, unknown>, signer: string, name: string): SignableBase {
  const type = tx['TransactionType'];
  if (typeof type !== 'string' || type === '') {
    throw new HorizonError('signing.missingTransactionType', { message: missingTransactionType(name) });
  }
  if (!isValidWalletAddress(signer)) throw new HorizonError('wallet.invalidAddress');
  const check = Object.hasOwn(TRANSACTION_CHECKS, type) ? TRANSACTION_CHECKS[type] : undefined;
  if (!check) {
    throw new HorizonError('signing.unsupportedType', { detail: `${name}: ${type}` });
  }
  const prepared = { ...tx, TransactionType: type, Account: signer };
  check(prepared);
  return prepared;
}

/** Converts an unsigned snake_case transaction from the API and prepares it for signing. */
export function prepareUnsigned(tx: unknown, signer: string, name: string): SignableBase {
  return prepareForSigning(toLedgerFields(tx), signer, name);
}

/** Submitting and waiting for validation needs LastLedgerSequence (spec §5), else the wait never ends. */
export function requireLastLedgerSequence(tx: { readonly [field: string]: unknown }): void {
  const lls = tx['LastLedgerSequence'];
  if (!Number.isInteger(lls) || (lls as number) <= 0) {
    throw new HorizonError('signing.missingRequiredFields', {
      detail: `${String(tx['TransactionType'])}: missing field LastLedgerSequence`,
    });
  }
}
