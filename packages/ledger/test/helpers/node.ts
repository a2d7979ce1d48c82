import { encode, encodeForSigning } from 'ripple-binary-codec';
import { sign } from 'ripple-keypairs';
import { ECDSA, Wallet, type Transaction } from 'xrpl';
import { createNode } from '../../src/node/node.js';
import type { LedgerNode, NodeOptions, SubmitResult } from '../../src/node/node-api.js';

export const genesisWallet = Wallet.fromSeed('snoPBrXtMeMyMHUVTgbuqAfg1SUTb', { algorithm: ECDSA.secp256k1 });

/** A fixed wall clock that advances 5 s whenever read, so close times are predictable. */
export function steppingClock(start = Date.UTC(2026, 0, 1)): () => Date {
  let t = start;
  return () => new Date((t += 5000));
}

export async function newNode(options: NodeOptions = {}): Promise<LedgerNode> {
  return createNode({ now: steppingClock(), ...options });
}

export function walletFor(n: number, algorithm: ECDSA = ECDSA.ed25519): Wallet {
  return Wallet.fromEntropy(new Uint8Array(16).fill(n), { algorithm });
}

/** Fills Fee, Sequence from the open ledger, signs with `wallet`, submits; throws on an envelope refusal. */
export function submit(node: LedgerNode, wallet: Wallet, tx: Record<string, unknown>): SubmitResult {
  const account = typeof tx.Account === 'string' ? tx.Account : wallet.classicAddress;
  const root = node.getLedger('current')?.accountRoot(account);
  const filled = {
    Fee: '10',
    Sequence: (root?.Sequence as number | undefined) ?? 0,
    Account: account,
    ...tx,
  };
  const out = node.submit(wallet.sign(filled as unknown as Transaction).tx_blob);
  if (!out.ok) throw new Error(`${out.error}: ${out.errorException}`);
  return out;
}

/** Sends `drops` from genesis to a new or existing account and closes the ledger. */
export async function fund(node: LedgerNode, address: string, drops: string): Promise<void> {
  const r = submit(node, genesisWallet, {
    TransactionType: 'Payment',
    Account: genesisWallet.classicAddress,
    Destination: address,
    Amount: drops,
  });
  if (r.engineResult !== 'tesSUCCESS') throw new Error(`funding failed: ${r.engineResult}`);
  await node.acceptLedger();
}

export function balance(node: LedgerNode, address: string): string | undefined {
  return node.getLedger('current')?.accountRoot(address)?.Balance as string | undefined;
}

/** Like submit, but signed without xrpl.js's own validation, to reach the node's checks. */
export function submitUnchecked(node: LedgerNode, wallet: Wallet, tx: Record<string, unknown>): SubmitResult {
  const root = node.getLedger('current')?.accountRoot(wallet.classicAddress);
  const filled: Record<string, unknown> = {
    Fee: '10',
    Sequence: (root?.Sequence as number | undefined) ?? 0,
    Account: wallet.classicAddress,
    SigningPubKey: wallet.publicKey,
    ...tx,
  };
  filled.TxnSignature = sign(encodeForSigning(filled as never), wallet.privateKey);
  const out = node.submit(encode(filled as never));
  if (!out.ok) throw new Error(`${out.error}: ${out.errorException}`);
  return out;
}
