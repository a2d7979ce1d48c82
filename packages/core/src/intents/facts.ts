/**
 * Small exact readers of converted transactions for the intent checkers: token matching, token values and
 * drops compared as numbers (never floats, never as text), roles, and the refusal they raise.
 */
import { IssuedValue, TF_PARTIAL_PAYMENT, xrpToDrops } from '@horizon/protocol';
import { HorizonError } from '../errors/horizon-error.js';
import { MAX_FEE_DROPS } from '../constants/index.js';
import { normalizeCurrency, parseTokenId } from '../token-id/index.js';
import type { IssuedAmount, SignableBase } from '../transaction/types.js';
import { isIssuedAmount } from '../transaction/values.js';
import type { RoleTx } from './types.js';

/** Refusal to sign: the transaction is not what the user asked for. */
export function mismatch(what: string): HorizonError {
  return new HorizonError('signing.invalidField', {
    message: `Refused to sign: ${what} differs from your request`,
    detail: what,
  });
}

function sameCurrency(a: string, b: string): boolean {
  try {
    return normalizeCurrency(a) === normalizeCurrency(b);
  } catch {
    return false;
  }
}

/** True when the amount is of the token `tokenId` (currency and issuer). */
export function isTokenAmount(amount: unknown, tokenId: string): amount is IssuedAmount {
  if (!isIssuedAmount(amount)) return false;
  const token = parseTokenId(tokenId);
  return amount.issuer === token.issuer && sameCurrency(amount.currency, token.currency);
}

export function tokenValue(text: string): IssuedValue {
  return IssuedValue.fromString(text);
}

/** Drops of an XRP amount field, or undefined when the field is not XRP. */
export function dropsOf(amount: unknown): bigint | undefined {
  return typeof amount === 'string' && /^\d+$/.test(amount) ? BigInt(amount) : undefined;
}

export function xrpTextToDrops(xrp: string): bigint {
  return xrpToDrops(xrp);
}

export function requireDrops(amount: unknown, what: string): bigint {
  const drops = dropsOf(amount);
  if (drops === undefined) throw mismatch(what);
  return drops;
}

export function requireToken(amount: unknown, tokenId: string, what: string): IssuedValue {
  if (!isTokenAmount(amount, tokenId)) throw mismatch(what);
  return tokenValue(amount.value);
}

export function flagsOf(tx: SignableBase): number {
  return typeof tx.Flags === 'number' ? tx.Flags : 0;
}

/** Refuses any flag outside `allowed`. */
export function requireFlagsWithin(tx: SignableBase, allowed: number, what: string): void {
  if ((flagsOf(tx) & ~allowed) >>> 0 !== 0) throw mismatch(`${what} flags`);
}

/** ceil(a × num / den) in bigint. */
export function mulDivCeil(a: bigint, num: bigint, den: bigint): bigint {
  return (a * num + den - 1n) / den;
}

export function byRole(txs: readonly RoleTx[], role: string): SignableBase | undefined {
  return txs.find((t) => t.role === role)?.tx;
}

export function requireRole(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = byRole(txs, role);
  if (!tx) throw new HorizonError('signing.missingRequiredFields', { detail: `missing ${role}` });
  return tx;
}

/** Each transaction has one of the intent's roles, each role at most once: nothing unchecked is signed. */
export function requireRolesWithin(txs: readonly RoleTx[], allowed: readonly string[]): void {
  const seen = new Set<string>();
  for (const { role } of txs) {
    if (!allowed.includes(role) || seen.has(role)) throw mismatch(`${role} transaction`);
    seen.add(role);
  }
}

/** The one transaction of a single-transaction answer; any other is refused (nothing extra is signed). */
export function onlyTx(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = requireRole(txs, role);
  if (txs.length !== 1) throw mismatch('number of transactions');
  return tx;
}

export function requireType(tx: SignableBase, type: string, what: string): void {
  if (tx.TransactionType !== type) throw mismatch(`${what} type`);
}

/** Every transaction: signed by this account, with a network fee of at most 2 XRP. */
export function checkSignerAndFee({ role, tx }: RoleTx, account: string): void {
  if (tx.Account !== account) throw mismatch(`${role} account`);
  const fee = dropsOf(tx.Fee);
  if (fee === undefined || fee > MAX_FEE_DROPS) throw mismatch(`${role} network fee`);
}

/** A plain payment: no partial-payment flag, no SendMax or paths (the amount is exactly what leaves). */
export function checkPlainPayment(tx: SignableBase, what: string): void {
  if (tx.TransactionType !== 'Payment') throw mismatch(`${what} type`);
  if ((Number(tx.Flags ?? 0) & TF_PARTIAL_PAYMENT) !== 0) throw mismatch(`${what} flags`);
  if (tx['SendMax'] !== undefined || tx['Paths'] !== undefined || tx['DeliverMin'] !== undefined) {
    throw mismatch(`${what} paths`);
  }
}
