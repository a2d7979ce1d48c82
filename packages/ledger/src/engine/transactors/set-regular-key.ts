import { addressOfKey } from '../../crypto/address.js';
import { hasFlag, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import type { Ter } from '../ter.js';

// SetRegularKey (rippled SetRegularKey.cpp): the first key change signed by the master key is free once.

function isFreeKeyChange(ctx: PreclaimContext): boolean {
  const spk = typeof ctx.tx.SigningPubKey === 'string' ? ctx.tx.SigningPubKey : '';
  if (spk.length !== 66 || addressOfKey(spk) !== ctx.tx.Account) return false;
  const root = ctx.read(keylet.account(ctx.tx.Account));
  return root !== undefined && !hasFlag(root, lsf.passwordSpent);
}

function preflight({ tx }: PreflightContext): Ter {
  if (tx.RegularKey !== undefined && tx.RegularKey === tx.Account) return 'temBAD_REGKEY';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const key = keylet.account(ctx.account);
  const free = isFreeKeyChange(ctx);
  const root = ctx.view.peek(key);
  if (!root) return 'tefINTERNAL';
  // The free change spends the one free use, whatever fee was paid.
  if (free) root.Flags = ((root.Flags as number) | lsf.passwordSpent) >>> 0;
  if (typeof ctx.tx.RegularKey === 'string') root.RegularKey = ctx.tx.RegularKey;
  else {
    if (hasFlag(root, lsf.disableMaster) && !ctx.view.read(keylet.signerList(ctx.account)))
      return 'tecNO_ALTERNATIVE_KEY';
    delete root.RegularKey;
  }
  ctx.view.update(key, root);
  return 'tesSUCCESS';
}

export const setRegularKey: Transactor = {
  allowedFlags: 0,
  preflight,
  doApply,
  baseFee: (ctx, reference) => (isFreeKeyChange(ctx) ? 0n : reference),
};
