import type { FeeSettings, TxJson } from '../node/node-api.js';
import type { EntryFields } from '../state/entry.js';
import type { ApplyView } from '../state/view.js';
import type { Ter } from './ter.js';

/** What the engine knows about the ledger it applies to. */
export interface LedgerEnv {
  fees: FeeSettings;
  /** Sequence of the ledger being built (the open ledger's index). */
  ledgerSeq: number;
  /** Close time of the parent ledger, Ripple epoch seconds. */
  parentCloseTime: number;
  /** Hash of the parent ledger (AMM pseudo-account derivation); set when building a closed ledger. */
  parentHash?: string;
  /** The node's network id ([network_id]); absent = 0. Above 1024 every transaction must name it. */
  networkId?: number;
  /** True for the open ledger (fee floor and terINSUF_FEE_B), false when building a closed ledger. */
  open: boolean;
  /** Whether a transaction with this id is already in the ledger being built. */
  txExists(hash: string): boolean;
}

export interface PreflightContext {
  tx: TxJson;
  env: LedgerEnv;
}

export interface PreclaimContext extends PreflightContext {
  read(key: string): Readonly<EntryFields> | undefined;
  /** Fee paid, drops. */
  fee: bigint;
}

export interface ApplyContext extends PreclaimContext {
  view: ApplyView;
  account: string;
  /** The source balance before the fee was taken. */
  priorBalance: bigint;
  /** Records the DeliveredAmount metadata field. */
  deliver(amount: string | { currency: string; issuer: string; value: string }): void;
}

/** One transaction type's rules, as rippled's Transactor subclasses: static checks, ledger checks, effects. */
export interface Transactor {
  /** Flag bits this type accepts beyond the universal ones. */
  allowedFlags: number;
  preflight(ctx: PreflightContext): Ter;
  preclaim?(ctx: PreclaimContext): Ter;
  doApply(ctx: ApplyContext): Ter;
  /**
   * The minimum fee, when it is not `reference`: rippled's Transactor::calculateBaseFee, the base fee for the
   * transaction and one more for each multi-signer.
   */
  baseFee?(ctx: PreclaimContext, reference: bigint): bigint;
}
