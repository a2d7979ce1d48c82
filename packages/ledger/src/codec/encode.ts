import { IssuedValue } from '@horizon/protocol';
import {
  DEFAULT_DEFINITIONS,
  encode as slowEncode,
  encodeForSigning as slowSigning,
} from 'ripple-binary-codec';
import { accountIdOf } from '../crypto/address.js';
import { HashPrefix, fromHex, prefixBytes, toHex, vlPrefix } from '../crypto/hash.js';

// A fast canonical serializer for the field types ledger entries, transactions and metadata use here;
// anything else falls back to ripple-binary-codec. Output is byte-identical to ripple-binary-codec's.

type Json = Record<string, unknown>;

interface FieldDef {
  ordinal: number;
  header: Uint8Array;
  type: string;
  serialized: boolean;
  signing: boolean;
}

class Unsupported extends Error {}

const SIGNING_PREFIX = prefixBytes(HashPrefix.txSign);
const MULTI_SIGNING_PREFIX = prefixBytes(HashPrefix.txMultiSign);

const FIELDS = new Map<string, FieldDef>();
for (const [name, f] of Object.entries(
  DEFAULT_DEFINITIONS.field as unknown as Record<string, FieldInstance>,
)) {
  if (typeof f !== 'object' || f === null || !('ordinal' in f)) continue;
  FIELDS.set(name, {
    ordinal: f.ordinal,
    header: f.header,
    type: f.type.name,
    serialized: f.isSerialized,
    signing: f.isSigningField,
  });
}

interface FieldInstance {
  ordinal: number;
  header: Uint8Array;
  isSerialized: boolean;
  isSigningField: boolean;
  type: { name: string };
}

const lookups = DEFAULT_DEFINITIONS as unknown as Record<string, { from(name: string): { ordinal: number } }>;

class Writer {
  private buf = Buffer.allocUnsafe(512);
  length = 0;

