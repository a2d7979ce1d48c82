import { IssuedValue } from '@horizon/protocol';
import { DEFAULT_DEFINITIONS, decode as slowDecode } from 'ripple-binary-codec';
import { addressOfAccountId } from '../crypto/address.js';
import { fromHex, toHex } from '../crypto/hash.js';

// A fast decoder for the field types transactions here use; anything else (paths, unknown fields) falls back
// to ripple-binary-codec. Issued values come out in rippled's text form.

type Json = Record<string, unknown>;

interface FieldDef {
  name: string;
  type: string;
  vl: boolean;
}

class Unsupported extends Error {}

const BY_CODE = new Map<number, FieldDef>();
for (const [name, f] of Object.entries(DEFAULT_DEFINITIONS.field as unknown as Record<string, Instance>)) {
  if (typeof f !== 'object' || f === null || !('ordinal' in f) || !f.isSerialized) continue;
  BY_CODE.set(f.ordinal, { name, type: f.type.name, vl: f.isVariableLengthEncoded });
}

interface Instance {
  ordinal: number;
  isSerialized: boolean;
  isVariableLengthEncoded: boolean;
  type: { name: string };
}

const defs = DEFAULT_DEFINITIONS as unknown as Record<string, { from(n: number | string): { name: string } }>;

class Reader {
  at = 0;
  readonly b: Buffer;
  constructor(bytes: Uint8Array) {
    this.b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  byte(): number {
    if (this.at >= this.b.length) throw new Unsupported('short');
    return this.b[this.at++] as number;
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.b.length) throw new Unsupported('short');
    const out = this.b.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }

  /** An unsigned integer of 1 to 4 bytes, big-endian. */
  uintNumber(n: number): number {
    if (this.at + n > this.b.length) throw new Unsupported('short');
    const v = this.b.readUIntBE(this.at, n);
    this.at += n;
    return v;
  }

  uint64(): bigint {
    if (this.at + 8 > this.b.length) throw new Unsupported('short');
    const v = this.b.readBigUInt64BE(this.at);
    this.at += 8;
    return v;
  }

  vl(): number {
    const b1 = this.byte();
    if (b1 <= 192) return b1;
    const b2 = this.byte();
    if (b1 <= 240) return 193 + (b1 - 193) * 256 + b2;
    const b3 = this.byte();
    return 12481 + (b1 - 241) * 65536 + b2 * 256 + b3;
  }

  fieldCode(): number {
    const first = this.byte();
    let type = first >> 4;
    let nth = first & 0x0f;
    if (type === 0) type = this.byte();
    if (nth === 0) nth = this.byte();
    return (type << 16) | nth;
  }
}

function currency(bytes: Uint8Array): string {
  const standard = bytes.subarray(0, 12).every((x) => x === 0) && bytes.subarray(15).every((x) => x === 0);
  if (standard) {
    const code = String.fromCharCode(bytes[12] as number, bytes[13] as number, bytes[14] as number);
    if (code !== '\0\0\0') return code;
  }
  return toHex(bytes);
}

function amount(r: Reader): unknown {
  const head = r.uint64();
  if ((head & 0x8000000000000000n) === 0n) {
    const drops = head & 0x3fffffffffffffffn;
    return ((head & 0x4000000000000000n) !== 0n ? drops : -drops).toString();
  }
  const mantissa = head & 0x3fffffffffffffn;
  const exponent = Number((head >> 54n) & 0xffn) - 97;
  const negative = (head & 0x4000000000000000n) === 0n;
  const value =
    mantissa === 0n ? IssuedValue.zero : IssuedValue.from(negative ? -mantissa : mantissa, exponent);
  const cur = currency(r.take(20));
  return { currency: cur, issuer: addressOfAccountId(r.take(20)), value: value.toString() };
}

const NO_ACCOUNT = '0000000000000000000000000000000000000001';

/** An Issue (AMM Asset/Asset2): XRP, or currency and issuer; an MPT issue goes to ripple-binary-codec. */
function issue(r: Reader): Json {
  const code = r.take(20);
  if (code.every((x) => x === 0)) return { currency: 'XRP' };
  const issuer = r.take(20);
  if (toHex(issuer) === NO_ACCOUNT) throw new Unsupported('MPT issue');
  return { currency: currency(code), issuer: addressOfAccountId(issuer) };
}

function enumName(field: string, n: number): unknown {
  const table =
    field === 'LedgerEntryType'
      ? 'ledgerEntryType'
      : field === 'TransactionType'
        ? 'transactionType'
        : 'transactionResult';
  return defs[table]?.from(n).name ?? n;
}

function value(r: Reader, def: FieldDef): unknown {
  switch (def.type) {
    case 'UInt8': {
      const n = r.byte();
      return def.name === 'TransactionResult' ? enumName(def.name, n) : n;
    }
    case 'UInt16': {
      const n = r.uintNumber(2);
      return def.name === 'LedgerEntryType' || def.name === 'TransactionType' ? enumName(def.name, n) : n;
    }
    case 'UInt32':
      return r.uintNumber(4);
    case 'UInt64':
      // rippled prints UInt64 as lower-case hex without leading zeros.
      return r.uint64().toString(16);
    case 'Hash128':
      return toHex(r.take(16));
    case 'Hash160':
      return toHex(r.take(20));
    case 'Hash256':
      return toHex(r.take(32));
    case 'Amount':
      return amount(r);
    case 'Issue':
      return issue(r);
    case 'Blob':
      return toHex(r.take(r.vl()));
    case 'AccountID': {
      const n = r.vl();
      if (n !== 20) throw new Unsupported('account length');
      return addressOfAccountId(r.take(20));
    }
    case 'Vector256': {
      const n = r.vl();
      const out: string[] = [];
      for (let i = 0; i < n; i += 32) out.push(toHex(r.take(32)));
      return out;
    }
    case 'STObject':
      return object(r, 0xe1);
    case 'STArray': {
      const out: Json[] = [];
      for (;;) {
        if (r.b[r.at] === 0xf1) {
          r.at++;
          return out;
        }
        const inner = BY_CODE.get(r.fieldCode());
        if (!inner || inner.type !== 'STObject') throw new Unsupported('array element');
        out.push({ [inner.name]: object(r, 0xe1) });
      }
    }
    default:
      throw new Unsupported(def.type);
  }
}

/** Reads fields until `end` (an object end marker) or the end of input; fields must be in canonical order. */
function object(r: Reader, end?: number): Json {
  const out: Json = {};
  let last = -1;
  while (r.at < r.b.length) {
    if (end !== undefined && r.b[r.at] === end) {
      r.at++;
      return out;
    }
    const code = r.fieldCode();
    const def = BY_CODE.get(code);
    if (!def) throw new Unsupported('unknown field');
    if (code <= last) throw new Unsupported('order');
    last = code;
    out[def.name] = value(r, def);
  }
  if (end !== undefined) throw new Unsupported('unterminated object');
  return out;
}

/** Decodes a canonical binary object to rippled's JSON field names. */
export function decodeBytes(bytes: Uint8Array): Json {
  try {
    return object(new Reader(bytes));
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    return slowDecode(toHex(bytes)) as Json;
  }
}

/** Decodes a canonical binary object (hex) to rippled's JSON field names. */
export function decodeHex(hex: string): Json {
  return decodeBytes(fromHex(hex));
}
