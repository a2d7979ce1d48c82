/** The fee programs' payments and the role lookup shared by the intent checks. */
import { HorizonError, type SignableBase, TRADING_FEE_BPS, parseTokenId } from '@horizon/core';
import type { RoleTx } from './types.js';
import { isTokenAmount, mismatch, requireDrops } from './tx-facts.js';

const TF_PARTIAL_PAYMENT = 0x00020000;

export function byRole(txs: readonly RoleTx[], role: string): SignableBase | undefined {
  return txs.find((t) => t.role === role)?.tx;
}

export function requireRole(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = byRole(txs, role);
  if (!tx) throw new HorizonError('signing.missingRequiredFields', { detail: `missing ${role}` });
  return tx;
}

/** A plain payment: no partial-payment flag, no SendMax or paths (the amount is exactly what leaves). */
export function checkPlainPayment(tx: SignableBase, what: string): void {
  if (tx.TransactionType !== 'Payment') throw mismatch(`${what} type`);
  if ((Number(tx.Flags ?? 0) & TF_PARTIAL_PAYMENT) !== 0) throw mismatch(`${what} flags`);
  if (tx['SendMax'] !== undefined || tx['Paths'] !== undefined || tx['DeliverMin'] !== undefined) {
    throw mismatch(`${what} paths`);
  }
}

/** The fee programs' payments: XRP fee and referral within 1% of V; the burn back to the token's issuer. */
export function checkFeePayments(
  txs: readonly RoleTx[],
  account: string,
  maxValueDrops: bigint,
  burnTokenId: string | null,
): void {
  let xrpFees = 0n;
  for (const role of ['fee', 'referral_fee'] as const) {
    const tx = byRole(txs, role);
    if (!tx) continue;
    checkPlainPayment(tx, role);
    if (tx['Destination'] === account) throw mismatch(`${role} destination`);
    xrpFees += requireDrops(tx['Amount'], `${role} amount`);
  }
  if (xrpFees * 10_000n > maxValueDrops * TRADING_FEE_BPS) throw mismatch('trading fee');
  const burn = byRole(txs, 'burn_back');
  if (!burn) return;
  checkPlainPayment(burn, 'burn');
  if (burnTokenId === null || !isTokenAmount(burn['Amount'], burnTokenId)) throw mismatch('burn token');
  if (burn['Destination'] !== parseTokenId(burnTokenId).issuer) throw mismatch('burn destination');
}