  private ensure(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.length++] = b;
  }

  uint(value: bigint | number, width: number): void {
    this.ensure(width);
    if (typeof value === 'number' && Number.isInteger(value) && width <= 4) {
      // Low `width` bytes, as the BigInt path below would write them, without a BigInt per field.
      for (let i = width - 1, v = value; i >= 0; i--, v = Math.floor(v / 256))
        this.buf[this.length + i] = ((v % 256) + 256) % 256;
    } else {
      let v = BigInt(value);
      for (let i = width - 1; i >= 0; i--) {
        this.buf[this.length + i] = Number(v & 0xffn);
        v >>= 8n;
      }
    }
    this.length += width;
  }

  hex(h: string): void {
    const n = h.length >> 1;
    this.ensure(n);
    // Buffer.write stops at the first non-hex pair; such input goes to ripple-binary-codec, which refuses it.
    if (h.length % 2 !== 0 || this.buf.write(h, this.length, n, 'hex') !== n) throw new Unsupported('hex');
    this.length += n;
  }

  result(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

function currencyInto(w: Writer, code: string): void {
  if (code.length === 40) return w.hex(code);
  if (code.length !== 3 || code === 'XRP') throw new Unsupported(code);
  const out = new Uint8Array(20);
  for (let i = 0; i < 3; i++) out[12 + i] = code.charCodeAt(i);
  w.bytes(out);
}

function amountInto(w: Writer, value: unknown): void {
  if (typeof value === 'string') {
    const drops = BigInt(value);
    w.uint(drops < 0n ? -drops : drops | 0x4000000000000000n, 8);
    return;
  }
  const { currency, issuer, value: text } = value as { currency: string; issuer: string; value: string };
  const v = IssuedValue.fromString(text);
  if (v.isZero()) w.uint(0x8000000000000000n, 8);
  else {
    const sign = v.negative ? 0n : 0x4000000000000000n;
    w.uint(0x8000000000000000n | sign | (BigInt(v.exponent + 97) << 54n) | v.mantissa, 8);
  }
  currencyInto(w, currency);
  w.bytes(accountIdOf(issuer));
}

/** An Issue: XRP as 20 zero bytes, else currency and issuer; MPT issues and odd shapes go to ripple-binary-codec. */
function issueInto(w: Writer, value: unknown): void {
  const { currency, issuer, ...rest } = value as { currency?: unknown; issuer?: unknown };
  if (typeof currency !== 'string' || Object.keys(rest).length > 0) throw new Unsupported('issue');
  if (issuer === undefined) {
    if (currency !== 'XRP') throw new Unsupported('issue');
    return w.bytes(new Uint8Array(20));
  }
  if (typeof issuer !== 'string') throw new Unsupported('issue');
  currencyInto(w, currency);
  w.bytes(accountIdOf(issuer));
}

function enumOrdinal(field: string, value: unknown): number {
  if (typeof value === 'number') return value;
  const table =
    field === 'LedgerEntryType'
      ? 'ledgerEntryType'
      : field === 'TransactionType'
        ? 'transactionType'
        : 'transactionResult';
  return lookups[table]?.from(value as string).ordinal ?? 0;
}

function fieldInto(w: Writer, name: string, def: FieldDef, value: unknown): void {
  w.bytes(def.header);
  switch (def.type) {
    case 'UInt8':
      return w.uint(enumOrdinal(name, value), 1);
    case 'UInt16':
      return w.uint(enumOrdinal(name, value), 2);
    case 'UInt32':
      return w.uint(value as number, 4);
    case 'UInt64':
      return w.uint(BigInt(`0x${value as string}`), 8);
    case 'Hash128':
    case 'Hash160':
    case 'Hash256':
      return w.hex(value as string);
    case 'Amount':
      return amountInto(w, value);
    case 'Issue':
      return issueInto(w, value);
    case 'Blob':
      w.bytes(vlPrefix((value as string).length / 2));
      return w.hex(value as string);
    case 'AccountID':
      w.byte(20);
      return w.bytes(accountIdOf(value as string));
    case 'Vector256':
      w.bytes(vlPrefix((value as string[]).length * 32));
      for (const h of value as string[]) w.hex(h);
      return;
    case 'STObject':
      objectInto(w, value as Json);
      return w.byte(0xe1);
    case 'STArray':
      for (const element of value as Json[]) {
        const [inner, body] = Object.entries(element)[0] as [string, Json];
        const innerDef = FIELDS.get(inner);
        if (!innerDef) throw new Unsupported(inner);
        w.bytes(innerDef.header);
        objectInto(w, body);
        w.byte(0xe1);
      }
      return w.byte(0xf1);
    default:
      throw new Unsupported(def.type);
  }
}

function objectInto(w: Writer, obj: Json, signingOnly = false): void {
  const fields: [string, FieldDef, unknown][] = [];
  for (const [name, value] of Object.entries(obj)) {
    if (value === undefined) continue;
    const def = FIELDS.get(name);
    if (!def) {
      if (name === 'index' || name === 'hash') continue;
      throw new Unsupported(name);
    }
    if (!def.serialized) continue;
    if (signingOnly && !def.signing) continue;
    fields.push([name, def, value]);
  }
  fields.sort((a, b) => a[1].ordinal - b[1].ordinal);
  for (const [name, def, value] of fields) fieldInto(w, name, def, value);
}

/** Canonical binary of a ledger entry, transaction or metadata object. */
export function encodeBytes(obj: Json): Uint8Array {
  try {
    const w = new Writer();
    objectInto(w, obj);
    return w.result();
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    return fromHex(slowEncode(obj as Parameters<typeof slowEncode>[0]));
  }
}

/** Canonical binary of a ledger entry, transaction or metadata object, as upper-case hex. */
export function encodeHex(obj: Json): string {
  return toHex(encodeBytes(obj));
}

/** The single-signing data of a transaction: 'STX\0' and its signing fields. */
export function encodeSigningBytes(tx: Json): Uint8Array {
  try {
    const w = new Writer();
    w.bytes(SIGNING_PREFIX);
    objectInto(w, tx, true);
    return w.result();
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    return fromHex(slowSigning(tx as Parameters<typeof slowSigning>[0]));
  }
}

/** The single-signing data of a transaction as upper-case hex. */
export function encodeSigningHex(tx: Json): string {
  return toHex(encodeSigningBytes(tx));
}

/**
 * The part of every signer's multi-signing data that does not depend on the signer: 'SMT\0' and the signing
 * fields (Signers is not one). Each signer signs it followed by its own 20-byte account ID.
 */
export function encodeMultiSigningStart(tx: Json): Uint8Array {
  const single = encodeSigningBytes(tx);
  const out = new Uint8Array(single.length);
  out.set(single);
  out.set(MULTI_SIGNING_PREFIX, 0);
  return out;
}
