/** The fee programs' payments beside a trade: XRP fee and referral within 1% of its value; the burn back. */
import { TRADING_FEE_BPS } from '../constants/index.js';
import { parseTokenId } from '../token-id/index.js';
import { byRole, checkPlainPayment, isTokenAmount, mismatch, requireDrops } from './facts.js';
import type { RoleTx } from './types.js';

/**
 * What the wallet owes from an earlier trade whose fee payments did not go through: a plain XRP payment to
 * the same treasury as this trade's fee (its amount is the server's record, shown with its reason).
 */
function checkOwedFee(txs: readonly RoleTx[], account: string): void {
  const owed = byRole(txs, 'owed_fee');
  if (!owed) return;
  checkPlainPayment(owed, 'owed fee');
  const treasury = byRole(txs, 'fee')?.['Destination'];
  if (treasury === undefined || owed['Destination'] !== treasury || treasury === account) {
    throw mismatch('owed fee destination');
  }
  requireDrops(owed['Amount'], 'owed fee amount');
}

/** The fee programs' roles beside a limit order; a market trade also carries what is owed. */
export const FEE_ROLES = ['fee', 'referral_fee', 'burn_back'] as const;
export const TRADE_FEE_ROLES = [...FEE_ROLES, 'owed_fee'] as const;

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
  checkOwedFee(txs, account);
  const burn = byRole(txs, 'burn_back');
  if (!burn) return;
  checkPlainPayment(burn, 'burn');
  if (burnTokenId === null || !isTokenAmount(burn['Amount'], burnTokenId)) throw mismatch('burn token');
  if (burn['Destination'] !== parseTokenId(burnTokenId).issuer) throw mismatch('burn destination');
}
