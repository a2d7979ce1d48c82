import { HashPrefix, fromHex, prefixBytes, sha512Half, toHex, u32, u64 } from '../crypto/hash.js';
import type { LedgerHeader } from '../node/node-api.js';

/** Seconds between the Unix epoch and the Ripple epoch (2000-01-01T00:00:00Z). */
export const RIPPLE_EPOCH_OFFSET = 946_684_800;

/** The genesis ledger's close-time resolution, kept by a standalone server that always agrees with itself. */
export const CLOSE_TIME_RESOLUTION = 10;

export function toRippleTime(date: Date): number {
  return Math.floor(date.getTime() / 1000) - RIPPLE_EPOCH_OFFSET;
}

/** rippled's roundCloseTime: to the nearest multiple of the resolution. */
export function roundCloseTime(closeTime: number, resolution: number): number {
  if (closeTime === 0) return 0;
  const t = closeTime + Math.floor(resolution / 2);
  return t - (t % resolution);
}

/** The close time a new ledger gets: rounded, and always later than its parent's. */
export function effectiveCloseTime(now: number, resolution: number, parentCloseTime: number): number {
  return Math.max(roundCloseTime(now, resolution), parentCloseTime + 1);
}

/** The ledger hash: SHA512Half('LWR\0' ‖ header fields), as rippled's calculateLedgerHash. */
export function hashLedgerHeader(h: Omit<LedgerHeader, 'hash' | 'closed'>): string {
  return toHex(
    sha512Half(
      prefixBytes(HashPrefix.ledgerMaster),
      u32(h.seq),
      u64(h.totalCoins),
      fromHex(h.parentHash),
      fromHex(h.transactionHash),
      fromHex(h.accountHash),
      u32(h.parentCloseTime),
      u32(h.closeTime),
      Uint8Array.of(h.closeTimeResolution),
      Uint8Array.of(h.closeFlags),
    ),
  );
}
