import type { IssuedJson } from '../../state/trust-line.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { escrowKey } from '../escrow/escrow-entry.js';
import { settleEscrow } from '../escrow/settle.js';
import { PARITY_RATE, requireAuth } from '../escrow/token-rules.js';
import type { Ter } from '../ter.js';

// EscrowCancel (rippled Escrow.cpp): after CancelAfter anyone may return the escrow to its owner.

function preflight(_ctx: PreflightContext): Ter {
  return 'tesSUCCESS';
}

const keyOf = (tx: PreclaimContext['tx']) => escrowKey(tx.Owner as string, tx.OfferSequence as number);

function preclaim(ctx: PreclaimContext): Ter {
  const escrow = ctx.read(keyOf(ctx.tx));
  if (!escrow) return 'tecNO_TARGET';
  const amount = escrow.Amount;
  if (typeof amount !== 'object' || amount === null) return 'tesSUCCESS';
  const { issuer, currency } = amount as IssuedJson;
  const owner = escrow.Account as string;
  if (issuer === owner) return 'tecINTERNAL';
  return requireAuth(ctx.read, issuer, currency, owner);
}

function doApply(ctx: ApplyContext): Ter {
  const key = keyOf(ctx.tx);
  const escrow = ctx.view.peek(key);
  if (!escrow) return 'tecINTERNAL';
  const cancel = escrow.CancelAfter as number | undefined;
  if (cancel === undefined || !(ctx.env.parentCloseTime > cancel)) return 'tecNO_PERMISSION';
  return settleEscrow(ctx, key, escrow, escrow.Account as string, PARITY_RATE);
}

export const escrowCancel: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
