import { createHash } from 'node:crypto';

// Crypto-conditions as rippled supports them (conditions/): PREIMAGE-SHA-256 only, DER-encoded.
//   condition   = A0 len { 80 20 SHA-256(preimage) } { 81 len cost }      cost = preimage length
//   fulfillment = A0 len { 80 len preimage }
// Other types (prefix, threshold, RSA, Ed25519) are refused as rippled refuses them (unsupported type).

const MAX_PREIMAGE = 128;
const MAX_CONDITION_BYTES = 128;
const MAX_FULFILLMENT_BYTES = 256;

export interface PreimageCondition {
  fingerprint: Buffer;
  cost: number;
}

/** One DER element: tag, content, and the bytes after it; undefined when malformed. */
function element(b: Buffer, at: number): { tag: number; content: Buffer; end: number } | undefined {
  if (at + 2 > b.length) return undefined;
  const tag = b[at] as number;
  let len = b[at + 1] as number;
  let start = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 2 || start + n > b.length) return undefined;
    len = 0;
    for (let i = 0; i < n; i++) len = (len << 8) | (b[start + i] as number);
    // DER: the long form only for lengths the short form cannot carry.
    if (len < 0x80) return undefined;
    start += n;
  }
  const end = start + len;
  if (end > b.length) return undefined;
  return { tag, content: b.subarray(start, end), end };
}

/** A whole buffer as exactly one element with this tag. */
function only(b: Buffer, tag: number): Buffer | undefined {
  const e = element(b, 0);
  return e && e.tag === tag && e.end === b.length ? e.content : undefined;
}

export function parseCondition(hex: string): PreimageCondition | undefined {
  const b = Buffer.from(hex, 'hex');
  if (b.length === 0 || b.length > MAX_CONDITION_BYTES) return undefined;
  const body = only(b, 0xa0);
  if (!body) return undefined;
  const fp = element(body, 0);
  if (!fp || fp.tag !== 0x80 || fp.content.length !== 32) return undefined;
  const cost = element(body, fp.end);
  if (!cost || cost.tag !== 0x81 || cost.end !== body.length) return undefined;
  if (cost.content.length === 0 || cost.content.length > 4) return undefined;
  const n = cost.content.reduce((acc, x) => acc * 256 + x, 0);
  if (n > MAX_PREIMAGE) return undefined;
  return { fingerprint: Buffer.from(fp.content), cost: n };
}

export function parseFulfillment(hex: string): Buffer | undefined {
  const b = Buffer.from(hex, 'hex');
  if (b.length === 0 || b.length > MAX_FULFILLMENT_BYTES) return undefined;
  const body = only(b, 0xa0);
  const preimage = body && only(body, 0x80);
  return preimage && preimage.length <= MAX_PREIMAGE ? preimage : undefined;
}

/** rippled's checkCondition: both parse and the fulfillment's preimage hashes to the condition. */
export function fulfills(fulfillmentHex: string, conditionHex: string): boolean {
  const c = parseCondition(conditionHex);
  const preimage = parseFulfillment(fulfillmentHex);
  if (!c || !preimage) return false;
  const digest = createHash('sha256').update(preimage).digest();
  return preimage.length === c.cost && digest.equals(c.fingerprint);
}
