/**
 * PREIMAGE-SHA-256 crypto-conditions as rippled accepts them (DER), the escrow fee rippled charges for a
 * fulfillment, and times in the ledger's epoch (seconds since 2000-01-01 UTC).
 *   condition   = A0 25 { 80 20 SHA-256(preimage) } { 81 01 length(preimage) }
 *   fulfillment = A0 len { 80 len preimage }
 */

/** Random bytes in each preimage: 32, as the condition's cost byte carries it. */
export const ESCROW_PREIMAGE_BYTES = 32;
const RIPPLE_EPOCH_MS = 946_684_800_000;

const hexByte = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();

/** The condition of a preimage of `preimageBytes` bytes whose SHA-256 is `fingerprintHex`. */
export function preimageConditionHex(fingerprintHex: string, preimageBytes = ESCROW_PREIMAGE_BYTES): string {
  if (!/^[0-9A-Fa-f]{64}$/.test(fingerprintHex))
    throw new Error('A condition fingerprint is 32 bytes of hex');
  return `A0258020${fingerprintHex.toUpperCase()}8101${hexByte(preimageBytes)}`;
}

/** The fulfillment revealing `preimageHex` (at most 127 bytes, the short DER length form). */
export function preimageFulfillmentHex(preimageHex: string): string {
  const bytes = preimageHex.length / 2;
  if (!/^([0-9A-Fa-f]{2})+$/.test(preimageHex) || bytes > 125)
    throw new Error('A preimage is 1 to 125 bytes');
  return `A0${hexByte(bytes + 2)}80${hexByte(bytes)}${preimageHex.toUpperCase()}`;
}

/** rippled's EscrowFinish fee with a fulfillment, in base fees: 33 plus one per 16 bytes of fulfillment. */
export function escrowFinishFeeUnits(fulfillmentHex: string | undefined): bigint {
  if (fulfillmentHex === undefined) return 1n;
  return 33n + BigInt(Math.floor(fulfillmentHex.length / 2 / 16));
}

/** An instant as the ledger writes times (CancelAfter, close_time): whole seconds since 2000-01-01 UTC. */
export function toRippleTime(ms: number): number {
  return Math.floor((ms - RIPPLE_EPOCH_MS) / 1000);
}

export function fromRippleTime(seconds: number): number {
  return seconds * 1000 + RIPPLE_EPOCH_MS;
}
