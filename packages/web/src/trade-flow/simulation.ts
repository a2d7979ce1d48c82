/**
 * The ledger's `simulate` (rippled 2.4+) in the preview, where the app can reach it: the engine result the
 * transaction would get in the open ledger now, and the wallet's balance changes read from the would-be
 * metadata (AccountRoot Balance for XRP, RippleState Balance for tokens, the holder's side).
 */
import { type SignableBase, type TrustlineDelta, trustlineChanges, xrpChange } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { amountText } from './preview-lines.js';
import type { PreviewLine } from './preview.js';

/** What the ledger answers to `simulate` (tx_json given, binary false): the parts the preview reads. */
export interface SimulateAnswer {
  readonly engine_result: string;
  readonly engine_result_message?: string;
  /** The would-be metadata (a dry run keeps nothing: rippled answers applied: false even for tesSUCCESS). */
  readonly meta?: unknown;
}

/** Asks the ledger to simulate an unsigned transaction; rejects when the ledger cannot be reached. */
export type SimulateCall = (tx: Readonly<Record<string, unknown>>) => Promise<SimulateAnswer>;

export interface SimulatedOutcome {
  readonly engineResult: string;
  /** For a would-be failure, the catalogue's message for this flow; else the ledger's own wording. */
  readonly message: string;
  readonly wouldSucceed: boolean;
  /** '+12.5 ARMY', '-10.000012 XRP': each balance of the wallet that would change. */
  readonly changes: readonly PreviewLine[];
}

function xrpLine(meta: unknown, address: string): PreviewLine[] {
  const delta = xrpChange(meta, address);
  if (delta === 0n) return [];
  const sign = delta > 0n ? '+' : '-';
  return [{ label: 'XRP', amount: `${sign}${dropsToXrp(delta < 0n ? -delta : delta)} XRP` }];
}

function tokenLine({ currency, counterparty, delta }: TrustlineDelta): PreviewLine[] {
  if (delta.isZero()) return [];
  const text = amountText({ currency, issuer: counterparty, value: delta.abs().toString() });
  return [{ label: text.split(' ').slice(1).join(' '), amount: `${delta.signum() > 0 ? '+' : '-'}${text}` }];
}

/** The wallet's balance changes in simulate's metadata: XRP first, then each token line. */
export function balanceChanges(meta: unknown, address: string): PreviewLine[] {
  return [...xrpLine(meta, address), ...trustlineChanges(meta, address).flatMap(tokenLine)];
}

// simulate refuses signed transactions: the fields a signature adds are left out.
const UNSIGNED = (tx: SignableBase) =>
  Object.fromEntries(Object.entries(tx).filter(([k]) => k !== 'SigningPubKey' && k !== 'TxnSignature'));

/**
 * The simulated outcome of a single-transaction flow; null when the ledger could not answer (never blocks).
 * `catalogue` gives the flow's message for an engine result (undefined for success).
 */
export async function simulateOne(
  simulate: SimulateCall,
  tx: SignableBase,
  address: string,
  catalogue: (engineResult: string) => string | undefined = () => undefined,
): Promise<SimulatedOutcome | null> {
  try {
    const answer = await simulate(UNSIGNED(tx));
    return {
      engineResult: answer.engine_result,
      message: catalogue(answer.engine_result) ?? answer.engine_result_message ?? '',
      wouldSucceed: answer.engine_result === 'tesSUCCESS',
      changes: balanceChanges(answer.meta, address),
    };
  } catch {
    return null;
  }
}
