import type { FeeSettings } from '../../node/node-api.js';
import { ownerDirEntries } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import { lineKey } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { bumpOwnerCount, trustDelete } from '../../state/trust-line-ops.js';
import type { EntryFields } from '../../state/entry.js';
import { dirRemove, readU64 } from '../../state/directory.js';
import { lsfAMMNode } from './lifecycle.js';
import type { AmmState, Read } from './pool.js';

// Liquidity providers as rippled's AMMUtils: the sole-LP test (isOnlyLiquidityProvider) and deleting an AMM
// whose LP tokens are all redeemed (deleteAMMAccount).

/** True when `account`'s LP token line is the only one the AMM's directory lists. */
export function isOnlyProvider(read: Read, amm: AmmState, account: string): boolean {
  let lpLines = 0;
  for (const { key } of ownerDirEntries(read, amm.account)) {
    const e = read(key);
    if (e?.LedgerEntryType !== 'RippleState') continue;
    if ((((e.Flags as number | undefined) ?? 0) & lsfAMMNode) !== 0) continue;
    lpLines++;
  }
  const mine = read(lineKey(account, amm.account, amm.pool.lpTokenBalance.currency));
  return lpLines === 1 && mine !== undefined;
}

/** Deletes the AMM, its pool trust lines, its directory and its pseudo-account. */
export function deleteAmm(view: ApplyView, amm: AmmState, _fees: FeeSettings): string {
  for (const { key } of [...ownerDirEntries((k) => view.read(k), amm.account)]) {
    const e = view.peek(key);
    if (!e || e.LedgerEntryType !== 'RippleState') continue;
    const ter = trustDelete(view, key, e);
    if (ter !== 'tesSUCCESS') return ter;
    releaseReserves(view, e, amm.account);
  }
  const entry = view.peek(amm.key);
  if (!entry) return 'tecINTERNAL';
  if (!dirRemove(view, amm.account, readU64(entry, 'OwnerNode'), amm.key)) return 'tefBAD_LEDGER';
  view.erase(amm.key);
  const rootKey = keylet.account(amm.account);
  if (!view.peek(rootKey)) return 'tecINTERNAL';
  view.erase(rootKey);
  return 'tesSUCCESS';
}

/** The non-AMM side of a deleted line gives back its reserve. */
function releaseReserves(view: ApplyView, line: Readonly<EntryFields>, ammAccount: string): void {
  const flags = ((line.Flags as number | undefined) ?? 0) >>> 0;
  const low = (line.LowLimit as { issuer: string }).issuer;
  const high = (line.HighLimit as { issuer: string }).issuer;
  if (low !== ammAccount && flags & 0x00010000) bumpOwnerCount(view, low, -1);
  if (high !== ammAccount && flags & 0x00020000) bumpOwnerCount(view, high, -1);
}
