import { keylet } from '../../state/keys.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { offerDelete } from '../offers/offer-ops.js';
import type { Ter } from '../ter.js';

// OfferCancel (rippled CancelOffer.cpp): delete the account's offer if it is still there.

function preflight({ tx }: PreflightContext): Ter {
  if (!tx.OfferSequence) return 'temBAD_SEQUENCE';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const root = ctx.read(keylet.account(ctx.tx.Account));
  if (!root) return 'terNO_ACCOUNT';
  if ((ctx.tx.OfferSequence as number) >= (root.Sequence as number)) return 'temBAD_SEQUENCE';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const key = keylet.offer(ctx.account, ctx.tx.OfferSequence as number);
  return ctx.view.read(key) ? offerDelete(ctx.view, key) : 'tesSUCCESS';
}

export const offerCancel: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
