import { assetFromJson } from '../amm/amm-keys.js';
import { readAmm } from '../amm/pool.js';
import { deleteAmm } from '../amm/provider.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import type { Ter } from '../ter.js';

// AMMDelete (rippled AMMDelete.cpp): removes an AMM whose LP tokens are all redeemed but which is still in the
// ledger because it had more trust lines than one transaction may delete (tecINCOMPLETE until done).

// rippled checks only the flags here: an identical pair is simply not an AMM (terNO_AMM).
function preflight(_ctx: PreflightContext): Ter {
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const amm = readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'terNO_AMM';
  return amm.pool.lpTokenBalance.value.isZero() ? 'tesSUCCESS' : 'tecAMM_NOT_EMPTY';
}

function doApply(ctx: ApplyContext): Ter {
  const amm = readAmm((k) => ctx.view.read(k), assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'tecINTERNAL';
  return deleteAmm(ctx.view, amm);
}

export const ammDeleteTx: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
