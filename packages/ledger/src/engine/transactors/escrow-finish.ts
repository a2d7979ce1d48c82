import { flagsOf, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { fulfills } from '../escrow/condition.js';
import { namedEscrow, namedEscrowKey } from '../escrow/escrow-entry.js';
import { settleEscrow } from '../escrow/settle.js';
import { isDeepFrozen, PARITY_RATE, requireAuth } from '../escrow/token-rules.js';
import type { Ter } from '../ter.js';

// EscrowFinish (rippled Escrow.cpp): after FinishAfter and before CancelAfter, with the fulfillment of the
// escrow's condition if it has one, the amount goes to the destination.

function preflight({ tx }: PreflightContext): Ter {
  if ((tx.Condition === undefined) !== (tx.Fulfillment === undefined)) return 'temMALFORMED';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const named = namedEscrow(ctx.read, ctx.tx);
  if (!named) return 'tecNO_TARGET';
  if (!named.token) return 'tesSUCCESS';
  const { issuer, currency } = named.token;
  const dest = named.escrow.Destination as string;
  if (issuer === dest) return 'tesSUCCESS';
  const auth = requireAuth(ctx.read, issuer, currency, dest);
  if (auth !== 'tesSUCCESS') return auth;
  return isDeepFrozen(ctx.read, issuer, currency, dest) ? 'tecFROZEN' : 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const key = namedEscrowKey(ctx.tx);
  const escrow = ctx.view.peek(key);
  if (!escrow) return 'tecINTERNAL';
  const now = ctx.env.parentCloseTime;
  const finish = escrow.FinishAfter as number | undefined;
  const cancel = escrow.CancelAfter as number | undefined;
  if (finish !== undefined && !(now > finish)) return 'tecNO_PERMISSION';
  if (cancel !== undefined && now > cancel) return 'tecNO_PERMISSION';
  const cond = ctx.tx.Condition as string | undefined;
  if (cond !== undefined && !fulfills(ctx.tx.Fulfillment as string, cond)) return 'tecCRYPTOCONDITION_ERROR';
  const stored = escrow.Condition as string | undefined;
  if (cond !== undefined && stored === undefined) return 'tecCRYPTOCONDITION_ERROR';
  if (stored !== undefined && stored.toUpperCase() !== cond?.toUpperCase()) return 'tecCRYPTOCONDITION_ERROR';
  const destId = escrow.Destination as string;
  const dest = ctx.view.read(keylet.account(destId));
  if (!dest) return 'tecNO_DST';
  // Deposit authorization: only the destination itself may finish (no preauthorizations on this node).
  if (flagsOf(dest) & lsf.depositAuth && ctx.account !== destId) return 'tecNO_PERMISSION';
  return settleEscrow(ctx, key, escrow, destId, (escrow.TransferRate as number | undefined) ?? PARITY_RATE);
}

/** A fulfillment costs 32 more base fees plus one per 16 bytes. */
function baseFee(ctx: PreclaimContext, reference: bigint): bigint {
  const base = ctx.env.fees.baseFee;
  const f = ctx.tx.Fulfillment as string | undefined;
  return f === undefined ? reference : reference + base * BigInt(32 + Math.floor(f.length / 2 / 16));
}

export const escrowFinish: Transactor = { allowedFlags: 0, preflight, preclaim, doApply, baseFee };
