import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';

// An append-only file of records, each framed as [u32 length][8-byte SHA-256 prefix][payload] and fsynced.
// Reading stops at the first record that is short or fails its checksum: a torn tail is dropped.

const HEADER_BYTES = 12;

// Native SHA-256: a ledger record of 2,000 payments is about 2 MB, which pure JS hashed in tens of milliseconds.
function checksum(payload: Uint8Array): Uint8Array {
  return createHash('sha256').update(payload).digest().subarray(0, 8);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0;
}

export interface LogContents {
  records: Uint8Array[];
  /** Bytes of intact records; anything after is a torn or corrupt tail. */
  validLength: number;
  fileLength: number;
}

export function readLog(path: string): LogContents {
  if (!existsSync(path)) return { records: [], validLength: 0, fileLength: 0 };
  const buf = new Uint8Array(readFileSync(path));
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const records: Uint8Array[] = [];
  let at = 0;
  while (at + HEADER_BYTES <= buf.length) {
    const length = view.getUint32(at);
    const end = at + HEADER_BYTES + length;
    if (end > buf.length) break;
    const payload = buf.subarray(at + HEADER_BYTES, end);
    if (!sameBytes(checksum(payload), buf.subarray(at + 4, at + HEADER_BYTES))) break;
    records.push(payload);
    at = end;
  }
  return { records, validLength: at, fileLength: buf.length };
}

export class RecordLog {
  private fd: number;

  /** Opens for appending after the intact records, cutting off any torn tail first. */
  constructor(path: string, validLength: number) {
    this.fd = openSync(path, existsSync(path) ? 'r+' : 'w+');
    ftruncateSync(this.fd, validLength);
    fsyncSync(this.fd);
    this.position = validLength;
  }

  private position: number;

  append(payload: Uint8Array): void {
    const frame = new Uint8Array(HEADER_BYTES + payload.length);
    new DataView(frame.buffer).setUint32(0, payload.length);
    frame.set(checksum(payload), 4);
    frame.set(payload, HEADER_BYTES);
    let written = 0;
    while (written < frame.length)
      written += writeSync(this.fd, frame, written, frame.length - written, this.position + written);
    this.position += frame.length;
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}
