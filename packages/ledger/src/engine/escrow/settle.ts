import { adjustOwnerCount, balanceOf } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import type { IssuedJson } from '../../state/trust-line.js';
import { parseDrops } from '../amounts.js';
import type { ApplyContext } from '../context.js';
import type { Ter } from '../ter.js';
import { unlinkEscrow } from './escrow-entry.js';
import { unlockToken } from './token-escrow.js';

// Paying out an escrow (EscrowFinish to the destination, EscrowCancel back to the owner): off the directories,
// the amount to the receiver, the owner's count down by one, the entry erased.

/** `lockedRate` is the escrow's TransferRate on finish and parity on cancel (the owner pays itself no fee). */
export function settleEscrow(
  ctx: ApplyContext,
  key: string,
  escrow: Readonly<EntryFields>,
  receiver: string,
  lockedRate: number,
): Ter {
  const unlinked = unlinkEscrow(ctx.view, key, escrow);
  if (unlinked !== 'tesSUCCESS') return unlinked;
  const amount = escrow.Amount;
  if (typeof amount === 'object' && amount !== null) {
    const ter = unlockToken(ctx.view, {
      amount: amount as IssuedJson,
      lockedRate,
      receiver,
      createAsset: receiver === ctx.account,
      priorBalance: ctx.priorBalance,
      fees: ctx.env.fees,
    });
    if (ter !== 'tesSUCCESS') return ter;
  } else {
    const rk = keylet.account(receiver);
    const root = ctx.view.peek(rk);
    if (!root) return 'tecNO_DST';
    root.Balance = (balanceOf(root) + (parseDrops(amount as string) ?? 0n)).toString();
    ctx.view.update(rk, root);
  }
  const ownerKey = keylet.account(escrow.Account as string);
  const owner = ctx.view.peek(ownerKey);
  if (!owner) return 'tefINTERNAL';
  adjustOwnerCount(owner, -1);
  ctx.view.update(ownerKey, owner);
  ctx.view.erase(key);
  return 'tesSUCCESS';
}
