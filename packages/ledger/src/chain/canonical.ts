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

function accountKey(address: string, salt: Uint8Array): string {
  const id = accountIdBytes(address);
  let out = '';
  for (let i = 0; i < 32; i++) {
    const b = (i < 20 ? (id[i] as number) : 0) ^ (salt[i] as number);
    out += b.toString(16).padStart(2, '0');
  }
  return out;
}

export function canonicalOrder(txs: DecodedTx[]): DecodedTx[] {
  const salt = fromHex(txSetHash(txs.map((t) => t.hash)));
  const keyed: Keyed[] = txs.map((tx) => {
    const ticket = tx.json.TicketSequence !== undefined;
    return {
      account: accountKey(tx.json.Account, salt),
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
