import { LSF_AMM_NODE, LSF_HIGH_RESERVE, LSF_LOW_RESERVE } from '@horizon/protocol';
import { ownerDirEntries } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import { lineKey, valueOf } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { bumpOwnerCount, trustDelete } from '../../state/trust-line-ops.js';
import type { EntryFields } from '../../state/entry.js';
import { ownerDirRemove, readU64 } from '../../state/directory.js';
import type { AmmState, Read } from './pool.js';

// Liquidity providers as rippled's AMMUtils: the sole-LP test (isOnlyLiquidityProvider) and deleting an AMM
// whose LP tokens are all redeemed (deleteAMMAccount).

/** True when `account`'s LP token line is the only one the AMM's directory lists. */
export function isOnlyProvider(read: Read, amm: AmmState, account: string): boolean {
  let lpLines = 0;
  for (const { key } of ownerDirEntries(read, amm.account)) {
    const e = read(key);
    if (e?.LedgerEntryType !== 'RippleState') continue;
    if ((((e.Flags as number | undefined) ?? 0) & LSF_AMM_NODE) !== 0) continue;
    lpLines++;
  }
  const mine = read(lineKey(account, amm.account, amm.pool.lpTokenBalance.currency));
  return lpLines === 1 && mine !== undefined;
}

/** rippled's maxDeletableAMMTrustLines: entries one transaction may clear from the AMM's directory. */
export const MAX_DELETABLE_AMM_LINES = 512;

/**
 * Deletes the AMM's trust lines (all at zero balance), then the AMM, its directory and its pseudo-account
 * (deleteAMMAccount); past MAX_DELETABLE_AMM_LINES directory entries it stops with tecINCOMPLETE and the AMM
 * stays, empty, for another AMMDelete.
 */
export function deleteAmm(view: ApplyView, amm: AmmState, max = MAX_DELETABLE_AMM_LINES): string {
  let visited = 0;
  for (const { key } of [...ownerDirEntries((k) => view.read(k), amm.account)]) {
    if (++visited > max) return 'tecINCOMPLETE';
    const e = view.peek(key);
    if (!e) return 'tefBAD_LEDGER';
    if (e.LedgerEntryType === 'AMM') continue;
    if (e.LedgerEntryType !== 'RippleState') return 'tecINTERNAL';
    if (!valueOf(e.Balance).isZero()) return 'tecINTERNAL';
    const ter = deleteAmmLine(view, key, e);
    if (ter !== 'tesSUCCESS') return ter;
  }
  const entry = view.peek(amm.key);
  if (!entry) return 'tecINTERNAL';
  if (!ownerDirRemove(view, amm.account, readU64(entry, 'OwnerNode'), amm.key)) return 'tefBAD_LEDGER';
  view.erase(amm.key);
  const rootKey = keylet.account(amm.account);
  if (!view.peek(rootKey)) return 'tecINTERNAL';
  view.erase(rootKey);
  return 'tesSUCCESS';
}

/** rippled's deleteAMMTrustLine: the line goes and its non-AMM side gets its reserve back. */
export function deleteAmmLine(view: ApplyView, key: string, line: Readonly<EntryFields>): string {
  const ter = trustDelete(view, key, line);
  if (ter !== 'tesSUCCESS') return ter;
  releaseReserves(view, line);
  return 'tesSUCCESS';
}

/** The non-AMM side of a deleted line (the account without AMMID) gives back its reserve. */
function releaseReserves(view: ApplyView, line: Readonly<EntryFields>): void {
  const flags = ((line.Flags as number | undefined) ?? 0) >>> 0;
  const low = (line.LowLimit as { issuer: string }).issuer;
  const high = (line.HighLimit as { issuer: string }).issuer;
  const isAmm = (a: string) => view.read(keylet.account(a))?.AMMID !== undefined;
  if (!isAmm(low) && flags & LSF_LOW_RESERVE) bumpOwnerCount(view, low, -1);
  if (!isAmm(high) && flags & LSF_HIGH_RESERVE) bumpOwnerCount(view, high, -1);
}

/** Trust lines a transaction erased (kept by rippled across a tecINCOMPLETE reset). */
export function erasedLines(view: ApplyView): string[] {
  return view
    .changes()
    .filter(([, i]) => i.action === 'erase' && i.fields.LedgerEntryType === 'RippleState')
    .map(([k]) => k);
}

/** rippled's removeDeletedTrustLines: after a tecINCOMPLETE reset, deletes those AMM lines again. */
export function removeDeletedTrustLines(view: ApplyView, keys: string[]): void {
  for (const key of keys) {
    const line = view.peek(key);
    if (line) deleteAmmLine(view, key, line);
  }
}
