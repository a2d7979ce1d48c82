import { createHash } from 'node:crypto';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { decodeAccountID } from 'ripple-address-codec';
import { expect } from 'vitest';
import { Wallet, type Client } from 'xrpl';
import { accept, withLocalnet, type Fixture } from '../api/helpers.js';

// Scenario helpers for the exchange tests: a localnet reached through xrpl.js, transactions submitted
// signed, ledgers closed with ledger_accept, results and metadata read back with `tx`.

export interface Sent {
  result: string;
  hash: string;
  /** The fee paid, drops. */
  fee: bigint;
  meta?: Meta;
}

export interface Meta {
  TransactionResult: string;
  AffectedNodes: Record<string, Record<string, unknown>>[];
}

export class Dex {
  constructor(readonly f: Fixture) {}

  static async start(): Promise<Dex> {
    return new Dex(await withLocalnet());
  }

  get client(): Client {
    return this.f.client;
  }

  /** Submits, closes the ledger and reads the validated result and metadata (when applied). */
  async send(wallet: Wallet, tx: Record<string, unknown>): Promise<Sent> {
    const prepared: { Fee?: string } = await this.client.autofill({
      ...tx,
      Account: wallet.address,
    } as never);
    const signed = wallet.sign(prepared as never);
    const r = await this.client.request({ command: 'submit', tx_blob: signed.tx_blob });
    const provisional = r.result.engine_result;
    await accept(this.client);
    if (['tem', 'tef', 'tel', 'ter'].some((p) => provisional.startsWith(p)))
      return { result: provisional, hash: signed.hash, fee: 0n };
    const t = await this.client.request({ command: 'tx', transaction: signed.hash });
    const meta = t.result.meta as unknown as Meta;
    return { result: meta.TransactionResult, hash: signed.hash, fee: BigInt(prepared.Fee ?? '0'), meta };
  }

  /**
   * Like send, for transactions xrpl.js's own validation refuses before they reach the node (e.g. five
   * AuthAccounts): Fee and Sequence filled here, signed with ripple-keypairs.
   */
  async sendUnchecked(wallet: Wallet, tx: Record<string, unknown>): Promise<string> {
    const info = await this.request({ command: 'account_info', account: wallet.address });
    const filled: Record<string, unknown> = {
      Fee: '10',
      Sequence: (info.account_data as { Sequence: number }).Sequence,
      SigningPubKey: wallet.publicKey,
      ...tx,
      Account: wallet.address,
    };
    filled.TxnSignature = sign(encodeForSigning(filled as never), wallet.privateKey);
    const r = await this.request({ command: 'submit', tx_blob: encode(filled as never) });
    await accept(this.client);
    return r.engine_result as string;
  }

  async ok(wallet: Wallet, tx: Record<string, unknown>): Promise<Sent> {
    const s = await this.send(wallet, tx);
    expect(s.result).toBe('tesSUCCESS');
    return s;
  }

  /** A new account funded from genesis with `drops`. */
  async account(drops: string): Promise<Wallet> {
    const w = Wallet.generate();
    await this.ok(this.f.genesis, { TransactionType: 'Payment', Destination: w.address, Amount: drops });
    return w;
  }

  async request(req: Record<string, unknown>): Promise<Record<string, unknown>> {
    const r = await this.client.request(req as never);
    return (r as unknown as { result: Record<string, unknown> }).result;
  }

  async balance(address: string): Promise<bigint> {
    const r = await this.request({ command: 'account_info', account: address });
    return BigInt((r.account_data as { Balance: string }).Balance);
  }

  async ownerCount(address: string): Promise<number> {
    const r = await this.request({ command: 'account_info', account: address });
    return (r.account_data as { OwnerCount: number }).OwnerCount;
  }

  /** The holder's balance of `currency` issued by `issuer`, as account_lines shows it. */
  async line(holder: string, issuer: string, currency = 'USD'): Promise<string | undefined> {
    const r = await this.request({ command: 'account_lines', account: holder, peer: issuer });
    const l = (r.lines as { currency: string; balance: string }[]).find((x) => x.currency === currency);
    return l?.balance;
  }

  close(): Promise<void> {
    return this.f.close();
  }
}

export const usd = (issuer: string, value: string) => ({ currency: 'USD', issuer, value });

/** SHA512Half of the concatenated parts, upper-case hex (computed here, independently of the engine). */
export function sha512Half(...parts: Uint8Array[]): string {
  const h = createHash('sha512');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 64).toUpperCase();
}

export function currency3(code: string): Uint8Array {
  const b = new Uint8Array(20);
  for (let i = 0; i < 3; i++) b[12 + i] = code.charCodeAt(i);
  return b;
}

export const accountId = (address: string): Uint8Array => decodeAccountID(address);

/** A node of the metadata by entry type and kind, e.g. ('CreatedNode', 'Offer'). */
export function nodesOf(meta: Meta | undefined, kind: string, type: string): Record<string, unknown>[] {
  return (meta?.AffectedNodes ?? [])
    .map((n) => n[kind])
    .filter((n): n is Record<string, unknown> => n !== undefined && n.LedgerEntryType === type);
}
