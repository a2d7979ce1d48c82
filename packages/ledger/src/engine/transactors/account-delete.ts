import { balanceOf, hasFlag, lsf } from '../../state/account.js';
import { dirIsEmpty, ownerDirEntries } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { deleteTicket } from '../seq-proxy.js';
import type { Ter } from '../ter.js';
import { removeSignerList } from './signer-list-set.js';

// AccountDelete (rippled DeleteAccount.cpp): removes the AccountRoot and sends what XRP is left to Destination.

const SEQ_DELTA = 255;
const MAX_DELETABLE_DIR_ENTRIES = 1000;
/** Owned objects an account deletion may remove with it; anything else is an obligation. */
const DELETABLE = new Set([
  'Offer',
  'SignerList',
  'Ticket',
  'DepositPreauth',
  'NFTokenOffer',
  'DID',
  'Oracle',
  'Credential',
  'Delegate',
]);

function preflight({ tx }: PreflightContext): Ter {
  if (tx.Account === tx.Destination) return 'temDST_IS_SRC';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const { tx } = ctx;
  const dst = ctx.read(keylet.account(tx.Destination as string));
  if (!dst) return 'tecNO_DST';
  if (hasFlag(dst, lsf.requireDestTag) && tx.DestinationTag === undefined) return 'tecDST_TAG_NEEDED';
  if (
    hasFlag(dst, lsf.depositAuth) &&
    !ctx.read(keylet.depositPreauth(tx.Destination as string, tx.Account))
  ) {
    return 'tecNO_PERMISSION';
  }
  const root = ctx.read(keylet.account(tx.Account));
  if (!root) return 'terNO_ACCOUNT';
  if (
    ((root.MintedNFTokens as number | undefined) ?? 0) !== ((root.BurnedNFTokens as number | undefined) ?? 0)
  ) {
    return 'tecHAS_OBLIGATIONS';
  }
  // Within 256 ledgers of its creation an account could be resurrected and its old transactions replayed.
  if ((root.Sequence as number) + SEQ_DELTA > ctx.env.ledgerSeq) return 'tecTOO_SOON';
  if (dirIsEmpty(ctx.read, tx.Account)) return 'tesSUCCESS';
  let count = 0;
  for (const { key } of ownerDirEntries(ctx.read, tx.Account)) {
    const item = ctx.read(key);
    if (!item) return 'tefBAD_LEDGER';
    if (!DELETABLE.has(item.LedgerEntryType)) return 'tecHAS_OBLIGATIONS';
    if (++count > MAX_DELETABLE_DIR_ENTRIES) return 'tefTOO_BIG';
  }
  return 'tesSUCCESS';
}

/** Deletes the account's signer list and tickets, as rippled's cleanupOnAccountDelete does. */
function removeOwnedObjects(view: ApplyView, account: string, root: EntryFields): Ter {
  const owned = [...ownerDirEntries((k) => view.read(k), account)].map(({ key }) => view.read(key));
  for (const entry of owned) {
    let ter: Ter = 'tesSUCCESS';
    if (entry?.LedgerEntryType === 'SignerList') ter = removeSignerList(view, account);
    else if (entry?.LedgerEntryType === 'Ticket')
      ter = deleteTicket(view, account, entry.TicketSequence as number, root);
    if (ter !== 'tesSUCCESS') return ter;
  }
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const { view } = ctx;
  const srcKey = keylet.account(ctx.account);
  const dstKey = keylet.account(ctx.tx.Destination as string);
  const src = view.peek(srcKey);
  const dst = view.peek(dstKey);
  if (!src || !dst) return 'tefBAD_LEDGER';
  const removed = removeOwnedObjects(view, ctx.account, src);
  if (removed !== 'tesSUCCESS') return removed;
  // Other deletable objects (offers) are not removed with the account yet.
  if (!dirIsEmpty((k) => view.read(k), ctx.account)) return 'tecHAS_OBLIGATIONS';
  const remaining = balanceOf(src);
  dst.Balance = (balanceOf(dst) + remaining).toString();
  src.Balance = '0';
  ctx.deliver(remaining.toString());
  const dirKey = keylet.ownerDir(ctx.account);
  if (view.peek(dirKey)) view.erase(dirKey);
  if (remaining > 0n && hasFlag(dst, lsf.passwordSpent))
    dst.Flags = ((dst.Flags as number) & ~lsf.passwordSpent) >>> 0;
  view.update(dstKey, dst);
  view.update(srcKey, src);
  view.erase(srcKey);
  return 'tesSUCCESS';
}

export const accountDelete: Transactor = {
  allowedFlags: 0,
  preflight,
  preclaim,
  doApply,
  baseFee: (ctx) => ctx.env.fees.reserveIncrement,
};
