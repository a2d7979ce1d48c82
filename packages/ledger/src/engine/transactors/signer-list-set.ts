import { adjustOwnerCount, hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import { dirInsert, ownerDirRemove, readU64, u64Field } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';
import type { ApplyContext, PreflightContext, Transactor } from '../context.js';
import {
  compareAccounts,
  MAX_MULTI_SIGNERS,
  MIN_MULTI_SIGNERS,
  readSignerEntries,
  signerEntriesJson,
  type SignerEntry,
} from '../signer-entries.js';
import type { Ter } from '../ter.js';

// SignerListSet (rippled SetSignerList.cpp): a quorum and entries create or replace the account's one
// SignerList; a zero quorum without entries deletes it. With MultiSignReserve a list costs one owner count.

/** SignerList flag: the list counts once against the owner's reserve (every list made since MultiSignReserve). */
const LSF_ONE_OWNER_COUNT = 0x00010000;

type Operation = { op: 'set'; quorum: number; signers: SignerEntry[] } | { op: 'destroy' } | { ter: Ter };

function operationOf(tx: PreflightContext['tx']): Operation {
  const quorum = typeof tx.SignerQuorum === 'number' ? tx.SignerQuorum : 0;
  const hasEntries = tx.SignerEntries !== undefined;
  if (quorum !== 0 && hasEntries) {
    const signers = readSignerEntries(tx.SignerEntries);
    if (!signers) return { ter: 'temMALFORMED' };
    return { op: 'set', quorum, signers: signers.sort((a, b) => compareAccounts(a.account, b.account)) };
  }
  if (quorum === 0 && !hasEntries) return { op: 'destroy' };
  return { ter: 'temMALFORMED' };
}

/** rippled's validateQuorumAndSignerEntries, on entries sorted by account. */
function validate(quorum: number, signers: SignerEntry[], account: string): Ter {
  if (signers.length < MIN_MULTI_SIGNERS || signers.length > MAX_MULTI_SIGNERS) return 'temMALFORMED';
  for (let i = 1; i < signers.length; i++)
    if ((signers[i] as SignerEntry).account === (signers[i - 1] as SignerEntry).account)
      return 'temBAD_SIGNER';
  let total = 0;
  for (const s of signers) {
    if (s.weight <= 0) return 'temBAD_WEIGHT';
    total += s.weight;
    if (s.account === account) return 'temBAD_SIGNER';
  }
  if (quorum <= 0 || total < quorum) return 'temBAD_QUORUM';
  return 'tesSUCCESS';
}

function preflight({ tx }: PreflightContext): Ter {
  const o = operationOf(tx);
  if ('ter' in o) return o.ter;
  return o.op === 'set' ? validate(o.quorum, o.signers, tx.Account) : 'tesSUCCESS';
}

/** Deletes the account's SignerList, if any, giving back its owner count (rippled's removeSignersFromLedger). */
export function removeSignerList(view: ApplyView, account: string): Ter {
  const key = keylet.signerList(account);
  const list = view.peek(key);
  if (!list) return 'tesSUCCESS';
  // Lists made before MultiSignReserve counted 2 plus one per signer.
  const entries = (list.SignerEntries as unknown[] | undefined)?.length ?? 0;
  const owned = hasFlag(list, LSF_ONE_OWNER_COUNT) ? 1 : 2 + entries;
  if (!ownerDirRemove(view, account, readU64(list, 'OwnerNode'), key)) return 'tefBAD_LEDGER';
  const rootKey = keylet.account(account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  adjustOwnerCount(root, -owned);
  view.update(rootKey, root);
  view.erase(key);
  return 'tesSUCCESS';
}

function replace(ctx: ApplyContext, quorum: number, signers: SignerEntry[]): Ter {
  const { view, account } = ctx;
  // The old list goes first: its reserve is freed before the new one is checked.
  const removed = removeSignerList(view, account);
  if (removed !== 'tesSUCCESS') return removed;
  const rootKey = keylet.account(account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  // Against the balance before the fee, as TicketCreate: the fee may dip into the reserve.
  if (ctx.priorBalance < reserve(ctx.env.fees, ownerCountOf(root) + 1)) return 'tecINSUFFICIENT_RESERVE';
  const key = keylet.signerList(account);
  const page = dirInsert(view, account, key);
  if (page === undefined) return 'tecDIR_FULL';
  view.insert(key, {
    LedgerEntryType: 'SignerList',
    Flags: LSF_ONE_OWNER_COUNT,
    OwnerNode: u64Field(page),
    SignerQuorum: quorum,
    SignerListID: 0,
    SignerEntries: signerEntriesJson(signers),
  });
  adjustOwnerCount(root, 1);
  view.update(rootKey, root);
  return 'tesSUCCESS';
}

function destroy(ctx: ApplyContext): Ter {
  const root = ctx.view.read(keylet.account(ctx.account));
  if (!root) return 'tefINTERNAL';
  // Without the list, a master-disabled account with no regular key could never sign again.
  if (hasFlag(root, lsf.disableMaster) && root.RegularKey === undefined) return 'tecNO_ALTERNATIVE_KEY';
  return removeSignerList(ctx.view, ctx.account);
}

function doApply(ctx: ApplyContext): Ter {
  const o = operationOf(ctx.tx);
  if ('ter' in o) return o.ter;
  return o.op === 'set' ? replace(ctx, o.quorum, o.signers) : destroy(ctx);
}

export const signerListSet: Transactor = { allowedFlags: 0, preflight, doApply };
