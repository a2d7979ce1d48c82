import { createRequire } from 'node:module';
import { sha512 } from '@noble/hashes/sha2.js';
import type { RpcContext } from '../context.js';
import { invalidField } from '../errors.js';

// server_definitions, as ServerDefinitions.cpp: the types, fields, ledger entry and transaction types, results
// (and flags and formats) this server's codec speaks, with a hash of them; a caller that already holds that
// hash gets the hash alone.

type Json = unknown;

const DEFINITIONS = createRequire(import.meta.url)(
  'ripple-binary-codec/dist/enums/definitions.json',
) as Record<string, Json>;

/** Json::FastWriter: compact, object keys in byte order (Json::Value keeps a std::map), then a newline. */
export function fastWrite(v: Json): string {
  const write = (x: Json): string => {
    if (Array.isArray(x)) return `[${x.map(write).join(',')}]`;
    if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
      return `{${keys.map((k) => `${JSON.stringify(k)}:${write((x as Record<string, Json>)[k])}`).join(',')}}`;
    }
    return JSON.stringify(x);
  };
  return `${write(v)}\n`;
}

function build(): { hash: string; defs: Record<string, Json> } {
  const { hash: _shipped, ...sections } = DEFINITIONS;
  const digest = sha512(new TextEncoder().encode(fastWrite(sections))).subarray(0, 32);
  const hash = Buffer.from(digest).toString('hex').toUpperCase();
  return { hash, defs: { ...sections, hash } };
}

let built: ReturnType<typeof build> | undefined;

export function serverDefinitions(ctx: RpcContext): Record<string, unknown> {
  const asked = ctx.params.hash;
  if (asked !== undefined && (typeof asked !== 'string' || !/^[0-9a-fA-F]{64}$/.test(asked)))
    throw invalidField('hash');
  built ??= build();
  if (typeof asked === 'string' && asked.toUpperCase() === built.hash) return { hash: built.hash };
  return built.defs;
}
