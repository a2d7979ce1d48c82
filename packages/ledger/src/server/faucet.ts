import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import {
  classicAddressToXAddress,
  isValidClassicAddress,
  isValidXAddress,
  xAddressToClassicAddress,
} from 'ripple-address-codec';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, generateSeed, sign } from 'ripple-keypairs';
import type { LedgerNode } from '../node/index.js';

// The test-network faucet's API (POST /accounts {destination?, xrpAmount?}), paying from the genesis account.
// The payment is closed into a validated ledger before answering, so the new balance is visible at once.

export const DEFAULT_FAUCET_XRP = '1000';
const MAX_FAUCET_DROPS = 1_000_000_000n * 1_000_000n;
const CLOSE_WAIT_MS = 10_000;

export interface FaucetAnswer {
  status: number;
  body: Record<string, unknown>;
}

const refuse = (status: number, error: string): FaucetAnswer => ({ status, body: { error } });

function readRequest(body: unknown): { destination?: string; drops: bigint } | string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  let destination: string | undefined;
  if (b.destination !== undefined && b.destination !== null && b.destination !== '') {
    const d = b.destination;
    if (typeof d !== 'string') return 'destination must be a string';
    if (isValidXAddress(d)) destination = xAddressToClassicAddress(d).classicAddress;
    else if (isValidClassicAddress(d)) destination = d;
    else return 'Invalid destination address';
  }
  const amount = b.xrpAmount ?? DEFAULT_FAUCET_XRP;
  if (typeof amount !== 'string' && typeof amount !== 'number') return 'xrpAmount must be a decimal string';
  let drops: bigint;
  try {
    drops = xrpToDrops(String(amount));
  } catch {
    return 'xrpAmount must be a decimal string';
  }
  if (drops <= 0n || drops > MAX_FAUCET_DROPS) return 'xrpAmount out of range';
  return { destination, drops };
}

function signedPayment(node: LedgerNode, destination: string, drops: bigint): string {
  const { publicKey, privateKey } = deriveKeypair(node.genesis.seed);
  const sender = node.getLedger('current')?.accountRoot(node.genesis.address);
  const tx: Record<string, unknown> = {
    TransactionType: 'Payment',
    Account: node.genesis.address,
    Destination: destination,
    Amount: drops.toString(),
    Fee: node.fees().baseFee.toString(),
    Sequence: Number(sender?.Sequence ?? 0),
    Flags: 0,
    SigningPubKey: publicKey,
  };
  tx.TxnSignature = sign(encodeForSigning(tx as never), privateKey);
  return encode(tx as never);
}

/** Resolves once a closed ledger holds `hash` (closing one now when the node never closes on its own). */
function untilClosed(node: LedgerNode, hash: string, autoClose: boolean): Promise<void> {
  if (!autoClose) return node.acceptLedger().then(() => undefined);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      node.off('ledgerClosed', onClose);
      resolve();
    };
    const onClose = (e: { transactions: { hash: string }[] }) =>
      e.transactions.some((t) => t.hash === hash) && done();
    const timer = setTimeout(done, CLOSE_WAIT_MS);
    node.on('ledgerClosed', onClose);
  });
}

export async function fund(node: LedgerNode, body: unknown, autoClose: boolean): Promise<FaucetAnswer> {
  const req = readRequest(body);
  if (typeof req === 'string') return refuse(400, req);
  let secret: string | undefined;
  let destination = req.destination;
  if (!destination) {
    secret = generateSeed({ algorithm: 'ed25519' });
    destination = deriveAddress(deriveKeypair(secret).publicKey);
  }
  if (destination === node.genesis.address) return refuse(400, 'Cannot fund the faucet account');
  const outcome = node.submit(signedPayment(node, destination, req.drops));
  if (!outcome.ok || outcome.engineResult !== 'tesSUCCESS') {
    return refuse(
      500,
      outcome.ok ? `${outcome.engineResult}: ${outcome.engineResultMessage}` : outcome.errorException,
    );
  }
  await untilClosed(node, outcome.hash, autoClose);
  const balance = BigInt(String(node.getLedger('validated')?.accountRoot(destination)?.Balance ?? req.drops));
  const account: Record<string, unknown> = {
    xAddress: classicAddressToXAddress(destination, false, true),
    classicAddress: destination,
    address: destination,
  };
  if (secret) account.secret = secret;
  return {
    status: 200,
    body: {
      account,
      amount: Number(dropsToXrp(req.drops)),
      balance: Number(dropsToXrp(balance)),
      transactionHash: outcome.hash,
    },
  };
}
