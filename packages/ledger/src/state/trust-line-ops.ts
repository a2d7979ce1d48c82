import { adjustOwnerCount, flagsOf, lsf } from './account.js';
import { dirInsert, ownerDirRemove, readU64, u64Field } from './directory.js';
import type { EntryFields } from './entry.js';
import { keylet } from './keys.js';
import { ACCOUNT_ONE, isHigh, lineKey, side } from './trust-line.js';
import type { ApplyView } from './view.js';

// Creating and deleting trust lines as rippled's trustCreate / trustDelete (View.cpp).

export interface NewLine {
  /** The account setting the line (pays the reserve). */
  account: string;
  peer: string;
  currency: string;
  limit: string;
  auth: boolean;
  noRipple: boolean;
  freeze: boolean;
  deepFreeze: boolean;
  qualityIn: number;
  qualityOut: number;
}

export function trustCreate(view: ApplyView, n: NewLine): string {
  const key = lineKey(n.account, n.peer, n.currency);
  const high = isHigh(n.account, n.peer);
  const [low, hi] = high ? [n.peer, n.account] : [n.account, n.peer];
  const lowNode = dirInsert(view, low, key);
  const highNode = dirInsert(view, hi, key);
  if (lowNode === undefined || highNode === undefined) return 'tecDIR_FULL';
  const peerRoot = view.peek(keylet.account(n.peer));
  if (!peerRoot) return 'tecNO_TARGET';
  const s = side(n.account, n.peer);
  let flags = s.reserve;
  if (n.auth) flags |= s.auth;
  if (n.noRipple) flags |= s.noRipple;
  if (n.freeze) flags |= s.freeze;
  if (n.deepFreeze) flags |= s.deepFreeze;
  // The peer's side starts without rippling unless the peer asked for it by default.
  if ((flagsOf(peerRoot) & lsf.defaultRipple) === 0) flags |= side(n.peer, n.account).noRipple;
  const line: EntryFields = {
    LedgerEntryType: 'RippleState',
    Flags: flags >>> 0,
    Balance: { currency: n.currency, issuer: ACCOUNT_ONE, value: '0' },
    [s.limit]: { currency: n.currency, issuer: n.account, value: n.limit },
    [s.peerLimit]: { currency: n.currency, issuer: n.peer, value: '0' },
    LowNode: u64Field(lowNode),
    HighNode: u64Field(highNode),
    PreviousTxnID: '0'.repeat(64),
    PreviousTxnLgrSeq: 0,
  };
  if (n.qualityIn) line[s.qualityIn] = n.qualityIn;
  if (n.qualityOut) line[s.qualityOut] = n.qualityOut;
  view.insert(key, line);
  const rootKey = keylet.account(n.account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  adjustOwnerCount(root, 1);
  view.update(rootKey, root);
  return 'tesSUCCESS';
}

/** Removes the line from both owner directories and the ledger (owner counts are the caller's). */
export function trustDelete(view: ApplyView, key: string, line: Readonly<EntryFields>): string {
  const low = (line.LowLimit as { issuer: string }).issuer;
  const high = (line.HighLimit as { issuer: string }).issuer;
  if (!ownerDirRemove(view, low, readU64(line, 'LowNode'), key)) return 'tefBAD_LEDGER';
  if (!ownerDirRemove(view, high, readU64(line, 'HighNode'), key)) return 'tefBAD_LEDGER';
  view.erase(key);
  return 'tesSUCCESS';
}

/** Adds `delta` to an account's OwnerCount in the view. */
export function bumpOwnerCount(view: ApplyView, account: string, delta: number): void {
  const key = keylet.account(account);
  const root = view.peek(key);
  if (!root) throw new Error(`no account ${account}`);
  adjustOwnerCount(root, delta);
  view.update(key, root);
}
