import { fromHex } from '../crypto/hash.js';
import type { DecodedTx } from '../engine/envelope.js';
import { accountIdBytes } from '../state/keys.js';
import { txSetHash } from './tx-map.js';

// rippled's CanonicalTXSet: by (account XOR salt), then sequence (tickets after sequences), then id;
// the salt is the hash of the transaction set, so no account is always first.

interface Keyed {
  account: string;
  seq: number;
  ticket: boolean;
  id: string;
  tx: DecodedTx;
}

// The 256-bit key's last 12 bytes are the salt's for every account, so the first 20 decide the order.
function accountKey(address: string, salt: Uint8Array): string {
  const id = accountIdBytes(address);
  const out = Buffer.allocUnsafe(20);
  for (let i = 0; i < 20; i++) out[i] = (id[i] as number) ^ (salt[i] as number);
  return out.toString('hex');
}

export function canonicalOrder(txs: DecodedTx[]): DecodedTx[] {
  const salt = fromHex(txSetHash(txs.map((t) => t.hash)));
  const accountKeys = new Map<string, string>();
  const keyOf = (address: string) => {
    let k = accountKeys.get(address);
    if (k === undefined) accountKeys.set(address, (k = accountKey(address, salt)));
    return k;
  };
  const keyed: Keyed[] = txs.map((tx) => {
    const ticket = tx.json.TicketSequence !== undefined;
    return {
      account: keyOf(tx.json.Account),
      seq: ticket ? (tx.json.TicketSequence as number) : (tx.json.Sequence as number),
      ticket,
      id: tx.hash,
      tx,
    };
  });
  keyed.sort((a, b) => {
    if (a.account !== b.account) return a.account < b.account ? -1 : 1;
    if (a.ticket !== b.ticket) return a.ticket ? 1 : -1;
    if (a.seq !== b.seq) return a.seq - b.seq;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return keyed.map((k) => k.tx);
}
