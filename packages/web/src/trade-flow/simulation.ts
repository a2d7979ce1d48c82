/**
 * The ledger's `simulate` (rippled 2.4+) in the preview, where the app can reach it: the engine result the
 * transaction would get in the open ledger now, and the wallet's balance changes read from the would-be
 * metadata (AccountRoot Balance for XRP, RippleState Balance for tokens, the holder's side).
 */
import type { SignableBase } from '@horizon/core';
import { IssuedValue, dropsToXrp } from '@horizon/protocol';
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

type Fields = Readonly<Record<string, unknown>>;
interface Node {
  readonly LedgerEntryType?: string;
  readonly FinalFields?: Fields;
  readonly NewFields?: Fields;
  readonly PreviousFields?: Fields;
}

function nodesOf(meta: unknown): Node[] {
  const affected = (meta as { AffectedNodes?: unknown } | undefined)?.AffectedNodes;
  if (!Array.isArray(affected)) return [];
  return affected.flatMap((wrapper: Record<string, Node>) => Object.values(wrapper));
}

/** Before and after of one field; a created entry starts from nothing, a deleted one ends at nothing. */
function beforeAfter(node: Node, field: string): [unknown, unknown] {
  const after = node.FinalFields?.[field] ?? node.NewFields?.[field];
  const before = node.PreviousFields && field in node.PreviousFields ? node.PreviousFields[field] : after;
  return node.NewFields ? [undefined, after] : [before, after];
}

const issuerOf = (limit: unknown) => (limit as { issuer?: string } | undefined)?.issuer;
const valueOf = (amount: unknown) =>
  IssuedValue.fromString((amount as { value?: string } | undefined)?.value ?? '0');

function xrpChange(node: Node, address: string): PreviewLine[] {
  const fields = node.FinalFields ?? node.NewFields;
  if (fields?.['Account'] !== address) return [];
  const [before, after] = beforeAfter(node, 'Balance');
  const delta = BigInt((after as string | undefined) ?? '0') - BigInt((before as string | undefined) ?? '0');
  if (delta === 0n) return [];
  const sign = delta > 0n ? '+' : '-';
  return [{ label: 'XRP', amount: `${sign}${dropsToXrp(delta < 0n ? -delta : delta)} XRP` }];
}

function tokenChange(node: Node, address: string): PreviewLine[] {
  const fields = node.FinalFields ?? node.NewFields;
  const low = issuerOf(fields?.['LowLimit']);
  const high = issuerOf(fields?.['HighLimit']);
  if (low !== address && high !== address) return [];
  const [before, after] = beforeAfter(node, 'Balance');
  // The line's Balance is the low account's view: the high account holds its negation.
  let delta = valueOf(after).sub(valueOf(before));
  if (high === address) delta = delta.neg();
  if (delta.isZero()) return [];
  const currency = ((after ?? before) as { currency: string }).currency;
  const text = amountText({ currency, issuer: low === address ? high : low, value: delta.abs().toString() });
  return [{ label: text.split(' ').slice(1).join(' '), amount: `${delta.signum() > 0 ? '+' : '-'}${text}` }];
}

/** The wallet's balance changes in simulate's metadata: XRP first, then each token line. */
export function balanceChanges(meta: unknown, address: string): PreviewLine[] {
  const nodes = nodesOf(meta);
  return [
    ...nodes.filter((n) => n.LedgerEntryType === 'AccountRoot').flatMap((n) => xrpChange(n, address)),
    ...nodes.filter((n) => n.LedgerEntryType === 'RippleState').flatMap((n) => tokenChange(n, address)),
  ];
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
