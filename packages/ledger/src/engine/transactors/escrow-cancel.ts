import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { namedEscrow, namedEscrowKey } from '../escrow/escrow-entry.js';
import { settleEscrow } from '../escrow/settle.js';
import { PARITY_RATE, requireAuth } from '../escrow/token-rules.js';
import type { Ter } from '../ter.js';

// EscrowCancel (rippled Escrow.cpp): after CancelAfter anyone may return the escrow to its owner.

function preflight(_ctx: PreflightContext): Ter {
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const named = namedEscrow(ctx.read, ctx.tx);
  if (!named) return 'tecNO_TARGET';
  if (!named.token) return 'tesSUCCESS';
  const { issuer, currency } = named.token;
  const owner = named.escrow.Account as string;
  if (issuer === owner) return 'tecINTERNAL';
  return requireAuth(ctx.read, issuer, currency, owner);
}

function doApply(ctx: ApplyContext): Ter {
  const key = namedEscrowKey(ctx.tx);
  const escrow = ctx.view.peek(key);
  if (!escrow) return 'tecINTERNAL';
  const cancel = escrow.CancelAfter as number | undefined;
  if (cancel === undefined || !(ctx.env.parentCloseTime > cancel)) return 'tecNO_PERMISSION';
  return settleEscrow(ctx, key, escrow, escrow.Account as string, PARITY_RATE);
}

export const escrowCancel: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
