import { HorizonError } from '../../errors/horizon-error.js';
import { SIGNING_ERRORS } from '../../errors/catalogue.js';
import type { LedgerTransaction } from '../types.js';
import { isIssue, isIssuedAmount, isLedgerAmount, isUint32 } from '../values.js';

/** A check of one transaction type: throws HorizonError when the transaction is not signable. */
export type TransactionCheck = (tx: LedgerTransaction) => void;

/** 'Missing required fields', naming the type and field in the detail (xrpl.js style). */
export function missingField(type: string, field: string): HorizonError {
  return new HorizonError('signing.missingRequiredFields', { detail: `${type}: missing field ${field}` });
}

/** 'Invalid transaction field: Type.Field'. */
export function invalidField(type: string, field: string): HorizonError {
  return new HorizonError('signing.invalidField', {
    message: `${SIGNING_ERRORS.invalidField}: ${type}.${field}`,
    detail: `${type}: invalid ${field}`,
  });
}

export function requireField(tx: LedgerTransaction, field: string): unknown {
  const value = tx[field];
  if (value === undefined || value === null) throw missingField(tx.TransactionType, field);
  return value;
}

type Guard = (value: unknown) => boolean;

function check(tx: LedgerTransaction, field: string, guard: Guard, required: boolean): void {
  const value = required ? requireField(tx, field) : tx[field];
  if (value !== undefined && !guard(value)) throw invalidField(tx.TransactionType, field);
}

export function requireAmount(tx: LedgerTransaction, field: string): void {
  check(tx, field, isLedgerAmount, true);
}

export function optionalAmount(tx: LedgerTransaction, field: string): void {
  check(tx, field, isLedgerAmount, false);
}

export function requireIssuedAmount(tx: LedgerTransaction, field: string): void {
  check(tx, field, isIssuedAmount, true);
}

export function optionalIssuedAmount(tx: LedgerTransaction, field: string): void {
  check(tx, field, isIssuedAmount, false);
}

export function requireIssue(tx: LedgerTransaction, field: string): void {
  check(tx, field, isIssue, true);
}

export function requireUint32(tx: LedgerTransaction, field: string): void {
  check(tx, field, isUint32, true);
}

export function requireString(tx: LedgerTransaction, field: string): void {
  check(tx, field, (v) => typeof v === 'string' && v !== '', true);
}

/** Throws 'Invalid transaction type' unless the transaction has the expected type. */
export function requireType(tx: { readonly TransactionType?: unknown }, ...types: readonly string[]): void {
  if (typeof tx.TransactionType !== 'string' || !types.includes(tx.TransactionType)) {
    throw new HorizonError('send.invalidTransactionType', {
      detail: `expected ${types.join(' or ')}, got ${String(tx.TransactionType)}`,
    });
  }
}
